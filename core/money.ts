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
 * Currencies whose whole amounts are written without the zero minor part, as their readers write
 * prices: "1 899 ₽", not "1 899,00 ₽" (kopecks only when there are some: "1 234,50 ₽").
 */
const WHOLE_WITHOUT_ZEROS: ReadonlySet<Currency> = new Set(["RUB"]);

function formatterFor(localeTag: string, currency: Currency, fractionDigits: number): Intl.NumberFormat {
  const key = `${localeTag}|${currency}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTag, {
      style: "currency",
      currency,
      currencyDisplay: "symbol",
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Formats money for people, e.g. `Rp 87.252` in Indonesian (with a no-break space, U+00A0).
 * `localeTag` is a BCP 47 tag such as "id-ID". Uzbek so'm is written with the apostrophe Uzbek
 * readers type and see on every shop and bank site ("18 800 so'm"), not CLDR's U+02BB.
 */
export function formatMoney(value: Money, localeTag: string): string {
  const digits = MINOR_DIGITS[value.currency];
  const unit = 10 ** digits;
  const whole = value.amount % unit === 0;
  const shown = whole && WHOLE_WITHOUT_ZEROS.has(value.currency) ? 0 : digits;
  if (/^uz\b/i.test(localeTag)) return formatUzbekMoney(value.amount / unit, value.currency, shown);
  const text = formatterFor(localeTag, value.currency, shown).format(value.amount / unit);
  return value.currency === "UZS" ? text.replace("so\u02BBm", "so'm") : text;
}

/** The currency as CLDR's Uzbek writes it after the amount; so'm with the apostrophe Uzbek readers type. */
const UZBEK_SYMBOLS: Record<Currency, string> = { UZS: "so'm", USD: "US$", RUB: "RUB", IDR: "IDR" };

/**
 * Money as CLDR's Uzbek writes it ("1 880 000 so'm", "18 800,00 US$": no-break spaces between groups
 * and before the currency, a decimal comma), written here rather than by Intl: Debian's Chromium
 * ships without Uzbek number data and writes "UZS 70,000", so the browser's page would differ from
 * the server's (issue 14). The amount is exact at `fractionDigits` (minor units over their unit).
 */
function formatUzbekMoney(value: number, currency: Currency, fractionDigits: number): string {
  return `${formatUzbekNumber(value, fractionDigits)}\u00a0${UZBEK_SYMBOLS[currency]}`;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the reader's language writes it ("1.250", "1 250", "4,7"), the same on the server and
 * in the browser: Uzbek by hand (formatUzbekNumber), the others by Intl. `fractionDigits`: exactly
 * that many; without it, at most three.
 */
export function formatNumber(value: number, localeTag: string, fractionDigits?: number): string {
  if (/^uz\b/i.test(localeTag)) return formatUzbekNumber(value, fractionDigits);
  const key = `${localeTag}\u0000${fractionDigits ?? ""}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      localeTag,
      fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits },
    );
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * A number as CLDR's Uzbek writes it ("7 290", "4,7"), for the same reason as its money: the browser
 * has no Uzbek number data. Without `fractionDigits`, at most three, as Intl's default.
 */
export function formatUzbekNumber(value: number, fractionDigits?: number): string {
  const fixed =
    fractionDigits === undefined
      ? String(Math.round(Math.abs(value) * 1_000) / 1_000)
      : Math.abs(value).toFixed(fractionDigits);
  const [whole = "0", fraction] = fixed.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
  return `${value < 0 ? "-" : ""}${grouped}${fraction ? `,${fraction}` : ""}`;
}
