import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { RECEIPT_MAX_ATTEMPTS, type ReceiptQueue } from "../../../core/orders/receipts";
import type { Database } from "../database";
import { receipts } from "../schema";

/** The receipts paid orders queued (in the payment's transaction), as the sending job takes them. */
export function createReceiptQueue(db: Database): ReceiptQueue {
  return {
    async claimReceipts(limit, leaseSeconds) {
      // SKIP LOCKED: servers running the job at the same moment take different receipts.
      const rows = await db
        .update(receipts)
        .set({ leasedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(
          inArray(
            receipts.id,
            db
              .select({ id: receipts.id })
              .from(receipts)
              .where(
                and(
                  eq(receipts.status, "pending"),
                  or(isNull(receipts.leasedUntil), lt(receipts.leasedUntil, sql`now()`)),
                ),
              )
              .orderBy(asc(receipts.id))
              .limit(limit)
              .for("update", { skipLocked: true }),
          ),
        )
        .returning();
      return rows
        .sort((a, b) => a.id - b.id)
        .map((row) => ({
          id: row.id,
          orderId: row.orderId,
          channel: row.channel,
          recipient: row.recipient,
          attempts: row.attempts,
        }));
    },

    async receiptSent(id) {
      await db
        .update(receipts)
        .set({ status: "sent", sentAt: sql`now()`, leasedUntil: null })
        .where(eq(receipts.id, id));
    },

    async receiptFailed(id, error) {
      await db
        .update(receipts)
        .set({
          attempts: sql`${receipts.attempts} + 1`,
          lastError: error.slice(0, 500),
          leasedUntil: null,
          status: sql`CASE WHEN ${receipts.attempts} + 1 >= ${RECEIPT_MAX_ATTEMPTS} THEN 'failed' ELSE 'pending' END`,
        })
        .where(eq(receipts.id, id));
    },
  };
}
