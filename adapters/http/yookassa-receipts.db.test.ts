import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basicAuthorization, fromAmount } from "../payments/yookassa-protocol";
import { orders, products } from "../db/schema";
import { startCheckoutHarness, type CheckoutHarness } from "../../tests/support/checkout-harness";

/**
 * YooKassa's 54-FZ receipts at the shop (decision 025, "Receipts"): with YOOKASSA_RECEIPTS on, a
 * Russian payment carries a receipt whose items add up to the payment and name the product's Russian
 * codes, and a Russian order with neither e-mail nor phone is refused at checkout; with it off,
 * nothing changes. The gateway's YooKassa face refuses what YooKassa refuses, so an accepted payment
 * is one YooKassa would take.
 */

type Receipt = {
  customer: { email?: string; phone?: string };
  items: {
    description: string;
    quantity: number;
    amount: { value: string; currency: string };
    vat_code: number;
    payment_subject: string;
    payment_mode: string;
    measure: string;
  }[];
};

/** The bodies of the shop's POST /payments to YooKassa, as sent. */
function recordingFetch(sent: Record<string, unknown>[]): typeof fetch {
  return async (url, init) => {
    if (init?.method === "POST" && String(url).endsWith("/payments") && typeof init.body === "string")
      sent.push(JSON.parse(init.body) as Record<string, unknown>);
    return fetch(url, init);
  };
}

let keys = 0;

async function placeOrder(
  shop: CheckoutHarness,
  contact: { email?: string; phone?: string },
  playerId: string,
  market: { locale: string; method: string } = { locale: "ru", method: "card" },
): Promise<Response> {
  return shop.post(
    "/orders",
    {
      game: "free-fire",
      product: "ff-140",
      account: { playerId },
      confirmed: true,
      paymentMethod: market.method,
      ...contact,
    },
    { "idempotency-key": `receipts-${++keys}-${playerId}`, locale: market.locale },
  );
}

/** Places a Russian order and starts its payment at YooKassa: the order's id and YooKassa's payment id. */
async function orderAndPay(
  shop: CheckoutHarness,
  contact: { email?: string; phone?: string },
  playerId: string,
  beforePay?: (orderId: string) => Promise<void>,
) {
  const created = await placeOrder(shop, contact, playerId);
  expect(created.status).toBe(201);
  const { data } = (await created.json()) as { data: { id: string } };
  await beforePay?.(data.id);
  const pay = await shop.post(`/orders/public/${data.id}/pay`, {});
  expect(pay.status).toBe(200);
  const [attempt] = await shop.attemptsOf(data.id);
  return { id: data.id, attempt: attempt! };
}

describe("YooKassa receipts on (YOOKASSA_RECEIPTS=true)", () => {
  let shop: CheckoutHarness;
  const sent: Record<string, unknown>[] = [];

  beforeAll(async () => {
    shop = await startCheckoutHarness({ yookassaReceipts: true, yookassaFetch: recordingFetch(sent) });
    // The operator's Russian codes for the product: no VAT, a service.
    await shop.database.db
      .update(products)
      .set({ fiscal: { ru: { vatCode: 1, paymentSubject: "service" } } })
      .where(eq(products.sku, "ff-140"));
  }, 60_000);
  afterAll(() => shop.close());

  /** The receipt the shop sent with the attempt's payment, checked to add up to the payment's amount. */
  function receiptOf(attemptId: string): Receipt {
    const body = sent.find((request) => (request.metadata as { paymentId?: string }).paymentId === attemptId);
    expect(body).toBeDefined();
    const receipt = body!.receipt as Receipt;
    const amount = fromAmount(body!.amount as { value: string; currency: string })!;
    const items = receipt.items.map((item) => fromAmount(item.amount)!.amount * item.quantity);
    expect(items.reduce((sum, each) => sum + each, 0)).toBe(amount.amount);
    return receipt;
  }

  it("a Russian payment carries the receipt: the buyer's contact and the product's codes, adding up to the payment", async () => {
    const order = await orderAndPay(shop, { email: "ivan@example.ru", phone: "+7 916 123-45-67" }, "130000001");
    const row = await shop.orderRow(order.id);
    const receipt = receiptOf(order.attempt.id);
    expect(receipt.customer).toEqual({ email: "ivan@example.ru", phone: "79161234567" });
    expect(receipt.items).toEqual([
      {
        description: row.productTitle,
        quantity: 1,
        amount: { value: (row.total / 100).toFixed(2), currency: "RUB" },
        vat_code: 1,
        payment_subject: "service",
        payment_mode: "full_payment",
        measure: "piece",
      },
    ]);
    // YooKassa's face took it (it refuses a payment without a valid receipt) and keeps it.
    const answer = await fetch(`${shop.gateway.url}/v3/payments/${order.attempt.providerTransactionId}`, {
      headers: { authorization: basicAuthorization(shop.yookassaKeys.shopId, shop.yookassaKeys.secretKey) },
    });
    expect(await answer.json()).toMatchObject({ status: "pending", receipt_registration: "pending" });
  }, 30_000);

  it("a fee is its own line, titled in the order's language, and the lines still add up", async () => {
    // Russian methods charge no fee today; an order whose method did must still be receipted whole.
    const order = await orderAndPay(shop, { phone: "89161234568" }, "130000002", async (id) => {
      await shop.database.db
        .update(orders)
        .set({ fee: 5_000, total: sql`${orders.total} + 5000` })
        .where(eq(orders.id, id));
    });
    const row = await shop.orderRow(order.id);
    expect(row.fee).toBe(5_000);
    const receipt = receiptOf(order.attempt.id);
    expect(receipt.customer).toEqual({ phone: "79161234568" });
    expect(receipt.items.map((item) => [item.description, item.amount.value])).toEqual([
      [row.productTitle, ((row.total - 5_000) / 100).toFixed(2)],
      ["Комиссия способа оплаты", "50.00"],
    ]);
    expect(order.attempt.providerTransactionId).toBeTruthy();
  }, 30_000);

  it("a Russian order with neither e-mail nor phone is refused at checkout, in the buyer's language", async () => {
    const refused = await placeOrder(shop, {}, "130000003");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      code: "checkout.contactRequired",
      message: "Укажите e-mail или номер WhatsApp: по закону чек об этой оплате нужно отправить вам.",
    });
    // Other markets send no receipt with the payment: their orders need no contact.
    const indonesian = await placeOrder(shop, {}, "130000004", { locale: "id", method: "qris" });
    expect(indonesian.status).toBe(201);
  }, 30_000);
});

describe("YooKassa receipts off (the default)", () => {
  let shop: CheckoutHarness;
  const sent: Record<string, unknown>[] = [];

  beforeAll(async () => {
    shop = await startCheckoutHarness({ yookassaFetch: recordingFetch(sent) });
  }, 60_000);
  afterAll(() => shop.close());

  it("a Russian payment carries no receipt, and an order without contact is taken", async () => {
    const order = await orderAndPay(shop, {}, "130000005");
    const body = sent.find((request) => (request.metadata as { paymentId?: string }).paymentId === order.attempt.id);
    expect(body).toBeDefined();
    expect(body).not.toHaveProperty("receipt");
  }, 30_000);
});
