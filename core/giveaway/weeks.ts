/**
 * The giveaway's week: Monday 00:00 to the next Monday 00:00 in Asia/Jakarta. Jakarta
 * is UTC+7 all year (Indonesia has no daylight saving time), so a fixed offset is exact and needs no
 * time-zone database. A week is named by its Monday's Jakarta date ("2026-06-01"), which is how
 * the landing page, the API and the verification script refer to it.
 */
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
export const JAKARTA_OFFSET_MS = 7 * 3_600_000;

export interface GiveawayWeek {
  /** The Monday's date in Jakarta, YYYY-MM-DD. */
  key: string;
  /** Monday 00:00 Jakarta (Sunday 17:00 UTC), included. */
  start: Date;
  /** The next Monday 00:00 Jakarta, excluded. */
  end: Date;
}

const WEEK_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

function weekFromStartMs(startMs: number): GiveawayWeek {
  return {
    key: new Date(startMs + JAKARTA_OFFSET_MS).toISOString().slice(0, 10),
    start: new Date(startMs),
    end: new Date(startMs + WEEK_MS),
  };
}

/** The week an instant falls in. */
export function weekOf(instant: Date): GiveawayWeek {
  const jakartaDay = Math.floor((instant.getTime() + JAKARTA_OFFSET_MS) / DAY_MS);
  // Day 0 (1970-01-01) was a Thursday: (day + 3) mod 7 counts days since Monday.
  const sinceMonday = (((jakartaDay + 3) % 7) + 7) % 7;
  return weekFromStartMs((jakartaDay - sinceMonday) * DAY_MS - JAKARTA_OFFSET_MS);
}

/** The week that follows. */
export function nextWeek(week: GiveawayWeek): GiveawayWeek {
  return weekFromStartMs(week.end.getTime());
}

/** The week named by its Monday ("2026-06-01"); null for anything else, a date that is not a Monday included. */
export function weekNamed(key: string): GiveawayWeek | null {
  const match = WEEK_KEY.exec(key);
  if (!match) return null;
  const startMs = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - JAKARTA_OFFSET_MS;
  const week = weekFromStartMs(startMs);
  return Number.isFinite(startMs) && week.key === key && weekOf(week.start).key === key ? week : null;
}
