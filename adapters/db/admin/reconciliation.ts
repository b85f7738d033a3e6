import { and, between, eq, inArray, or, sql } from "drizzle-orm";
import type { ReconciliationStore } from "../../../core/admin/reconciliation";
import { createAuditRepository } from "../records/audit-repository";
import type { Database } from "../database";
import { payments } from "../schema";

/**
 * The shop's side of a reconciliation: its Midtrans payments named by the file, and those paid or
 * refunded that were created within the file's period (those the file should hold).
 */
export function createReconciliationStore(db: Database): ReconciliationStore {
  return {
    async midtransPayments(ids, period) {
      // The ids travel as one parameter: a file's tens of thousands would pass PostgreSQL's limit of them.
      // Midtrans's order ids hold no comma (the file's reader refuses any other).
      const named = sql`${payments.id} = any(string_to_array(${ids.join(",")}, ','))`;
      return db
        .select({
          id: payments.id,
          orderId: payments.orderId,
          amount: payments.amount,
          currency: payments.currency,
          status: payments.status,
          createdAt: payments.createdAt,
        })
        .from(payments)
        .where(
          and(
            eq(payments.provider, "midtrans"),
            or(
              ids.length ? named : sql`false`,
              and(inArray(payments.status, ["paid", "refunded"]), between(payments.createdAt, period.from, period.to)),
            ),
          ),
        );
    },
    audit: ({ after, ...entry }) => createAuditRepository(db).append({ ...entry, before: null, after }),
  };
}
