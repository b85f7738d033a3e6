import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { OperatorStatus } from "../../../core/admin/operators";
import type { OperatorRole } from "../../../core/admin/permissions";
import type { Currency } from "../../../core/money";
import type { ReceiptChannel } from "../../../core/orders/receipts";
import type { MarginScope } from "../../../core/pricing/margin";
import { users } from "./auth";
import { orders } from "./orders";

/**
 * Operators of the console (core/admin/operators.ts): shop users with a role. The TOTP secret is
 * read only by the repository (to check codes and show it once at enrolment), never by an API answer.
 */
export const operators = pgTable(
  "operators",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").$type<OperatorRole>().notNull(),
    status: text("status").$type<OperatorStatus>().notNull(),
    totpSecret: text("totp_secret"),
    totpConfirmedAt: timestamp("totp_confirmed_at", { withTimezone: true }),
    /** The last 30-second step a code was accepted for: that code, and older ones, are spent. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    totpFailedAttempts: integer("totp_failed_attempts").notNull().default(0),
    totpLockedUntil: timestamp("totp_locked_until", { withTimezone: true }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("operators_role", sql`${table.role} in ('support', 'manager', 'admin')`),
    check("operators_status", sql`${table.status} in ('invited', 'active', 'disabled')`),
  ],
);

/** Invitations to become an operator: single-use, expiring; only the token's hash is kept. */
export const operatorInvites = pgTable(
  "operator_invites",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tokenHash: text("token_hash").notNull().unique(),
    role: text("role").$type<OperatorRole>().notNull(),
    email: text("email"),
    identity: text("identity"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    /** An admin took the invitation back: its link then answers as an invalid one. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: uuid("revoked_by").references(() => users.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("operator_invites_who", sql`${table.email} is not null or ${table.identity} is not null`)],
);

/** Admin sessions, opened only after a TOTP code; the token is kept as its SHA-256. */
export const operatorSessions = pgTable(
  "operator_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => operators.userId, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("operator_sessions_user_idx").on(table.userId)],
);

/**
 * Margin rules (decision 018): percent + fixed rupiah on the supplier's cost, for the whole
 * shop (target ""), a game (its slug) or a product (its SKU); the narrower one wins.
 */
export const marginRules = pgTable(
  "margin_rules",
  {
    scope: text("scope").$type<MarginScope>().notNull(),
    target: text("target").notNull(),
    basisPoints: integer("basis_points").notNull(),
    fixedIdr: bigint("fixed_idr", { mode: "number" }).notNull(),
    updatedBy: uuid("updated_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.target] })],
);

/** The manager's exchange rates: minor units of the currency per Rp 1.000.000 (decision 018). */
export const currencyRates = pgTable(
  "currency_rates",
  {
    currency: text("currency").$type<Currency>().primaryKey(),
    perMillionIdr: bigint("per_million_idr", { mode: "number" }).notNull(),
    updatedBy: uuid("updated_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("currency_rates_positive", sql`${table.perMillionIdr} > 0`)],
);

/** Every change of a product's price: who, when, old, new and why; only ever appended. */
export const priceHistory = pgTable(
  "price_history",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    sku: text("sku").notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    /** "list" (margin rules) or "sale" (a temporary discount). */
    kind: text("kind").$type<"list" | "sale">().notNull(),
    oldAmount: bigint("old_amount", { mode: "number" }),
    newAmount: bigint("new_amount", { mode: "number" }),
    operatorId: uuid("operator_id"),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("price_history_sku_idx").on(table.sku, table.createdAt)],
);

/**
 * An operator's "resolved, nothing more to do" on an order, with the note. The attention
 * queue leaves out an order resolved after its last change; anything new brings it back.
 */
export const orderResolutions = pgTable(
  "order_resolutions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    operatorId: uuid("operator_id").notNull(),
    note: text("note").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_resolutions_order_idx").on(table.orderId, table.createdAt)],
);

/**
 * An operator's correction of an order's game account (core/admin/account-correction.ts): the
 * account before and after, and why. The console's timeline shows each; the buyer's order page says
 * when the newest was made.
 */
export const orderAccountCorrections = pgTable(
  "order_account_corrections",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    operatorId: uuid("operator_id").notNull(),
    before: jsonb("before").$type<Record<string, string>>().notNull(),
    after: jsonb("after").$type<Record<string, string>>().notNull(),
    /** The accounts as the game's form writes them (the order's `account_label`), for the buyer's notice. */
    beforeLabel: text("before_label"),
    afterLabel: text("after_label"),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_account_corrections_order_idx").on(table.orderId, table.createdAt)],
);

/**
 * The buyer's notice of a corrected game account (core/orders/receipts.ts, kind `accountCorrected`):
 * one per correction and contact channel, queued in the correction's transaction under
 * `correction:<correction id>:<channel>`, sent by the receipt job as receipts are.
 */
export const accountNotices = pgTable(
  "account_notices",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    key: text("key").notNull().unique("account_notices_key"),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    correctionId: bigint("correction_id", { mode: "number" })
      .notNull()
      .references(() => orderAccountCorrections.id, { onDelete: "cascade" }),
    channel: text("channel").$type<ReceiptChannel>().notNull(),
    recipient: text("recipient").notNull(),
    status: text("status").$type<"pending" | "sent" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** A worker's claim while it sends (any server may run the job; each notice goes once). */
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("account_notices_order_idx").on(table.orderId),
    index("account_notices_pending_idx")
      .on(table.id)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Receipts an operator queued again, keyed by the form's idempotency key: the same key
 * twice (a double click, a retried request) queues once.
 */
export const receiptResends = pgTable("receipt_resends", {
  key: text("key").primaryKey(),
  orderId: uuid("order_id")
    .notNull()
    .references(() => orders.id, { onDelete: "cascade" }),
  operatorId: uuid("operator_id").notNull(),
  channel: text("channel").$type<ReceiptChannel>().notNull(),
  recipient: text("recipient").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The console's settings (admin): one row per key, the value as JSON, who wrote it and
 * when. Support's money ceilings live here (core/admin/support-limits.ts); a key without a row
 * follows the environment's default.
 */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedBy: uuid("updated_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
