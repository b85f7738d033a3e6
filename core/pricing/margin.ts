import type { Currency } from "../money";
import { roundPrice } from "./rounding";

/**
 * Margin rules (docs/decisions/018-margin-rules.md): a price is the supplier's rupiah cost
 * plus a percentage (basis points) plus a fixed rupiah amount, converted to the market's currency at
 * the manager's rate and rounded up to a price that looks right. A product's rule overrides its
 * game's, which overrides the shop-wide default. All amounts are integer minor units.
 */
export type MarginScope = "shop" | "game" | "product";

export interface MarginRule {
  scope: MarginScope;
  /** "" for the shop-wide default, the game's slug, or the product's SKU. */
  target: string;
  /** Percentage on top of cost, in basis points (1 500 = 15 %). */
  basisPoints: number;
  /** Fixed rupiah added on top of cost. */
  fixedIdr: number;
}

/** Bounds of a rule as the console accepts it: up to +1 000 % and Rp 10.000.000 fixed; negative is a discount on cost. */
export const MARGIN_BPS_MIN = -9_999;
export const MARGIN_BPS_MAX = 100_000;
export const MARGIN_FIXED_MIN = -10_000_000;
export const MARGIN_FIXED_MAX = 10_000_000;

/**
 * A currency's rate: how many of its minor units Rp 1.000.000 buys (USD 6 250 = $62.50, UZS
 * 800 000 so'm). Per million rupiah so that every rate is a whole number, so'm included.
 */
export const RATE_BASE_IDR = 1_000_000;
export const RATE_MAX = 1_000_000_000;
/** An applied price change or a discount says why, in a few words and no essay. */
export const PRICE_REASON_MIN = 3;
export const PRICE_REASON_MAX = 500;

/** The rule that prices a product: its own, else its game's, else the shop's; undefined when none. */
export function ruleFor(
  rules: readonly MarginRule[],
  product: { sku: string; gameSlug: string },
): MarginRule | undefined {
  return (
    rules.find((rule) => rule.scope === "product" && rule.target === product.sku) ??
    rules.find((rule) => rule.scope === "game" && rule.target === product.gameSlug) ??
    rules.find((rule) => rule.scope === "shop")
  );
}

/** Rupiah converted at a rate per million, rounded up (a converted cost is never understated). */
export function convertIdr(
  amountIdr: number,
  currency: Currency,
  ratePerMillion: number | undefined,
): number | undefined {
  if (currency === "IDR") return amountIdr;
  if (ratePerMillion === undefined) return undefined;
  const minor = (BigInt(amountIdr) * BigInt(ratePerMillion) + BigInt(RATE_BASE_IDR - 1)) / BigInt(RATE_BASE_IDR);
  return Number(minor);
}

export interface PricedAmount {
  /** The cost in this currency (converted, rounded up). */
  cost: number;
  /** The new list price, rounded. */
  price: number;
  /** price - cost: the margin in minor units (negative when the rule sells under cost). */
  margin: number;
}

/**
 * The price a rule gives a rupiah cost in one currency; undefined when the currency has no rate.
 * The percentage is rounded up to a whole rupiah, like every step here: rounding never lowers a price.
 */
export function priceFromCost(
  costIdr: number,
  rule: Pick<MarginRule, "basisPoints" | "fixedIdr">,
  currency: Currency,
  ratePerMillion: number | undefined,
): PricedAmount | undefined {
  if (!Number.isSafeInteger(costIdr) || costIdr < 0) throw new RangeError(`cost must be whole rupiah: ${costIdr}`);
  const percent = Math.ceil((costIdr * rule.basisPoints) / 10_000);
  const rawIdr = Math.max(0, costIdr + percent + rule.fixedIdr);
  const raw = convertIdr(rawIdr, currency, ratePerMillion);
  const cost = convertIdr(costIdr, currency, ratePerMillion);
  if (raw === undefined || cost === undefined) return undefined;
  const price = roundPrice(raw, currency);
  return { cost, price, margin: price - cost };
}
