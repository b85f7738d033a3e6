import { eq, inArray, sql } from "drizzle-orm";
import {
  RECEIPT_MAX_ATTEMPTS,
  receiptKey,
  type PendingReceipt,
  type ReceiptQueue,
} from "../../../core/orders/receipts";
import type { Database } from "../database";
import { failedTry, leaseDue, statusAfterFailedTry } from "../leases";
import { accountNotices, orderAccountCorrections, receipts } from "../schema";
import { correctionNote } from "./account-corrections";

/** The receipts paid orders queued (in the payment's transaction), as the sending job takes them. */
export function createReceiptQueue(db: Database): ReceiptQueue {
  return {
    async claimReceipts(limit, leaseSeconds) {
      const rows = await leaseDue(db, receipts, { due: eq(receipts.status, "pending"), limit, leaseSeconds });
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
          ...failedTry(receipts.attempts, error),
          status: statusAfterFailedTry(receipts.attempts, RECEIPT_MAX_ATTEMPTS),
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
      const due = eq(accountNotices.status, "pending");
      const rows = await leaseDue(db, accountNotices, { due, limit, leaseSeconds });
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
          ...failedTry(accountNotices.attempts, error),
          status: statusAfterFailedTry(accountNotices.attempts, RECEIPT_MAX_ATTEMPTS),
        })
        .where(eq(accountNotices.id, id));
    },
  };
}
