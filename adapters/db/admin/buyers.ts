import { and, desc, eq, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { BuyerQuery, BuyerStore } from "../../../core/admin/buyers";
import type { UserAccountKind } from "../../../core/wallet/ledger";
import type { Executor } from "../database";
import { containing } from "../like-pattern";
import { accountValues } from "./order-search";
import { identities, ledgerAccounts, ledgerEntries, ledgerTransactions, operators, orders, users } from "../schema";

/** The console's reads about buyers (core/admin/buyers.ts): accounts, balances, ledger, orders. */
export function createBuyerStore(db: Executor): BuyerStore {
  const summary = { id: users.id, displayName: users.displayName, email: users.email, createdAt: users.createdAt };

  /** The users who sign in with WhatsApp on this number or gave it for an order's receipt. */
  const byPhone = (phone: string): SQL | undefined =>
    or(
      inArray(
        users.id,
        db
          .select({ id: identities.userId })
          .from(identities)
          .where(and(eq(identities.provider, "whatsapp"), eq(identities.subject, phone))),
      ),
      inArray(
        users.id,
        db
          .select({ id: sql`${orders.userId}` })
          .from(orders)
          .where(eq(orders.contactPhone, phone)),
      ),
    );

  /** Which users a query names, as a condition on users.id. */
  function matching(query: BuyerQuery): SQL | undefined {
    switch (query.by) {
      case "id":
        return eq(users.id, query.userId);
      case "email":
        return or(
          eq(sql`lower(${users.email})`, query.email),
          inArray(
            users.id,
            db
              .select({ id: identities.userId })
              .from(identities)
              .where(eq(sql`lower(${identities.email})`, query.email)),
          ),
        );
      case "order":
        return or(
          inArray(
            users.id,
            db
              .select({ id: sql`${orders.userId}` })
              .from(orders)
              .where(eq(orders.number, query.number)),
          ),
          ilike(users.displayName, containing(query.name)),
        );
      case "text":
        return or(
          query.name ? ilike(users.displayName, containing(query.name)) : undefined,
          query.phone ? byPhone(query.phone) : undefined,
          query.gameIds.length > 0
            ? inArray(
                users.id,
                db
                  .select({ id: sql`${orders.userId}` })
                  .from(orders)
                  .where(
                    or(...query.gameIds.map((values) => sql`${accountValues} @> ${JSON.stringify(values)}::jsonb`)),
                  ),
              )
            : undefined,
        );
    }
  }

  return {
    async search(query, limit) {
      return db.select(summary).from(users).where(matching(query)).orderBy(desc(users.createdAt)).limit(limit);
    },

    async facts(userId) {
      const [user] = await db.select(summary).from(users).where(eq(users.id, userId)).limit(1);
      if (!user) return undefined;
      const [methods, [operator]] = await Promise.all([
        db
          .select({ provider: identities.provider, email: identities.email, name: identities.displayName })
          .from(identities)
          .where(eq(identities.userId, userId))
          .orderBy(identities.id),
        db.select({ role: operators.role }).from(operators).where(eq(operators.userId, userId)).limit(1),
      ]);
      return {
        ...user,
        methods: methods.map((method) => ({ provider: method.provider, label: method.email ?? method.name })),
        operatorRole: operator?.role ?? null,
      };
    },

    async balances(userId) {
      const rows = await db
        .select({ kind: ledgerAccounts.kind, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.owner, userId))
        .orderBy(ledgerAccounts.currency, ledgerAccounts.kind);
      // A user's accounts only ever hold the user kinds (ledger-store writes them from an AccountKey).
      return rows.map((row) => ({ ...row, kind: row.kind as UserAccountKind }));
    },

    async ledger(userId, beforeId, limit) {
      const rows = await db
        .select({
          id: ledgerEntries.id,
          createdAt: ledgerEntries.createdAt,
          kind: ledgerTransactions.kind,
          reference: ledgerTransactions.reference,
          account: ledgerAccounts.kind,
          currency: ledgerAccounts.currency,
          amount: ledgerEntries.amount,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(
          and(eq(ledgerAccounts.owner, userId), beforeId === undefined ? undefined : lt(ledgerEntries.id, beforeId)),
        )
        .orderBy(desc(ledgerEntries.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, account: row.account as UserAccountKind }));
    },

    async orders(userId, limit) {
      return db
        .select({
          id: orders.id,
          number: orders.number,
          status: orders.status,
          productTitle: orders.productTitle,
          total: orders.total,
          currency: orders.currency,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt))
        .limit(limit);
    },
  };
}
