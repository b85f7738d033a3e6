import type { MarketCode } from "../locales";

/**
 * What a fiscal receipt needs to know of a product in the markets whose law asks for one. The
 * operator sets them per product in the console; the seed leaves them empty, because they are the
 * seller's registration facts, not the game's.
 */

/** Uzbekistan: what Payme and Click pass per item so that a fiscal receipt is issued. */
export interface UzFiscalCodes {
  /** The product's code in the state catalogue of goods and services (IKPU, also called MXIK). */
  ikpu: string;
  /** The package (unit) code the catalogue gives that IKPU. */
  packageCode: string;
  /** The VAT included in the price, in percent. */
  vatPercent: number;
}

/** Russia (54-FZ): what a YooKassa receipt's item says of the product. */
export interface RuFiscalCodes {
  /** YooKassa's `vat_code`. */
  vatCode: number;
  /** YooKassa's `payment_subject` (the subject of the calculation). */
  paymentSubject: string;
}

/** A product's fiscal codes per market; a market without an entry has none set. */
export interface FiscalCodes {
  uz?: UzFiscalCodes;
  ru?: RuFiscalCodes;
}

/** The markets whose receipts carry per-product fiscal codes. */
export const FISCAL_MARKETS = ["uz", "ru"] as const satisfies readonly MarketCode[];
export type FiscalMarket = (typeof FISCAL_MARKETS)[number];

/** Port: a product's fiscal codes as the operator set them ({} when none, undefined for an unknown SKU). */
export interface FiscalCodesReader {
  fiscalCodesOf(sku: string): Promise<FiscalCodes | undefined>;
}
