import { withUzbekApostrophe } from "./locales";
/**
 * Money is an integer amount of a currency's minor units, never a float.
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

/**
 * An amount as plain decimal text in major units, for files other programs read (CSV exports):
 * "-12.50" for -1250 cents, "87252" for Rp 87.252; no grouping, no sign of the currency.
 */
export function decimalText(value: Money): string {
  const digits = MINOR_DIGITS[value.currency];
  const sign = value.amount < 0 ? "-" : "";
  const abs = Math.abs(value.amount);
  if (digits === 0) return `${sign}${abs}`;
  const unit = 10 ** digits;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(digits, "0")}`;
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

/**
 * A part of an amount (the tax a total includes) as precise as the amount is written: in whole
 * units, rounded half up, under a whole total of a currency written without its zero minor part
 * ("В том числе НДС 22% 342 ₽" under "1 899 ₽", not "342,46 ₽"); exact otherwise. For display only:
 * the order keeps the exact part.
 */
export function partAsWritten(part: Money, whole: Money): Money {
  sameCurrency(part, whole);
  const unit = 10 ** MINOR_DIGITS[part.currency];
  if (!WHOLE_WITHOUT_ZEROS.has(part.currency) || whole.amount % unit !== 0) return part;
  return money(Math.floor((part.amount * 2 + unit) / (2 * unit)) * unit, part.currency);
}

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
 * How CLDR writes numbers and money in the shop's locales (the tags of core/locales.ts'
 * LOCALE_INFO), so that the shop writes them itself rather than by Intl.NumberFormat: a browser's
 * first NumberFormat loads ICU's number data, one long blocking task in the middle of hydration
 * (Lighthouse's total blocking time; bench/history.md, "Lighthouse"), and Debian's Chromium has no
 * Uzbek number data at all. Other tags still go to Intl. money.test.ts compares every case with
 * Node's ICU.
 */
interface NumberStyle {
  group: string;
  decimal: string;
  /** The currency's sign and where it goes: before the amount (`prefix`) or after it. */
  currency: Record<Currency, { prefix?: string; suffix?: string }>;
}

const NBSP = "\u00a0";

/** Indonesia's way, in Indonesian and in English as read in Indonesia (/en-id): "Rp 87.252". */
const INDONESIA: NumberStyle = {
  group: ".",
  decimal: ",",
  currency: {
    IDR: { prefix: `Rp${NBSP}` },
    USD: { prefix: "US$" },
    RUB: { prefix: `RUB${NBSP}` },
    UZS: { prefix: `UZS${NBSP}` },
  },
};

const NUMBER_STYLES: Record<string, NumberStyle> = {
  "id-ID": INDONESIA,
  "en-ID": INDONESIA,
  en: {
    group: ",",
    decimal: ".",
    currency: {
      IDR: { prefix: `IDR${NBSP}` },
      USD: { prefix: "$" },
      RUB: { prefix: `RUB${NBSP}` },
      UZS: { prefix: `UZS${NBSP}` },
    },
  },
  "ru-RU": {
    group: NBSP,
    decimal: ",",
    currency: {
      IDR: { suffix: `${NBSP}IDR` },
      USD: { suffix: `${NBSP}$` },
      RUB: { suffix: `${NBSP}₽` },
      UZS: { suffix: `${NBSP}UZS` },
    },
  },
  // Uzbek so'm with the apostrophe Uzbek readers type and see on every shop and bank site, not
  // CLDR's U+02BB; the others as CLDR's Uzbek writes them.
  "uz-Latn-UZ": {
    group: NBSP,
    decimal: ",",
    currency: {
      UZS: { suffix: `${NBSP}so'm` },
      USD: { suffix: `${NBSP}US$` },
      RUB: { suffix: `${NBSP}RUB` },
      IDR: { suffix: `${NBSP}IDR` },
    },
  },
};

/** The style for a tag: the shop's own locales', and Uzbek under any tag (no runtime's Intl is trusted for it). */
function styleOf(localeTag: string): NumberStyle | undefined {
  return NUMBER_STYLES[localeTag] ?? (/^uz\b/i.test(localeTag) ? NUMBER_STYLES["uz-Latn-UZ"] : undefined);
}

/**
 * |value| rounded half away from zero at `digits` decimals, as ICU rounds: from the number's shortest
 * decimal form ("1.005" to two digits is 1.01, where toFixed gives 1.00). Undefined for the forms
 * String writes with an exponent (below 1e-6, from 1e21), which are left to Intl.
 */
function roundedParts(abs: number, digits: number): { whole: string; fraction: string } | undefined {
  // Whole numbers (every rupiah and so'm price, every count) need no rounding: the common case on a
  // page of prices, without the string surgery below.
  if (Number.isSafeInteger(abs)) return { whole: String(abs), fraction: "0".repeat(digits) };
  const text = String(abs);
  if (/e/i.test(text)) return undefined;
  const [whole = "0", fraction = ""] = text.split(".");
  if (fraction.length <= digits) return { whole, fraction: fraction.padEnd(digits, "0") };
  let kept = whole + fraction.slice(0, digits);
  if (fraction[digits]! >= "5") kept = (BigInt(kept) + 1n).toString().padStart(kept.length, "0");
  return { whole: kept.slice(0, kept.length - digits) || "0", fraction: kept.slice(kept.length - digits) };
}

/** The digits of a number in a style: exactly `fractionDigits` of them, or without it at most three. */
function styledNumber(value: number, style: NumberStyle, fractionDigits?: number): string | undefined {
  const parts = roundedParts(Math.abs(value), fractionDigits ?? 3);
  if (!parts) return undefined;
  const fraction = fractionDigits === undefined ? parts.fraction.replace(/0+$/, "") : parts.fraction;
  const grouped = parts.whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  // Intl writes negative zero with its sign too ("-0", "-Rp 0,00").
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${grouped}${fraction ? `${style.decimal}${fraction}` : ""}`;
}

/**
 * Formats money for people, e.g. `Rp 87.252` in Indonesian (with a no-break space, U+00A0).
 * `localeTag` is a BCP 47 tag such as "id-ID"; the shop's locales are written by NUMBER_STYLES, others
 * by Intl.
 */
export function formatMoney(value: Money, localeTag: string): string {
  const digits = MINOR_DIGITS[value.currency];
  const unit = 10 ** digits;
  const whole = value.amount % unit === 0;
  const shown = whole && WHOLE_WITHOUT_ZEROS.has(value.currency) ? 0 : digits;
  const style = styleOf(localeTag);
  const number = style && styledNumber(value.amount / unit, style, shown);
  if (style && number !== undefined) {
    const { prefix = "", suffix = "" } = style.currency[value.currency];
    // The minus goes before the currency's sign, as Intl puts it ("-Rp 1.234").
    return number.startsWith("-") ? `-${prefix}${number.slice(1)}${suffix}` : `${prefix}${number}${suffix}`;
  }
  const text = formatterFor(localeTag, value.currency, shown).format(value.amount / unit);
  return value.currency === "UZS" ? withUzbekApostrophe(text) : text;
}

/** The sign a reader of `localeTag` knows `currency` by: "Rp", "$", "₽", "so'm". */
export function currencySign(currency: Currency, localeTag: string): string {
  const written = formatMoney(money(0, currency), localeTag);
  return written.replace(/[\d\s.,\u00a0]+/g, " ").trim();
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A number as the reader's language writes it ("1.250", "1 250", "4,7"), the same on the server and
 * in the browser: the shop's locales by NUMBER_STYLES, others by Intl. `fractionDigits`:
 * exactly that many; without it, at most three.
 */
export function formatNumber(value: number, localeTag: string, fractionDigits?: number): string {
  const style = styleOf(localeTag);
  const written = style && styledNumber(value, style, fractionDigits);
  if (written !== undefined) return written;
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
