import { and, asc, eq } from "drizzle-orm";
import type { SurveyRepository } from "../../../core/survey/survey";
import { VOUCHER_PAYMENT_METHOD } from "../../../core/survey/voucher";
import type { Database } from "../database";
import { orders, surveyResponses } from "../schema";

/** Survey answers in PostgreSQL: one row per account, by the unique key on user_id. */
export function createSurveyRepository(db: Database): SurveyRepository {
  return {
    async find(userId) {
      const [row] = await db
        .select({ id: surveyResponses.id, userId: surveyResponses.userId })
        .from(surveyResponses)
        .where(eq(surveyResponses.userId, userId))
        .limit(1);
      return row;
    },

    async save(userId, answers) {
      // ON CONFLICT waits for a concurrent insert of the same account and then does nothing: of
      // completions sent at the same moment exactly one row is written, and the others learn it.
      const inserted = await db
        .insert(surveyResponses)
        .values({ userId, ...answers })
        .onConflictDoNothing({ target: surveyResponses.userId })
        .returning({ id: surveyResponses.id });
      return inserted.length > 0 ? "saved" : "alreadyAnswered";
    },

    async voucherOrders(userId) {
      return db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.paymentMethod, VOUCHER_PAYMENT_METHOD)))
        .orderBy(asc(orders.createdAt));
    },
  };
}
