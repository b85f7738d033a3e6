import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { FISCAL_SUBMISSION_MAX_ATTEMPTS, type FiscalSubmissionQueue } from "../../../core/payments/fiscal-submissions";
import type { Database } from "../database";
import { fiscalSubmissions } from "../schema";

/** Fiscal submissions owed to providers, as the checkout job takes them (the receipts' outbox pattern). */
export function createFiscalSubmissionQueue(db: Database): FiscalSubmissionQueue {
  return {
    async enqueue(submission) {
      await db.insert(fiscalSubmissions).values(submission).onConflictDoNothing();
    },

    async claim(provider, limit, leaseSeconds) {
      // SKIP LOCKED: servers running the job at the same moment take different submissions.
      const rows = await db
        .update(fiscalSubmissions)
        .set({ leasedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(
          inArray(
            fiscalSubmissions.id,
            db
              .select({ id: fiscalSubmissions.id })
              .from(fiscalSubmissions)
              .where(
                and(
                  eq(fiscalSubmissions.provider, provider),
                  eq(fiscalSubmissions.status, "pending"),
                  or(isNull(fiscalSubmissions.leasedUntil), lt(fiscalSubmissions.leasedUntil, sql`now()`)),
                ),
              )
              .orderBy(asc(fiscalSubmissions.id))
              .limit(limit)
              .for("update", { skipLocked: true }),
          ),
        )
        .returning();
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
          attempts: sql`${fiscalSubmissions.attempts} + 1`,
          lastError: error.slice(0, 500),
          leasedUntil: null,
          status: sql`CASE WHEN ${fiscalSubmissions.attempts} + 1 >= ${FISCAL_SUBMISSION_MAX_ATTEMPTS} THEN 'failed' ELSE 'pending' END`,
        })
        .where(eq(fiscalSubmissions.id, id));
    },
  };
}
