import type { Language } from "../../../core/locales";

/**
 * A long-form page (about, privacy policy, terms) in one language.
 * Texts may contain the tokens {shopName}, {legalName}, {legalAddress}, {registrationNumber},
 * {supportEmail}, {telegramBot} and {whatsappNumber}: the operator's details come from configuration
 * (core/shop.ts), each market's its own, not from the text,
 * so that changing the company or the support address never means editing four translations.
 * {cashbackThreshold} is the reader's market's threshold in its own currency (core/markets.ts);
 * {paymentMethods} ("a, b and c") and {paymentMethodsOr} ("a, b or c") its payment methods in the
 * reader's words (i18n/market-phrases.ts), so no page names a method its market does not offer.
 */
export interface LegalSection {
  heading: string;
  /** Paragraphs in reading order. */
  paragraphs: string[];
  /** An optional bulleted list shown after the paragraphs. */
  list?: string[];
}

export interface LegalDocument {
  title: string;
  /** One-sentence summary used as the page's meta description. */
  description: string;
  /** ISO date (YYYY-MM-DD) of the version in force. */
  updated: string;
  /** Opening paragraphs before the first section. */
  intro: string[];
  sections: LegalSection[];
}

export type LegalTexts = Record<Language, LegalDocument>;
