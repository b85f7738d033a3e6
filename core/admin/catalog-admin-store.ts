import type { FiscalCodes, FiscalMarket } from "../catalog/fiscal";
import type { ProductKind } from "../catalog/types";
import type { Currency } from "../money";
import type { MarginRule, MarginScope } from "../pricing/margin";
import type { PreviewRow, PricedProduct } from "../pricing/price-preview";
import type { AuditEntryInput } from "../records/audit";
import type { NewProduct } from "./new-product";

/** An audit entry as a use case drafts it; the store adds before/after from the rows it changed. */
export type AuditDraft = Omit<AuditEntryInput, "before" | "after">;

export interface CatalogGameRow {
  slug: string;
  name: string;
  active: boolean;
  firstTopUpDouble: boolean;
  products: number;
  activeProducts: number;
}

export interface CatalogPriceRow {
  currency: Currency;
  listAmount: number;
  saleAmount: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  sample: boolean;
}

export interface CatalogProductRow {
  sku: string;
  gameSlug: string;
  kind: ProductKind;
  /** The product's name for operators: its English title or its amount (+ bonus). */
  label: string;
  active: boolean;
  firstTopUpBonus: number | null;
  /** Who delivers it under which code (decision 049), in the order deliveries try them. */
  offers: { supplier: string; supplierSku: string; costIdr: number | null; open: boolean }[];
  prices: CatalogPriceRow[];
  /** Its fiscal codes per market, as the operator set them. */
  fiscal: FiscalCodes;
}

/** The products a fiscal code change is for: one product, or every product of a game. */
export type FiscalTarget = { sku: string } | { gameSlug: string };

export interface GameFlags {
  active?: boolean;
  firstTopUpDouble?: boolean;
}

export interface ProductFlags {
  active?: boolean;
  firstTopUpBonus?: number | null;
}

export interface SaleInput {
  currency: Currency;
  /** null ends the discount. */
  saleAmount: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
}

export interface PriceHistoryRow {
  id: number;
  sku: string;
  currency: Currency;
  kind: "list" | "sale";
  oldAmount: number | null;
  newAmount: number | null;
  operatorId: string | null;
  /** The operator's display name, when they have one. */
  operatorName: string | null;
  reason: string;
  createdAt: Date;
}

/**
 * Port: the catalog as the console changes it. Every write takes its audit entry and appends it in
 * the same transaction as the change, with the row's state before and after.
 */
export interface CatalogAdminStore {
  games(): Promise<CatalogGameRow[]>;
  products(gameSlug?: string): Promise<CatalogProductRow[]>;
  product(sku: string): Promise<CatalogProductRow | undefined>;
  /** false when the game does not exist. */
  updateGame(slug: string, flags: GameFlags, audit: AuditDraft): Promise<boolean>;
  updateProduct(sku: string, flags: ProductFlags, audit: AuditDraft): Promise<boolean>;
  rules(): Promise<MarginRule[]>;
  saveRule(rule: MarginRule, audit: AuditDraft): Promise<void>;
  removeRule(scope: MarginScope, target: string, audit: AuditDraft): Promise<boolean>;
  rates(): Promise<Partial<Record<Currency, number>>>;
  setRate(currency: Currency, perMillionIdr: number, audit: AuditDraft): Promise<void>;
  /**
   * Active products with their prices, `supplier`'s code for each, and the costs of the open offers
   * of the `others` that have one.
   */
  pricedProducts(supplier: string, gameSlug?: string, others?: readonly string[]): Promise<PricedProduct[]>;
  /**
   * Writes the new list prices if every row's current price is still what the preview saw, with a
   * history row per price and one audit entry, in one transaction serialised against other applies.
   */
  applyPrices(rows: readonly PreviewRow[], audit: AuditDraft): Promise<"applied" | "stale">;
  /**
   * Adds a product (switched off) with its offer, if any, in one transaction: "taken" when the SKU
   * is already a product's, however many adds of it run at once.
   */
  addProduct(product: NewProduct, audit: AuditDraft): Promise<"added" | "taken">;
  /**
   * Sets one market's list price as typed (creating it when the product has none there), with a
   * history row and the audit entry; false when there is no such product.
   */
  setListPrice(sku: string, currency: Currency, listAmount: number, audit: AuditDraft): Promise<boolean>;
  /** false when the product has no price in that currency. */
  setSale(sku: string, sale: SaleInput, audit: AuditDraft): Promise<boolean>;
  history(sku: string, limit?: number): Promise<PriceHistoryRow[]>;
  /**
   * Sets one market's fiscal codes (`codes` holds that market's entry) or clears them (null) on the
   * target's products, in one transaction with one audit entry; answers how many products it found.
   */
  setFiscalCodes(
    target: FiscalTarget,
    market: FiscalMarket,
    codes: FiscalCodes | null,
    audit: AuditDraft,
  ): Promise<number>;
  /** Sets (or clears, with null) supplier SKUs, all in one transaction with one audit entry. */
  /** `supplier`'s codes for our products (null removes its offer); `replaceAll` first removes all its offers. */
  setSupplierSkus(
    supplier: string,
    mapping: Record<string, string | null>,
    audit: AuditDraft,
    replaceAll: boolean,
  ): Promise<void>;
}
