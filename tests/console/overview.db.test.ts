import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysBefore } from "../../core/admin/dashboard";
import { calendarDay } from "../../core/orders/order-date";
import { asOperator, consoleDoor, signedInOperator } from "../support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { pageText } from "../support/page-text";
import { deliveredOrder, minutesAfter, storedOrder } from "../support/stored-order";

/**
 * The console's dashboard and queue pages: closed to strangers (sent to sign in) and buyers (403),
 * open to every operator role, with the numbers of the orders made here. The pages ask for the
 * real time, so the orders sit early in today's Jakarta day (and one six days before), the same
 * market day however the clock stands when the test runs.
 */
describe("the console's dashboard and queue pages", () => {
  let shop: CheckoutHarness;
  let failed: { id: string; number: string };
  let failedAt: Date;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true });
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
  afterAll(() => shop?.close());

  const door = () => consoleDoor(shop);

  it("sends a stranger to sign in and refuses a buyer (403) on both", async () => {
    const buyer = await shop.signedInBuyer("Just a buyer");
    for (const path of ["/admin/dashboard", "/admin/queue"]) {
      const stranger = await door().read(path);
      expect(stranger.status, path).toBe(302);
      expect(stranger.headers.get("location"), path).toBe("/admin/sign-in");
      const refused = await door().read(path, buyer.auth);
      expect(refused.status, path).toBe(403);
      expect(await pageText(refused)).toContain("Peran Anda tidak punya akses ke bagian ini.");
    }
  });

  it("gives a support operator today's and the week's rupiah numbers", async () => {
    const support = await signedInOperator(shop, "Support Sari", "support");
    const response = await door().read("/admin/dashboard", asOperator(support));
    expect(response.status).toBe(200);
    expect(await pageText(response)).toMatch(/Rp\s120\.000/);
    const data = await shop.services.adminQueries.dashboard(new Date(), await shop.services.shopTimeZone.current());
    const idr = data.currencies.find((market) => market.currency === "IDR")!;
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
    expect(idr.days.map((day) => day.orders)).toEqual([1, 0, 0, 0, 0, 0, 4]);
    expect(idr.deliveryTimes.last7Days).toEqual([
      // 2 and 4 minutes: the median between them, the 95th percentile near the slower.
      { gameSlug: "free-fire", deliveries: 2, medianMinutes: 3, p95Minutes: 3.9 },
      { gameSlug: "mobile-legends", deliveries: 1, medianMinutes: 10, p95Minutes: 10 },
    ]);
    // The rouble market had nothing: zeros, and no success rate rather than 0%.
    const rub = data.currencies.find((market) => market.currency === "RUB")!;
    expect(rub.today).toMatchObject({ orders: 0, successRateBps: null });
  });

  it("lists the failed, unrefunded delivery in a manager's queue, since its failure", async () => {
    const manager = await signedInOperator(shop, "Manager Made", "manager");
    const response = await door().read("/admin/queue", asOperator(manager));
    expect(response.status).toBe(200);
    const html = await response.text();
    const page = await pageText(new Response(html));
    expect(page).toContain(failed.number);
    expect(page).toContain("supplier: wrong destination");
    // A manager does not open orders: no link that would answer 403. Support's queue links the order.
    expect(html).not.toContain(`href="/admin/orders/${failed.id}"`);
    const support = await signedInOperator(shop, "Support Queue", "support");
    expect(await (await door().read("/admin/queue", asOperator(support))).text()).toContain(
      `href="/admin/orders/${failed.id}"`,
    );
    const items = await shop.services.adminQueries.attentionQueue(new Date());
    expect(items).toEqual([
      expect.objectContaining({
        kind: "deliveryFailed",
        since: failedAt,
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
    expect(items[0]!.order).toHaveProperty("contactEmail");
    expect(page).not.toContain("contactEmail");
  });
});
