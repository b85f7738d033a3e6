import { intlOnce } from "./intl-once";
import { languageOf, marketOf, type Language, type Locale } from "./locales";

/**
 * Dates in the shop's four languages, written by the shop itself as CLDR writes them, so that the
 * server's page and the browser's are the same text: a browser's Intl may lack a language's date
 * data (Debian's Chromium has no Uzbek: the server wrote "21-noyabr, 2026", the browser "2026 M11
 * 21", and React replaced the one with the other). Only the calendar arithmetic of a moment in a time
 * zone is asked of Intl, in British English, which every browser has (as core/orders/order-date.ts).
 * date-format.test.ts compares every case with Node's ICU.
 */

/** Month names as a long date uses them: Russian's are in the genitive ("21 ноября"). */
const MONTHS: Record<Language, readonly string[]> = {
  id: [
    "Januari",
    "Februari",
    "Maret",
    "April",
    "Mei",
    "Juni",
    "Juli",
    "Agustus",
    "September",
    "Oktober",
    "November",
    "Desember",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  ru: [
    "января",
    "февраля",
    "марта",
    "апреля",
    "мая",
    "июня",
    "июля",
    "августа",
    "сентября",
    "октября",
    "ноября",
    "декабря",
  ],
  uz: ["yanvar", "fevral", "mart", "aprel", "may", "iyun", "iyul", "avgust", "sentabr", "oktabr", "noyabr", "dekabr"],
};

/** A calendar day ("2026-11-21") as a long date: "21 November 2026", "November 21, 2026", "21 ноября 2026 г.", "21-noyabr, 2026". */
export function formatLongDate(day: string, locale: Locale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  const [, year, month, date] = match as unknown as [string, string, string, string];
  const name = MONTHS[languageOf(locale)][Number(month) - 1];
  if (!name) throw new RangeError(`not a calendar day: ${day}`);
  const d = String(Number(date));
  switch (languageOf(locale)) {
    case "id":
      return `${d} ${name} ${year}`;
    case "en":
      // English as read in Indonesia puts the day first, as Indonesia does.
      return locale === "en" ? `${name} ${d}, ${year}` : `${d} ${name} ${year}`;
    case "ru":
      return `${d} ${name} ${year} г.`;
    case "uz":
      return `${d}-${name}, ${year}`;
  }
}

/**
 * A moment's day, month, year, hours, minutes and seconds on a time zone's clock, two digits each
 * (year four). British English only for the arithmetic: every browser has it, so the server's text
 * and the browser's agree.
 */
export function clockParts(iso: string, timeZone: string) {
  const parts = intlOnce(
    `date-format:${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-GB", {
        timeZone,
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
        hourCycle: "h23",
      }),
  ).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "";
  return {
    day: part("day"),
    month: part("month"),
    year: part("year"),
    hour: part("hour"),
    minute: part("minute"),
    second: part("second"),
  };
}

/**
 * A moment as a numeric date, with its time to the minute unless `time` is false, on `timeZone`'s
 * clock: "21/11/2026, 10.04", "11/21/2026, 10:04", "21.11.2026, 10:04", "21/11/2026, 10:04".
 */
export function formatDateTime(iso: string, locale: Locale, timeZone: string, time = true): string {
  const { day, month, year, hour, minute } = clockParts(iso, timeZone);
  const date = formatDay(`${year}-${month}-${day}`, locale);
  if (!time) return date;
  // Indonesia writes "10.04", in either of its languages.
  return `${date}, ${hour}${marketOf(locale) === "id" ? "." : ":"}${minute}`;
}

/**
 * A calendar day ("2026-11-21") as formatDateTime writes a moment's date, with or without its year:
 * "21/11/2026", "11/21/2026", "21.11.2026"; "21/11", "11/21", "21.11".
 */
export function formatDay(day: string, locale: Locale, withYear = true): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  const [, year, month, date] = match as unknown as [string, string, string, string];
  const parts = locale === "en" ? [month, date] : [date, month];
  return [...parts, ...(withYear ? [year] : [])].join(locale === "ru" ? "." : "/");
}
