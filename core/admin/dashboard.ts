import { MARKETS } from "../markets";
import type { Currency, Money } from "../money";
import { calendarDay } from "../orders/order-date";

/**
 * The console's dashboard: today and the last 7 days, per currency, every currency's days counted
 * on the console's clock, the shop's time zone (decision 052; Asia/Jakarta by default: an order at
 * 23:30 WIB is that Jakarta day's, though it is 16:30 UTC), so a day's count is what the order
 * search's filter for that day finds.
 *
 * - orders: created that day; paid, success and supplier failures: by the day the order was paid,
 *   the day its delivery failed; refunds: by the day the money went back (claims done).
 * - success: of the orders paid, the share complete now, in basis points (null without paid orders).
 */
export interface DayCounts {
  /** The market's calendar day, "2026-11-23". */
  day: string;
  orders: number;
  paidOrders: number;
  paid: Money;
  completed: number;
  refunds: number;
  refunded: Money;
  supplierFailures: number;
}

export type PeriodStats = Omit<DayCounts, "day"> & { successRateBps: number | null };

export interface GameDeliveryTimes {
  gameSlug: string;
  /** Completed orders paid in the period. */
  deliveries: number;
  /** Minutes from payment to delivery (PostgreSQL percentile_cont), to a tenth. */
  medianMinutes: number;
  p95Minutes: number;
}

export interface CurrencyDashboard {
  currency: Currency;
  timeZone: string;
  today: PeriodStats;
  last7Days: PeriodStats;
  /** The 7 days, oldest first, for the chart (today last). */
  days: (DayCounts & { successRateBps: number | null })[];
  deliveryTimes: { today: GameDeliveryTimes[]; last7Days: GameDeliveryTimes[] };
}

export interface Dashboard {
  currencies: CurrencyDashboard[];
}

/** Which days of a market: `from` to `to` inclusive, calendar days of `timeZone`. */
export interface DayRange {
  currency: Currency;
  timeZone: string;
  from: string;
  to: string;
}

/** Port: the day counts and delivery times (adapters/db/admin/dashboard.ts). */
export interface DashboardStore {
  /** One row per day of the range, days without orders included (zeros). */
  days(range: DayRange): Promise<DayCounts[]>;
  /** Per game, the orders of the currency paid within the range's days and delivered. */
  deliveryTimes(range: DayRange): Promise<GameDeliveryTimes[]>;
}

const DAYS = 7;

/** The day `days` days before `day` (calendar arithmetic: no time zone or daylight saving involved). */
export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const successRate = (completed: number, paidOrders: number) =>
  paidOrders === 0 ? null : Math.round((completed * 10_000) / paidOrders);

function total(days: DayCounts[], currency: Currency): PeriodStats {
  const sum = (pick: (day: DayCounts) => number) => days.reduce((acc, day) => acc + pick(day), 0);
  const paidOrders = sum((day) => day.paidOrders);
  const completed = sum((day) => day.completed);
  return {
    orders: sum((day) => day.orders),
    paidOrders,
    paid: { amount: sum((day) => day.paid.amount), currency },
    completed,
    successRateBps: successRate(completed, paidOrders),
    refunds: sum((day) => day.refunds),
    refunded: { amount: sum((day) => day.refunded.amount), currency },
    supplierFailures: sum((day) => day.supplierFailures),
  };
}

export function createDashboard(store: DashboardStore) {
  return async function dashboard(now: Date, timeZone: string): Promise<Dashboard> {
    const currencies = await Promise.all(
      Object.values(MARKETS).map(async ({ currency }): Promise<CurrencyDashboard> => {
        const today = calendarDay(now, timeZone);
        const week: DayRange = { currency, timeZone, from: daysBefore(today, DAYS - 1), to: today };
        const todayOnly: DayRange = { ...week, from: today };
        const [days, weekTimes, todayTimes] = await Promise.all([
          store.days(week),
          store.deliveryTimes(week),
          store.deliveryTimes(todayOnly),
        ]);
        return {
          currency,
          timeZone,
          today: total(
            days.filter((day) => day.day === today),
            currency,
          ),
          last7Days: total(days, currency),
          days: days.map((day) => ({ ...day, successRateBps: successRate(day.completed, day.paidOrders) })),
          deliveryTimes: { today: todayTimes, last7Days: weekTimes },
        };
      }),
    );
    return { currencies };
  };
}
