import { describe, expect, it } from "vitest";
import { failure } from "../failure";
import { retriedUnit } from "../orders/supplier-routing";
import {
  buildReport,
  createMoneyReports,
  paymentMethodName,
  periodDays,
  reportInput,
  reportRecords,
  type ReportPeriod,
  type ReportStore,
  type ReportSums,
} from "./reports";

const JAKARTA = "Asia/Jakarta";
const NOW = new Date("2026-11-29T10:00:00Z");

function period(from: string, to: string): ReportPeriod {
  const asked = reportInput({ from, to }, JAKARTA, NOW);
  if (!asked.ok) throw new Error(`${from}..${to}`);
  return asked.period;
}

const sums = (row: Partial<ReportSums> & Pick<ReportSums, "currency" | "key">): ReportSums => ({
  orders: 0,
  revenue: 0,
  refunds: 0,
  refunded: 0,
  costIdr: 0,
  estimatedOrders: 0,
  uncostedOrders: 0,
  ...row,
});

describe("the report's period", () => {
  it("is the last 30 days up to today on the shop's clock when none is typed, per day", () => {
    // 10:00 UTC is 17:00 WIB on the 29th.
    const asked = reportInput({}, JAKARTA, NOW);
    expect(asked).toEqual({
      ok: true,
      group: "day",
      period: {
        from: "2026-10-31",
        to: "2026-11-29",
        timeZone: JAKARTA,
        start: new Date("2026-10-30T17:00:00Z"),
        end: new Date("2026-11-29T17:00:00Z"),
      },
    });
    if (asked.ok) expect(periodDays(asked.period)).toHaveLength(30);
    // 20:00 UTC is already the 30th in Jakarta.
    const late = reportInput({}, JAKARTA, new Date("2026-11-29T20:00:00Z"));
    expect(late.ok && late.period.to).toBe("2026-11-30");
  });

  it("reads typed days as the shop's days and keeps a typed grouping", () => {
    expect(reportInput({ from: "2026-11-01", to: "2026-11-01", group: "market" }, JAKARTA, NOW)).toEqual({
      ok: true,
      group: "market",
      period: {
        from: "2026-11-01",
        to: "2026-11-01",
        timeZone: JAKARTA,
        start: new Date("2026-10-31T17:00:00Z"),
        end: new Date("2026-11-01T17:00:00Z"),
      },
    });
  });

  it("names what is wrong: a day that is not one, To before From, over a year, an unknown grouping", () => {
    expect(reportInput({ from: "2026-02-30" }, JAKARTA, NOW)).toEqual(failure("invalid", { field: "from" }));
    expect(reportInput({ to: "yesterday" }, JAKARTA, NOW)).toEqual(failure("invalid", { field: "to" }));
    expect(reportInput({ from: "2026-11-10", to: "2026-11-09" }, JAKARTA, NOW)).toEqual(
      failure("invalid", { field: "period" }),
    );
    // 367 days; 366 (a year and a day) is the most one report reads.
    expect(reportInput({ from: "2025-01-01", to: "2026-01-02" }, JAKARTA, NOW)).toEqual(
      failure("invalid", { field: "period" }),
    );
    expect(reportInput({ from: "2025-01-01", to: "2026-01-01" }, JAKARTA, NOW).ok).toBe(true);
    expect(reportInput({ group: "week" }, JAKARTA, NOW)).toEqual(failure("invalid", { field: "group" }));
  });
});

describe("the report's figures", () => {
  const week = period("2026-11-23", "2026-11-25");

  it("gives every day of the period per currency, with margin = revenue - refunds - cost and its share", () => {
    const report = buildReport(
      [
        sums({ currency: "IDR", key: "2026-11-23", orders: 2, revenue: 200_000, costIdr: 150_000 }),
        sums({ currency: "IDR", key: "2026-11-25", orders: 1, revenue: 50_000, refunds: 1, refunded: 20_000 }),
      ],
      week,
      "day",
      {},
    );
    expect(report.currencies).toHaveLength(1);
    const idr = report.currencies[0]!;
    expect(idr.rows.map((row) => [row.key, row.orders, row.margin?.amount, row.marginBps])).toEqual([
      ["2026-11-23", 2, 50_000, 2_500],
      ["2026-11-24", 0, 0, null],
      ["2026-11-25", 1, 30_000, 6_000],
    ]);
    expect(idr.total).toMatchObject({
      key: "",
      orders: 3,
      revenue: { amount: 250_000, currency: "IDR" },
      refunds: 1,
      refunded: { amount: 20_000, currency: "IDR" },
      cost: { amount: 150_000, currency: "IDR" },
      margin: { amount: 80_000, currency: "IDR" },
      marginBps: 3_200,
    });
  });

  it("never adds two currencies: each has its own rows and total, costs converted at its rate, rounded up", () => {
    const report = buildReport(
      [
        sums({ currency: "USD", key: "2026-11-24", orders: 1, revenue: 500, costIdr: 51_000, estimatedOrders: 1 }),
        sums({ currency: "IDR", key: "2026-11-24", orders: 1, revenue: 80_000, costIdr: 51_000 }),
      ],
      week,
      "day",
      // Rp 1.000.000 = $62.50: Rp 51.000 is 318.75 cents, so $3.19.
      { USD: 6_250 },
    );
    expect(report.currencies.map((block) => block.currency)).toEqual(["IDR", "USD"]);
    const usd = report.currencies[1]!;
    expect(usd.rate).toBe(6_250);
    expect(usd.total).toMatchObject({
      revenue: { amount: 500, currency: "USD" },
      cost: { amount: 319, currency: "USD" },
      margin: { amount: 181, currency: "USD" },
      marginBps: 3_620,
      estimatedOrders: 1,
    });
    expect(report.currencies[0]!.total).toMatchObject({ revenue: { amount: 80_000 }, cost: { amount: 51_000 } });
  });

  it("shows no cost or margin for a currency without a rate, rather than a wrong one", () => {
    const [rub] = buildReport(
      [sums({ currency: "RUB", key: "2026-11-24", orders: 1, revenue: 30_000, costIdr: 40_000 })],
      week,
      "day",
      {},
    ).currencies;
    expect(rub!.rate).toBeUndefined();
    expect(rub!.total).toMatchObject({ revenue: { amount: 30_000 }, cost: null, margin: null, marginBps: null });
  });

  it("gathers locales into their market, and orders other groupings by revenue", () => {
    const report = buildReport(
      [
        sums({ currency: "IDR", key: "id", orders: 2, revenue: 40_000 }),
        sums({ currency: "IDR", key: "en-id", orders: 1, revenue: 30_000 }),
      ],
      week,
      "market",
      {},
    );
    expect(report.currencies[0]!.rows.map((row) => [row.key, row.orders, row.revenue.amount])).toEqual([
      ["id", 3, 70_000],
    ]);
    const games = buildReport(
      [
        sums({ currency: "IDR", key: "free-fire", revenue: 10_000 }),
        sums({ currency: "IDR", key: "mobile-legends", revenue: 90_000 }),
      ],
      week,
      "game",
      {},
    );
    expect(games.currencies[0]!.rows.map((row) => row.key)).toEqual(["mobile-legends", "free-fire"]);
  });

  it("goes to CSV as plain decimals, each currency followed by its total", () => {
    const report = buildReport(
      [sums({ currency: "USD", key: "=cmd", orders: 1, revenue: 1_250, costIdr: 100_000 })],
      week,
      "product",
      { USD: 6_250 },
    );
    expect(reportRecords(report)).toEqual([
      ["USD", "product", "'=cmd", "1", "12.50", "0", "0.00", "6.25", "6.25", "50.00", "0", "0"],
      ["USD", "product", "total", "1", "12.50", "0", "0.00", "6.25", "6.25", "50.00", "0", "0"],
    ]);
  });

  it("asks the store for locales when grouped by market", async () => {
    const asked: string[] = [];
    const store: ReportStore = {
      sums: async (_period, group) => {
        asked.push(group);
        return [];
      },
      rates: async () => ({}),
    };
    const reports = createMoneyReports({ store, encode: () => new ReadableStream() });
    expect(await reports.report(week, "market")).toEqual({ period: week, group: "market", currencies: [] });
    expect(asked).toEqual(["locale"]);
  });

  it("names a payment method by its brand, an unknown one by its id", () => {
    expect(paymentMethodName("gopay")).toBe("GoPay");
    expect(paymentMethodName("balance")).toBe("balance");
  });
});

describe("a unit's recorded cost", () => {
  it("goes when an operator sends a failed unit again: the next purchase records its own", () => {
    const retried = retriedUnit({
      reference: "K7M4Q2TX-1",
      status: "failed",
      serial: null,
      message: "failed",
      tries: 1,
      supplier: "digiflazz",
      supplierSku: "FF140",
      cost: 18_000,
      purchases: 1,
    });
    expect(retried).not.toHaveProperty("cost");
    expect(retried.earlier).toEqual([
      { supplier: "digiflazz", reference: "K7M4Q2TX-1", status: "failed", beforeRetry: true },
    ]);
  });
});
