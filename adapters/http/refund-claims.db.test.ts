import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentProviderError } from "../../core/payments/payments-port";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { refunds } from "../db/schema";

/**
 * Refunds are claimed before the provider is asked (decision 009): a provider that does not answer
 * leaves a claim the job asks again under the same key, never a second way back.
 */
describe("refund claims", () => {
  let shop: CheckoutHarness;
  let providerDown = false;
  const refundKeys: string[] = [];

  beforeAll(async () => {
    shop = await startCheckoutHarness({
      delivery: { supplierDelayMs: 0 },
      payments: (port) => ({
        ...port,
        provider: port.provider,
        cardTokenizer: port.cardTokenizer,
        async refund(input) {
          refundKeys.push(input.refundKey);
          if (providerDown)
            throw new PaymentProviderError("sandbox: POST /v2/{order_id}/refund timed out after 10000 ms");
          return port.refund(input);
        },
      }),
    });
  }, 60_000);
  afterAll(() => shop.close());

  async function failedDelivery(playerId: string, auth: Record<string, string>) {
    const created = await shop.post(
      "/orders",
      { game: "free-fire", product: "ff-140", account: { playerId }, confirmed: true, paymentMethod: "card" },
      { "idempotency-key": `claims-${playerId}`, ...auth },
    );
    const { data } = (await created.json()) as { data: { id: string } };
    await shop.post(`/orders/public/${data.id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    await until(async () => (await shop.orderRow(data.id)).status === "delivery_failed", 20_000);
    return data.id;
  }

  it("the provider does not answer: the claim waits, the job asks again under the same key, the money comes back once", async () => {
    const buyer = await shop.signedInBuyer("Sari");
    const id = await failedDelivery("128455555", buyer.auth);
    providerDown = true;
    const asked = await shop.post(`/orders/public/${id}/refund`, { to: "payment" }, buyer.auth);
    expect(asked.status).toBe(202);
    expect(((await asked.json()) as { refund: unknown }).refund).toMatchObject({
      status: "pending",
      method: "payment",
    });
    const [claim] = await shop.database.db.select().from(refunds).where(eq(refunds.orderId, id));
    expect(claim).toMatchObject({ status: "pending", tries: 1, method: "payment" });
    expect(claim!.lastError).toContain("timed out");
    expect((await shop.orderRow(id)).status).toBe("delivery_failed");

    // Meanwhile another way back is refused: never a second path.
    const gold = await shop.post(`/orders/public/${id}/refund`, { to: "gold" }, buyer.auth);
    expect(gold.status).toBe(409);
    expect(((await gold.json()) as { code: string }).code).toBe("refund.otherMethod");

    // The provider is back; the claim's wait is over (as if ten seconds had passed): the job asks again.
    providerDown = false;
    await shop.database.db
      .update(refunds)
      // A moment ago by the application's clock, which the job compares with (the database's now()
      // can be later within the same millisecond).
      .set({ nextTryAt: new Date(Date.now() - 1_000) })
      .where(eq(refunds.orderId, id));
    expect(await shop.services.refunds.runDue()).toEqual({ done: 1, failed: 0 });
    expect((await shop.orderRow(id)).status).toBe("canceled");
    const order = await shop.orderRow(id);
    expect(await shop.midtrans.fetchStatus({ paymentId: `${order.number}-1` })).toMatchObject({ status: "canceled" });
    expect(new Set(refundKeys)).toEqual(new Set([`refund-${id}`]));
    expect((await shop.services.wallet.balances(buyer.userId, "IDR")).gold.amount).toBe(0);
    expect(await shop.services.refunds.runDue()).toEqual({ done: 0, failed: 0 });
  }, 30_000);

  it("money that arrives after the order was canceled goes back on its own, and the page can say so", async () => {
    const created = await shop.post(
      "/orders",
      {
        game: "free-fire",
        product: "ff-140",
        account: { playerId: "128466661" },
        confirmed: true,
        paymentMethod: "qris",
      },
      { "idempotency-key": "claims-late-payment" },
    );
    const { data } = (await created.json()) as { data: { id: string } };
    const pay = (await (await shop.post(`/orders/public/${data.id}/pay`, {})).json()) as { redirectUrl: string };
    // The buyer leaves the provider's page open past the order's time; then pays.
    await shop.services.paymentFlow.cancelExpired(new Date(Date.now() + 61 * 60_000));
    expect((await shop.orderRow(data.id)).status).toBe("canceled");
    await shop.payAtGateway(pay.redirectUrl);
    const order = await shop.orderRow(data.id);
    await until(
      async () => (await shop.midtrans.fetchStatus({ paymentId: `${order.number}-1` }))?.status === "refunded",
    );
    // The provider answers before the claim is marked done in the same moment's next statement.
    await until(
      async () =>
        (await shop.database.db.select().from(refunds).where(eq(refunds.orderId, data.id)))[0]?.status === "done",
    );
    const [returned] = await shop.database.db.select().from(refunds).where(eq(refunds.orderId, data.id));
    expect(returned).toMatchObject({
      id: `return-${order.number}-1`,
      kind: "surplus",
      reason: "payment.late",
      amount: order.total,
      status: "done",
    });
    expect((await shop.orderRow(data.id)).status).toBe("canceled");
  }, 30_000);
});
