import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { money } from "../../core/money";
import { PaymentProviderError, type PaymentUpdate } from "../../core/payments/payments-port";
import { startCheckoutHarness, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { AttemptTransitionRefused } from "../../core/orders/attempt-states";
import { createOrderUnitOfWork } from "../db/orders/order-unit";
import { refunds } from "../db/schema";

/**
 * A payment attempt's status is written only under its order's lock, by the attempt's state table:
 * whatever the provider's answers race with, the attempt never contradicts its order.
 */
describe("payment attempts racing their order", () => {
  let shop: CheckoutHarness;
  let keys = 0;
  /** Set by a test: the provider takes the money and then fails to answer Pay. */
  let failAfterStart: ((paymentId: string) => Promise<unknown>) | undefined;

  beforeAll(async () => {
    shop = await startCheckoutHarness({
      payments: (port) => ({
        ...port,
        provider: port.provider,
        cardTokenizer: port.cardTokenizer,
        async startRedirect(input) {
          const started = await port.startRedirect(input);
          if (!failAfterStart) return started;
          // The buyer's money and the provider's error answer arrive at once.
          void failAfterStart(input.paymentId);
          throw new PaymentProviderError("sandbox: POST /snap/v1/transactions timed out");
        },
      }),
    });
  }, 60_000);
  afterAll(() => shop.close());

  async function placeOrder(playerId: string) {
    const created = await shop.post(
      "/orders",
      { game: "free-fire", product: "ff-140", account: { playerId }, confirmed: true, paymentMethod: "qris" },
      { "idempotency-key": `attempt-races-${++keys}-${Date.now()}` },
    );
    expect(created.status).toBe(201);
    return ((await created.json()) as { data: { id: string } }).data.id;
  }

  async function openAttempt(playerId: string) {
    const id = await placeOrder(playerId);
    expect((await shop.post(`/orders/public/${id}/pay`, {})).status).toBe(200);
    const [attempt] = await shop.attemptsOf(id);
    return { id, paymentId: attempt!.id, amount: attempt!.amount };
  }

  const update = (paymentId: string, amount: number, status: "paid" | "expired" | "failed"): PaymentUpdate => ({
    paymentId,
    status,
    amount: money(amount, "IDR"),
    providerStatus: status === "paid" ? "settlement" : status === "expired" ? "expire" : "deny",
  });

  /** The order and its attempts as stored agree: a paid order's attempt says paid, and only then. */
  async function expectConsistent(orderId: string) {
    const order = await shop.orderRow(orderId);
    const attempts = await shop.attemptsOf(orderId);
    const claims = await shop.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    if (order.status === "in_progress" || order.status === "complete") {
      const paidBy = attempts.find((attempt) => attempt.id === order.paidBy);
      expect(paidBy?.status, `order ${order.status}, paid by ${order.paidBy}`).toBe("paid");
    }
    for (const attempt of attempts.filter((candidate) => candidate.status === "paid")) {
      const kept = order.paidBy === attempt.id;
      const returned = claims.some((claim) => claim.paymentId === attempt.id);
      expect(kept || returned, `attempt ${attempt.id} paid, order ${order.status}`).toBe(true);
    }
    return { order, attempts };
  }

  it("the money and a late expiry of the same attempt, in either order, leave the order paid and its attempt paid", async () => {
    for (let round = 0; round < 20; round += 1) {
      const order = await openAttempt(`8147${String(round).padStart(3, "0")}12`);
      const paid = () =>
        shop.services.paymentFlow.applyUpdate(
          update(order.paymentId, order.amount, "paid"),
          "notification",
          "midtrans",
        );
      const expired = () =>
        shop.services.paymentFlow.applyUpdate(
          update(order.paymentId, order.amount, "expired"),
          "notification",
          "midtrans",
        );
      // Half the rounds the money's notification is sent first, half the expiry's; both race.
      await Promise.all(round % 2 === 0 ? [paid(), expired()] : [expired(), paid()]);
      const { order: stored, attempts } = await expectConsistent(order.id);
      expect(stored.status).toBe("in_progress");
      expect(attempts.map((attempt) => attempt.status)).toEqual(["paid"]);
    }
  }, 120_000);

  it("Pay's provider error racing the provider's notification of the money never leaves the paid order's attempt failed", async () => {
    for (let round = 0; round < 20; round += 1) {
      const id = await placeOrder(`8148${String(round).padStart(3, "0")}12`);
      let notified: Promise<unknown> | undefined;
      // The promise is kept before the hook's first await: Pay's 502 may come back before the
      // attempt is read, and the test must still wait for the money's notification.
      failAfterStart = (paymentId) => {
        notified = (async () => {
          const [attempt] = await shop.attemptsOf(id);
          return shop.services.paymentFlow.applyUpdate(
            update(paymentId, attempt!.amount, "paid"),
            "notification",
            "midtrans",
          );
        })();
        return notified;
      };
      try {
        const pay = await shop.post(`/orders/public/${id}/pay`, {});
        expect(pay.status).toBe(502);
        await notified;
      } finally {
        failAfterStart = undefined;
      }
      const { order: stored, attempts } = await expectConsistent(id);
      expect(stored.status).toBe("in_progress");
      expect(attempts.map((attempt) => attempt.status)).toEqual(["paid"]);
    }
  }, 120_000);

  it("the order's unit refuses to record an attempt change its table does not allow, and writes nothing", async () => {
    const order = await openAttempt("814900012");
    await shop.services.paymentFlow.applyUpdate(
      update(order.paymentId, order.amount, "paid"),
      "notification",
      "midtrans",
    );
    const units = createOrderUnitOfWork(shop.database.db);

    const refused = units.withOrder(order.id, (unit) =>
      unit.commit({
        steps: [],
        effects: [
          {
            kind: "recordAttempt",
            paymentId: order.paymentId,
            change: { status: "expired", providerStatus: "expire" },
          },
        ],
      }),
    );

    await expect(refused).rejects.toBeInstanceOf(AttemptTransitionRefused);
    expect((await shop.attemptsOf(order.id)).map((attempt) => [attempt.status, attempt.providerStatus])).toEqual([
      ["paid", "settlement"],
    ]);
  });
});
