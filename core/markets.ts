import { LOCALE_INFO, marketOf, type Locale, type MarketCode } from "./locales";
import { formatMoney, formatNumber, money, type Currency } from "./money";

/**
 * The four markets: each is a locale, a currency and a price list, with its payment
 * methods. This file is the configuration the storefront reads; checkout maps each method to a
 * payment provider channel.
 */
/** The protocols the shop speaks; each payment method names the one that takes its money. */
export type PaymentProtocol = "midtrans" | "payme" | "click" | "yookassa";

export type PaymentMethodKind = "qris" | "ewallet" | "va" | "card" | "wallet-app" | "store";

export interface PaymentMethod {
  id: string;
  kind: PaymentMethodKind;
  /** Brand name (GoPay, BCA...): not translated. Cards and QRIS are labelled by the app's messages. */
  brand: string;
  /**
   * Whose protocol takes the money (decision 022). A method whose provider is not configured is not
   * offered (core/payments/payment-providers.ts): never a dead end at the payment page.
   */
  provider: PaymentProtocol;
  /** The smallest total (minor units) the channel accepts; smaller orders cannot use it. */
  minimum: number;
  /**
   * The channel's fee the buyer pays on top, shown as its own line: a fixed part (minor units) plus
   * a part in basis points of the amount due. Operators tune these to their contract.
   */
  fee: { fixed: number; bps: number };
}

export interface Market {
  /** The market's home locale, which names it (decision 036). */
  code: MarketCode;
  currency: Currency;
  /** ISO 3166 country of the market, for regional rules and banners. */
  country: string;
  paymentMethods: PaymentMethod[];
  /**
   * Orders at or above this total earn the base cashback rate. Indonesia's is Rp 87.252;
   * the others are set at about the same value and are the operator's to tune.
   */
  cashbackThreshold: number;
  /**
   * Prices are tax-inclusive; the payment page shows the tax part at this rate, in basis
   * points. A configuration value, because tax law changes: Indonesia's PPN is 11% effective,
   * Russia's VAT 22% (from 2026), Uzbekistan's VAT 12%; US sales tax on in-game currency is not
   * collected by the shop (0).
   */
  taxRateBps: number;
  /** Order times are shown in the market's own time zone, the same on the server and in the browser. */
  timeZone: string;
}

export const MARKETS: Record<MarketCode, Market> = {
  id: {
    code: "id",
    currency: "IDR",
    country: "ID",
    cashbackThreshold: 87_252,
    timeZone: "Asia/Jakarta",
    taxRateBps: 1_100,
    paymentMethods: [
      { id: "qris", provider: "midtrans", kind: "qris", brand: "QRIS", minimum: 1_000, fee: { fixed: 0, bps: 70 } },
      {
        id: "gopay",
        provider: "midtrans",
        kind: "ewallet",
        brand: "GoPay",
        minimum: 1_000,
        fee: { fixed: 0, bps: 200 },
      },
      { id: "ovo", provider: "midtrans", kind: "ewallet", brand: "OVO", minimum: 10_000, fee: { fixed: 0, bps: 150 } },
      { id: "dana", provider: "midtrans", kind: "ewallet", brand: "DANA", minimum: 1_000, fee: { fixed: 0, bps: 150 } },
      {
        id: "shopeepay",
        provider: "midtrans",
        kind: "ewallet",
        brand: "ShopeePay",
        minimum: 1_000,
        fee: { fixed: 0, bps: 200 },
      },
      { id: "va-bca", provider: "midtrans", kind: "va", brand: "BCA", minimum: 10_000, fee: { fixed: 4_000, bps: 0 } },
      { id: "va-bni", provider: "midtrans", kind: "va", brand: "BNI", minimum: 10_000, fee: { fixed: 4_000, bps: 0 } },
      { id: "va-bri", provider: "midtrans", kind: "va", brand: "BRI", minimum: 10_000, fee: { fixed: 4_000, bps: 0 } },
      {
        id: "va-mandiri",
        provider: "midtrans",
        kind: "va",
        brand: "Mandiri",
        minimum: 10_000,
        fee: { fixed: 4_000, bps: 0 },
      },
      {
        id: "alfamart",
        provider: "midtrans",
        kind: "store",
        brand: "Alfamart",
        minimum: 10_000,
        fee: { fixed: 5_000, bps: 0 },
      },
      {
        id: "indomaret",
        provider: "midtrans",
        kind: "store",
        brand: "Indomaret",
        minimum: 10_000,
        fee: { fixed: 5_000, bps: 0 },
      },
      {
        id: "card",
        provider: "midtrans",
        kind: "card",
        brand: "Visa / Mastercard / JCB",
        minimum: 10_000,
        fee: { fixed: 2_000, bps: 290 },
      },
    ],
  },
  en: {
    code: "en",
    currency: "USD",
    country: "US",
    cashbackThreshold: 549,
    timeZone: "America/New_York",
    taxRateBps: 0,
    paymentMethods: [
      {
        id: "card",
        provider: "midtrans",
        kind: "card",
        brand: "Visa / Mastercard / Amex",
        minimum: 50,
        fee: { fixed: 30, bps: 290 },
      },
    ],
  },
  ru: {
    code: "ru",
    currency: "RUB",
    country: "RU",
    cashbackThreshold: 50_000,
    timeZone: "Europe/Moscow",
    taxRateBps: 2_200,
    paymentMethods: [
      {
        id: "card",
        provider: "yookassa",
        kind: "card",
        brand: "Visa / Mastercard / МИР",
        minimum: 1_000,
        fee: { fixed: 0, bps: 0 },
      },
      { id: "sbp", provider: "yookassa", kind: "wallet-app", brand: "СБП", minimum: 1_000, fee: { fixed: 0, bps: 0 } },
    ],
  },
  uz: {
    code: "uz",
    currency: "UZS",
    country: "UZ",
    cashbackThreshold: 70_000,
    timeZone: "Asia/Tashkent",
    taxRateBps: 1_200,
    paymentMethods: [
      { id: "click", provider: "click", kind: "wallet-app", brand: "Click", minimum: 1_000, fee: { fixed: 0, bps: 0 } },
      { id: "payme", provider: "payme", kind: "wallet-app", brand: "Payme", minimum: 1_000, fee: { fixed: 0, bps: 0 } },
    ],
  },
};

/** The market a locale sells in (English read in Indonesia sells in rupiah). */
export function marketFor(locale: Locale): Market {
  return MARKETS[marketOf(locale)];
}

/**
 * True when the buyer types the card into the shop's own payment page (the numbers go from the browser
 * straight to the provider's tokenizer). Other card methods (YooKassa's) take the card on the
 * provider's page, like any redirect method.
 */
export function paysInCardForm(method: PaymentMethod): boolean {
  return method.kind === "card" && method.provider === "midtrans";
}

/**
 * A text's market tokens filled with the figures of the market it is read in (the English,
 * Russian and Uzbek pages quoted Indonesia's "Rp 87.252"). Today one token: {cashbackThreshold}.
 */
export function fillMarketFacts(text: string, locale: Locale): string {
  const market = marketFor(locale);
  return text
    .replaceAll(
      "{cashbackThreshold}",
      formatMoney(money(market.cashbackThreshold, market.currency), LOCALE_INFO[locale].iso),
    )
    .replaceAll("{taxRate}", `${formatNumber(market.taxRateBps / 100, LOCALE_INFO[locale].iso)}%`);
}
