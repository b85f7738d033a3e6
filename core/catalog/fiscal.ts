import { failure, type Failure } from "../failure";
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

/*
 * The value rules of the codes, as the providers and the catalogues publish them (decision 044 names
 * each source). A code that breaks them would be refused by the provider when the buyer pays, so
 * the console refuses it when the operator types it.
 */

/** An IKPU (MXIK) of the state catalogue (tasnif.soliq.uz): 17 digits. */
export const IKPU_PATTERN = /^\d{17}$/;
/** A package (unit) code the catalogue gives an IKPU: digits, at most 20 (Click's PackageCode is string(20)). */
export const PACKAGE_CODE_PATTERN = /^\d{1,20}$/;
/** Uzbekistan's VAT rates a receipt may state: the standard 12 % and 0 % (zero-rated or exempt). */
export const UZ_VAT_PERCENTS = [0, 12] as const;
/** YooKassa's `vat_code`: 1 (no VAT) to 12; 11 and 12 are the 22 % and 22/122 rates. */
export const RU_VAT_CODES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** YooKassa's `payment_subject` values (tag 1212 of 54-FZ). */
export const RU_PAYMENT_SUBJECTS = [
  "commodity",
  "excise",
  "job",
  "service",
  "gambling_bet",
  "gambling_prize",
  "lottery",
  "lottery_prize",
  "intellectual_activity",
  "payment",
  "agent_commission",
  "property_right",
  "non_operating_gain",
  "insurance_premium",
  "sales_tax",
  "resort_fee",
  "composite",
  "another",
  "fine",
  "tax",
  "lien",
  "cost",
  "pension_insurance_without_payouts",
  "pension_insurance_with_payouts",
  "health_insurance_without_payouts",
  "health_insurance_with_payouts",
  "health_insurance",
  "casino",
  "agent_withdrawals",
  "non_marked_excise",
  "marked_excise",
  "marked",
  "non_marked",
] as const;

/** The fields of each market's codes, in the order a form shows them. */
export const FISCAL_FIELDS = {
  uz: ["ikpu", "packageCode", "vatPercent"],
  ru: ["vatCode", "paymentSubject"],
} as const satisfies { [M in FiscalMarket]: readonly (keyof NonNullable<FiscalCodes[M]>)[] };
export type FiscalField = (typeof FISCAL_FIELDS)[FiscalMarket][number];

/** Whole numbers as typed: digits only, no sign, no decimals. */
const wholeNumber = (text: string): number | undefined => (/^\d{1,3}$/.test(text) ? Number(text) : undefined);

/**
 * One market's codes read from what the operator typed (text per field, trimmed here). Refused with
 * the first field whose value breaks its rule; the answer holds only that market's entry.
 */
export function readFiscalCodes(
  market: FiscalMarket,
  fields: Partial<Record<FiscalField, string>>,
): { ok: true; codes: FiscalCodes } | Failure<"invalidField", { field: FiscalField }> {
  const text = (field: FiscalField) => (fields[field] ?? "").trim();
  const wrong = (field: FiscalField) => failure("invalidField", { field });
  if (market === "uz") {
    const ikpu = text("ikpu");
    if (!IKPU_PATTERN.test(ikpu)) return wrong("ikpu");
    const packageCode = text("packageCode");
    if (!PACKAGE_CODE_PATTERN.test(packageCode)) return wrong("packageCode");
    const vatPercent = wholeNumber(text("vatPercent"));
    if (vatPercent === undefined || !(UZ_VAT_PERCENTS as readonly number[]).includes(vatPercent))
      return wrong("vatPercent");
    return { ok: true, codes: { uz: { ikpu, packageCode, vatPercent } } };
  }
  const vatCode = wholeNumber(text("vatCode"));
  if (vatCode === undefined || !(RU_VAT_CODES as readonly number[]).includes(vatCode)) return wrong("vatCode");
  const paymentSubject = text("paymentSubject");
  if (!(RU_PAYMENT_SUBJECTS as readonly string[]).includes(paymentSubject)) return wrong("paymentSubject");
  return { ok: true, codes: { ru: { vatCode, paymentSubject } } };
}

/** Whether a product's codes for one market are set and keep the rules (stored codes are checked again). */
export function hasFiscalCodes(codes: FiscalCodes, market: FiscalMarket): boolean {
  const entry = codes[market];
  if (!entry) return false;
  const fields = Object.fromEntries(Object.entries(entry).map(([field, value]) => [field, String(value)]));
  return readFiscalCodes(market, fields).ok;
}

const isFiscalMarket = (market: MarketCode): market is FiscalMarket =>
  (FISCAL_MARKETS as readonly MarketCode[]).includes(market);

/**
 * The sale rule: a product is sold in a market whose receipts need fiscal codes only once its codes
 * for that market are set; every other market sells it as before.
 */
export function sellableIn(codes: FiscalCodes, market: MarketCode, requiredIn: readonly FiscalMarket[]): boolean {
  return !isFiscalMarket(market) || !requiredIn.includes(market) || hasFiscalCodes(codes, market);
}
