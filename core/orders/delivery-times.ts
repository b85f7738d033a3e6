/**
 * How fast a game's orders really arrive: the median and the 90th percentile of the time from payment
 * to delivery over its last deliveries, which the game page shows in the buyer's words next to the
 * promise. Measured in the database, kept per server for a few minutes: every game page reads it, and
 * a figure a few minutes old is as true.
 */
export interface MeasuredDelivery {
  /** Deliveries measured (at most MEASURED_DELIVERIES, within MEASURED_DAYS). */
  deliveries: number;
  medianSeconds: number;
  p90Seconds: number;
}

/** Port: the measurement, every game at once (adapters/db/orders/delivery-times-repository.ts). */
export interface DeliveryTimesStore {
  measure(window: { deliveries: number; since: Date }): Promise<Map<string, MeasuredDelivery>>;
}

/** The last deliveries of a game that count, and how far back. */
export const MEASURED_DELIVERIES = 200;
export const MEASURED_DAYS = 30;
/** Fewer deliveries than this say too little: the game page shows only the promise. */
export const MIN_MEASURED_DELIVERIES = 20;
/** How long one server reuses a measurement. */
export const MEASUREMENT_KEPT_MS = 5 * 60_000;

/** A duration as the buyer reads it: whole seconds or minutes, with its unit. */
export interface ShownDuration {
  unit: "second" | "minute";
  value: number;
}

/**
 * The typical time, rounded to what a person says (to 5 s under a minute, to 10 s under a minute
 * and a half, then to the minute); `atMost` rounds up instead, so "9 of 10 within" stays true.
 */
export function shownDuration(seconds: number, atMost = false): ShownDuration {
  const round = (value: number, step: number) => (atMost ? Math.ceil(value / step) : Math.round(value / step)) * step;
  if (seconds < 60) return { unit: "second", value: Math.max(5, round(seconds, 5)) };
  if (seconds < 90) {
    const value = round(seconds, 10);
    return value >= 90 ? { unit: "minute", value: 2 } : { unit: "second", value };
  }
  return { unit: "minute", value: Math.max(2, atMost ? Math.ceil(seconds / 60) : Math.round(seconds / 60)) };
}

/** What a game page shows: the measured times, or null when there are too few deliveries to say. */
export interface DeliverySpeed {
  deliveries: number;
  usually: ShownDuration;
  nineInTen: ShownDuration;
  /** The 90th percentile in whole minutes, rounded up: the structured data's bound (decision 062). */
  nineInTenMinutes: number;
}

export function createDeliveryTimes(deps: { store: DeliveryTimesStore; clock?: () => Date }) {
  const now = () => deps.clock?.() ?? new Date();
  let kept: { at: number; reading: Promise<Map<string, MeasuredDelivery>> } | undefined;

  function measurements(): Promise<Map<string, MeasuredDelivery>> {
    const at = now().getTime();
    if (!kept || at - kept.at >= MEASUREMENT_KEPT_MS) {
      const reading = deps.store.measure({
        deliveries: MEASURED_DELIVERIES,
        since: new Date(at - MEASURED_DAYS * 86_400_000),
      });
      kept = { at, reading };
      // A failed read is not kept: the next page asks again.
      reading.catch(() => {
        if (kept?.reading === reading) kept = undefined;
      });
    }
    return kept.reading;
  }

  /** What a page says of a measurement; null with too few deliveries. */
  function speedOf(measured: MeasuredDelivery | undefined): DeliverySpeed | null {
    if (!measured || measured.deliveries < MIN_MEASURED_DELIVERIES) return null;
    return {
      deliveries: measured.deliveries,
      usually: shownDuration(measured.medianSeconds),
      nineInTen: shownDuration(measured.p90Seconds, true),
      nineInTenMinutes: Math.max(1, Math.ceil(measured.p90Seconds / 60)),
    };
  }

  return {
    /** The game's measured speed; null with too few deliveries, or when the database cannot say now. */
    async of(gameSlug: string): Promise<DeliverySpeed | null> {
      try {
        return speedOf((await measurements()).get(gameSlug));
      } catch {
        return null;
      }
    },

    /**
     * Every game's measured speed that says something (the home page's tiles), by slug; a game with
     * too few deliveries is absent, and all are when the database cannot say now.
     */
    async all(): Promise<Record<string, DeliverySpeed>> {
      let measured: Map<string, MeasuredDelivery>;
      try {
        measured = await measurements();
      } catch {
        return {};
      }
      const speeds: Record<string, DeliverySpeed> = {};
      for (const [slug, measurement] of measured) {
        const speed = speedOf(measurement);
        if (speed) speeds[slug] = speed;
      }
      return speeds;
    },
  };
}

export type DeliveryTimes = ReturnType<typeof createDeliveryTimes>;
