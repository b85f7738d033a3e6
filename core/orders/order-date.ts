import { clockParts } from "../date-format";
import { intlOnce } from "../intl-once";

/**
 * An order's date as the order pages show it: day.month.year hours:minutes:seconds, in the market's time
 * zone, so the server's page and the browser's agree to the second.
 */
export function formatOrderDate(iso: string, timeZone: string): string {
  const { day, month, year, hour, minute, second } = clockParts(iso, timeZone);
  return `${day}.${month}.${year} ${hour}:${minute}:${second}`;
}

/** The hour and minute of a moment on the market's clock, as a sentence says it: "14:05". */
export function formatOrderClock(iso: string, timeZone: string): string {
  const { hour, minute } = clockParts(iso, timeZone);
  return `${hour}:${minute}`;
}

/** The calendar day of a moment in a time zone, as ISO writes it: "2026-11-12". */
export function calendarDay(at: Date, timeZone: string): string {
  // en-CA writes dates year-month-day.
  return intlOnce(
    `calendar-day:${timeZone}`,
    () => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }),
  ).format(at);
}

/** An ISO calendar day as order dates read (day.month.year): "12.11.2026". */
export function formatCalendarDay(day: string): string {
  return day.split("-").reverse().join(".");
}
