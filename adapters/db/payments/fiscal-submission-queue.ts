import { and, eq, sql } from "drizzle-orm";
import { FISCAL_SUBMISSION_MAX_ATTEMPTS, type FiscalSubmissionQueue } from "../../../core/payments/fiscal-submissions";
import type { Database } from "../database";
import { failedTry, leaseDue, statusAfterFailedTry } from "../leases";
import { fiscalSubmissions } from "../schema";

/** Fiscal submissions owed to providers, as the checkout job takes them (the receipts' outbox pattern). */
export function createFiscalSubmissionQueue(db: Database): FiscalSubmissionQueue {
  return {
    async enqueue(submission) {
      await db.insert(fiscalSubmissions).values(submission).onConflictDoNothing();
    },

    async claim(provider, limit, leaseSeconds) {
      const due = and(eq(fiscalSubmissions.provider, provider), eq(fiscalSubmissions.status, "pending"));
      const rows = await leaseDue(db, fiscalSubmissions, { due, limit, leaseSeconds });
      return rows
        .sort((a, b) => a.id - b.id)
        .map((row) => ({
          id: row.id,
          provider: row.provider,
          paymentId: row.paymentId,
          providerPaymentId: row.providerPaymentId,
          attempts: row.attempts,
        }));
    },

    async done(id, outcome, note) {
      await db
        .update(fiscalSubmissions)
        .set({ status: outcome, doneAt: sql`now()`, leasedUntil: null, lastError: note?.slice(0, 500) ?? null })
        .where(eq(fiscalSubmissions.id, id));
    },

    async failed(id, error) {
      await db
        .update(fiscalSubmissions)
        .set({
          ...failedTry(fiscalSubmissions.attempts, error),
          status: statusAfterFailedTry(fiscalSubmissions.attempts, FISCAL_SUBMISSION_MAX_ATTEMPTS),
        })
        .where(eq(fiscalSubmissions.id, id));
    },
  };
}
