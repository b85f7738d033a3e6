import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refundView, type OrderNews } from "../../../core/orders/order-news";
import { isPayable } from "../../../core/orders/order-states";
import { publicOrder } from "../../../core/orders/public-order";
import { orders } from "../schema";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../../../tests/support/checkout-harness";

/**
 * An open order page starts from its loader's data and then applies each of its order's news
 * (decision 064): the news, read in one statement, say what the page's own reads say, in every
 * state an order passes through.
 */
describe("an order's news in one read", () => {
  let shop: CheckoutHarness;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ delivery: { supplierDelayMs: 0 }, promiseCompensation: { IDR: 10_000 } });
  }, 60_000);
  afterAll(() => shop?.close());

  async function order(playerId: string, paymentMethod: "card" | "qris", auth: Record<string, string> = {}) {
    const created = await shop.post(
      "/orders",
      { game: "free-fire", product: "ff-140", account: { playerId }, confirmed: true, paymentMethod },
      { "idempotency-key": `news-source-${playerId}`, ...auth },
    );
    expect(created.status).toBe(201);
    return ((await created.json()) as { data: { id: string } }).data.id;
  }

  /** The news as the order's page composes the same parts from its own reads. */
  async function asThePageSays(id: string): Promise<Omit<OrderNews, "settled">> {
    const page = (await shop.services.orderPages.page(id, undefined))!;
    return {
      order: publicOrder(page.order),
      steps: page.steps,
      attemptOpen: isPayable(page.order.status) && page.latestAttempt?.status === "pending",
      serials: page.steps.length > 0 ? [] : page.delivery.serials,
      refunds: page.delivery.refunds.map(refundView),
      compensated: page.promise?.kind === "granted",
    };
  }

  async function news(id: string) {
    return (await shop.services.orderNews.read(id))!;
  }

  it("an order awaiting payment, then with its payment open at the provider", async () => {
    const id = await order("556677201", "qris");
    expect(await news(id)).toEqual({ ...(await asThePageSays(id)), settled: false });
    expect((await news(id)).attemptOpen).toBe(false);

    expect((await shop.post(`/orders/public/${id}/pay`, {})).status).toBe(200);
    const open = await news(id);
    expect(open).toEqual({ ...(await asThePageSays(id)), settled: false });
    expect(open.attemptOpen).toBe(true);
    expect(open.steps).toEqual([]);
  }, 30_000);

  it("a delivered order: every step done with its time, settled", async () => {
    const id = await order("556677202", "card");
    await shop.post(`/orders/public/${id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    await until(async () => (await shop.orderRow(id)).status === "complete", 20_000);
    const delivered = await news(id);
    expect(delivered).toEqual({ ...(await asThePageSays(id)), settled: true });
    expect(delivered.steps.map((step) => [step.step, step.state])).toEqual([
      ["paid", "done"],
      ["sent", "done"],
      ["confirmed", "done"],
      ["delivered", "done"],
    ]);
    expect(delivered.steps.every((step) => step.at !== null)).toBe(true);
  }, 30_000);

  it("a failed delivery, then refunded to the card: the refund with when it was made", async () => {
    const id = await order("556675555", "card");
    await shop.post(`/orders/public/${id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    await until(async () => (await shop.orderRow(id)).status === "delivery_failed", 20_000);
    expect(await news(id)).toEqual({ ...(await asThePageSays(id)), settled: false });

    expect((await shop.post(`/orders/public/${id}/refund`, { to: "payment" })).status).toBe(200);
    const refunded = await news(id);
    expect(refunded).toEqual({ ...(await asThePageSays(id)), settled: true });
    expect(refunded.order.status).toBe("canceled");
    expect(refunded.refunds).toEqual([
      expect.objectContaining({ method: "payment", status: "done", amount: refunded.order.lines.total }),
    ]);
    expect(Date.parse(refunded.refunds[0]!.completedAt!)).toBeGreaterThan(Date.parse(refunded.order.createdAt));
  }, 30_000);

  it("a signed-in buyer's order past its promise: compensated once the sweep grants the gold", async () => {
    const buyer = await shop.signedInBuyer("Late Buyer");
    // The sandbox supplier keeps this player ID pending: the order stays in progress.
    const id = await order("556676666", "card", buyer.auth);
    await shop.post(`/orders/public/${id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    await until(async () => (await shop.orderRow(id)).status === "in_progress", 20_000);
    expect((await news(id)).compensated).toBe(false);

    // Free Fire promises 30 minutes: paid 45 minutes ago, the promise is missed.
    await shop.database.db
      .update(orders)
      .set({ paidAt: sql`now() - interval '45 minutes'` })
      .where(eq(orders.id, id));
    await shop.services.promiseCompensation.sweep();
    const late = await news(id);
    expect(late).toEqual({ ...(await asThePageSays(id)), settled: false });
    expect(late.compensated).toBe(true);
  }, 30_000);

  it("no such order", async () => {
    expect(await shop.services.orderNews.read("7b0a9a0e-8f55-4a53-9c31-0a4a3c1b2d3e")).toBeUndefined();
  });

  it("pages opening together: each gets its own order's news, whatever else is read with it", async () => {
    const waiting = await order("556677203", "qris");
    const open = await order("556677204", "qris");
    expect((await shop.post(`/orders/public/${open}/pay`, {})).status).toBe(200);
    const delivered = await order("556677205", "card");
    await shop.post(`/orders/public/${delivered}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    await until(async () => (await shop.orderRow(delivered)).status === "complete", 20_000);

    // Asked in one turn of the event loop, as pages opening at once ask: read together.
    const read = shop.services.orderNews.read;
    const [first, second, third, unknown, malformed, upperCase, again] = await Promise.all([
      read(delivered),
      read(waiting),
      read(open),
      read("7b0a9a0e-8f55-4a53-9c31-0a4a3c1b2d3e"),
      read("not-an-order"),
      read(waiting.toUpperCase()),
      read(delivered),
    ]);
    expect(first).toEqual({ ...(await asThePageSays(delivered)), settled: true });
    expect(second).toEqual({ ...(await asThePageSays(waiting)), settled: false });
    expect(third).toEqual({ ...(await asThePageSays(open)), settled: false });
    expect(third!.attemptOpen).toBe(true);
    expect(unknown).toBeUndefined();
    expect(malformed).toBeUndefined();
    expect(upperCase).toEqual(second);
    expect(again).toEqual(first);
  }, 30_000);
});
