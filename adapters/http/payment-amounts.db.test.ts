import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentProviderError } from "../../core/payments/payments-port";
import { signatureKey } from "../payments/midtrans-protocol";
import { GATEWAY_KEYS, startCheckoutHarness, until, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { refunds } from "../db/schema";

/**
 * Money in ends as goods or as a refund of exactly what the provider holds: a notification's amount
 * is believed only when the provider confirms it, and a refund asks the provider what it holds first.
 */
describe("payment amounts", () => {
  let shop: CheckoutHarness;
  let keys = 0;
  let providerDown = false;
  const refundsAsked: { paymentId: string; amount: number }[] = [];

  beforeAll(async () => {
    shop = await startCheckoutHarness({
      delivery: { supplierDelayMs: 0 },
      payments: (port) => ({
        ...port,
        provider: port.provider,
        cardTokenizer: port.cardTokenizer,
        async refund(input) {
          refundsAsked.push({ paymentId: input.paymentId, amount: input.amount.amount });
          if (providerDown) throw new PaymentProviderError("sandbox: POST /v2/{order_id}/refund timed out");
          return port.refund(input);
        },
      }),
    });
  }, 60_000);
  afterAll(() => shop.close());

  async function openPayment(playerId: string) {
    const created = await shop.post(
      "/orders",
      { game: "free-fire", product: "ff-140", account: { playerId }, confirmed: true, paymentMethod: "qris" },
      { "idempotency-key": `amounts-${++keys}-${Date.now()}` },
    );
    const { data } = (await created.json()) as { data: { id: string } };
    const pay = (await (await shop.post(`/orders/public/${data.id}/pay`, {})).json()) as { redirectUrl: string };
    const [attempt] = await shop.attemptsOf(data.id);
    return { id: data.id, redirectUrl: pay.redirectUrl, paymentId: attempt!.id, total: attempt!.amount };
  }

  /** A settlement notification signed with the server key (as a leaked key or a provider's bug could). */
  function signedSettlement(paymentId: string, grossAmount: string) {
    return {
      transaction_status: "settlement",
      status_code: "200",
      order_id: paymentId,
      gross_amount: grossAmount,
      currency: "IDR",
      payment_type: "qris",
      transaction_id: `tx-${paymentId}`,
      signature_key: signatureKey(paymentId, "200", grossAmount, GATEWAY_KEYS.serverKey),
    };
  }

  it("a signed settlement of another amount than the provider holds pays nothing and claims nothing; the real payment then delivers", async () => {
    const order = await openPayment("813000012");

    const forged = await shop.post("/payments/notification", signedSettlement(order.paymentId, "1000.00"));
    expect(forged.status).toBeLessThan(500);
    expect((await shop.attemptsOf(order.id))[0]).toMatchObject({ status: "pending" });
    expect(await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);

    // The buyer pays at the provider: the provider's own notification pays the order.
    await shop.payAtGateway(order.redirectUrl);
    await until(async () => (await shop.orderRow(order.id)).status === "complete", 20_000);
    expect(await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
  }, 30_000);

  it("a signed settlement of another amount after the real payment changes nothing", async () => {
    const order = await openPayment("813000112");
    await shop.payAtGateway(order.redirectUrl);
    await until(async () => (await shop.orderRow(order.id)).status === "complete", 20_000);

    const forged = await shop.post("/payments/notification", signedSettlement(order.paymentId, "1000.00"));
    expect(forged.status).toBeLessThan(500);
    expect(await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
    expect(await shop.midtrans.fetchStatus({ paymentId: order.paymentId })).toMatchObject({ status: "paid" });
  }, 30_000);

  /** A claim as an earlier defect wrote it: for `amount`, whatever the provider holds. */
  async function claimWritten(order: { id: string; paymentId: string }, amount: number) {
    await shop.database.db.insert(refunds).values({
      id: `return-${order.paymentId}`,
      orderId: order.id,
      paymentId: order.paymentId,
      kind: "surplus",
      method: "payment",
      amount,
      currency: "IDR",
      reason: "payment.amount",
      requestedBy: "system",
      status: "pending",
      nextTryAt: new Date(Date.now() - 1_000),
    });
  }

  it("a refund claimed for another amount than the provider holds gives back what it holds, and the claim says so", async () => {
    const order = await openPayment("813000212");
    // The order is canceled unpaid; the bank then takes the buyer's money (a late payment) while
    // the provider cannot be reached for refunds, so the claim waits for the job.
    await shop.services.paymentFlow.cancelExpired(new Date(Date.now() + 2 * 3_600_000));
    providerDown = true;
    try {
      await shop.payAtGateway(order.redirectUrl);
      // Written and tried once: the failed try sets the next one later, and would undo the change
      // below if it ended after it.
      await until(async () => {
        const claims = await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
        return claims.length === 1 && claims[0]!.tries === 1;
      });
    } finally {
      providerDown = false;
    }
    await shop.database.db
      .update(refunds)
      .set({ amount: 1_000, nextTryAt: new Date(Date.now() - 1_000) })
      .where(eq(refunds.orderId, order.id));

    await shop.services.refunds.runDue();

    const [claim] = await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(claim).toMatchObject({ status: "done", amount: order.total });
    expect(refundsAsked.at(-1)).toEqual({ paymentId: order.paymentId, amount: order.total });
    expect(await shop.midtrans.fetchStatus({ paymentId: order.paymentId })).toMatchObject({ status: "refunded" });
  }, 30_000);

  it("a refund claimed for a payment the provider does not hold asks for no refund and goes to support", async () => {
    const order = await openPayment("813000312");
    await claimWritten(order, 1_000);
    const asked = refundsAsked.length;

    await shop.services.refunds.runDue();

    const [claim] = await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(claim).toMatchObject({ status: "refused", amount: 1_000 });
    expect(claim!.lastError).toContain("holds no payment");
    expect(refundsAsked.length).toBe(asked);
    // Snap knows no transaction until the buyer pays on its page: the bank never took this money.
    expect(await shop.midtrans.fetchStatus({ paymentId: order.paymentId })).toBeUndefined();
  }, 30_000);
});
