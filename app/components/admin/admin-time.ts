import { CONSOLE_TIME_ZONE } from "../../../core/admin/console-time";
import { LOCALE_INFO, type Locale } from "../../../core/locales";

/** A moment as the console shows it: date and time to the minute, on the console's clock (UTC: operators span markets). */
export function adminTime(at: Date | string, locale: Locale): string {
  return `${new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: CONSOLE_TIME_ZONE,
  }).format(new Date(at))} ${CONSOLE_TIME_ZONE}`;
}
