import { and, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ExportPeriod, ExportStore } from "../../../core/admin/csv-exports";
import type { Database } from "../database";
import { ledgerAccounts, ledgerEntries, ledgerTransactions, orders, payments, refunds } from "../schema";

/** The period's conditions on a table's created_at. */
const inPeriod = (column: AnyPgColumn, period: ExportPeriod): (SQL | undefined)[] => [
  period.from ? gte(column, period.from) : undefined,
  period.to ? lt(column, period.to) : undefined,
];

/** Rows strictly older than `after` by (created_at, id), the order the exports read in. */
const olderThan = (createdAt: AnyPgColumn, id: AnyPgColumn, after: { createdAt: Date; id: string } | undefined) =>
  after ? sql`(${createdAt}, ${id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id})` : undefined;

/**
 * The exports' reads (core/admin/csv-exports.ts), each a keyset page newest first: a batch costs the
 * same at the millionth row as at the first, where OFFSET would read every row before it again.
 */
export function createExportStore(db: Database): ExportStore {
  return {
    async refunds(period, after, limit) {
      const rows = await db
        .select({
          id: refunds.id,
          orderNumber: orders.number,
          kind: refunds.kind,
          method: refunds.method,
          amount: refunds.amount,
          currency: refunds.currency,
          status: refunds.status,
          reason: refunds.reason,
          requestedBy: refunds.requestedBy,
          createdAt: refunds.createdAt,
          completedAt: refunds.completedAt,
        })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(and(...inPeriod(refunds.createdAt, period), olderThan(refunds.createdAt, refunds.id, after)))
        .orderBy(desc(refunds.createdAt), desc(refunds.id))
        .limit(limit);
      return rows.map(({ amount, currency, ...row }) => ({ ...row, amount: { amount, currency } }));
    },
    async payments(period, after, limit) {
      const rows = await db
        .select({
          id: payments.id,
          orderNumber: orders.number,
          attempt: payments.attempt,
          provider: payments.provider,
          method: payments.method,
          amount: payments.amount,
          currency: payments.currency,
          status: payments.status,
          providerStatus: payments.providerStatus,
          providerTransactionId: payments.providerTransactionId,
          createdAt: payments.createdAt,
          updatedAt: payments.updatedAt,
        })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(...inPeriod(payments.createdAt, period), olderThan(payments.createdAt, payments.id, after)))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit);
      return rows.map(({ amount, currency, ...row }) => ({ ...row, amount: { amount, currency } }));
    },
    async ledger(period, after, limit) {
      // Postings are numbered as they are written: newest first is the identity read backwards.
      const rows = await db
        .select({
          id: ledgerEntries.id,
          reference: ledgerTransactions.reference,
          transactionKind: ledgerTransactions.kind,
          owner: ledgerAccounts.owner,
          accountKind: ledgerAccounts.kind,
          amount: ledgerEntries.amount,
          currency: ledgerAccounts.currency,
          createdAt: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(and(...inPeriod(ledgerEntries.createdAt, period), after ? lt(ledgerEntries.id, after.id) : undefined))
        .orderBy(desc(ledgerEntries.id))
        .limit(limit);
      return rows.map(({ amount, currency, ...row }) => ({ ...row, amount: { amount, currency } }));
    },
  };
}
