import type { Localized, ProductKind } from "../catalog/types";

/**
 * A SKU typed in the console: lower-case letters and digits in dash-joined parts ("ml-86",
 * "pubg-660"), the shape of the catalog files' SKUs, so a page address or a supplier mapping never
 * meets a space or a capital.
 */
export const NEW_SKU_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const NEW_SKU_MAX = 60;
export const PRODUCT_TITLE_MAX = 120;
/** The largest amount of in-game currency (and bonus) a pack carries: far above any real one. */
export const PRODUCT_AMOUNT_MAX = 10_000_000;
export const PRODUCT_POSITION_MAX = 10_000;

/** A supplier's offer typed with a new product, or added to one later. */
export interface TypedOffer {
  supplier: string;
  supplierSku: string;
  /** Whole rupiah; null when unknown. */
  costIdr: number | null;
}

/**
 * A product added from the console. It is named either by its titles in all four languages or by
 * its amount (+ bonus) that the shop's product label writes in the game's unit; it starts switched
 * off, and `position` null puts it after the game's other products.
 */
export interface NewProduct {
  sku: string;
  gameSlug: string;
  kind: ProductKind;
  title: Localized | null;
  amount: number | null;
  bonus: number | null;
  position: number | null;
  offer: TypedOffer | null;
}

/** What a product still lacks to be sold: a price in some market, and being switched on. */
export type ProductLack = "price" | "switchedOff";

export function productLacks(product: { active: boolean; prices: readonly unknown[] }): ProductLack[] {
  return [...(product.prices.length ? [] : ["price" as const]), ...(product.active ? [] : ["switchedOff" as const])];
}

/** The largest list price the console takes, in minor units: far above any real one, within a bigint. */
export const LIST_PRICE_MAX = 1_000_000_000_000;
