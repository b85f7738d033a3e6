import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type {
  AccountFormDefinition,
  GameTexts,
  GameTile,
  Localized,
  ProductKind,
  PurchaseLimit,
} from "../../../core/catalog/types";
import type { FiscalCodes } from "../../../core/catalog/fiscal";
import type { Language } from "../../../core/locales";
import type { Currency } from "../../../core/money";
import { DEFAULT_DELIVERY_PROMISE_MINUTES } from "../../../core/orders/delivery-promise";

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
    /** Fiscal codes per market (core/catalog/fiscal.ts), set by the operator; the seed never writes them. */
    fiscal: jsonb("fiscal").$type<FiscalCodes>().notNull().default({}),
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
