import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { PaymentProtocol } from "../../../core/markets";
import type { Currency } from "../../../core/money";
import type { ProviderFiscalReceipts, ProviderTransactionState } from "../../../core/payments/provider-transactions";
import { payments } from "./orders";

/**
 * Payme's and Click's own transactions for our payment attempts (core/payments/provider-transactions.ts):
 * their protocols ask the shop to remember each one and to answer a repeated call the same way. At
 * most one live transaction (created or performed) per attempt and provider.
 */
export const providerTransactions = pgTable(
  "provider_transactions",
  {
    provider: text("provider").$type<PaymentProtocol>().notNull(),
    transactionId: text("transaction_id").notNull(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    state: integer("state").$type<ProviderTransactionState>().notNull(),
    providerTime: bigint("provider_time", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    performedAt: timestamp("performed_at", { withTimezone: true, precision: 3 }),
    canceledAt: timestamp("canceled_at", { withTimezone: true, precision: 3 }),
    reason: integer("reason"),
    /** The fiscal receipts the provider registered for the transaction (Payme's SetFiscalData), by kind. */
    fiscal: jsonb("fiscal").$type<ProviderFiscalReceipts>().notNull().default({}),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.transactionId] }),
    uniqueIndex("provider_transactions_live_idx")
      .on(table.provider, table.paymentId)
      .where(sql`${table.state} in (1, 2)`),
    index("provider_transactions_created_idx").on(table.provider, table.createdAt),
  ],
);

/**
 * Fiscal data owed to a provider after its payment (core/payments/fiscal-submissions.ts): one row per
 * payment, sent by the checkout job with a lease, retried until FISCAL_SUBMISSION_MAX_ATTEMPTS.
 */
export const fiscalSubmissions = pgTable(
  "fiscal_submissions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    provider: text("provider").$type<PaymentProtocol>().notNull(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    providerPaymentId: text("provider_payment_id").notNull(),
    /** pending, sent, skipped (nothing to send) or failed (past the attempts). */
    status: text("status").$type<"pending" | "sent" | "skipped" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("fiscal_submissions_payment_idx").on(table.provider, table.paymentId),
    index("fiscal_submissions_pending_idx")
      .on(table.provider, table.id)
      .where(sql`${table.status} = 'pending'`),
  ],
);
