import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay, formatLongDate } from "./date-format";
import { LOCALES, LOCALE_INFO } from "./locales";

/** Days across every month and both ends of one, and moments around midnight in several zones. */
const DAYS = Array.from({ length: 12 }, (_, month) => [
  `2026-${String(month + 1).padStart(2, "0")}-01`,
  `2027-${String(month + 1).padStart(2, "0")}-${month === 1 ? "28" : "30"}`,
]).flat();
const MOMENTS = ["2026-11-23T00:00:00Z", "2026-11-22T17:00:00Z", "2027-01-01T23:59:59Z", "2026-03-09T08:05:00Z"];
const ZONES = ["Asia/Jakarta", "Europe/Moscow", "Asia/Tashkent", "America/New_York", "UTC"];

describe("dates written by the shop (the same on the server and in a browser without a language's date data)", () => {
  it("writes a long date as Node's ICU does in each of the four languages", () => {
    for (const locale of LOCALES)
      for (const day of DAYS) {
        const icu = new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { dateStyle: "long", timeZone: "UTC" }).format(
          new Date(`${day}T00:00:00Z`),
        );
        expect(formatLongDate(day, locale), `${locale} ${day}`).toBe(icu);
      }
  });

  it("reads the Uzbek legal pages' date as the server always wrote it, never a fallback's \"2026 M11 21\"", () => {
    expect(formatLongDate("2026-11-21", "uz")).toBe("21-noyabr, 2026");
    expect(formatLongDate("2026-11-21", "ru")).toBe("21 ноября 2026 г.");
    expect(() => formatLongDate("21.11.2026", "id")).toThrow(RangeError);
  });

  it("writes a moment with or without its time as Node's ICU does, on the given clock", () => {
    for (const locale of LOCALES)
      for (const moment of MOMENTS)
        for (const timeZone of ZONES) {
          const options = { day: "2-digit", month: "2-digit", year: "numeric", timeZone } as const;
          const tag = LOCALE_INFO[locale].iso;
          const withTime = new Intl.DateTimeFormat(tag, {
            ...options,
            hour: "2-digit",
            minute: "2-digit",
            hourCycle: "h23",
          }).format(new Date(moment));
          const dateOnly = new Intl.DateTimeFormat(tag, options).format(new Date(moment));
          expect(formatDateTime(moment, locale, timeZone), `${locale} ${moment} ${timeZone}`).toBe(withTime);
          expect(formatDateTime(moment, locale, timeZone, false), `${locale} ${moment} ${timeZone}`).toBe(dateOnly);
        }
    expect(formatDateTime("2026-11-23T03:04:00Z", "uz", "Asia/Jakarta")).toBe("23/11/2026, 10:04");
  });

  it("writes a calendar day as a moment's date, so the console's day columns read as its times do", () => {
    for (const locale of LOCALES)
      expect(formatDay("2026-11-29", locale), locale).toBe(
        formatDateTime("2026-11-29T05:00:00Z", locale, "UTC", false),
      );
    expect(formatDay("2026-11-29", "ru", false)).toBe("29.11");
    expect(formatDay("2026-11-29", "en", false)).toBe("11/29");
    expect(formatDay("2026-11-29", "id", false)).toBe("29/11");
    expect(() => formatDay("29.11.2026", "id")).toThrow(RangeError);
  });
});
