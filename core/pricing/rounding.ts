import type { Currency } from "../money";

/**
 * Rounding a computed price to one that looks right in its market (docs/decisions/018-margin-rules.md).
 * Always upward, so rounding can only add margin, never eat into the cost. Amounts are minor units.
 */
export const ROUNDING_RULES: Record<Currency, (amount: number) => number> = {
  // Rupiah: the next Rp 100 (Rp 14.230 -> Rp 14.300); from Rp 100.000 the next Rp 1.000.
  IDR: (amount) => (amount < 100_000 ? ceilTo(amount, 100) : ceilTo(amount, 1_000)),
  // Dollars: a price ending in 9 cents: the next .x9 under $10 ($1.43 -> $1.49), the next .99 above ($12.10 -> $12.99).
  USD: (amount) => (amount < 1_000 ? endingIn(amount, 10, 9) : endingIn(amount, 100, 99)),
  // Roubles: whole roubles (100 kopecks).
  RUB: (amount) => ceilTo(amount, 100),
  // So'm: whole hundreds.
  UZS: (amount) => ceilTo(amount, 100),
};

/** The rounded price of `amount` minor units in `currency`; never below `amount`. */
export function roundPrice(amount: number, currency: Currency): number {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`price must be a whole minor amount: ${amount}`);
  return ROUNDING_RULES[currency](amount);
}

function ceilTo(amount: number, step: number): number {
  return Math.max(step, Math.ceil(amount / step) * step);
}

/** The smallest amount >= `amount` whose remainder by `step` is `ending` (0.09, 0.19... or 0.99, 1.99...). */
function endingIn(amount: number, step: number, ending: number): number {
  const base = Math.floor(amount / step) * step + ending;
  return base >= amount ? base : base + step;
}
