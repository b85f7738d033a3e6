/**
 * Money is an integer amount of a currency's minor units, never a float (DESIGN §2).
 * IDR and UZS have no minor unit in everyday use, so their minor unit is the whole rupiah/so'm.
 */
export const CURRENCIES = ["IDR", "USD", "RUB", "UZS"] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface Money {
  /** Integer count of minor units (cents for USD, kopecks for RUB, whole rupiah for IDR). */
  readonly amount: number;
  readonly currency: Currency;
}

/** Digits after the decimal point for each currency, pinned rather than taken from Intl's defaults. */
export const MINOR_DIGITS: Record<Currency, number> = { IDR: 0, USD: 2, RUB: 2, UZS: 0 };

export function money(amount: number, currency: Currency): Money {
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`Money amount must be a safe integer of minor units, got ${amount}`);
  }
  return { amount, currency };
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new TypeError(`Currency mismatch: ${a.currency} vs ${b.currency}`);
}

export function add(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.amount + b.amount, a.currency);
}

export function subtract(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.amount - b.amount, a.currency);
}

/**
 * `basisPoints` / 10 000 of an amount, rounded down to a whole minor unit: a percentage of money
 * the shop gives away (cashback, discounts) is never rounded up in the buyer's favour by accident,
 * nor is a cap exceeded.
 */
export function percentOf(value: Money, basisPoints: number): Money {
  if (!Number.isInteger(basisPoints)) throw new RangeError("basisPoints must be an integer");
  return money(Math.floor((value.amount * basisPoints) / 10_000), value.currency);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats money for people, e.g. `Rp 87.252` in Indonesian (with a no-break space, U+00A0).
 * `localeTag` is a BCP 47 tag such as "id-ID".
 */
export function formatMoney(value: Money, localeTag: string): string {
  const key = `${localeTag}|${value.currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits = MINOR_DIGITS[value.currency];
    formatter = new Intl.NumberFormat(localeTag, {
      style: "currency",
      currency: value.currency,
      currencyDisplay: "symbol",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value.amount / 10 ** MINOR_DIGITS[value.currency]);
}
