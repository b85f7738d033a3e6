import { eq, sql } from "drizzle-orm";
import { DEFAULT_DELIVERY_PROMISE_MINUTES } from "../../../core/orders/delivery-promise";
import type { PromiseCompensationStore, PromiseFacts } from "../../../core/orders/promise-compensation";
import { money, type Currency } from "../../../core/money";
import type { OrderStatus } from "../../../core/orders/order-states";
import { assertBalanced } from "../../../core/wallet/ledger";
import type { Executor, Database } from "../database";
import { createAuditRepository } from "../records/audit-repository";
import { createLedgerStore } from "../wallet/ledger-store";
import { promiseCompensations } from "../schema";

interface FactsRow extends Record<string, unknown> {
  id: string;
  status: OrderStatus;
  user_id: string | null;
  currency: Currency;
  paid_at: string | null;
  promise_minutes: number | null;
  delivered_at: string | null;
  settled_at: string | null;
}

const at = (value: string | null) => (value ? new Date(value) : null);

/**
 * The order's facts; `lock` takes its row FOR UPDATE first, as the order's unit of work does, so a
 * grant and a move of the same order wait for each other and never deadlock (both lock the order,
 * then ledger accounts).
 */
async function readFacts(db: Executor, orderId: string, lock: boolean): Promise<PromiseFacts | undefined> {
  const result = await db.execute<FactsRow>(sql`
    SELECT o.id, o.status, o.user_id, o.currency, o.paid_at,
      (SELECT g.delivery_promise_minutes FROM games g WHERE g.slug = o.game_slug) AS promise_minutes,
      (SELECT min(e.created_at) FROM order_events e
        WHERE e.order_id = o.id AND e.to_status = 'complete') AS delivered_at,
      (SELECT min(e.created_at) FROM order_events e
        WHERE e.order_id = o.id AND e.from_status = 'in_progress') AS settled_at
    FROM orders o WHERE o.id = ${orderId}
    ${lock ? sql`FOR UPDATE OF o` : sql``}`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    orderId: row.id,
    status: row.status,
    userId: row.user_id,
    currency: row.currency,
    paidAt: at(row.paid_at),
    // Orders name their game by slug with no foreign key: a game gone since leaves the general hour.
    promiseMinutes: row.promise_minutes ?? DEFAULT_DELIVERY_PROMISE_MINUTES,
    deliveredAt: at(row.delivered_at),
    settledAt: at(row.settled_at),
  };
}

/**
 * Promise compensations in PostgreSQL: the order's row in `promise_compensations`, its gold posting
 * and its audit entry in one transaction (the ledger store built on it joins as a savepoint), so a
 * crash leaves all three or none, and the sweep grants again what a crash undid. Ten grants of one
 * order at once: the order's lock lets one decide and write; the others find its row and write nothing.
 */
export function createPromiseCompensationStore(db: Database): PromiseCompensationStore {
  return {
    async grant(orderId, decide) {
      return db.transaction(async (tx) => {
        const facts = await readFacts(tx, orderId, true);
        if (!facts) return "notFound";
        const [existing] = await tx
          .select({ orderId: promiseCompensations.orderId })
          .from(promiseCompensations)
          .where(eq(promiseCompensations.orderId, orderId));
        if (existing) return "existing";
        const decided = decide(facts);
        if (typeof decided === "string") return decided;
        const { record, transaction, audit } = decided;
        assertBalanced(transaction);
        const inserted = await tx
          .insert(promiseCompensations)
          .values({
            orderId,
            userId: record.userId,
            amount: record.amount.amount,
            currency: record.amount.currency,
            promiseMinutes: record.promiseMinutes,
          })
          .onConflictDoNothing()
          .returning({ orderId: promiseCompensations.orderId });
        if (inserted.length === 0) return "existing";
        const ledger = createLedgerStore(tx);
        const { created } = await ledger.post(transaction);
        // The row is new, so its reference must be too: a posting without its row is a bug to stop on.
        if (!created) throw new Error(`${transaction.reference}: posted before its compensation row`);
        const credited = transaction.postings.find((posting) => posting.account.owner === "user")!;
        const balance = await ledger.balance(credited.account);
        await createAuditRepository(tx).append(audit({ before: balance - credited.amount, after: balance }));
        return "granted";
      });
    },

    async find(orderId) {
      const [row] = await db.select().from(promiseCompensations).where(eq(promiseCompensations.orderId, orderId));
      if (!row) return undefined;
      return {
        orderId: row.orderId,
        userId: row.userId,
        amount: money(row.amount, row.currency),
        promiseMinutes: row.promiseMinutes,
        createdAt: row.createdAt,
      };
    },

    facts: (orderId) => readFacts(db, orderId, false),

    async due({ now, paidSince, changedSince, currencies, limit }) {
      // Every order paid since then, or only those still on their way and those with a move since
      // `changedSince`: nothing else can have become due.
      const source = changedSince
        ? sql`(SELECT id FROM orders WHERE status = 'in_progress'
                UNION SELECT order_id FROM order_events WHERE created_at >= ${changedSince.toISOString()}::timestamptz
              ) AS changed JOIN orders o ON o.id = changed.id`
        : sql`orders o`;
      // The rule of promiseMissed in SQL, to read only the orders it grants; the grant decides again.
      const result = await db.execute<{ id: string }>(sql`
        SELECT id FROM (
          SELECT o.id, o.status, o.paid_at
                 + make_interval(mins => coalesce(g.delivery_promise_minutes, ${DEFAULT_DELIVERY_PROMISE_MINUTES})) AS deadline,
            (SELECT min(e.created_at) FROM order_events e
              WHERE e.order_id = o.id AND e.to_status = 'complete') AS delivered_at,
            (SELECT min(e.created_at) FROM order_events e
              WHERE e.order_id = o.id AND e.from_status = 'in_progress') AS settled_at
          FROM ${source}
          LEFT JOIN games g ON g.slug = o.game_slug
          WHERE o.paid_at IS NOT NULL AND o.paid_at >= ${paidSince.toISOString()}::timestamptz
            AND o.user_id IS NOT NULL
            AND o.status IN ('in_progress', 'complete', 'delivery_failed', 'canceled')
            AND o.currency IN (${sql.join(
              currencies.map((currency) => sql`${currency}`),
              sql`, `,
            )})
            AND NOT EXISTS (SELECT 1 FROM promise_compensations p WHERE p.order_id = o.id)
        ) candidate
        WHERE deadline < ${now.toISOString()}::timestamptz
          AND CASE status
            WHEN 'in_progress' THEN true
            WHEN 'complete' THEN delivered_at > deadline
            ELSE settled_at > deadline
          END
        ORDER BY deadline
        LIMIT ${limit}`);
      return result.rows.map((row) => row.id);
    },
  };
}
