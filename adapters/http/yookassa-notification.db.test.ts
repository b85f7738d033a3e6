import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basicAuthorization } from "../payments/yookassa-protocol";
import { refunds, sandboxSupplierPurchases } from "../db/schema";
import { startCheckoutHarness, until, type CheckoutHarness } from "../../tests/support/checkout-harness";

/**
 * YooKassa at the shop (decision 025), against the sandbox gateway's YooKassa face: a Russian
 * buyer pays by card or SBP; notifications are believed only as far as reading the payment back
 * from YooKassa's API confirms them; the same notification at once from many requests pays once;
 * a payment another provider started, or one YooKassa does not know, changes nothing; an amount
 * other than the attempt's is refused and claimed back; refunds go back through YooKassa.
 */
describe("YooKassa notifications and refunds", () => {
  let shop: CheckoutHarness;
  /** Rewrites YooKassa's answers to the shop (a provider that reports another amount). */
  let rewrite: ((url: string, body: Record<string, unknown>) => Record<string, unknown>) | undefined;
  let keys = 0;

  beforeAll(async () => {
    shop = await startCheckoutHarness({
      delivery: { supplierDelayMs: 0 },
      // The gateway's own notifications are held back: each test sends the ones it means to.
      notifications: { delayMs: 600_000 },
      yookassaFetch: async (url, init) => {
        const answer = await fetch(url, init);
        if (!rewrite || answer.status !== 200) return answer;
        const body = rewrite(String(url), (await answer.json()) as Record<string, unknown>);
        return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
      },
    });
  }, 60_000);
  afterAll(() => shop.close());

  const notify = (body: unknown) => shop.post("/payments/yookassa/notification", body);

  /** YooKassa's payment object as its API gives it: what a genuine notification carries. */
  async function paymentAtYooKassa(id: string): Promise<Record<string, unknown>> {
    const answer = await fetch(`${shop.gateway.url}/v3/payments/${id}`, {
      headers: { authorization: basicAuthorization(shop.yookassaKeys.shopId, shop.yookassaKeys.secretKey) },
    });
    return (await answer.json()) as Record<string, unknown>;
  }

  /** A Russian buyer's order for `method`, started at YooKassa: the order, its attempt and the page. */
  async function startOrder(method: "card" | "sbp" | "qris", playerId: string, locale = "ru") {
    const created = await shop.post(
      "/orders",
      { game: "free-fire", product: "ff-140", account: { playerId }, confirmed: true, paymentMethod: method },
      { "idempotency-key": `yookassa-${++keys}-${playerId}`, locale },
    );
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string } };
    const pay = await shop.post(`/orders/public/${data.id}/pay`, {});
    expect(pay.status).toBe(200);
    const { redirectUrl } = (await pay.json()) as { redirectUrl: string };
    const [attempt] = await shop.attemptsOf(data.id);
    return { id: data.id, redirectUrl, attempt: attempt! };
  }

  it("a card and an SBP payment in roubles: stored with YooKassa's id, paid by the read-back notification, delivered", async () => {
    for (const method of ["card", "sbp"] as const) {
      const order = await startOrder(method, method === "card" ? "120000001" : "120000002");
      expect(order.redirectUrl).toContain(`${shop.gateway.url}/yookassa/checkout/`);
      expect(order.attempt).toMatchObject({ provider: "yookassa", currency: "RUB", method });
      expect(order.attempt.providerTransactionId).toBeTruthy();
      await shop.payAtGateway(order.redirectUrl);
      const object = await paymentAtYooKassa(order.attempt.providerTransactionId!);
      expect(object).toMatchObject({ status: "succeeded", metadata: { paymentId: order.attempt.id } });
      expect((await notify({ type: "notification", event: "payment.succeeded", object })).status).toBe(200);
      await until(async () => (await shop.orderRow(order.id)).status === "complete", 20_000);
    }
  }, 60_000);

  it("the same notification from ten requests at the same moment pays once and delivers once", async () => {
    const order = await startOrder("sbp", "120000003");
    await shop.payAtGateway(order.redirectUrl);
    const object = await paymentAtYooKassa(order.attempt.providerTransactionId!);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => notify({ type: "notification", event: "payment.succeeded", object })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    await until(async () => (await shop.orderRow(order.id)).status === "complete", 20_000);
    const [attempt] = await shop.attemptsOf(order.id);
    expect(attempt).toMatchObject({ status: "paid" });
    const row = await shop.orderRow(order.id);
    const purchases = await shop.database.db
      .select()
      .from(sandboxSupplierPurchases)
      .where(eq(sandboxSupplierPurchases.customerNo, "120000003"));
    expect(purchases).toHaveLength(1);
    expect(await shop.database.db.select().from(refunds).where(eq(refunds.orderId, row.id))).toEqual([]);
  }, 40_000);

  it("a notification that lies is believed in nothing: unknown id, another attempt, another amount, an unpaid payment", async () => {
    const order = await startOrder("card", "120000004");
    const object = await paymentAtYooKassa(order.attempt.providerTransactionId!);
    // A forged "succeeded" for a payment the buyer has not paid: the read-back says pending.
    const forgedPaid = { ...object, status: "succeeded", paid: true };
    expect((await notify({ type: "notification", event: "payment.succeeded", object: forgedPaid })).status).toBe(200);
    // YooKassa does not know this id.
    const unknown = { ...object, id: "2d9e3c5a-000f-5000-9000-000000000000" };
    expect((await notify({ type: "notification", event: "payment.succeeded", object: unknown })).status).toBe(403);
    // The claims of the notification differ from what YooKassa says of the payment.
    const otherAttempt = { ...object, metadata: { paymentId: "ZZZZZZZZ-1" } };
    expect((await notify({ type: "notification", event: "payment.succeeded", object: otherAttempt })).status).toBe(403);
    const otherAmount = { ...object, amount: { value: "1.00", currency: "RUB" } };
    expect((await notify({ type: "notification", event: "payment.succeeded", object: otherAmount })).status).toBe(403);
    // Not YooKassa's shape at all.
    expect((await notify({ order_id: order.attempt.id, transaction_status: "settlement" })).status).toBe(403);
    expect((await shop.orderRow(order.id)).status).toBe("awaiting_payment");
    expect((await shop.attemptsOf(order.id))[0]).toMatchObject({ status: "pending" });
  }, 30_000);

  it("out of order: a stale 'canceled' after the payment succeeded reads back succeeded and changes nothing", async () => {
    const order = await startOrder("card", "120000008");
    const pending = await paymentAtYooKassa(order.attempt.providerTransactionId!);
    await shop.payAtGateway(order.redirectUrl);
    const paid = await paymentAtYooKassa(order.attempt.providerTransactionId!);
    expect((await notify({ type: "notification", event: "payment.succeeded", object: paid })).status).toBe(200);
    await until(async () => (await shop.orderRow(order.id)).status === "complete", 20_000);
    const stale = {
      ...pending,
      status: "canceled",
      cancellation_details: { party: "yoo_money", reason: "expired_on_confirmation" },
    };
    expect((await notify({ type: "notification", event: "payment.canceled", object: stale })).status).toBe(200);
    expect((await notify({ type: "notification", event: "payment.waiting_for_capture", object: pending })).status).toBe(
      200,
    );
    expect((await shop.orderRow(order.id)).status).toBe("complete");
    expect((await shop.attemptsOf(order.id))[0]).toMatchObject({ status: "paid" });
  }, 30_000);

  it("a YooKassa payment naming an attempt another provider started changes nothing", async () => {
    const order = await startOrder("qris", "120000005", "id");
    expect(order.attempt.provider).toBe("sandbox");
    // Someone with our YooKassa keys pays a YooKassa payment that names the Midtrans attempt.
    const foreign = await shop.yookassa.startRedirect({
      paymentId: order.attempt.id,
      amount: { amount: 100_000, currency: "RUB" },
      methodId: "sbp",
      itemName: "x",
      customer: {},
      finishUrl: "http://127.0.0.1/",
      expiryMinutes: 60,
      locale: "ru",
    });
    await shop.payAtGateway(foreign.redirectUrl);
    const object = await paymentAtYooKassa(foreign.providerTransactionId!);
    expect((await notify({ type: "notification", event: "payment.succeeded", object })).status).toBe(403);
    expect((await shop.attemptsOf(order.id))[0]).toMatchObject({ status: "pending", provider: "sandbox" });
  }, 30_000);

  it("YooKassa reporting another amount than the attempt's: not paid, and the money is claimed back through YooKassa", async () => {
    const order = await startOrder("card", "120000006");
    await shop.payAtGateway(order.redirectUrl);
    const object = await paymentAtYooKassa(order.attempt.providerTransactionId!);
    rewrite = (url, body) =>
      url.includes(`/payments/${order.attempt.providerTransactionId}`)
        ? { ...body, amount: { value: "1.00", currency: "RUB" } }
        : body;
    try {
      const answer = await notify({
        type: "notification",
        event: "payment.succeeded",
        object: { ...object, amount: { value: "1.00", currency: "RUB" } },
      });
      expect(answer.status).toBe(200);
    } finally {
      rewrite = undefined;
    }
    const row = await shop.orderRow(order.id);
    expect(row.status).not.toBe("complete");
    expect(row.status).not.toBe("paid");
    await until(
      async () =>
        (await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.id)))[0]?.status === "done",
    );
    const [claim] = await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(claim).toMatchObject({ reason: "payment.amount", amount: 100, currency: "RUB" });
    const after = await paymentAtYooKassa(order.attempt.providerTransactionId!);
    expect(after.refunded_amount).toEqual({ value: "1.00", currency: "RUB" });
  }, 30_000);

  it("a lost notification: the status check reads the payment by its stored YooKassa id and pays the order", async () => {
    const order = await startOrder("sbp", "120000007");
    await shop.payAtGateway(order.redirectUrl);
    expect((await shop.services.paymentFlow.reconcile(new Date(Date.now() + 60_000))).done).toBeGreaterThanOrEqual(1);
    await until(async () => (await shop.orderRow(order.id)).status === "complete", 20_000);
  }, 30_000);

  it("a failed delivery is refunded through YooKassa once, under the claim's key, and YooKassa shows it", async () => {
    const buyer = await shop.signedInBuyer("Ivan");
    const created = await shop.post(
      "/orders",
      {
        game: "free-fire",
        product: "ff-140",
        account: { playerId: "120005555" },
        confirmed: true,
        paymentMethod: "card",
      },
      { "idempotency-key": "yookassa-refund", locale: "ru", ...buyer.auth },
    );
    const { data } = (await created.json()) as { data: { id: string } };
    const { redirectUrl } = (await (await shop.post(`/orders/public/${data.id}/pay`, {}, buyer.auth)).json()) as {
      redirectUrl: string;
    };
    await shop.payAtGateway(redirectUrl);
    const [attempt] = await shop.attemptsOf(data.id);
    const object = await paymentAtYooKassa(attempt!.providerTransactionId!);
    await notify({ type: "notification", event: "payment.succeeded", object });
    await until(async () => (await shop.orderRow(data.id)).status === "delivery_failed", 20_000);
    const asked = await Promise.all([
      shop.post(`/orders/public/${data.id}/refund`, { to: "payment" }, buyer.auth),
      shop.post(`/orders/public/${data.id}/refund`, { to: "payment" }, buyer.auth),
    ]);
    expect(asked.every((answer) => answer.status < 300)).toBe(true);
    await until(
      async () =>
        (await shop.database.db.select().from(refunds).where(eq(refunds.orderId, data.id)))[0]?.status === "done",
    );
    const claims = await shop.database.db.select().from(refunds).where(eq(refunds.orderId, data.id));
    expect(claims).toHaveLength(1);
    const after = await paymentAtYooKassa(attempt!.providerTransactionId!);
    expect(after.refunded_amount).toEqual(after.amount);
    expect(
      await shop.yookassa.fetchStatus({
        paymentId: attempt!.id,
        providerTransactionId: attempt!.providerTransactionId,
      }),
    ).toMatchObject({ status: "refunded" });
    // Asked again under the same key (the job's retry): YooKassa makes no second refund.
    const again = await shop.yookassa.refund({
      paymentId: attempt!.id,
      providerTransactionId: attempt!.providerTransactionId,
      refundKey: claims[0]!.id,
      amount: { amount: attempt!.amount, currency: "RUB" },
      reason: "again",
    });
    expect(again.ok).toBe(true);
    expect((await paymentAtYooKassa(attempt!.providerTransactionId!)).refunded_amount).toEqual(after.amount);
  }, 40_000);
});
