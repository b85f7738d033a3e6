import { CONSOLE_TIME_ZONE } from "../../../core/admin/console-time";
import { formatDateTime } from "../../../core/date-format";
import type { Locale } from "../../../core/locales";

/**
 * A moment as the console shows it: date and time to the minute, on the console's clock (UTC:
 * operators span markets). Written by the shop (core/date-format.ts), so a browser without Uzbek
 * dates keeps the server's text instead of writing "2026 M11 23".
 */
export function adminTime(at: Date | string, locale: Locale): string {
  return `${formatDateTime(new Date(at).toISOString(), locale, CONSOLE_TIME_ZONE)} ${CONSOLE_TIME_ZONE}`;
}
