import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateAccessToken, hashAccessToken } from "../../core/auth/access-token";
import { money } from "../../core/money";
import {
  CARDS,
  HARNESS_OPERATOR_TOKEN,
  startCheckoutHarness,
  until,
  type CheckoutHarness,
} from "../../tests/support/checkout-harness";
import { deliveries, orderEvents, orders, refunds, sandboxSupplierPurchases, sessions, users } from "../db/schema";

describe("fulfillment: paid orders delivered through the durable queue and the sandbox supplier", () => {
  let shop: CheckoutHarness;
  let keys = 0;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ delivery: { supplierDelayMs: 300 } });
  }, 60_000);
  afterAll(() => shop.close());

  async function signedInBuyer(name: string, balances: { cashback?: number; gold?: number } = {}) {
    const [user] = await shop.database.db.insert(users).values({ displayName: name }).returning();
    const token = generateAccessToken();
    await shop.database.db
      .insert(sessions)
      .values({ userId: user!.id, tokenHash: hashAccessToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
    if (balances.cashback)
      await shop.services.wallet.accrueCashback({
        userId: user!.id,
        amount: money(balances.cashback, "IDR"),
        reference: `t:${user!.id}:cb`,
      });
    if (balances.gold)
      await shop.services.wallet.creditGold({
        userId: user!.id,
        amount: money(balances.gold, "IDR"),
        reference: `t:${user!.id}:g`,
      });
    return { userId: user!.id, auth: { authorization: `Bearer ${token}` } };
  }

  /** Creates an order for a Free Fire account and pays it by card. */
  async function paidOrder(
    playerId: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    const created = await shop.post(
      "/orders",
      { game: "free-fire", product: "ff-140", account: { playerId }, confirmed: true, paymentMethod: "card", ...extra },
      { "idempotency-key": `fulfil-${++keys}-${Date.now()}`, ...headers },
    );
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string } };
    const paid = await shop.post(`/orders/public/${data.id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    expect(((await paid.json()) as { result: string }).result).toBe("paid");
    return data.id;
  }

  it("delivers 50 orders paid at once: every one completes once, one purchase per unit at the supplier", async () => {
    const ids = await Promise.all(Array.from({ length: 50 }, (_, index) => paidOrder(String(200_000_101 + index))));
    await until(async () => {
      const [row] = await shop.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(orders)
        .where(sql`${orders.id} IN ${ids} AND ${orders.status} = 'complete'`);
      return row!.count === 50;
    }, 60_000);
    const purchases = await shop.database.db.select().from(sandboxSupplierPurchases);
    const numbers = (
      await shop.database.db
        .select({ number: orders.number })
        .from(orders)
        .where(sql`${orders.id} IN ${ids}`)
    ).map((row) => `${row.number}-1`);
    expect(purchases.filter((purchase) => numbers.includes(purchase.reference))).toHaveLength(50);
    const completions = await shop.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orderEvents)
      .where(sql`${orderEvents.orderId} IN ${ids} AND ${orderEvents.toStatus} = 'complete'`);
    expect(completions[0]!.count).toBe(50);
    const delivered = await shop.database.db
      .select()
      .from(deliveries)
      .where(sql`${deliveries.orderId} IN ${ids}`);
    expect(delivered.every((row) => row.status === "delivered" && row.units["1"]?.serial?.startsWith("SBX"))).toBe(
      true,
    );
  }, 90_000);

  it("a signed-in buyer's completed order earns its cashback in the ledger", async () => {
    const buyer = await signedInBuyer("Dimas");
    const id = await paidOrder("223344556", { product: "ff-720" }, buyer.auth);
    const order = await shop.orderRow(id);
    expect(order.cashbackAmount).toBeGreaterThan(0);
    await until(async () => (await shop.orderRow(id)).status === "complete", 20_000);
    expect((await shop.services.wallet.balances(buyer.userId, "IDR")).cashback).toEqual(
      money(order.cashbackAmount, "IDR"),
    );
  }, 30_000);

  it("a completed order's link rates it once; only its signed-in owner may change the rating", async () => {
    const rate = (id: string, stars: number, headers: Record<string, string> = {}) =>
      fetch(`${shop.base}/backend/api/orders/public/feedback/${id}`, {
        method: "PUT",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ stars, reasons: [] }),
      });
    const guestOrder = await paidOrder("223344771");
    await until(async () => (await shop.orderRow(guestOrder)).status === "complete", 20_000);
    expect((await rate(guestOrder, 5)).status).toBe(200);
    const overwrite = await rate(guestOrder, 1);
    expect(overwrite.status).toBe(409);
    expect(((await overwrite.json()) as { code: string }).code).toBe("feedback.alreadyRated");
    expect((await shop.services.feedback.feedbackOf(guestOrder))?.stars).toBe(5);

    const owner = await shop.signedInBuyer("Wulan");
    const stranger = await shop.signedInBuyer("Mallory");
    const ownOrder = await paidOrder("223344772", {}, owner.auth);
    await until(async () => (await shop.orderRow(ownOrder)).status === "complete", 20_000);
    expect((await rate(ownOrder, 3, owner.auth)).status).toBe(200);
    expect((await rate(ownOrder, 4, owner.auth)).status).toBe(200);
    expect((await rate(ownOrder, 1, stranger.auth)).status).toBe(409);
    expect((await rate(ownOrder, 1)).status).toBe(409);
    expect((await shop.services.feedback.feedbackOf(ownOrder))?.stars).toBe(4);
  }, 40_000);

  it("a failing test account ends in delivery_failed; the refund to the card returns exactly 100% at the gateway", async () => {
    const id = await paidOrder("123455555");
    await until(async () => (await shop.orderRow(id)).status === "delivery_failed", 20_000);
    const order = await shop.orderRow(id);
    const asGoldAsGuest = await shop.post(`/orders/public/${id}/refund`, { to: "gold" });
    expect(asGoldAsGuest.status).toBe(403);
    const refunded = await shop.post(`/orders/public/${id}/refund`, { to: "payment" });
    expect(refunded.status).toBe(200);
    expect((await shop.orderRow(id)).status).toBe("canceled");
    const [refund] = await shop.database.db.select().from(refunds).where(eq(refunds.orderId, id));
    expect(refund).toMatchObject({ method: "payment", amount: order.total, status: "done", requestedBy: "buyer" });
    // The provider's own books: the card payment, not settled yet, is voided in full.
    const status = await shop.midtrans.fetchStatus({ paymentId: `${order.number}-1` });
    expect(status).toMatchObject({ status: "canceled", amount: money(order.total, "IDR") });
    // Asking again refunds nothing more: the answer is the refund already made.
    const again = await shop.post(`/orders/public/${id}/refund`, { to: "payment" });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { refund: unknown }).refund).toEqual({
      method: "payment",
      amount: order.total,
      status: "done",
    });
    expect(await shop.database.db.select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(1);
  }, 30_000);

  it("a signed-in buyer may take the refund as gold: the paid total as gold, the KupiCoins used back as KupiCoins", async () => {
    const buyer = await signedInBuyer("Rani", { cashback: 1_000 });
    const id = await paidOrder("987655555", { useCashback: 1_000 }, buyer.auth);
    await until(async () => (await shop.orderRow(id)).status === "delivery_failed", 20_000);
    const order = await shop.orderRow(id);
    expect(order.cashbackUsed).toBe(1_000);
    expect((await shop.post(`/orders/public/${id}/refund`, { to: "gold" }, buyer.auth)).status).toBe(200);
    expect(await shop.services.wallet.balances(buyer.userId, "IDR")).toEqual({
      cashback: money(1_000, "IDR"),
      gold: money(order.total, "IDR"),
      cashbackHeld: money(0, "IDR"),
      goldHeld: money(0, "IDR"),
    });
  }, 30_000);

  it("the OPERATOR_TOKEN door refunds nothing, even with the token: refunds are the console's, audited and within ceilings", async () => {
    const id = await paidOrder("555555555");
    await until(async () => (await shop.orderRow(id)).status === "delivery_failed", 20_000);
    const asked = await shop.post(
      `/operator/orders/${id}/refund`,
      { to: "payment" },
      { authorization: `Bearer ${HARNESS_OPERATOR_TOKEN}` },
    );
    expect(asked.status).toBe(404);
    expect(await asked.json()).toMatchObject({ code: "api.notFound" });
    expect(await shop.database.db.select().from(refunds).where(eq(refunds.orderId, id))).toEqual([]);
    expect((await shop.orderRow(id)).status).toBe("delivery_failed");
  }, 30_000);

  it("a delivery still pending past the promise (30 minutes for Free Fire) is flagged for support, once", async () => {
    const id = await paidOrder("123456666");
    await until(
      async () =>
        (await shop.database.db.select().from(deliveries).where(eq(deliveries.orderId, id)))[0]?.status === "pending",
    );
    const paidAt = (await shop.orderRow(id)).paidAt!;
    expect((await shop.services.fulfillment.sweep(new Date(paidAt.getTime() + 29 * 60_000))).flagged).toBe(0);
    expect((await shop.services.fulfillment.sweep(new Date(paidAt.getTime() + 31 * 60_000))).flagged).toBe(1);
    expect((await shop.services.fulfillment.sweep(new Date(paidAt.getTime() + 40 * 60_000))).flagged).toBe(0);
    const [delivery] = await shop.database.db.select().from(deliveries).where(eq(deliveries.orderId, id));
    expect(delivery!.flaggedAt).not.toBeNull();
    expect((await shop.orderRow(id)).status).toBe("in_progress");
    // Not complete: nothing to rate yet.
    const early = await fetch(`${shop.base}/backend/api/orders/public/feedback/${id}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ stars: 5, reasons: [] }),
    });
    expect(early.status).toBe(409);
  }, 30_000);

  it("Honor of Kings' weekly card: two orders for one account paid at the same moment, one is delivered, the other refunded in full", async () => {
    const order = (key: string) =>
      shop.post(
        "/orders",
        {
          game: "honor-of-kings",
          product: "hok-weekly-card",
          account: { playerId: "778899001122" },
          confirmed: true,
          paymentMethod: "card",
        },
        { "idempotency-key": key },
      );
    // Unpaid orders reserve nothing: both are accepted...
    const created = await Promise.all([order("hok-limit-a-1"), order("hok-limit-b-1")]);
    expect(created.map((response) => response.status)).toEqual([201, 201]);
    const ids = await Promise.all(
      created.map(async (response) => ((await response.json()) as { data: { id: string } }).data.id),
    );
    // ...and the publisher's limit is decided when they are paid, one after the other.
    const tokens = await Promise.all(ids.map(() => shop.tokenize(CARDS.success)));
    await Promise.all(ids.map((id, index) => shop.post(`/orders/public/${id}/pay`, { tokenId: tokens[index] })));
    await until(async () => {
      const statuses = await Promise.all(ids.map(async (id) => (await shop.orderRow(id)).status));
      return statuses.includes("complete") && statuses.includes("canceled");
    }, 20_000);
    const refused = (await Promise.all(ids.map((id) => shop.orderRow(id)))).find((row) => row.status === "canceled")!;
    const [refund] = await shop.database.db.select().from(refunds).where(eq(refunds.orderId, refused.id));
    expect(refund).toMatchObject({
      kind: "order",
      method: "payment",
      amount: refused.total,
      status: "done",
      reason: "limit.perWindow",
      requestedBy: "system",
    });
    // (A card payment not settled yet comes back by being voided.)
    expect(await shop.midtrans.fetchStatus({ paymentId: `${refused.number}-1` })).toMatchObject({ status: "canceled" });
    // Once one is paid, a new order for the account is refused at once, with the publisher's rule.
    const third = await order("hok-limit-c-1");
    expect(third.status).toBe(422);
    expect(((await third.json()) as { message: string }).message).toBe(
      "Item ini hanya bisa dibeli 1 kali per minggu untuk satu akun game.",
    );
  }, 30_000);
});
