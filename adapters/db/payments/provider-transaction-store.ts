import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { PaymentProtocol } from "../../../core/markets";
import type {
  ProviderTransaction,
  ProviderTransactionState,
  ProviderTransactionStore,
} from "../../../core/payments/provider-transactions";
import type { Database } from "../database";
import { providerTransactions } from "../schema";

type Row = typeof providerTransactions.$inferSelect;

const toTransaction = (row: Row): ProviderTransaction => ({ ...row });

/**
 * Payme's and Click's transactions (core/payments/provider-transactions.ts). Every write is one
 * statement whose condition is the rule: the primary key makes a repeated create a read, the partial
 * unique index keeps one live transaction per attempt, and a transition happens only from the state
 * the caller saw, so two servers answering the same call at once change the row once.
 */
export function createProviderTransactionStore(db: Database): ProviderTransactionStore {
  async function find(provider: PaymentProtocol, transactionId: string) {
    const [row] = await db
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.provider, provider), eq(providerTransactions.transactionId, transactionId)));
    return row && toTransaction(row);
  }

  async function live(provider: PaymentProtocol, paymentId: string) {
    const [row] = await db
      .select()
      .from(providerTransactions)
      .where(
        and(
          eq(providerTransactions.provider, provider),
          eq(providerTransactions.paymentId, paymentId),
          inArray(providerTransactions.state, [1, 2]),
        ),
      );
    return row && toTransaction(row);
  }

  return {
    async create(transaction) {
      // A live one may be canceled between our insert and our read: then the insert is tried again.
      for (let tries = 0; tries < 3; tries += 1) {
        const [row] = await db
          .insert(providerTransactions)
          .values({ ...transaction, state: 1 })
          .onConflictDoNothing()
          .returning();
        if (row) return { created: true, transaction: toTransaction(row) };
        const same = await find(transaction.provider, transaction.transactionId);
        if (same) return { created: false, transaction: same, conflict: false };
        const other = await live(transaction.provider, transaction.paymentId);
        if (other) return { created: false, transaction: other, conflict: true };
      }
      throw new Error("provider transaction: insert kept conflicting with a row that then disappeared");
    },

    find,

    async ofPayment(provider, paymentId) {
      const rows = await db
        .select()
        .from(providerTransactions)
        .where(and(eq(providerTransactions.provider, provider), eq(providerTransactions.paymentId, paymentId)))
        .orderBy(asc(providerTransactions.createdAt));
      return rows.map(toTransaction);
    },

    async transition(provider, transactionId, from: ProviderTransactionState, to: ProviderTransactionState, reason) {
      const now = new Date();
      const [row] = await db
        .update(providerTransactions)
        .set({
          state: to,
          ...(to === 2 ? { performedAt: now } : {}),
          ...(to < 0 ? { canceledAt: now, reason: reason ?? null } : {}),
        })
        .where(
          and(
            eq(providerTransactions.provider, provider),
            eq(providerTransactions.transactionId, transactionId),
            eq(providerTransactions.state, from),
          ),
        )
        .returning();
      return row && toTransaction(row);
    },

    async keepFiscalReceipt(provider, transactionId, kind, receipt) {
      // One statement: the receipt replaces the kind's earlier one only when it differs, so a repeated
      // call writes nothing and says so.
      const where = and(
        eq(providerTransactions.provider, provider),
        eq(providerTransactions.transactionId, transactionId),
      );
      const [row] = await db
        .update(providerTransactions)
        .set({
          fiscal: sql`${providerTransactions.fiscal} || jsonb_build_object(${kind}::text, ${JSON.stringify(receipt)}::jsonb)`,
        })
        .where(
          and(
            where,
            sql`${providerTransactions.fiscal} -> ${kind}::text is distinct from ${JSON.stringify(receipt)}::jsonb`,
          ),
        )
        .returning();
      if (row) return { transaction: toTransaction(row), changed: true };
      const same = await find(provider, transactionId);
      return same && { transaction: same, changed: false };
    },

    async createdBetween(provider, from, to) {
      const rows = await db
        .select()
        .from(providerTransactions)
        .where(
          and(
            eq(providerTransactions.provider, provider),
            gte(providerTransactions.createdAt, from),
            lt(providerTransactions.createdAt, to),
          ),
        )
        .orderBy(asc(providerTransactions.createdAt));
      return rows.map(toTransaction);
    },
  };
}
