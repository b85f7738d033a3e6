import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Attribution } from "../../core/attribution";
import type { OperatorStatus } from "../../core/admin/operators";
import type { PaymentProtocol } from "../../core/markets";
import type { ProviderTransactionState } from "../../core/payments/provider-transactions";
import type { OperatorRole } from "../../core/admin/permissions";
import type { IdentityProvider } from "../../core/auth/sign-in";
import type {
  AccountFormDefinition,
  GameTexts,
  GameTile,
  Localized,
  ProductKind,
  PurchaseLimit,
} from "../../core/catalog/types";
import type { ProviderAnswerKind } from "../../core/records/provider-answers";
import type { FeedbackReason } from "../../core/orders/feedback";
import type { OrderStatus } from "../../core/orders/order-states";
import type { PromoCode } from "../../core/promos/promo-codes";
import type { ReceiptChannel } from "../../core/orders/receipts";
import type { RefundKind, RefundMethod, RefundReason, RefundStatus } from "../../core/orders/refunds";
import type { DeliveryRecord, UnitState } from "../../core/orders/fulfillment";
import { DEFAULT_DELIVERY_PROMISE_MINUTES } from "../../core/orders/delivery-promise";
import type { DeliveryStatus } from "../../core/orders/supplier-port";
import type { Locale, Language } from "../../core/locales";
import type { MarginScope } from "../../core/pricing/margin";
import type { Currency } from "../../core/money";
import type { PaymentStatus } from "../../core/payments/payments-port";
import type { ShopAccountKind, UserAccountKind } from "../../core/wallet/ledger";

/**
 * The database schema. Tables are plural snake_case and every table has created_at.
 * drizzle-kit turns changes here into the committed SQL migrations in ./migrations.
 *
 * Text columns that hold a domain value carry its type with `$type` (no SQL change): only this
 * shop's code writes them, from values core has already validated, so rows read back need no casts.
 */

/** The games the shop sells; loaded from catalog/ by the seed and managed in the database. */
export const games = pgTable("games", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  publisher: text("publisher").notNull(),
  hasFormPage: boolean("has_form_page").notNull().default(false),
  /** The tile's mark and colours. The default only fills rows older than the column; the seed writes each game's own. */
  tile: jsonb("tile")
    .$type<GameTile>()
    .notNull()
    .default({ mark: "star", from: "#22c55e", to: "#15803d", ink: "#0d1410" }),
  /** Other ways buyers type the game, for search. */
  aliases: jsonb("aliases").$type<string[]>().notNull().default([]),
  minimumPurchase: integer("minimum_purchase"),
  firstTopUpDouble: boolean("first_top_up_double").notNull().default(false),
  /** Minutes within which delivery is promised; the seed writes each game's own (30 for Free Fire). */
  deliveryPromiseMinutes: integer("delivery_promise_minutes").notNull().default(DEFAULT_DELIVERY_PROMISE_MINUTES),
  /** How long deliveries usually take, for a game slower than minutes (Super SUS). */
  usualDeliveryMinutes: jsonb("usual_delivery_minutes").$type<{ from: number; to: number }>(),
  /** How suppliers write the game's brand in their price lists, besides its name and slug. */
  supplierNames: jsonb("supplier_names").$type<string[]>().notNull().default([]),
  accountForm: jsonb("account_form").$type<AccountFormDefinition>(),
  texts: jsonb("texts").$type<Record<Language, GameTexts>>(),
  /** Order on the home page: lower first. */
  position: integer("position").notNull(),
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable("users", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  displayName: text("display_name"),
  email: text("email"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sign-in sessions. The access token itself is never stored: only its SHA-256, so a leaked table
 * cannot be replayed as sessions.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /**
     * How the session was opened: a sign-in provider's name ("google", "whatsapp"...), or "link" for a
     * one-time sign-in link; null for sessions older than this column. Only a recent sign-in with a
     * provider proves the account's owner is here (core/auth/link-request.ts).
     */
    openedBy: text("opened_by"),
    /** When the owner asked to link another sign-in method to the account (the next sign-in links it). */
    linkRequestedAt: timestamp("link_requested_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

/** What the shop sells; reference fields come from catalog/games, the operator manages the rest. */
export const products = pgTable(
  "products",
  {
    sku: text("sku").primaryKey(),
    gameSlug: text("game_slug")
      .notNull()
      .references(() => games.slug, { onDelete: "cascade" }),
    kind: text("kind").$type<ProductKind>().notNull(),
    amount: integer("amount"),
    bonus: integer("bonus"),
    firstTopUpBonus: integer("first_top_up_bonus"),
    title: jsonb("title").$type<Localized>(),
    description: jsonb("description").$type<Localized>(),
    durationDays: integer("duration_days"),
    purchaseLimit: jsonb("purchase_limit").$type<PurchaseLimit>(),
    regionOnly: text("region_only"),
    popular: boolean("popular").notNull().default(false),
    position: integer("position").notNull(),
    active: boolean("active").notNull().default(true),
    /** The supplier's code for this item (Digiflazz buyer_sku_code), set by the price-list sync. */
    supplierSku: text("supplier_sku"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("products_game_slug_idx").on(table.gameSlug)],
);

/**
 * Prices per market currency in minor units. The seed writes the sample prices once; from then on
 * they are the operator's (the seed never overwrites a price).
 */
export const productPrices = pgTable(
  "product_prices",
  {
    sku: text("sku")
      .notNull()
      .references(() => products.sku, { onDelete: "cascade" }),
    currency: text("currency").$type<Currency>().notNull(),
    listAmount: bigint("list_amount", { mode: "number" }).notNull(),
    saleAmount: bigint("sale_amount", { mode: "number" }),
    /** The sale price's window: on from starts (inclusive) to ends (exclusive); null is open. */
    saleStartsAt: timestamp("sale_starts_at", { withTimezone: true }),
    saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }),
    /** True for the seed's sample prices, until the operator sets a real one. */
    sample: boolean("sample").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sku, table.currency] })],
);

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

/** Sign-in methods linked to a user: one row per provider account (Google sub, Telegram id...). */
export const identities = pgTable(
  "identities",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").$type<IdentityProvider>().notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    displayName: text("display_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("identities_provider_subject").on(table.provider, table.subject),
    index("identities_user_idx").on(table.userId),
  ],
);

/** WhatsApp sign-in codes, hashed; kept short-lived (see core/auth/whatsapp-otp.ts). */
export const whatsappCodes = pgTable(
  "whatsapp_codes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("whatsapp_codes_phone_idx").on(table.phone, table.createdAt)],
);

/** Messages the sandbox providers "send": kept here instead of leaving the machine. */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The order a message is about (receipts); null for sign-in codes and analytics. */
    orderId: uuid("order_id"),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("outbox_messages_order_idx")
      .on(table.orderId)
      .where(sql`${table.orderId} IS NOT NULL`),
  ],
);

/**
 * Promo codes (core/promos/promo-codes.ts). `redemptions` counts paid orders only: it is raised
 * under this row's lock when an order with the code is paid, so unpaid orders never use up a code.
 */
export const promoCodes = pgTable(
  "promo_codes",
  {
    code: text("code").primaryKey(),
    kind: text("kind").$type<PromoCode["kind"]>().notNull(),
    percentBps: integer("percent_bps").notNull().default(0),
    amount: bigint("amount", { mode: "number" }).notNull().default(0),
    currency: text("currency").$type<Currency>(),
    minimumTotal: bigint("minimum_total", { mode: "number" }).notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    perUserLimit: integer("per_user_limit"),
    globalLimit: integer("global_limit"),
    redemptions: integer("redemptions").notNull().default(0),
    gameSlug: text("game_slug"),
    productSku: text("product_sku"),
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "promo_codes_within_limit",
      sql`${table.globalLimit} IS NULL OR ${table.redemptions} <= ${table.globalLimit}`,
    ),
    check("promo_codes_percent", sql`${table.percentBps} BETWEEN 0 AND 10000`),
  ],
);

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
  ],
);

/** A promo code reserved by an order: released when the order is canceled, so limits stay exact. */
export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    code: text("code")
      .notNull()
      .references(() => promoCodes.code),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<"reserved" | "used" | "released">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("promo_redemptions_user_idx").on(table.code, table.userId)],
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique("payments_order_attempt").on(table.orderId, table.attempt)],
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
    index("refunds_pending_idx")
      .on(table.nextTryAt)
      .where(sql`${table.status} = 'pending'`),
    check("refunds_amount_not_negative", sql`${table.amount} >= 0`),
  ],
);

/**
 * The sandbox supplier's own books (test mode): one purchase per reference, kept in the database so
 * that a restart in the middle of a delivery can be checked for "exactly once".
 */
export const sandboxSupplierPurchases = pgTable("sandbox_supplier_purchases", {
  reference: text("reference").primaryKey(),
  supplierSku: text("supplier_sku").notNull(),
  customerNo: text("customer_no").notNull(),
  status: text("status").$type<DeliveryStatus>().notNull(),
  serial: text("serial"),
  /** A pending purchase succeeds once this time has passed. */
  readyAt: timestamp("ready_at", { withTimezone: true }).notNull(),
  /** Calls so far: the flaky test account answers "timeout" to the first one. */
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

/** Rate-limit counters (core/rate-limits.ts): one row per key and fixed window, shared by all servers. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    windowEnd: timestamp("window_end", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index("rate_limit_hits_window_end_idx").on(table.windowEnd),
  ],
);

/** One-time sign-in codes for another device (core/auth/sign-in-codes.ts), stored as hashes. */
export const signInCodes = pgTable(
  "sign_in_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sign_in_codes_user_idx").on(table.userId)],
);

/**
 * The weekly giveaway's draws (core/giveaway): one row per campaign and week, created with its
 * commitment before the week starts (several servers may try: the primary key keeps the first), and
 * completed once by the draw under the row's lock. `secret` is published only once `drawn_at` is set.
 */
export const giveawayDraws = pgTable(
  "giveaway_draws",
  {
    campaign: text("campaign").notNull(),
    /** Monday 00:00 in Jakarta (core/giveaway/weeks.ts). */
    weekStart: timestamp("week_start", { withTimezone: true }).notNull(),
    weekEnd: timestamp("week_end", { withTimezone: true }).notNull(),
    /** SHA-256 of `secret`, public from the moment the row exists. */
    commitment: text("commitment").notNull(),
    secret: text("secret").notNull(),
    /** The week's entries as drawn and published: sorted masked order numbers ("GW****22"). */
    entries: jsonb("entries").$type<string[]>(),
    entriesCount: integer("entries_count"),
    entriesDigest: text("entries_digest"),
    winnerIndex: integer("winner_index"),
    winnerOrderId: uuid("winner_order_id").references(() => orders.id, { onDelete: "set null" }),
    /** The winner's game ID, masked ("12****78"): the draw keeps nothing more of the person. */
    winnerGameId: text("winner_game_id"),
    drawnAt: timestamp("drawn_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.campaign, table.weekStart] }),
    index("giveaway_draws_undrawn_idx")
      .on(table.weekEnd)
      .where(sql`${table.drawnAt} IS NULL`),
  ],
);

/**
 * What people do after a giveaway draw (docs/decisions/019-giveaway-console.md): contacting the
 * winner and delivering the prize, each step once, by whom and when. A table of its own, so the
 * console never writes to giveaway_draws and cannot touch a draw's result.
 */
export const giveawayPrizes = pgTable(
  "giveaway_prizes",
  {
    campaign: text("campaign").notNull(),
    weekStart: timestamp("week_start", { withTimezone: true }).notNull(),
    contactedAt: timestamp("contacted_at", { withTimezone: true }),
    contactedBy: uuid("contacted_by"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    deliveredBy: uuid("delivered_by"),
    /** The operator's last note: how the winner was reached, the courier's tracking number... */
    note: text("note"),
  },
  (table) => [
    primaryKey({ columns: [table.campaign, table.weekStart] }),
    foreignKey({
      columns: [table.campaign, table.weekStart],
      foreignColumns: [giveawayDraws.campaign, giveawayDraws.weekStart],
    }),
  ],
);

/**
 * The first survey's answers ("a survey gives a free month of subscription"): one row per
 * account, so a second completion is refused by the unique key even when sent many times at once.
 * The row is also the reward: a single-use voucher, spent by the order it became (an
 * order paid "voucher" of the same account) and given back when that order ends canceled
 * (core/survey/survey.ts voucherStanding): derived from the orders, so it cannot disagree with them.
 */
export const surveyResponses = pgTable("survey_responses", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  foundVia: text("found_via").notNull(),
  /** Slugs of the games the buyer plays. */
  games: jsonb("games").$type<string[]>().notNull(),
  priority: text("priority").notNull(),
  comment: text("comment"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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
 * The operators' audit log (core/records/audit.ts). Append-only: migration 0024 adds a trigger that
 * refuses UPDATE and DELETE. No foreign key to users: an entry outlives the account it names.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: uuid("operator_id"),
    action: text("action").notNull(),
    subject: text("subject").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason"),
    requestId: text("request_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_subject_idx").on(table.subject, table.createdAt),
    // The audit page's search (adapters/db/records/audit-repository.ts): newest first, by operator or not.
    index("audit_log_created_idx").on(table.createdAt),
    index("audit_log_operator_idx").on(table.operatorId, table.id),
    // Entries about an order under another subject (a compensation is the buyer's, naming the order).
    index("audit_log_order_idx")
      .on(sql`(${table.after}->>'orderId')`)
      .where(sql`${table.after} ? 'orderId'`),
  ],
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
 * What payment providers and the supplier answered about an order, as they said it (secrets and card
 * data redacted before writing, core/records/provider-answers.ts), for the console's timeline.
 */
export const providerAnswers = pgTable(
  "provider_answers",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    kind: text("kind").$type<ProviderAnswerKind>().notNull(),
    answer: jsonb("answer").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("provider_answers_order_idx").on(table.orderId, table.id)],
);

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
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.transactionId] }),
    uniqueIndex("provider_transactions_live_idx")
      .on(table.provider, table.paymentId)
      .where(sql`${table.state} in (1, 2)`),
    index("provider_transactions_created_idx").on(table.provider, table.createdAt),
  ],
);

/** Raw bytes (an image), as PostgreSQL's bytea and Node's Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * The art an operator uploaded per game (`game:<slug>`) and per payment method (`method:<id>`), by the
 * content hash of its resized widths (core/art/art.ts, decision 034). The upload itself is not kept.
 */
export const art = pgTable("art", {
  subject: text("subject").primaryKey(),
  hash: text("hash").notNull(),
  widths: integer("widths").array().notNull(),
  sourceFormat: text("source_format").notNull(),
  sourceWidth: integer("source_width").notNull(),
  sourceHeight: integer("source_height").notNull(),
  sourceBytes: integer("source_bytes").notNull(),
  updatedBy: uuid("updated_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each resized width of an upload, served at /media/<hash>-<width>.webp. Two subjects with the same
 * art share the rows; rows no subject names any more are deleted with the art that named them.
 */
export const artVariants = pgTable(
  "art_variants",
  {
    hash: text("hash").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.hash, table.width] })],
);
