import { createContext, useContext } from "react";
import { DEFAULT_SHOP_TIME_ZONE, zoneAbbreviation, zoneLabel } from "../../../core/admin/console-time";
import { formatDateTime, formatDay } from "../../../core/date-format";
import type { Locale } from "../../../core/locales";
import { useI18n } from "../../i18n/i18n-context";

/**
 * A moment as the console shows it: date and time to the minute, on the console's clock (the shop's
 * time zone, decision 052), with the zone's short name at that moment ("WIB", "GMT+2"). Written by
 * the shop (core/date-format.ts), so a browser without Uzbek dates keeps the server's text instead of
 * writing "2026 M11 23".
 */
export function adminTime(at: Date | string, locale: Locale, timeZone: string): string {
  const iso = new Date(at).toISOString();
  return `${formatDateTime(iso, locale, timeZone)} ${zoneAbbreviation(timeZone, iso)}`;
}

/** The shop's time zone, as the console's layout read it from the settings for this page. */
export const ConsoleTimeZone = createContext<string>(DEFAULT_SHOP_TIME_ZONE);

/**
 * The console's clock for a page: its zone, the zone's name for headers and filter labels, and its
 * moments and calendar days in the locale's one format.
 */
export function useConsoleClock() {
  const timeZone = useContext(ConsoleTimeZone);
  const { locale } = useI18n();
  return {
    timeZone,
    label: zoneLabel(timeZone),
    time: (at: Date | string) => adminTime(at, locale, timeZone),
    /** A calendar day of the shop's clock ("2026-11-29") as the locale writes dates. */
    day: (day: string, withYear = true) => formatDay(day, locale, withYear),
  };
}
