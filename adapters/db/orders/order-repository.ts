import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import { newOrderNumber } from "../../../core/orders/order-number";
import {
  holdReference,
  type CreateOrderResult,
  type NewOrder,
  type OrderRecord,
  type OrderRepository,
} from "../../../core/orders/orders";
import { failure } from "../../../core/failure";
import { money } from "../../../core/money";
import { InsufficientBalanceError } from "../../../core/wallet/ledger";
import { createWallet } from "../../../core/wallet/wallet";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { statementPipelineOf, type Database, type Executor } from "../database";
import { ordersById } from "./orders-by-id";
import { PAID_STATUSES, paidPurchases, sameItemAndAccount, toOrderRecord as toRecord } from "./order-unit";
import type { LimitRefusal, PastPurchase } from "../../../core/orders/purchase-limits";
import { createLedgerStore } from "../wallet/ledger-store";
import { orderEvents, orders, promoCodes, promoRedemptions, users } from "../schema";
import { promoCodeOf } from "../promos/promo-code-row";
import { buyerRedemptions } from "../promos/promo-redemptions";
import { buyerKeysOf } from "../../../core/orders/buyer-keys";

class Rollback extends Error {
  constructor(
    readonly reason: "promoUnavailable" | "insufficientBalance" | "purchaseLimit" | "accountClosed",
    readonly refusal?: LimitRefusal,
  ) {
    super(reason);
  }
}

const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";
const isViolation = (error: unknown, code: string, constraint: string) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError.code === code && pgError.constraint === constraint;
};
const isUniqueViolation = (error: unknown, constraint: string) => isViolation(error, UNIQUE_VIOLATION, constraint);
/** The buyer's account was deleted while the order was being placed (its deletion locks the user first). */
const isAccountGone = (error: unknown) =>
  isViolation(error, FOREIGN_KEY_VIOLATION, "orders_user_id_users_id_fk") ||
  isViolation(error, FOREIGN_KEY_VIOLATION, "promo_redemptions_user_id_users_id_fk");

/**
 * Orders in PostgreSQL: creation (one transaction with its hold and promo note) and reads. Every
 * later change of an order goes through its unit of work (order-unit.ts).
 */
export function createOrderRepository(db: Database): OrderRepository {
  // drizzle's node-postgres database carries its pool (absent on a mock, which then uses drizzle).
  const client = (db as Database & { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : undefined;
  const pipeline = statementPipelineOf(db);
  // Read on every order page and the order API's reads: built once, and parsed and planned by
  // PostgreSQL once per connection (named statements), where drizzle built the same select of 30-odd
  // columns on every call (decision 027); the reads asked together go in one (orders-by-id.ts).
  const ordersWithIds = db
    .select()
    .from(orders)
    .where(sql`${orders.id} = ANY(${sql.placeholder("ids")}::uuid[])`)
    .prepare("orders_by_ids");
  const find = ordersById(
    async (ids) => new Map((await ordersWithIds.execute({ ids })).map((row) => [row.id, toRecord(row)])),
  );
  const byKey = async (key: string) => {
    const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
    return row ? toRecord(row) : undefined;
  };

  /**
   * The order and its "order created" event in one statement (a data-modifying CTE): atomic without
   * a transaction of its own, so an order with nothing else to write costs one round trip and one
   * commit instead of four round trips (decision 027). Outside a transaction it runs as a named
   * prepared statement, so PostgreSQL parses and plans it once per connection, not per order.
   */
  async function insertWithEvent(executor: Executor, order: NewOrder): Promise<OrderRecord> {
    const values = { ...order, number: newOrderNumber(), status: "awaiting_payment" as const };
    const actor = order.userId ? "buyer" : "guest";
    if (executor === db && pool) {
      const { name, text, params } = preparedInsert(values, actor, buildStatement);
      const statement = { ...(name ? { name } : {}), text, values: params };
      const result = pipeline
        ? await pipeline.query<Record<string, unknown>>(statement)
        : await pool.query<Record<string, unknown>>(statement);
      return toRecord(ordersRow(result.rows[0]!, values));
    }
    const result = await executor.execute<Record<string, unknown>>(buildStatement(values, actor));
    return toRecord(ordersRow(result.rows[0]!, values));
  }

  function buildStatement(values: OrderValues, actor: string) {
    const insert = db.insert(orders).values(values).returning(returnedColumns(values));
    return sql`with "created" as (${insert.getSQL()}), "event" as (insert into ${orderEvents} ("order_id", "from_status", "to_status", "reason", "actor") select "id", null, 'awaiting_payment', 'order created', ${actor} from "created") select * from "created"`;
  }

  async function insertOrder(
    order: NewOrder,
    limitGuard?: (history: PastPurchase[]) => LimitRefusal | null,
  ): Promise<OrderRecord> {
    const holds = order.userId !== null && order.cashbackUsed + order.goldUsed > 0;
    // A guest's order with nothing to check or reserve beside it: its one statement is its transaction.
    if (!limitGuard && !order.promoCode && !order.userId) return insertWithEvent(db, order);
    return db.transaction(async (tx) => {
      // The buyer's row, shared-locked to the commit: an account deletion (which locks it first and
      // then every order of the account) either waits for this order and settles it, or is waited
      // for and leaves no account to place it for.
      if (order.userId) {
        const [buyer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, order.userId)).for("share");
        if (!buyer) throw new Rollback("accountClosed");
      }
      // A first look at the publisher's limit, from paid purchases only: the order that is paid
      // first wins, and a later one loses at payment (decision 009).
      if (limitGuard) {
        const refusal = limitGuard(await paidPurchases(tx, order));
        if (refusal) throw new Rollback("purchaseLimit", refusal);
      }
      const created = await insertWithEvent(tx, order);
      if (order.promoCode) {
        // Nothing is reserved on the code itself: only paid orders count against its global limit,
        // checked again under the code's row lock when this order is paid. The buyer's own unpaid
        // orders count against their per-user limit.
        const [promo] = await tx
          .select()
          .from(promoCodes)
          .where(
            and(
              eq(promoCodes.code, order.promoCode),
              eq(promoCodes.active, true),
              sql`(${promoCodes.globalLimit} IS NULL OR ${promoCodes.redemptions} < ${promoCodes.globalLimit})`,
            ),
          );
        if (!promo) throw new Rollback("promoUnavailable");
        if (promo.perUserLimit !== null) {
          const used = await buyerRedemptions(tx, order.promoCode, buyerKeysOf(order), { reserved: true });
          if (used >= promo.perUserLimit) throw new Rollback("promoUnavailable");
        }
        await tx
          .insert(promoRedemptions)
          .values({ orderId: created.id, code: order.promoCode, userId: order.userId, status: "reserved" });
      }
      if (order.userId && holds) {
        try {
          await createWallet(createLedgerStore(tx)).hold({
            userId: order.userId,
            cashback: money(order.cashbackUsed, order.currency),
            gold: money(order.goldUsed, order.currency),
            reference: holdReference(created.id),
          });
        } catch (error) {
          if (error instanceof InsufficientBalanceError) throw new Rollback("insufficientBalance");
          throw error;
        }
      }
      return created;
    });
  }

  return {
    async findPromo(code) {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
      return row && promoCodeOf(row);
    },

    buyerRedemptions: (code, keys) => buyerRedemptions(db, code, keys, { reserved: true }),

    async create(order, limitGuard): Promise<CreateOrderResult> {
      // A key used before fails the insert on its unique index and the order it made is returned
      // (below). The purchase limit is checked before inserting, though, so there the earlier order
      // is looked for first: a repeat of an order now paid must not be refused by its own purchase.
      if (limitGuard) {
        const existing = await byKey(order.idempotencyKey);
        if (existing) return sameRequest(existing, order);
      }
      // A new number is drawn on the (rare) collision; a racing request with the same key loses on
      // the key's unique index and returns the winner's order.
      for (let tries = 0; tries < 5; tries += 1) {
        try {
          return { ok: true, order: await insertOrder(order, limitGuard), created: true };
        } catch (error) {
          if (error instanceof Rollback && error.reason === "purchaseLimit" && error.refusal)
            return failure("purchaseLimit", error.refusal);
          if (
            error instanceof Rollback &&
            (error.reason === "promoUnavailable" ||
              error.reason === "insufficientBalance" ||
              error.reason === "accountClosed")
          )
            return failure(error.reason);
          if (isAccountGone(error)) return failure("accountClosed");
          if (isUniqueViolation(error, "orders_idempotency_key_unique")) {
            const winner = await byKey(order.idempotencyKey);
            if (winner) return sameRequest(winner, order);
          }
          if (!isUniqueViolation(error, "orders_number_unique")) throw error;
        }
      }
      throw new Error("could not draw a free order number");
    },

    async earlierPurchase(key, now, exceptIdempotencyKey) {
      const paid = inArray(orders.status, PAID_STATUSES);
      const [row] = await db
        .select({ paid: sql<boolean>`${paid}`, paidAt: orders.paidAt, createdAt: orders.createdAt })
        .from(orders)
        .where(
          and(
            sameItemAndAccount(key),
            // Released by an operator (decision 060): its item never arrived, so it is no earlier purchase.
            isNull(orders.limitReleasedAt),
            or(paid, and(inArray(orders.status, ["awaiting_payment", "payment_failed"]), gt(orders.expiresAt, now))),
            ...(exceptIdempotencyKey ? [ne(orders.idempotencyKey, exceptIdempotencyKey)] : []),
          ),
        )
        .orderBy(desc(sql`${paid}`), asc(sql`coalesce(${orders.paidAt}, ${orders.createdAt})`))
        .limit(1);
      return row ? { paid: row.paid, at: row.paidAt ?? row.createdAt } : undefined;
    },

    paidPurchases: (key) => paidPurchases(db, key),

    find,

    async findByNumber(number) {
      const [row] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
      return row ? toRecord(row) : undefined;
    },

    async listForUser(userId, limit) {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit);
      return rows.map(toRecord);
    },

    async events(orderId) {
      const rows = await db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.id));
      return rows.map((row) => ({
        fromStatus: row.fromStatus,
        toStatus: row.toStatus,
        reason: row.reason,
        actor: row.actor,
        createdAt: row.createdAt,
      }));
    },

    async expiredUnpaid(now, limit) {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.status, ["awaiting_payment", "payment_failed"]), lt(orders.expiresAt, now)))
        .orderBy(asc(orders.expiresAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}

const dialect = new PgDialect();

type OrderValues = NewOrder & { number: string; status: "awaiting_payment" };
type OrderColumn = (typeof ORDER_COLUMNS)[number];

/**
 * The order insert's text per shape (which optional columns an order has: a handful of shapes), its
 * statement's name and the columns its parameters fill, in order. Building the statement with drizzle
 * cost a large share of the shop's CPU per order (decisions 027 and 041), for a text that is the
 * same every time: it is built by drizzle once per shape, and kept only when the parameters computed
 * here (each column's own driver mapping, then the event's actor) equal drizzle's for that order;
 * otherwise (a column drizzle would fill itself, say) every order of that shape goes through drizzle.
 */
interface InsertShape {
  name: string | undefined;
  text: string;
  columns: OrderColumn[] | undefined;
}
const insertShapes = new Map<string, InsertShape>();
/** Past this many shapes the rest are built by drizzle and run unnamed rather than grow without end. */
const MAX_SHAPES = 32;

function parametersOf(values: OrderValues, actor: string, columns: readonly OrderColumn[]): unknown[] {
  const params: unknown[] = [];
  for (const [field, column] of columns) {
    const value = (values as Record<string, unknown>)[field];
    params.push(value === null ? null : column.mapToDriverValue(value));
  }
  params.push(actor);
  return params;
}

function preparedInsert(
  values: OrderValues,
  actor: string,
  build: (values: OrderValues, actor: string) => ReturnType<typeof sql>,
): { name: string | undefined; text: string; params: unknown[] } {
  let key = "";
  for (const [field] of ORDER_COLUMNS) key += (values as Record<string, unknown>)[field] === undefined ? "0" : "1";
  const shape = insertShapes.get(key);
  if (shape?.columns) return { name: shape.name, text: shape.text, params: parametersOf(values, actor, shape.columns) };
  const query = dialect.sqlToQuery(build(values, actor));
  if (shape) return { name: shape.text === query.sql ? shape.name : undefined, text: query.sql, params: query.params };
  if (insertShapes.size >= MAX_SHAPES) return { name: undefined, text: query.sql, params: query.params };
  const columns = ORDER_COLUMNS.filter(([field]) => (values as Record<string, unknown>)[field] !== undefined);
  const ours = parametersOf(values, actor, columns);
  const same = ours.length === query.params.length && ours.every((param, index) => param === query.params[index]);
  insertShapes.set(key, {
    name: `kupi_create_order_${insertShapes.size + 1}`,
    text: query.sql,
    columns: same ? columns : undefined,
  });
  return { name: insertShapes.get(key)!.name, text: query.sql, params: query.params };
}

const ORDER_COLUMNS = Object.entries(getTableColumns(orders));

/**
 * Column types whose stored value is exactly the one inserted (text and integers; a value PostgreSQL
 * would not take as it is fails the insert instead). The insert sends back only the other columns:
 * those the database fills (defaults: the id, the timestamps, counters) or writes its own way (jsonb,
 * timestamps, uuids). PostgreSQL describes and sends, and the driver parses, a few columns instead of
 * 37 on every order (decision 027).
 */
const KEPT_AS_INSERTED = new Set(["PgText", "PgInteger", "PgBigInt53"]);
const keptAsInserted = (values: OrderValues, field: string, column: OrderColumn[1]) =>
  (values as Record<string, unknown>)[field] !== undefined && KEPT_AS_INSERTED.has(column.columnType);

/** What the order insert's RETURNING names: every column not kept as inserted. */
function returnedColumns(values: OrderValues): Record<string, OrderColumn[1]> {
  const returned: Record<string, OrderColumn[1]> = {};
  for (const [field, column] of ORDER_COLUMNS) if (!keptAsInserted(values, field, column)) returned[field] = column;
  return returned;
}

/**
 * The inserted row as drizzle's select maps it: the columns the insert sent back (by column name,
 * as PostgreSQL's driver gave them), the others as they were inserted. The orders table's column
 * types (uuid, text, bigint and integer, jsonb, timestamptz) map from node-postgres's own parse
 * (a string, an object, a Date) as from drizzle's; a date, interval or string-mode timestamp column
 * would not, and needs drizzle's statement instead (order-repository.db.test.ts compares the two).
 */
function ordersRow(raw: Record<string, unknown>, values: OrderValues): typeof orders.$inferSelect {
  const row: Record<string, unknown> = {};
  for (const [field, column] of ORDER_COLUMNS) {
    if (keptAsInserted(values, field, column)) {
      row[field] = (values as Record<string, unknown>)[field] ?? null;
      continue;
    }
    const value = raw[column.name];
    row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as typeof orders.$inferSelect;
}

function sameRequest(existing: OrderRecord, order: NewOrder): CreateOrderResult {
  return existing.requestHash === order.requestHash
    ? { ok: true, order: existing, created: false }
    : failure("idempotencyConflict");
}
