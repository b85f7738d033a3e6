import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import {
  RECEIPT_MAX_ATTEMPTS,
  receiptKey,
  type PendingReceipt,
  type ReceiptQueue,
} from "../../../core/orders/receipts";
import type { Database } from "../database";
import { accountNotices, orderAccountCorrections, receipts } from "../schema";
import { correctionNote } from "./account-corrections";

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
          key: receiptKey({ kind: "receipt", orderId: row.orderId }, row.channel),
          about: { kind: "receipt" },
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

/**
 * The notices of a corrected game account (queued in the correction's transaction), as the same
 * job takes them: leased, sent, retried and bounded exactly as receipts are.
 */
export function createAccountNoticeQueue(db: Database): ReceiptQueue {
  return {
    async claimReceipts(limit, leaseSeconds) {
      const rows = await db
        .update(accountNotices)
        .set({ leasedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(
          inArray(
            accountNotices.id,
            db
              .select({ id: accountNotices.id })
              .from(accountNotices)
              .where(
                and(
                  eq(accountNotices.status, "pending"),
                  or(isNull(accountNotices.leasedUntil), lt(accountNotices.leasedUntil, sql`now()`)),
                ),
              )
              .orderBy(asc(accountNotices.id))
              .limit(limit)
              .for("update", { skipLocked: true }),
          ),
        )
        .returning();
      if (rows.length === 0) return [];
      const corrections = new Map(
        (
          await db
            .select()
            .from(orderAccountCorrections)
            .where(
              inArray(
                orderAccountCorrections.id,
                rows.map((row) => row.correctionId),
              ),
            )
        ).map((row) => [row.id, correctionNote(row)]),
      );
      // A notice and its correction go only together (the foreign key cascades).
      return rows
        .sort((a, b) => a.id - b.id)
        .flatMap((row): PendingReceipt[] => {
          const note = corrections.get(row.correctionId);
          return note
            ? [
                {
                  id: row.id,
                  orderId: row.orderId,
                  channel: row.channel,
                  recipient: row.recipient,
                  attempts: row.attempts,
                  key: row.key,
                  about: { kind: "accountCorrected", ...note },
                },
              ]
            : [];
        });
    },

    async receiptSent(id) {
      await db
        .update(accountNotices)
        .set({ status: "sent", sentAt: sql`now()`, leasedUntil: null })
        .where(eq(accountNotices.id, id));
    },

    async receiptFailed(id, error) {
      await db
        .update(accountNotices)
        .set({
          attempts: sql`${accountNotices.attempts} + 1`,
          lastError: error.slice(0, 500),
          leasedUntil: null,
          status: sql`CASE WHEN ${accountNotices.attempts} + 1 >= ${RECEIPT_MAX_ATTEMPTS} THEN 'failed' ELSE 'pending' END`,
        })
        .where(eq(accountNotices.id, id));
    },
  };
}
