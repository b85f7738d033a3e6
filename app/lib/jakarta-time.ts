import { formatDateTime } from "../../core/date-format";
import type { Locale } from "../../core/locales";

/**
 * A moment as people in the buyer's language read it, on Jakarta's clock (the giveaway week's
 * clock): the landing page and the checkout's giveaway note write a week's dates alike. Numeric, as
 * the order dates, and written by the shop (core/date-format.ts), not the browser's Intl: a browser
 * without Uzbek dates writes "2026-11-23 00:00" where the server wrote "23/11/2026, 00:00".
 */
export function jakartaTime(locale: Locale, iso: string, withTime = true): string {
  return formatDateTime(iso, locale, "Asia/Jakarta", withTime);
}
