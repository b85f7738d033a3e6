import { and, asc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { RefundClaim, RefundStore } from "../../../core/orders/refunds";
import type { Database } from "../database";
import { leaseDue } from "../leases";
import { refunds } from "../schema";

export function toRefundClaim(row: typeof refunds.$inferSelect): RefundClaim {
  return {
    id: row.id,
    orderId: row.orderId,
    paymentId: row.paymentId,
    kind: row.kind,
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    reason: row.reason,
    requestedBy: row.requestedBy,
    tries: row.tries,
    lastError: row.lastError,
    completedAt: row.completedAt,
    createdAt: row.createdAt,
  };
}

/** Refund claims in PostgreSQL: the refund job takes them with a lease, so any server may run it. */
export function createRefundRepository(db: Database): RefundStore {
  // Read on every order page and poll: prepared once (order-repository.ts says why).
  const refundsByOrder = db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, sql.placeholder("orderId")))
    .orderBy(asc(refunds.createdAt))
    .prepare("refunds_by_order");
  return {
    async due(now, limit, leaseSeconds) {
      const due = and(eq(refunds.status, "pending"), lte(refunds.nextTryAt, now));
      const rows = await leaseDue(db, refunds, { due, limit, leaseSeconds, orderBy: refunds.nextTryAt });
      return rows.map(toRefundClaim);
    },

    async take(id, leaseSeconds) {
      const [row] = await db
        .update(refunds)
        .set({ leasedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(
          and(
            eq(refunds.id, id),
            eq(refunds.status, "pending"),
            or(isNull(refunds.leasedUntil), lt(refunds.leasedUntil, sql`now()`)),
          ),
        )
        .returning();
      return row ? toRefundClaim(row) : undefined;
    },

    async find(id) {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
      return row ? toRefundClaim(row) : undefined;
    },

    async setAmount(id, amount) {
      await db
        .update(refunds)
        .set({ amount: amount.amount, currency: amount.currency, updatedAt: sql`now()` })
        .where(and(eq(refunds.id, id), eq(refunds.status, "pending")));
    },

    async retryLater(id, error, retryAt) {
      await db
        .update(refunds)
        .set({
          tries: sql`${refunds.tries} + 1`,
          lastError: error.slice(0, 500),
          nextTryAt: retryAt,
          leasedUntil: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(refunds.id, id), eq(refunds.status, "pending")));
    },

    async ofOrder(orderId) {
      const rows = await refundsByOrder.execute({ orderId });
      return rows.map(toRefundClaim);
    },
  };
}
