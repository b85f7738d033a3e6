import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { DEFAULT_BALANCE_THRESHOLD_IDR } from "../../../core/orders/supplier-routing";
import { products } from "./catalog";

/**
 * Who can deliver each product (decision 049): one row per product and supplier, with the
 * supplier's code for it, what it costs us and whether it is open. A delivery tries the open offers
 * in `rank` order; a supplier that sells our own SKUs (the sandbox) needs no row.
 */
export const supplierOffers = pgTable(
  "supplier_offers",
  {
    productSku: text("product_sku")
      .notNull()
      .references(() => products.sku, { onDelete: "cascade" }),
    supplier: text("supplier").notNull(),
    supplierSku: text("supplier_sku").notNull(),
    /** The supplier's price to us in rupiah, from its price list or typed by an operator; null when unknown. */
    costIdr: integer("cost_idr"),
    open: boolean("open").notNull().default(true),
    /** Lower first; ties go by the supplier order of the configuration. */
    rank: integer("rank").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.productSku, table.supplier] })],
);

/**
 * Each supplier's deposit as last read, the operator's low-balance threshold, and whether a purchase
 * was refused for balance since the last read (`shortAt`): both route deliveries around it.
 */
export const supplierAccounts = pgTable("supplier_accounts", {
  supplier: text("supplier").primaryKey(),
  balanceIdr: bigint("balance_idr", { mode: "number" }),
  thresholdIdr: bigint("threshold_idr", { mode: "number" }).notNull().default(DEFAULT_BALANCE_THRESHOLD_IDR),
  checkedAt: timestamp("checked_at", { withTimezone: true }),
  shortAt: timestamp("short_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
