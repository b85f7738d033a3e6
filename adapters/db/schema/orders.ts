import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Attribution } from "../../../core/attribution";
import type { Locale } from "../../../core/locales";
import type { Currency } from "../../../core/money";
import type { FeedbackReason } from "../../../core/orders/feedback";
import type { DeliveryRecord, UnitState } from "../../../core/orders/fulfillment";
import type { OrderStatus } from "../../../core/orders/order-states";
import type { PushStatus } from "../../../core/orders/push";
import type { ReceiptChannel } from "../../../core/orders/receipts";
import type { RefundKind, RefundMethod, RefundReason, RefundStatus } from "../../../core/orders/refunds";
import type { DeliveryStatus } from "../../../core/orders/supplier-port";
import type { PaymentStatus } from "../../../core/payments/payments-port";
import { users } from "./auth";

/**
 * Orders. `id` is the public UUID of the order page; `number` the short code people read out.
 * Money columns are minor units of `currency`; the quote's lines are stored as they were charged.
 * `user_id` is nulled (and contacts wiped) when the buyer deletes their account.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    number: text("number").notNull().unique(),
    status: text("status").$type<OrderStatus>().notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    locale: text("locale").$type<Locale>().notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    gameSlug: text("game_slug").notNull(),
    productSku: text("product_sku").notNull(),
    /** The item as the buyer saw it, in their language: "86 Diamonds". */
    productTitle: text("product_title").notNull(),
    quantity: integer("quantity").notNull(),
    /** The game account as submitted (validated) and as shown: "12345678 (1234)". */
    account: jsonb("account").$type<Record<string, string>>().notNull(),
    accountLabel: text("account_label").notNull(),
    nickname: text("nickname"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    paymentMethod: text("payment_method").notNull(),
    promoCode: text("promo_code"),
    listAmount: bigint("list_amount", { mode: "number" }).notNull(),
    temporaryDiscount: bigint("temporary_discount", { mode: "number" }).notNull(),
    promoDiscount: bigint("promo_discount", { mode: "number" }).notNull(),
    cashbackUsed: bigint("cashback_used", { mode: "number" }).notNull(),
    goldUsed: bigint("gold_used", { mode: "number" }).notNull(),
    fee: bigint("fee", { mode: "number" }).notNull(),
    total: bigint("total", { mode: "number" }).notNull(),
    tax: bigint("tax", { mode: "number" }).notNull(),
    cashbackRateBps: integer("cashback_rate_bps").notNull().default(0),
    cashbackAmount: bigint("cashback_amount", { mode: "number" }).notNull().default(0),
    /** Bumped each time the buyer changes the balance write-off: the ledger hold's reference follows it. */
    holdVersion: integer("hold_version").notNull().default(0),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** A digest of the request behind the key: the same key with another body is refused. */
    requestHash: text("request_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /**
     * An operator found that this order's purchase never reached the game account (the publisher
     * says so): it no longer counts toward the publisher's purchase limits (decision 060).
     */
    limitReleasedAt: timestamp("limit_released_at", { withTimezone: true }),
    /** The payment attempt whose money paid the order (null when balances paid it all). */
    paidBy: text("paid_by"),
    /**
     * The address the buyer used, for the links of receipts and payment returns; null when the shop
     * has a configured PUBLIC_ORIGIN (always outside test mode), which is used then.
     */
    origin: text("origin"),
    /** The campaign or partner that brought the buyer (the attribution cookie). */
    attribution: jsonb("attribution").$type<Attribution>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Entries only where a query can look: every look-up by user or phone is an equality, which
    // PostgreSQL proves implies IS NOT NULL; a guest's order (or one without a phone) adds none.
    index("orders_user_idx")
      .on(table.userId, table.createdAt)
      .where(sql`${table.userId} IS NOT NULL`),
    // One game account's orders of one item: purchase limits and the first-top-up warning.
    index("orders_item_account_idx").on(table.gameSlug, table.productSku, table.account),
    // A guest reviewer's completed orders, by game account (adapters/db/reviews/review-repository.ts).
    index("orders_guest_reviewer_idx")
      .on(table.gameSlug, table.account)
      .where(sql`${table.userId} IS NULL AND ${table.status} = 'complete'`),
    index("orders_unpaid_idx")
      .on(table.expiresAt)
      .where(sql`${table.status} IN ('awaiting_payment', 'payment_failed')`),
    // The operator console's search (core/admin/order-search.ts): read backwards, newest first under each filter.
    index("orders_created_idx").on(table.createdAt, table.id),
    index("orders_status_created_idx").on(table.status, table.createdAt, table.id),
    index("orders_game_created_idx").on(table.gameSlug, table.createdAt, table.id),
    // Not partial: PostgreSQL keeps statistics of lower(contact_email) only for an index on all rows,
    // and without them the console's e-mail search reads orders newest first instead of this index.
    index("orders_email_idx").on(sql`lower(${table.contactEmail})`),
    index("orders_phone_idx")
      .on(table.contactPhone)
      .where(sql`${table.contactPhone} IS NOT NULL`),
    // Every value of the game account, whatever the game's field names: "find the order of this ID".
    index("orders_account_values_idx").using("gin", sql`jsonb_path_query_array(${table.account}, '$.*')`),
    // Part of an ID or of the player's nickname, as support is told it (pg_trgm, migration 0037).
    index("orders_account_label_trgm_idx").using("gin", table.accountLabel.op("gin_trgm_ops")),
    index("orders_nickname_trgm_idx")
      .using("gin", table.nickname.op("gin_trgm_ops"))
      .where(sql`${table.nickname} IS NOT NULL`),
    // A promo code's paid orders (the console's redemptions list).
    index("orders_promo_paid_idx")
      .on(table.promoCode, table.paidAt)
      .where(sql`${table.promoCode} IS NOT NULL`),
    // The dashboard's paid orders per day.
    index("orders_paid_idx")
      .on(table.paidAt)
      .where(sql`${table.paidAt} IS NOT NULL`),
    check("orders_total_not_negative", sql`${table.total} >= 0`),
  ],
);

/** Every status change of an order: when, from, to, why and who. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").$type<OrderStatus>(),
    toStatus: text("to_status").$type<OrderStatus>().notNull(),
    reason: text("reason").notNull(),
    /** "buyer", "system", "provider:sandbox", "support:<name>"... */
    actor: text("actor").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("order_events_order_idx").on(table.orderId, table.id),
    // The dashboard's supplier failures per day (core/admin/dashboard.ts).
    index("order_events_delivery_failed_idx")
      .on(table.createdAt)
      .where(sql`${table.toStatus} = 'delivery_failed'`),
    // Each game's measured delivery times: the completions of the last days (core/orders/delivery-times.ts).
    index("order_events_completed_idx")
      .on(table.createdAt)
      .where(sql`${table.toStatus} = 'complete'`),
    // The promise's sweep: the orders that changed since its last run (core/orders/promise-compensation.ts).
    index("order_events_created_idx").on(table.createdAt),
  ],
);

/**
 * Payment attempts: one per Pay or Pay again. `id` is the provider's order_id ("K7M4Q2TX-1").
 * No card data: the provider keeps the card, the shop only ever saw a token.
 */
export const payments = pgTable(
  "payments",
  {
    id: text("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    provider: text("provider").notNull(),
    method: text("method").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    status: text("status").$type<PaymentStatus>().notNull(),
    providerStatus: text("provider_status"),
    providerTransactionId: text("provider_transaction_id"),
    redirectUrl: text("redirect_url"),
    /**
     * When the provider first reported the attempt expired. Kept when its money arrives after all, so
     * the order page can say the payment was matched late (core/orders/order-steps.ts).
     */
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("payments_order_attempt").on(table.orderId, table.attempt),
    // The console's payments export: newest first, a keyset batch at a time.
    index("payments_created_idx").on(table.createdAt, table.id),
  ],
);

/**
 * Receipts queued when an order is paid (core/orders/receipts.ts): one per channel and order, in
 * the payment's own transaction; the checkout job sends them and records the outcome.
 */
export const receipts = pgTable(
  "receipts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    channel: text("channel").$type<ReceiptChannel>().notNull(),
    recipient: text("recipient").notNull(),
    status: text("status").$type<"pending" | "sent" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** A worker's claim while it sends (any server may run the receipt job; each receipt goes once). */
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("receipts_order_channel").on(table.orderId, table.channel),
    index("receipts_pending_idx")
      .on(table.id)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * The delivery of a paid order (issue: fulfillment). Created in the payment's own transaction, so a
 * paid order always has one; the delivery job works it until it is delivered or failed for good.
 * Each unit is one purchase at the supplier under the reference `<order number>-<n>`.
 */
export const deliveries = pgTable(
  "deliveries",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").$type<DeliveryRecord["status"]>().notNull().default("queued"),
    supplier: text("supplier"),
    attempts: integer("attempts").notNull().default(0),
    /** Per unit ("1", "2"...): its current reference, try, status and serial (core/orders). */
    units: jsonb("units").$type<Record<string, UnitState>>().notNull().default({}),
    lastMessage: text("last_message"),
    /**
     * A worker's claim on this delivery while it talks to the supplier: a second job for the same
     * order (the sweeper's, a retry's) steps back until it is released or runs out.
     */
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    /** Which server process holds the lease: only it may extend, release or write through it. */
    leasedBy: text("leased_by"),
    /** Set when the order passed its delivery promise without arriving: support looks at these. */
    flaggedAt: timestamp("flagged_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("deliveries_open_idx")
      .on(table.updatedAt)
      .where(sql`${table.status} IN ('queued', 'pending')`),
  ],
);

/**
 * Money going back (decision 009): a refund is claimed here before any provider is asked,
 * and `id` is the refund key the provider sees, so retries and crashes can only repeat the same
 * refund. `order`: an order's 100% refund, one per order. `surplus`: a payment the order could not
 * take (a second payment, a late one, another amount), one per payment attempt.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: text("id").primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The payment refunded at the provider; null for gold and for orders paid with balances only. */
    paymentId: text("payment_id").references(() => payments.id, { onDelete: "cascade" }),
    kind: text("kind").$type<RefundKind>().notNull(),
    method: text("method").$type<RefundMethod>().notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    status: text("status").$type<RefundStatus>().notNull(),
    /** Why, as a message key suffix: "delivery", "limit.perWindow", "promo.exhausted", "payment.duplicate"... */
    reason: text("reason").$type<RefundReason>().notNull(),
    /** Who asked: "buyer", "operator", "system". */
    requestedBy: text("requested_by").notNull(),
    tries: integer("tries").notNull().default(0),
    lastError: text("last_error"),
    nextTryAt: timestamp("next_try_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim while it asks the provider (any server may run the refund job). */
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("refunds_one_per_order")
      .on(table.orderId)
      .where(sql`${table.kind} = 'order'`),
    uniqueIndex("refunds_one_per_payment")
      .on(table.paymentId)
      .where(sql`${table.kind} = 'surplus'`),
    // An order's refunds and returned payments (its page, the console's timeline).
    index("refunds_order_idx").on(table.orderId),
    // The console's refunds export: newest first, a keyset batch at a time.
    index("refunds_created_idx").on(table.createdAt, table.id),
    index("refunds_pending_idx")
      .on(table.nextTryAt)
      .where(sql`${table.status} = 'pending'`),
    check("refunds_amount_not_negative", sql`${table.amount} >= 0`),
  ],
);

/**
 * The books of the sandbox's Digiflazz face beside a shop (test mode): one purchase per ref_id, kept
 * in the database so that a restart in the middle of a delivery can be checked for "exactly once".
 */
export const sandboxSupplierPurchases = pgTable("sandbox_supplier_purchases", {
  reference: text("reference").primaryKey(),
  supplierSku: text("supplier_sku").notNull(),
  customerNo: text("customer_no").notNull(),
  status: text("status").$type<DeliveryStatus>().notNull(),
  serial: text("serial"),
  /** A pending purchase succeeds once this time has passed. */
  readyAt: timestamp("ready_at", { withTimezone: true }).notNull(),
  /** Posts of the ref_id so far: the flaky test account answers a timeout to the first one. */
  calls: integer("calls").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A buyer's rating of a completed order (the rating dialog, PUT /orders/public/feedback/{id}). */
export const orderFeedback = pgTable(
  "order_feedback",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    stars: integer("stars").notNull(),
    reasons: jsonb("reasons").$type<FeedbackReason[]>().notNull().default([]),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Hidden by an operator (core/admin/review-moderation.ts): out of every public reader.
     * A buyer editing their rating keeps it hidden (the upsert never sets these).
     */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    hiddenBy: uuid("hidden_by"),
  },
  (table) => [
    check("order_feedback_stars", sql`${table.stars} BETWEEN 1 AND 5`),
    check("order_feedback_hidden_reason", sql`${table.hiddenAt} IS NULL OR ${table.hiddenReason} IS NOT NULL`),
    // The moderation list, newest first.
    index("order_feedback_created_idx").on(table.createdAt, table.orderId),
  ],
);

/**
 * The gold an order earned by missing its game's delivery promise (decision 063): one row per order,
 * written in the same transaction as its ledger posting (reference `promise:<order id>`) and audit
 * entry, so the primary key is what makes the grant happen once whoever races for it. `userId` is the
 * account credited: the order's buyer, or the account a guest signed in with on the order's page.
 */
export const promiseCompensations = pgTable("promise_compensations", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  amount: bigint("amount", { mode: "number" }).notNull(),
  currency: text("currency").$type<Currency>().notNull(),
  /** The promise the order missed, in minutes from its payment. */
  promiseMinutes: integer("promise_minutes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Browsers that asked to be told of an order's status (the order page's "Notify me", decision 066):
 * the push service's endpoint and the keys its messages are encrypted to, in the page's locale.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    locale: text("locale").$type<Locale>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("push_subscriptions_order_endpoint").on(table.orderId, table.endpoint),
    index("push_subscriptions_endpoint_idx").on(table.endpoint),
  ],
);

/**
 * The pushes an order's moves queued, one per subscription and status (the move's transaction
 * writes them; the checkout job sends them, leased like receipts, so two servers send each once).
 */
export const pushNotices = pgTable(
  "push_notices",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: bigint("subscription_id", { mode: "number" })
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").$type<PushStatus>().notNull(),
    key: text("key").notNull(),
    state: text("state").$type<"pending" | "sent" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("push_notices_subscription_status").on(table.subscriptionId, table.status),
    index("push_notices_pending_idx")
      .on(table.id)
      .where(sql`${table.state} = 'pending'`),
  ],
);

/**
 * A signed-in buyer's game accounts that a paid order's player check verified (decision 065): offered
 * first on the game's page and kept per game, at most SAVED_ACCOUNTS_PER_GAME, the least recently
 * used dropped first. `player` is the account as the player check asks about it (without the region
 * select), so one player is one row whatever region was chosen; `account` and `region` are the last
 * order's. Gone with the buyer's account (ON DELETE CASCADE).
 */
export const savedGameAccounts = pgTable(
  "saved_game_accounts",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gameSlug: text("game_slug").notNull(),
    player: jsonb("player").$type<Record<string, string>>().notNull(),
    /** The whole account as the last paid order stored it (the region select included). */
    account: jsonb("account").$type<Record<string, string>>().notNull(),
    /** The account as that order showed it, in the order's language: "12345678 (1234) · Indonesia". */
    accountLabel: text("account_label").notNull(),
    nickname: text("nickname").notNull(),
    region: text("region"),
    /** When the player check found this nickname: the order's placement (an older order paid later changes nothing). */
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("saved_game_accounts_player").on(table.userId, table.gameSlug, table.player),
    // A buyer's accounts of one game, most recently used first (the game page, the cap).
    index("saved_game_accounts_user_game_idx").on(table.userId, table.gameSlug, table.lastUsedAt),
  ],
);
