import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDashboard, type Dashboard } from "../../../core/admin/dashboard";
import type { Currency } from "../../../core/money";
import { deliveredOrder, storedOrder } from "../../../tests/support/stored-order";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createDashboardStore } from "./dashboard";

/** 10:00 UTC is 17:00 in Jakarta (WIB, UTC+7): 23 November on the shop's clock. */
const NOW = new Date("2026-11-23T10:00:00Z");
const at = (iso: string) => new Date(iso);

/**
 * The dashboard's numbers from orders placed around the day boundaries of each market: an order at
 * 23:30 WIB belongs to its Jakarta day although UTC has another date, and the week starts at 00:00 WIB.
 */
describe("the operator's dashboard", () => {
  let database: TestDatabase;
  let dashboard: Dashboard;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    // 23:30 WIB on the 22nd (16:30 UTC): the 22nd's in Jakarta.
    await deliveredOrder(db, at("2026-11-22T16:30:00Z"), 10, { game: "free-fire", total: 20_000 });
    // 00:10 WIB on the 23rd, though still the 22nd in UTC: today's.
    await deliveredOrder(db, at("2026-11-22T17:10:00Z"), 2, { game: "free-fire", total: 30_000 });
    await deliveredOrder(db, at("2026-11-23T02:00:00Z"), 30, { game: "mobile-legends", total: 50_000 });
    // Paid, its delivery failed at the supplier, refunded as gold: canceled.
    await storedOrder(db, {
      total: 40_000,
      createdAt: at("2026-11-23T03:00:00Z"),
      paidAt: at("2026-11-23T03:01:00Z"),
      events: [
        ["awaiting_payment", at("2026-11-23T03:00:00Z")],
        ["in_progress", at("2026-11-23T03:01:00Z")],
        ["delivery_failed", at("2026-11-23T03:05:00Z")],
        ["canceled", at("2026-11-23T03:10:00Z")],
      ],
      refund: {
        kind: "order",
        status: "done",
        amount: 40_000,
        at: at("2026-11-23T03:10:00Z"),
        completedAt: at("2026-11-23T03:10:00Z"),
      },
    });
    // Not paid (yet): counted as an order only.
    await storedOrder(db, { total: 15_000, createdAt: at("2026-11-23T04:00:00Z") });
    // Bought and paid at 23:55 and 23:57 WIB on the 16th: the day before the week. At 00:00 WIB on the 17th: its first minute.
    await deliveredOrder(db, at("2026-11-16T16:55:00Z"), 5, { game: "free-fire", total: 99_000 });
    await deliveredOrder(db, at("2026-11-16T17:00:00Z"), 20, { game: "free-fire", total: 10_000 });
    // 04:30 WIB on the 23rd (21:30 UTC on the 22nd): today on the shop's clock, for roubles too.
    await deliveredOrder(db, at("2026-11-22T21:30:00Z"), 5, { game: "free-fire", total: 150_000, currency: "RUB" });
    dashboard = await createDashboard(createDashboardStore(db))(NOW, "Asia/Jakarta");
  }, 60_000);
  afterAll(() => database.drop());

  const market = (currency: Currency) => dashboard.currencies.find((entry) => entry.currency === currency)!;

  it("counts rupiah today and over 7 days by Jakarta's calendar", () => {
    const idr = market("IDR");
    expect(idr.timeZone).toBe("Asia/Jakarta");
    expect(idr.today).toEqual({
      orders: 4,
      paidOrders: 3,
      paid: { amount: 120_000, currency: "IDR" },
      completed: 2,
      successRateBps: 6_667,
      refunds: 1,
      refunded: { amount: 40_000, currency: "IDR" },
      supplierFailures: 1,
    });
    expect(idr.last7Days).toEqual({
      orders: 6,
      paidOrders: 5,
      paid: { amount: 150_000, currency: "IDR" },
      completed: 4,
      successRateBps: 8_000,
      refunds: 1,
      refunded: { amount: 40_000, currency: "IDR" },
      supplierFailures: 1,
    });
  });

  it("gives the chart one point per Jakarta day, days without orders as zeros", () => {
    expect(market("IDR").days.map((day) => [day.day, day.orders, day.paid.amount, day.successRateBps])).toEqual([
      ["2026-11-17", 1, 10_000, 10_000],
      ["2026-11-18", 0, 0, null],
      ["2026-11-19", 0, 0, null],
      ["2026-11-20", 0, 0, null],
      ["2026-11-21", 0, 0, null],
      ["2026-11-22", 1, 20_000, 10_000],
      ["2026-11-23", 4, 120_000, 6_667],
    ]);
  });

  it("times payment to delivery per game: the median and the 95th percentile in minutes", () => {
    const idr = market("IDR");
    expect(idr.deliveryTimes.today).toEqual([
      { gameSlug: "free-fire", deliveries: 1, medianMinutes: 2, p95Minutes: 2 },
      { gameSlug: "mobile-legends", deliveries: 1, medianMinutes: 30, p95Minutes: 30 },
    ]);
    // Free Fire's week: 2, 10 and 20 minutes; the 95th percentile interpolates between 10 and 20.
    expect(idr.deliveryTimes.last7Days).toEqual([
      { gameSlug: "free-fire", deliveries: 3, medianMinutes: 10, p95Minutes: 19 },
      { gameSlug: "mobile-legends", deliveries: 1, medianMinutes: 30, p95Minutes: 30 },
    ]);
  });

  it("keeps each currency apart, every one on the shop's calendar", () => {
    const rub = market("RUB");
    expect(rub.timeZone).toBe("Asia/Jakarta");
    expect(rub.today).toMatchObject({ orders: 1, paid: { amount: 150_000, currency: "RUB" }, successRateBps: 10_000 });
    expect(rub.deliveryTimes.today).toEqual([
      { gameSlug: "free-fire", deliveries: 1, medianMinutes: 5, p95Minutes: 5 },
    ]);
    expect(market("USD").last7Days).toMatchObject({
      orders: 0,
      paid: { amount: 0, currency: "USD" },
      successRateBps: null,
    });
    expect(market("USD").days).toHaveLength(7);
  });
});
