import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type {
  AccountKey,
  LedgerStore,
  LedgerTransaction,
  ShopAccountKind,
  UserAccountKind,
} from "../../../core/wallet/ledger";
import { InsufficientBalanceError, UnbalancedTransactionError } from "../../../core/wallet/ledger";
import type { Executor } from "../database";
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from "../schema";

const SHOP = "shop";

function ownerOf(key: AccountKey): string {
  return key.owner === "shop" ? SHOP : key.userId;
}

function keyOf(row: Pick<typeof ledgerAccounts.$inferSelect, "owner" | "kind" | "currency">): AccountKey {
  const { kind, currency } = row;
  // The kind column holds both owners' kinds; which one a row has follows from its owner, a pairing
  // only post() writes (from an AccountKey) and the column's type cannot carry.
  return row.owner === SHOP
    ? { owner: "shop", kind: kind as ShopAccountKind, currency }
    : { owner: "user", userId: row.owner, kind: kind as UserAccountKind, currency };
}

const id = (key: AccountKey) => `${ownerOf(key)}|${key.kind}|${key.currency}`;

/**
 * The ledger in PostgreSQL. A posting locks its accounts (in id order, so concurrent postings never
 * deadlock), checks that no buyer's balance would go negative, then writes the balances and the
 * entries in the same transaction. The reference's unique index makes posting idempotent. Built on
 * an open transaction (checkout's order creation), a posting joins it as a savepoint.
 */
export function createLedgerStore(db: Executor): LedgerStore {
  const matching = (keys: AccountKey[]) =>
    or(
      ...keys.map((key) =>
        and(
          eq(ledgerAccounts.owner, ownerOf(key)),
          eq(ledgerAccounts.kind, key.kind),
          eq(ledgerAccounts.currency, key.currency),
        ),
      ),
    );

  return {
    async post(transaction: LedgerTransaction) {
      const postings = transaction.postings.filter((posting) => posting.amount !== 0);
      // Sorted, so that two postings creating the same new accounts inside longer transactions (an
      // order's unit of work) insert them in the same order and wait for each other, never deadlock.
      const keys = [...new Map(postings.map((posting) => [id(posting.account), posting.account])).entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, key]) => key);
      // An empty `or()` would match every account: a transaction without postings is refused outright.
      if (keys.length < 2) throw new UnbalancedTransactionError(`${transaction.reference}: needs two accounts or more`);
      // Accounts are created beforehand, outside the locking transaction: creating them inside it could
      // make two postings wait on each other's new rows.
      await db
        .insert(ledgerAccounts)
        .values(keys.map((key) => ({ owner: ownerOf(key), kind: key.kind, currency: key.currency })))
        .onConflictDoNothing();

      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(ledgerTransactions)
          .values({ reference: transaction.reference, kind: transaction.kind })
          .onConflictDoNothing()
          .returning({ id: ledgerTransactions.id });
        const transactionId = inserted[0]?.id;
        if (transactionId === undefined) return { created: false };

        const accounts = await tx
          .select()
          .from(ledgerAccounts)
          .where(matching(keys))
          .orderBy(asc(ledgerAccounts.id))
          .for("update");
        const byKey = new Map(accounts.map((account) => [id(keyOf(account)), account]));
        const deltas = new Map<number, number>();
        for (const posting of postings) {
          const account = byKey.get(id(posting.account))!;
          deltas.set(account.id, (deltas.get(account.id) ?? 0) + posting.amount);
        }
        for (const account of accounts) {
          const next = account.balance + (deltas.get(account.id) ?? 0);
          if (account.owner !== SHOP && next < 0) throw new InsufficientBalanceError(keyOf(account));
        }
        for (const [accountId, delta] of deltas) {
          if (delta === 0) continue;
          await tx
            .update(ledgerAccounts)
            .set({ balance: sql`${ledgerAccounts.balance} + ${delta}`, updatedAt: sql`now()` })
            .where(eq(ledgerAccounts.id, accountId));
        }
        await tx.insert(ledgerEntries).values(
          postings.map((posting) => ({
            transactionId,
            accountId: byKey.get(id(posting.account))!.id,
            amount: posting.amount,
          })),
        );
        return { created: true };
      });
    },

    async find(reference) {
      const [transaction] = await db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.reference, reference))
        .limit(1);
      if (!transaction) return undefined;
      const rows = await db
        .select({
          amount: ledgerEntries.amount,
          owner: ledgerAccounts.owner,
          kind: ledgerAccounts.kind,
          currency: ledgerAccounts.currency,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(inArray(ledgerEntries.transactionId, [transaction.id]))
        .orderBy(asc(ledgerEntries.id));
      return {
        reference,
        kind: transaction.kind,
        postings: rows.map((row) => ({ account: keyOf(row), amount: row.amount })),
      };
    },

    async userAccounts(userId) {
      const rows = await db
        .select()
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.owner, userId), sql`${ledgerAccounts.balance} <> 0`))
        .orderBy(asc(ledgerAccounts.id));
      return rows.map((row) => ({ account: keyOf(row), balance: row.balance }));
    },

    async balance(key) {
      const [row] = await db
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(matching([key]))
        .limit(1);
      return row?.balance ?? 0;
    },
  };
}
