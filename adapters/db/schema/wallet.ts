import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import type { Currency } from "../../../core/money";
import type { ShopAccountKind, UserAccountKind } from "../../../core/wallet/ledger";

/**
 * Ledger accounts: a buyer's cashback and gold balances and holds per currency, and the
 * shop's counterpart accounts (owner "shop"). `balance` is maintained in the same transaction as the
 * entries, under a row lock; a buyer's balance can never go below zero, which the CHECK enforces even
 * against a bug in the code.
 */
export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** "shop", or the user's id. */
    owner: text("owner").notNull(),
    kind: text("kind").$type<UserAccountKind | ShopAccountKind>().notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    balance: bigint("balance", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("ledger_accounts_owner_kind_currency").on(table.owner, table.kind, table.currency),
    check("ledger_accounts_no_negative_user_balance", sql`${table.owner} = 'shop' OR ${table.balance} >= 0`),
  ],
);

/** One ledger transaction per reference (our idempotency key). */
export const ledgerTransactions = pgTable("ledger_transactions", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  reference: text("reference").notNull().unique(),
  kind: text("kind").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Append-only postings; each transaction's entries sum to zero per currency. */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint("transaction_id", { mode: "number" })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint("account_id", { mode: "number" })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint("amount", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("ledger_entries_transaction_idx").on(table.transactionId),
    index("ledger_entries_account_idx").on(table.accountId),
    check("ledger_entries_nonzero", sql`${table.amount} <> 0`),
  ],
);
