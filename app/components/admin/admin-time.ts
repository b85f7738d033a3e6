import { LOCALE_INFO, type Locale } from "../../../core/locales";

/** A moment as the console shows it: date and time to the minute, in UTC (operators span markets). */
export function adminTime(at: Date | string, locale: Locale): string {
  return `${new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(at))} UTC`;
}
