import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysBefore } from "../../core/admin/dashboard";
import { calendarDay } from "../../core/orders/order-date";
import { startCheckoutHarness, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { signedInOperator } from "../../tests/support/admin-operator";
import { deliveredOrder, minutesAfter, storedOrder } from "../../tests/support/stored-order";

/**
 * The console's dashboard and queue over HTTP: closed to strangers (401) and buyers (403),
 * open to every operator role, with the numbers of the orders made here. The routes ask for the
 * real time, so the orders sit early in today's Jakarta day (and one six days before), the same
 * market day however the clock stands when the test runs.
 */
describe("the console's dashboard and queue API", () => {
  let shop: CheckoutHarness;
  let failed: { id: string; number: string };
  let failedAt: Date;

  beforeAll(async () => {
    shop = await startCheckoutHarness();
    const db = shop.database.db;
    const today = calendarDay(new Date(), "Asia/Jakarta");
    const startOfToday = new Date(`${today}T00:00:00+07:00`);
    const delivered = (createdAt: Date, deliverMinutes: number, game: "free-fire" | "mobile-legends", total: number) =>
      deliveredOrder(db, createdAt, deliverMinutes, { game, total });
    await delivered(minutesAfter(startOfToday, 1), 4, "free-fire", 30_000);
    await delivered(minutesAfter(startOfToday, 2), 10, "mobile-legends", 50_000);
    // Paid, then the supplier refused the player ID for good; nobody refunded it yet.
    const created = minutesAfter(startOfToday, 3);
    failedAt = minutesAfter(created, 5);
    failed = await storedOrder(db, {
      total: 40_000,
      createdAt: created,
      paidAt: minutesAfter(created, 1),
      events: [
        ["awaiting_payment", created],
        ["in_progress", minutesAfter(created, 1)],
        ["delivery_failed", failedAt, "supplier: wrong destination"],
      ],
      delivery: "failed",
    });
    // Never paid: an order of the day, nothing more.
    await storedOrder(db, { total: 15_000, createdAt: minutesAfter(startOfToday, 4) });
    // Six Jakarta days ago: inside the week; eight days ago: outside it.
    await delivered(new Date(`${daysBefore(today, 6)}T12:00:00+07:00`), 2, "free-fire", 10_000);
    await delivered(new Date(`${daysBefore(today, 8)}T12:00:00+07:00`), 2, "free-fire", 99_000);
  }, 60_000);
  afterAll(() => shop.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${shop.base}/backend/api${path}`, { headers: { ...headers, "accept-language": "id" } });

  it("refuses a stranger (401) and a buyer (403) on both, in the API's error shape", async () => {
    const buyer = await shop.signedInBuyer("Just a buyer");
    for (const path of ["/admin/dashboard", "/admin/queue"]) {
      const stranger = await get(path);
      expect(stranger.status, path).toBe(401);
      expect(await stranger.json()).toEqual({
        code: "admin.signInRequired",
        message: "Masuk ke konsol operator terlebih dahulu.",
      });
      const refused = await get(path, buyer.auth);
      expect(refused.status, path).toBe(403);
      expect(await refused.json()).toEqual({
        code: "admin.forbidden",
        message: "Peran Anda tidak punya akses ke bagian ini.",
      });
    }
  });

  it("gives a support operator today's and the week's rupiah numbers", async () => {
    const support = await signedInOperator(shop, "Support Sari", "support");
    const response = await get("/admin/dashboard", { cookie: support.cookie });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    const idr = data.currencies.find((market: { currency: string }) => market.currency === "IDR");
    expect(idr.timeZone).toBe("Asia/Jakarta");
    expect(idr.today).toEqual({
      orders: 4,
      paidOrders: 3,
      paid: { amount: 120_000, currency: "IDR" },
      completed: 2,
      successRateBps: 6_667,
      refunds: 0,
      refunded: { amount: 0, currency: "IDR" },
      supplierFailures: 1,
    });
    expect(idr.last7Days).toMatchObject({
      orders: 5,
      paidOrders: 4,
      paid: { amount: 130_000, currency: "IDR" },
      completed: 3,
      successRateBps: 7_500,
      supplierFailures: 1,
    });
    expect(idr.days).toHaveLength(7);
    expect(idr.days.map((day: { orders: number }) => day.orders)).toEqual([1, 0, 0, 0, 0, 0, 4]);
    expect(idr.deliveryTimes.last7Days).toEqual([
      // 2 and 4 minutes: the median between them, the 95th percentile near the slower.
      { gameSlug: "free-fire", deliveries: 2, medianMinutes: 3, p95Minutes: 3.9 },
      { gameSlug: "mobile-legends", deliveries: 1, medianMinutes: 10, p95Minutes: 10 },
    ]);
    // The rouble market had nothing: zeros, and no success rate rather than 0%.
    const rub = data.currencies.find((market: { currency: string }) => market.currency === "RUB");
    expect(rub.today).toMatchObject({ orders: 0, successRateBps: null });
  });

  it("lists the failed, unrefunded delivery in a manager's queue, since its failure", async () => {
    const manager = await signedInOperator(shop, "Manager Made", "manager");
    const response = await get("/admin/queue", { cookie: manager.cookie });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toEqual([
      expect.objectContaining({
        kind: "deliveryFailed",
        since: failedAt.toISOString(),
        reason: "supplier: wrong destination",
        order: expect.objectContaining({
          id: failed.id,
          number: failed.number,
          status: "delivery_failed",
          total: { amount: 40_000, currency: "IDR" },
        }),
      }),
    ]);
    // The buyer's contact stays on the order page: the queue names the order, not the person.
    expect(data[0].order).not.toHaveProperty("contactEmail");
  });
});
