import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Decision, OrderEffect } from "../../../core/orders/order-effects";
import type { OrderStatus } from "../../../core/orders/order-states";
import type { CommittedWork, OrderUnit, OrderUnitOfWork } from "../../../core/orders/order-unit";
import type { OrderRecord, PaymentAttempt } from "../../../core/orders/orders";
import type { PastPurchase } from "../../../core/orders/purchase-limits";
import { createWallet } from "../../../core/wallet/wallet";
import type { Database, Executor } from "../database";
import { createLedgerStore } from "../wallet/ledger-store";
import { carryOut, type OrderRow } from "./order-effects";
import { queuePushes } from "./push-queue";
import { buyerRedemptions } from "../promos/promo-redemptions";
import { buyerKeysOf } from "../../../core/orders/buyer-keys";
import { toRefundClaim } from "./refund-repository";
import { deliveries, orderEvents, orders, payments, promoCodes, refunds } from "../schema";

export function toOrderRecord(row: typeof orders.$inferSelect): OrderRecord {
  return row;
}

export function toAttempt(row: typeof payments.$inferSelect): PaymentAttempt {
  return {
    id: row.id,
    orderId: row.orderId,
    attempt: row.attempt,
    provider: row.provider,
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    providerStatus: row.providerStatus,
    providerTransactionId: row.providerTransactionId,
    redirectUrl: row.redirectUrl,
  };
}

/**
 * The newest payment attempt's read as a prepared statement, for reads outside a transaction (the
 * order page's: order-repository.ts).
 */
export function latestAttemptStatement(db: Database) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, sql.placeholder("orderId")))
    .orderBy(desc(payments.attempt))
    .limit(1)
    .prepare("latest_attempt_by_order");
}

/** The newest payment attempt of an order: only its failure speaks for the order. */
export async function latestAttemptOf(db: Executor, orderId: string): Promise<PaymentAttempt | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.attempt))
    .limit(1);
  return row ? toAttempt(row) : undefined;
}

/** The statuses of orders whose purchase counts against a publisher's limit: paid and not refunded. */
export const PAID_STATUSES: OrderStatus[] = ["in_progress", "complete"];

/** One game account's orders of one item (the index orders_item_account_idx serves it). */
export function sameItemAndAccount(key: { gameSlug: string; productSku: string; account: Record<string, string> }) {
  return and(
    eq(orders.gameSlug, key.gameSlug),
    eq(orders.productSku, key.productSku),
    sql`${orders.account} = ${JSON.stringify(key.account)}::jsonb`,
  );
}

/**
 * Earlier paid purchases of an item for one game account. Unpaid orders do not count: a stranger's
 * unpaid order for someone's player ID must not block that player (decision 009); nor does one an
 * operator released, whose item never reached the account (decision 060).
 */
export async function paidPurchases(
  db: Executor,
  key: { gameSlug: string; productSku: string; account: Record<string, string> },
  excludeOrderId?: string,
): Promise<PastPurchase[]> {
  const rows = await db
    .select({ paidAt: orders.paidAt, createdAt: orders.createdAt, quantity: orders.quantity })
    .from(orders)
    .where(
      and(
        sameItemAndAccount(key),
        inArray(orders.status, PAID_STATUSES),
        isNull(orders.limitReleasedAt),
        ...(excludeOrderId ? [ne(orders.id, excludeOrderId)] : []),
      ),
    );
  return rows.map((row) => ({ at: row.paidAt ?? row.createdAt, quantity: row.quantity }));
}

/**
 * Writes a decision: each step's status and event with its effects, after the effects outside steps.
 * The order's row comes back from the last statement that wrote it (RETURNING), never read again.
 */
async function commitDecision(
  tx: Executor,
  start: OrderRecord,
  decision: Decision,
  seen: CommittedWork,
): Promise<OrderRecord> {
  let row: OrderRow | undefined;
  const carry = async (effect: OrderEffect) => {
    row = (await carryOut(tx, start, effect, seen)) ?? row;
  };
  for (const effect of decision.effects) await carry(effect);
  for (const step of decision.steps) {
    [row] = await tx
      .update(orders)
      .set({ status: step.to, updatedAt: sql`now()`, ...(step.event === "paid" ? { paidAt: sql`now()` } : {}) })
      .where(eq(orders.id, start.id))
      .returning();
    await tx
      .insert(orderEvents)
      .values({ orderId: start.id, fromStatus: step.from, toStatus: step.to, reason: step.reason, actor: step.actor });
    for (const effect of step.effects) await carry(effect);
    await queuePushes(tx, start.id, step.event);
    seen.moves.push({ from: step.from, to: step.to });
  }
  return row ? toOrderRecord(row) : start;
}

/**
 * The order unit of work in PostgreSQL: one transaction, the order's row locked FOR UPDATE first.
 * Locks are always taken in the same order (order row, then the account-and-item advisory lock,
 * then the promo code's row, then ledger accounts), so concurrent units wait, never deadlock.
 */
export function createOrderUnitOfWork(
  db: Executor,
  /** Told what each unit changed once its transaction committed (the metrics count it). */
  onCommitted?: (committed: CommittedWork) => void,
): OrderUnitOfWork {
  return {
    async withOrder(orderId, work) {
      const seen: CommittedWork = { moves: [], payments: [], refunds: [] };
      const result = await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
        if (!locked) return undefined;
        let order = toOrderRecord(locked);
        const unit: OrderUnit = {
          get order() {
            return order;
          },
          async attempt(paymentId) {
            const [row] = await tx
              .select()
              .from(payments)
              .where(and(eq(payments.id, paymentId), eq(payments.orderId, orderId)));
            return row ? toAttempt(row) : undefined;
          },
          latestAttempt: () => latestAttemptOf(tx, orderId),
          async hasOpenAttempt() {
            const [open] = await tx
              .select({ id: payments.id })
              .from(payments)
              .where(and(eq(payments.orderId, orderId), eq(payments.status, "pending")))
              .limit(1);
            return Boolean(open);
          },
          async newAttempt(provider) {
            const [last] = await tx
              .select({ attempt: sql<number>`coalesce(max(${payments.attempt}), 0)::int` })
              .from(payments)
              .where(eq(payments.orderId, orderId));
            const attempt = (last?.attempt ?? 0) + 1;
            const [row] = await tx
              .insert(payments)
              .values({
                id: `${order.number}-${attempt}`,
                orderId,
                attempt,
                provider,
                method: order.paymentMethod,
                amount: order.total,
                currency: order.currency,
                status: "pending",
              })
              .returning();
            return toAttempt(row!);
          },
          async refundClaim() {
            const [row] = await tx
              .select()
              .from(refunds)
              .where(and(eq(refunds.orderId, orderId), eq(refunds.kind, "order")));
            return row ? toRefundClaim(row) : undefined;
          },
          async claim(id) {
            const [row] = await tx
              .select()
              .from(refunds)
              .where(and(eq(refunds.id, id), eq(refunds.orderId, orderId)));
            return row ? toRefundClaim(row) : undefined;
          },
          async paidPurchases() {
            // One lock per game account and item, held to the commit.
            await tx.execute(
              sql`SELECT pg_advisory_xact_lock(hashtext(${`${order.gameSlug}|${order.productSku}|${JSON.stringify(order.account)}`}))`,
            );
            return paidPurchases(tx, order, orderId);
          },
          async promoStanding() {
            if (!order.promoCode) return null;
            const [promo] = await tx
              .select()
              .from(promoCodes)
              .where(eq(promoCodes.code, order.promoCode))
              .for("update");
            if (!promo) return null;
            return {
              globalLimit: promo.globalLimit,
              used: promo.redemptions,
              perUserLimit: promo.perUserLimit,
              usedByBuyer:
                promo.perUserLimit === null
                  ? 0
                  : await buyerRedemptions(tx, promo.code, buyerKeysOf(order), {
                      reserved: false,
                      exceptOrderId: orderId,
                    }),
            };
          },
          async balances(userId) {
            const balances = await createWallet(createLedgerStore(tx)).balances(userId, order.currency);
            return { cashback: balances.cashback.amount, gold: balances.gold.amount };
          },
          async delivery(options) {
            const read = tx.select().from(deliveries).where(eq(deliveries.orderId, orderId));
            const [row] = options?.lock ? await read.for("update") : await read;
            return row
              ? {
                  orderId,
                  status: row.status,
                  units: row.units,
                  flaggedAt: row.flaggedAt,
                  updatedAt: row.updatedAt,
                  leasedUntil: row.leasedUntil,
                }
              : undefined;
          },
          async commit(decision) {
            order = await commitDecision(tx, order, decision, seen);
            return order;
          },
        };
        return work(unit);
      });
      if (seen.moves.length + seen.payments.length + seen.refunds.length > 0) onCommitted?.(seen);
      return result;
    },
  };
}
