import type { Locale } from "./locales";
import type { Currency } from "./money";

/**
 * The four markets (DESIGN §2): each is a locale, a currency and a price list, with its payment
 * methods. This file is the configuration the storefront reads; checkout maps each method to a
 * payment provider channel.
 */
export type PaymentMethodKind = "qris" | "ewallet" | "va" | "card" | "wallet-app";

export interface PaymentMethod {
  id: string;
  kind: PaymentMethodKind;
  /** Brand name (GoPay, BCA...): not translated. Cards and QRIS are labelled by the app's messages. */
  brand: string;
}

export interface Market {
  locale: Locale;
  currency: Currency;
  /** ISO 3166 country of the market, for regional rules and banners. */
  country: string;
  paymentMethods: PaymentMethod[];
  /**
   * Orders at or above this total earn the base cashback rate (DESIGN §2). Indonesia's is Rp 87.252
   * (SPEC §9); the others are set at about the same value and are the operator's to tune.
   */
  cashbackThreshold: number;
}

export const MARKETS: Record<Locale, Market> = {
  id: {
    locale: "id",
    currency: "IDR",
    country: "ID",
    cashbackThreshold: 87_252,
    paymentMethods: [
      { id: "qris", kind: "qris", brand: "QRIS" },
      { id: "gopay", kind: "ewallet", brand: "GoPay" },
      { id: "ovo", kind: "ewallet", brand: "OVO" },
      { id: "dana", kind: "ewallet", brand: "DANA" },
      { id: "shopeepay", kind: "ewallet", brand: "ShopeePay" },
      { id: "va-bca", kind: "va", brand: "BCA" },
      { id: "va-bni", kind: "va", brand: "BNI" },
      { id: "va-bri", kind: "va", brand: "BRI" },
      { id: "va-mandiri", kind: "va", brand: "Mandiri" },
      { id: "card", kind: "card", brand: "Visa / Mastercard / JCB" },
    ],
  },
  en: {
    locale: "en",
    currency: "USD",
    country: "US",
    cashbackThreshold: 549,
    paymentMethods: [{ id: "card", kind: "card", brand: "Visa / Mastercard / Amex" }],
  },
  ru: {
    locale: "ru",
    currency: "RUB",
    country: "RU",
    cashbackThreshold: 50_000,
    paymentMethods: [
      { id: "card", kind: "card", brand: "Visa / Mastercard / МИР" },
      { id: "sbp", kind: "wallet-app", brand: "СБП" },
    ],
  },
  uz: {
    locale: "uz",
    currency: "UZS",
    country: "UZ",
    cashbackThreshold: 70_000,
    paymentMethods: [
      { id: "card", kind: "card", brand: "Uzcard / Humo / Visa" },
      { id: "click", kind: "wallet-app", brand: "Click" },
      { id: "payme", kind: "wallet-app", brand: "Payme" },
    ],
  },
};
