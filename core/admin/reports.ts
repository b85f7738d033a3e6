import { failure, type Failure } from "../failure";
import { marketOf, LOCALES, type Locale } from "../locales";
import { MARKETS } from "../markets";
import { CURRENCIES, decimalText, type Currency, type Money } from "../money";
import { calendarDay } from "../orders/order-date";
import { convertIdr } from "../pricing/margin";
import { dayRangeIn } from "./console-time";
import { safeCell, type CsvEncoder } from "./csv-exports";
import { daysBefore } from "./dashboard";
import type { Permission } from "./permissions";

/**
 * The console's money reports (decision 057): for a period of the shop's calendar days, per currency
 * (amounts of two currencies are never added), orders paid and their revenue, refunds, what the
 * supplier charged and the margin left, grouped by day, game, product, payment method or market.
 *
 * - An order counts on the day it was paid, its revenue is its total as paid, and its cost is that
 *   of its delivered units: the cost recorded on each unit when it was bought, else (units bought
 *   before costs were recorded) the offer's cost today, and the order is then "estimated".
 * - A refund counts on the day its money went back (claims done); a surplus refund returns a
 *   payment the order never took, which was never revenue, and is left out.
 * - Costs are rupiah; another currency's are converted at the rate the shop prices with now.
 */
export const REPORT_GROUPS = ["day", "game", "product", "method", "market"] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** Margins are the prices' business: managers, who set them, and admins (decision 057). */
export const REPORT_PERMISSION: Permission = "prices";

/** The period when none is typed: the last 30 days, today included. */
export const REPORT_DEFAULT_DAYS = 30;
/** The longest period one report reads: a year and a day, so any whole year fits. */
export const REPORT_MAX_DAYS = 366;

export const isReportGroup = (value: string | undefined): value is ReportGroup =>
  (REPORT_GROUPS as readonly string[]).includes(value ?? "");

/** Calendar days of the shop's clock, `from` to `to` inclusive, and the instants that bound them. */
export interface ReportPeriod {
  from: string;
  to: string;
  timeZone: string;
  /** `from`'s 00:00 on the shop's clock. */
  start: Date;
  /** The day after `to`, 00:00 on the shop's clock (excluded). */
  end: Date;
}

export interface ReportParams {
  from?: string;
  to?: string;
  group?: string;
}

export type ReportInputRefusal = Failure<"invalid", { field: "from" | "to" | "group" | "period" }>;

/** Days between two calendar days (calendar arithmetic, no clock involved). */
function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The report a page's address asks for: blank days are the last 30 days up to today on the shop's
 * clock, a blank group is per day. A day that is not one, `to` before `from` or a period over a year
 * names what is wrong.
 */
export function reportInput(
  params: ReportParams,
  timeZone: string,
  now: Date,
): { ok: true; period: ReportPeriod; group: ReportGroup } | ReportInputRefusal {
  const group = params.group?.trim() || "day";
  if (!isReportGroup(group)) return failure("invalid", { field: "group" as const });
  const to = params.to?.trim() || calendarDay(now, timeZone);
  // `to` is checked before a blank `from` is counted back from it.
  const end = dayRangeIn({ to }, timeZone);
  if (!end.ok) return end;
  const from = params.from?.trim() || daysBefore(to, REPORT_DEFAULT_DAYS - 1);
  const range = dayRangeIn({ from, to }, timeZone);
  if (!range.ok) return range;
  const days = dayCount(from, to);
  if (days < 1 || days > REPORT_MAX_DAYS) return failure("invalid", { field: "period" as const });
  return { ok: true, period: { from, to, timeZone, start: range.from!, end: range.to! }, group };
}

/**
 * One currency's sums for one key of a grouping, as the store adds them up. The key is the paid or
 * refunded day ("2026-11-28"), the game's slug, the product's SKU, the payment method's id, or, for
 * markets, the order's locale (the report gathers locales into their market).
 */
export interface ReportSums {
  currency: Currency;
  key: string;
  orders: number;
  revenue: number;
  refunds: number;
  refunded: number;
  /** Delivered units' cost in rupiah: as recorded, else at the offer's cost today. */
  costIdr: number;
  /** Orders with a delivered unit costed at the offer's cost today. */
  estimatedOrders: number;
  /** Orders with a delivered unit no cost is known for (counted as free). */
  uncostedOrders: number;
}

/** How the store groups: as the report, except markets, which it reads as locales. */
export type ReportStoreGroup = Exclude<ReportGroup, "market"> | "locale";

/** Port: the sums, in SQL (adapters/db/admin/report-repository.ts), and the shop's currency rates. */
export interface ReportStore {
  sums(period: ReportPeriod, group: ReportStoreGroup): Promise<ReportSums[]>;
  /** Per currency, how many of its minor units Rp 1.000.000 buys (core/pricing/margin.ts). */
  rates(): Promise<Partial<Record<Currency, number>>>;
}

export interface ReportRow {
  key: string;
  orders: number;
  revenue: Money;
  refunds: number;
  refunded: Money;
  /** Null when the currency has no rate to convert rupiah costs with. */
  cost: Money | null;
  margin: Money | null;
  /** Margin over revenue, in basis points; null without revenue or cost. */
  marginBps: number | null;
  estimatedOrders: number;
  uncostedOrders: number;
}

export interface CurrencyReport {
  currency: Currency;
  /** The rate costs were converted at (minor units per Rp 1.000.000); undefined for rupiah or when unset. */
  rate?: number;
  rows: ReportRow[];
  total: ReportRow;
}

export interface MoneyReport {
  period: ReportPeriod;
  group: ReportGroup;
  currencies: CurrencyReport[];
}

const emptySums = (currency: Currency, key: string): ReportSums => ({
  currency,
  key,
  orders: 0,
  revenue: 0,
  refunds: 0,
  refunded: 0,
  costIdr: 0,
  estimatedOrders: 0,
  uncostedOrders: 0,
});

function added(a: ReportSums, b: ReportSums): ReportSums {
  return {
    ...a,
    orders: a.orders + b.orders,
    revenue: a.revenue + b.revenue,
    refunds: a.refunds + b.refunds,
    refunded: a.refunded + b.refunded,
    costIdr: a.costIdr + b.costIdr,
    estimatedOrders: a.estimatedOrders + b.estimatedOrders,
    uncostedOrders: a.uncostedOrders + b.uncostedOrders,
  };
}

const marginBps = (margin: number, revenue: number) => (revenue === 0 ? null : Math.round((margin * 10_000) / revenue));

/** A row's figures: its rupiah cost converted (rounded up: a cost is never understated) and its margin. */
function reportRow(sums: ReportSums, rate: number | undefined): ReportRow {
  const { currency } = sums;
  const cost = convertIdr(sums.costIdr, currency, rate);
  const margin = cost === undefined ? undefined : sums.revenue - sums.refunded - cost;
  return {
    key: sums.key,
    orders: sums.orders,
    revenue: { amount: sums.revenue, currency },
    refunds: sums.refunds,
    refunded: { amount: sums.refunded, currency },
    cost: cost === undefined ? null : { amount: cost, currency },
    margin: margin === undefined ? null : { amount: margin, currency },
    marginBps: margin === undefined ? null : marginBps(margin, sums.revenue),
    estimatedOrders: sums.estimatedOrders,
    uncostedOrders: sums.uncostedOrders,
  };
}

/** The total of a currency's rows: their converted costs added, so the table adds up as read. */
function totalRow(rows: readonly ReportRow[], currency: Currency): ReportRow {
  const sum = (pick: (row: ReportRow) => number) => rows.reduce((acc, row) => acc + pick(row), 0);
  const revenue = sum((row) => row.revenue.amount);
  const refunded = sum((row) => row.refunded.amount);
  const costed = rows.every((row) => row.cost !== null);
  const cost = sum((row) => row.cost?.amount ?? 0);
  const margin = revenue - refunded - cost;
  return {
    key: "",
    orders: sum((row) => row.orders),
    revenue: { amount: revenue, currency },
    refunds: sum((row) => row.refunds),
    refunded: { amount: refunded, currency },
    cost: costed ? { amount: cost, currency } : null,
    margin: costed ? { amount: margin, currency } : null,
    marginBps: costed ? marginBps(margin, revenue) : null,
    estimatedOrders: sum((row) => row.estimatedOrders),
    uncostedOrders: sum((row) => row.uncostedOrders),
  };
}

/** Every calendar day of the period, oldest first. */
export function periodDays(period: Pick<ReportPeriod, "from" | "to">): string[] {
  const count = dayCount(period.from, period.to);
  return Array.from({ length: count }, (_, index) => daysBefore(period.to, count - 1 - index));
}

const isLocale = (key: string): key is Locale => (LOCALES as readonly string[]).includes(key);

/**
 * The report from the store's sums (pure): locales gathered into markets, every day of the period
 * present for a currency with any figure when grouped by day (oldest first), else the rows with the
 * most revenue first; one total per currency; currencies in the shop's order.
 */
export function buildReport(
  sums: readonly ReportSums[],
  period: ReportPeriod,
  group: ReportGroup,
  rates: Partial<Record<Currency, number>>,
): MoneyReport {
  const byCurrency = new Map<Currency, Map<string, ReportSums>>();
  for (const row of sums) {
    const key = group === "market" && isLocale(row.key) ? marketOf(row.key) : row.key;
    const rows = byCurrency.get(row.currency) ?? new Map<string, ReportSums>();
    rows.set(key, added(rows.get(key) ?? emptySums(row.currency, key), { ...row, key }));
    byCurrency.set(row.currency, rows);
  }
  const currencies = CURRENCIES.filter((currency) => byCurrency.has(currency)).map((currency): CurrencyReport => {
    const keyed = byCurrency.get(currency)!;
    const rate = currency === "IDR" ? undefined : rates[currency];
    const ordered =
      group === "day"
        ? periodDays(period).map((day) => keyed.get(day) ?? emptySums(currency, day))
        : [...keyed.values()].sort((a, b) => b.revenue - a.revenue || a.key.localeCompare(b.key));
    const rows = ordered.map((row) => reportRow(row, rate));
    return { currency, ...(rate === undefined ? {} : { rate }), rows, total: totalRow(rows, currency) };
  });
  return { period, group, currencies };
}

/** The name a payment method's id has in its market's list ("GoPay"), else the id itself. */
export function paymentMethodName(id: string): string {
  for (const market of Object.values(MARKETS)) {
    const found = market.paymentMethods.find((method) => method.id === id);
    if (found) return found.brand;
  }
  return id;
}

/** The CSV's columns: one record per row of each currency, then its total (an empty key). */
const CSV_HEADER = [
  "currency",
  "group",
  "key",
  "orders_paid",
  "revenue",
  "refunds",
  "refunded",
  "cost",
  "margin",
  "margin_percent",
  "estimated_orders",
  "uncosted_orders",
] as const;

/** A report as CSV records: keys as the data holds them (days, slugs, SKUs, method ids, market codes). */
export function reportRecords(report: MoneyReport): string[][] {
  const amount = (value: Money | null) => (value ? decimalText(value) : "");
  return report.currencies.flatMap(({ currency, rows, total }) =>
    [...rows, total].map((row) => [
      currency,
      report.group,
      safeCell(row.key === "" ? "total" : row.key),
      String(row.orders),
      amount(row.revenue),
      String(row.refunds),
      amount(row.refunded),
      amount(row.cost),
      amount(row.margin),
      row.marginBps === null ? "" : (row.marginBps / 100).toFixed(2),
      String(row.estimatedOrders),
      String(row.uncostedOrders),
    ]),
  );
}

export function createMoneyReports(deps: { store: ReportStore; encode: CsvEncoder }) {
  async function report(period: ReportPeriod, group: ReportGroup): Promise<MoneyReport> {
    const [sums, rates] = await Promise.all([
      deps.store.sums(period, group === "market" ? "locale" : group),
      deps.store.rates(),
    ]);
    return buildReport(sums, period, group, rates);
  }
  return {
    report,
    /** The same report as a CSV download, named for its days and grouping. */
    async csv(period: ReportPeriod, group: ReportGroup) {
      const records = reportRecords(await report(period, group));
      return {
        filename: `kupi-report-${group}-${period.from}-${period.to}.csv`,
        body: deps.encode(
          CSV_HEADER,
          (async function* () {
            yield* records;
          })(),
        ),
      };
    },
  };
}

export type MoneyReports = ReturnType<typeof createMoneyReports>;
