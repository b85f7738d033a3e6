import { LOCALE_INFO, type Locale } from "../../../core/locales";
import { formatNumber } from "../../../core/money";

/**
 * A share in basis points as a percent of the reader's language ("66,7 %" in Russian), to one
 * decimal, written by the shop (core/money.ts): a browser without Uzbek numbers writes "66.7%".
 */
export const percent = (locale: Locale, bps: number) =>
  `${formatNumber(Math.round(bps / 10) / 10, LOCALE_INFO[locale].iso)}${locale === "ru" ? "\u00a0%" : "%"}`;
