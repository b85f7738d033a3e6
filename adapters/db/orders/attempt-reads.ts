import { and, asc, eq, lt } from "drizzle-orm";
import type { PaymentAttempts } from "../../../core/orders/attempts";
import type { Database } from "../database";
import { latestAttemptStatement, toAttempt } from "./order-unit";
import { payments } from "../schema";

/** Payment attempts read outside an order's unit; they are written only inside it (order-unit.ts). */
export function createAttemptReads(db: Database): PaymentAttempts {
  // Read on every order page and its polls: parsed and planned by PostgreSQL once per connection.
  const latestAttempt = latestAttemptStatement(db);
  return {
    async findAttempt(id) {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row ? toAttempt(row) : undefined;
    },

    async latestAttempt(orderId) {
      const [row] = await latestAttempt.execute({ orderId });
      return row ? toAttempt(row) : undefined;
    },

    async stalePendingAttempts(olderThan, limit) {
      const rows = await db
        .select()
        .from(payments)
        .where(and(eq(payments.status, "pending"), lt(payments.updatedAt, olderThan)))
        .orderBy(asc(payments.updatedAt))
        .limit(limit);
      return rows.map(toAttempt);
    },
  };
}
