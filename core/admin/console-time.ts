import { failure, type Failure } from "../failure";
import { intlOnce } from "../intl-once";

/**
 * The console's clock (decision 052): one time zone, the shop's, that every console page shows moments
 * in, reads its date filters in (a day is 00:00 to 24:00 on that clock) and reads typed moments in
 * (promo and sale windows). An admin sets it in the console's settings; until then it is the main
 * market's, Jakarta's.
 */
export const DEFAULT_SHOP_TIME_ZONE = "Asia/Jakarta";

/** The settings table's key of the shop's time zone. */
export const SHOP_TIME_ZONE_KEY = "shop.timeZone";

/**
 * Whether `name` is a time zone this runtime's Intl knows by that name: one of its canonical zones, or
 * UTC (which Node's list leaves out). Aliases such as "Asia/Calcutta" are refused, so the setting holds
 * the one name every page and PostgreSQL read alike.
 */
export function isTimeZone(name: string): boolean {
  return name === "UTC" || supportedTimeZones().includes(name);
}

/** Every zone the settings page offers: Intl's canonical names and UTC, sorted. */
export function supportedTimeZones(): readonly string[] {
  return intlOnce("console-time:zones", () => ["UTC", ...Intl.supportedValuesOf("timeZone")].sort());
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in ms. */
function offsetMs(instant: number, timeZone: string): number {
  const parts = intlOnce(
    `console-time:offset:${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      }),
  ).formatToParts(new Date(instant));
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    value("year"),
    value("month") - 1,
    value("day"),
    value("hour"),
    value("minute"),
    value("second"),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock moment of `timeZone` names, from its UTC reading shifted by the zone's
 * offset, twice over, so a moment just after a DST change lands right. A moment a spring-forward skips
 * (02:30 in Berlin on the last Sunday of March) lands an hour later, as clocks read it.
 */
function wallToInstant(wallUtc: number, timeZone: string): Date {
  let instant = wallUtc - offsetMs(wallUtc, timeZone);
  instant = wallUtc - offsetMs(instant, timeZone);
  return new Date(instant);
}

/** A YYYY-MM-DD day's midnight read as UTC, or undefined for what is not a real day. */
function utcMidnightOf(day: string): number | undefined {
  const match = /^(\d{4})-(\d\d)-(\d\d)$/.exec(day.trim());
  if (!match) return undefined;
  const midnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(midnight).toISOString().slice(0, 10) === day.trim() ? midnight : undefined;
}

/** The instant a calendar day starts in `timeZone`, or undefined for what is not a real day. */
export function dayStartIn(day: string, timeZone: string): Date | undefined {
  const midnight = utcMidnightOf(day);
  return midnight === undefined ? undefined : wallToInstant(midnight, timeZone);
}

const DAY_MS = 86_400_000;

/**
 * The instant a calendar day ends in `timeZone` (the next day's start, excluded), or undefined for what
 * is not a real day: 23 or 25 hours after its start across a DST change.
 */
export function dayEndIn(day: string, timeZone: string): Date | undefined {
  const midnight = utcMidnightOf(day);
  return midnight === undefined ? undefined : wallToInstant(midnight + DAY_MS, timeZone);
}

/**
 * A date filter's days as instants: from `from`'s 00:00 to the end of `to` (its next day's 00:00,
 * excluded) on `timeZone`'s clock; blank is open. A value that is not a day names its field.
 */
export function dayRangeIn(
  days: { from?: string; to?: string },
  timeZone: string,
): { ok: true; from?: Date; to?: Date } | Failure<"invalid", { field: "from" | "to" }> {
  const blank = (value: string | undefined) => !value?.trim();
  const from = blank(days.from) ? undefined : dayStartIn(days.from!, timeZone);
  if (!blank(days.from) && !from) return failure("invalid", { field: "from" as const });
  const to = blank(days.to) ? undefined : dayEndIn(days.to!, timeZone);
  if (!blank(days.to) && !to) return failure("invalid", { field: "to" as const });
  return { ok: true, from, to };
}

/**
 * A moment typed in a datetime-local box ("2026-12-01T10:00", seconds optional) as the instant it
 * names on `timeZone`'s clock; undefined for anything else.
 */
export function wallClockInstant(value: string, timeZone: string): Date | undefined {
  const match = /^(\d{4}-\d\d-\d\d)T(\d\d):(\d\d)(?::(\d\d))?$/.exec(value.trim());
  if (!match) return undefined;
  const midnight = utcMidnightOf(match[1]!);
  const [hour, minute, second] = [Number(match[2]), Number(match[3]), Number(match[4] ?? 0)];
  if (midnight === undefined || hour > 23 || minute > 59 || second > 59) return undefined;
  return wallToInstant(midnight + ((hour * 60 + minute) * 60 + second) * 1000, timeZone);
}

/** An instant as a datetime-local box shows it on `timeZone`'s clock: "2026-12-01T10:00". */
export function wallClockText(at: Date | string, timeZone: string): string {
  const instant = new Date(at).getTime();
  return new Date(instant + offsetMs(instant, timeZone)).toISOString().slice(0, 16);
}

/** Where the short names people use are not the offset: Indonesia's three zones. */
const ABBREVIATIONS: Record<string, string> = {
  "Asia/Jakarta": "WIB",
  "Asia/Pontianak": "WIB",
  "Asia/Makassar": "WITA",
  "Asia/Jayapura": "WIT",
  UTC: "UTC",
};

/**
 * A zone's short name at `at`, written by the shop rather than asked of the browser's Intl (which may
 * name it differently from the server's): "WIB", "GMT+1", "GMT+2" in Berlin's summer, "GMT+5:30".
 */
export function zoneAbbreviation(timeZone: string, at: Date | string = new Date()): string {
  const named = ABBREVIATIONS[timeZone];
  if (named) return named;
  const minutes = Math.round(offsetMs(new Date(at).getTime(), timeZone) / 60_000);
  if (minutes === 0) return "GMT";
  const sign = minutes < 0 ? "-" : "+";
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, "0")}` : ""}`;
}

/** The zone as page headers and filter labels name it: "WIB (Asia/Jakarta)", "GMT+1 (Europe/Berlin)", "UTC". */
export function zoneLabel(timeZone: string, at: Date | string = new Date()): string {
  const short = zoneAbbreviation(timeZone, at);
  return short === timeZone ? short : `${short} (${timeZone})`;
}
