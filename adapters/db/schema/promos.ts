import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { Currency } from "../../../core/money";
import type { PromoCode } from "../../../core/promos/promo-codes";
import { users } from "./auth";
import { orders } from "./orders";

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
