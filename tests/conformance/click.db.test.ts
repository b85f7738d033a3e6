import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fiscalSubmissions, orderEvents, payments, products, refunds } from "../../adapters/db/schema";
import { CLICK_KEYS, startCheckoutHarness, until, type CheckoutHarness } from "../support/checkout-harness";
import { clickAuthHeader, clickMerchantHeaders, clickShop, type ClickCallField } from "../support/click-shop";
import { UZ_FISCAL_CODES } from "../support/payme-merchant";

/**
 * The shop's Click integration held to what Click documents and what Click's own reference
 * integrations do (decision 024, "Conformance"). Each case names its source:
 * - docs "Click-API – Request": docs.click.uz/en/click-api-request (the call's parameters);
 * - docs "Click-API – Error": docs.click.uz/en/click-api-error (the supplier's codes);
 * - docs "Merchant – Request": docs.click.uz/en/merchant-api-request (headers, reversal);
 * - click-integration-php: github.com/click-llc/click-integration-php, click/models/;
 * - click-integration-django: github.com/click-llc/click-integration-django, click/utils.py;
 * - woocommerce-clickuz-gateway: github.com/click-llc/woocommerce-clickuz-gateway,
 *   include/class-wc-gateway-clickuz-handlers.php.
 */
describe("Click conformance", () => {
  let shop: CheckoutHarness;
  let clickIds = 4_100_000_000;
  const click = clickShop(() => shop, "61230");
  const nextId = () => String(++clickIds);

  beforeAll(async () => {
    shop = await startCheckoutHarness({ delivery: { supplierDelayMs: 0 } });
  }, 60_000);
  afterAll(() => shop.close());

  /**
   * Everything a call about one order could change: the order, its events, its payment attempts and
   * the attempt's Click transactions. Earlier cases' orders are still being delivered meanwhile, so
   * whole tables are no measure.
   */
  const orderState = async (order: { id: string; paymentId: string }) =>
    JSON.stringify({
      order: await shop.orderRow(order.id),
      events: await shop.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)),
      attempts: await shop.database.db.select().from(payments).where(eq(payments.orderId, order.id)),
      transactions: await click.transactionsOf(order.paymentId),
    });

  const paidEvents = async (orderId: string) =>
    (await shop.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).filter(
      (event) => event.toStatus === "in_progress",
    );

  // docs "Click-API – Error" (-4: a confirmed transaction confirmed again); click-integration-php
  // BasicPaymentsErrors::request_check, click-integration-django click_webhook_errors and
  // woocommerce-clickuz-gateway complete() all answer -4 once the order is confirmed.
  it("a Complete repeated for a confirmed transaction answers -4 Already paid, and pays nothing more", async () => {
    const order = await click.order();
    const clickTransId = nextId();
    const amount = `${order.total}.00`;
    expect(await click.call("prepare", { clickTransId, paymentId: order.paymentId, amount })).toMatchObject({
      error: 0,
    });
    expect(await click.call("complete", { clickTransId, paymentId: order.paymentId, amount })).toMatchObject({
      error: 0,
      error_note: "Success",
      merchant_confirm_id: Number(clickTransId),
    });
    expect(await click.call("complete", { clickTransId, paymentId: order.paymentId, amount })).toMatchObject({
      error: -4,
      error_note: "Already paid",
    });
    // A failing Complete for it afterwards is refused the same way: the money stays taken.
    expect(
      await click.call("complete", { clickTransId, paymentId: order.paymentId, amount, error: "-5017" }),
    ).toMatchObject({ error: -4, error_note: "Already paid" });
    expect(await paidEvents(order.id)).toHaveLength(1);
    expect((await click.transactionsOf(order.paymentId)).map((row) => row.state)).toEqual([2]);
  }, 30_000);

  // click-integration-php (prepare() and request_check refuse only a confirmed or rejected order),
  // click-integration-django (the same in click_webhook_errors) and woocommerce-clickuz-gateway
  // (prepare() overwrites the order's row with the new click_trans_id) all accept a new Prepare for
  // an order not paid yet. docs "Click-API – Error": -4 for confirming what another confirmation
  // already paid, -9 for confirming a transaction that was canceled.
  it("a second Prepare with a new click_trans_id is accepted; only one Complete ever confirms the order", async () => {
    const order = await click.order();
    const amount = `${order.total}.00`;
    const first = nextId();
    const second = nextId();
    expect(await click.call("prepare", { clickTransId: first, paymentId: order.paymentId, amount })).toMatchObject({
      error: 0,
      merchant_prepare_id: Number(first),
    });
    // Click's answer to the first was lost; Click tries again with a new transaction.
    expect(await click.call("prepare", { clickTransId: second, paymentId: order.paymentId, amount })).toMatchObject({
      error: 0,
      merchant_prepare_id: Number(second),
    });
    expect(await click.call("complete", { clickTransId: second, paymentId: order.paymentId, amount })).toMatchObject({
      error: 0,
      merchant_confirm_id: Number(second),
    });
    // The first transaction can no longer take the order's money.
    expect(await click.call("complete", { clickTransId: first, paymentId: order.paymentId, amount })).toMatchObject({
      error: -4,
      error_note: "Already paid",
    });
    // Nor can a third one.
    expect(await click.call("prepare", { clickTransId: nextId(), paymentId: order.paymentId, amount })).toMatchObject({
      error: -4,
    });
    expect(await paidEvents(order.id)).toHaveLength(1);
    const [attempt] = await shop.attemptsOf(order.id);
    expect(attempt).toMatchObject({ status: "paid", providerTransactionId: String(Number(second) + 7) });
  }, 30_000);

  // docs "Click-API – Error" (-9: confirming a transaction canceled before); exactly one payment.
  it("the transaction a new Prepare replaced cannot confirm; the new one still can, and the order is paid once", async () => {
    const order = await click.order();
    const amount = `${order.total}.00`;
    const first = nextId();
    const second = nextId();
    await click.call("prepare", { clickTransId: first, paymentId: order.paymentId, amount });
    await click.call("prepare", { clickTransId: second, paymentId: order.paymentId, amount });
    const [old, fresh] = await Promise.all([
      click.call("complete", { clickTransId: first, paymentId: order.paymentId, amount }),
      click.call("complete", { clickTransId: second, paymentId: order.paymentId, amount }),
    ]);
    // The replaced one is refused either way: -9 while the order waits, -4 once the new one has paid it.
    expect([
      { error: -9, error_note: "Transaction cancelled" },
      { error: -4, error_note: "Already paid" },
    ]).toContainEqual({ error: old.error, error_note: old.error_note });
    expect(fresh).toMatchObject({ error: 0, merchant_confirm_id: Number(second) });
    const states = Object.fromEntries(
      (await click.transactionsOf(order.paymentId)).map((row) => [row.transactionId, row.state]),
    );
    expect(states).toEqual({ [first]: -1, [second]: 2 });
    expect(await paidEvents(order.id)).toHaveLength(1);
  }, 30_000);

  // docs "Click-API – Request" lists ten parameters for Prepare and eleven for Complete;
  // click-integration-php BasicPaymentsErrors::is_not_possible_data refuses a call missing any of
  // them (error_note included) with -8 "Error in request from click", before the sign is checked.
  it("a call missing any documented parameter is refused with -8 Error in request from click, and changes nothing", async () => {
    const order = await click.order();
    const amount = `${order.total}.00`;
    const clickTransId = nextId();
    const before = await orderState(order);
    const prepareFields: ClickCallField[] = [
      "click_trans_id",
      "service_id",
      "click_paydoc_id",
      "merchant_trans_id",
      "amount",
      "action",
      "error",
      "error_note",
      "sign_time",
      "sign_string",
    ];
    for (const omit of prepareFields)
      expect(
        await click.call("prepare", { clickTransId, paymentId: order.paymentId, amount, omit }),
        `Prepare without ${omit}`,
      ).toMatchObject({ error: -8, error_note: "Error in request from click" });
    expect(await orderState(order)).toBe(before);
    expect(await click.call("prepare", { clickTransId, paymentId: order.paymentId, amount })).toMatchObject({
      error: 0,
    });
    for (const omit of [...prepareFields, "merchant_prepare_id" as const])
      expect(
        await click.call("complete", { clickTransId, paymentId: order.paymentId, amount, omit }),
        `Complete without ${omit}`,
      ).toMatchObject({ error: -8, error_note: "Error in request from click" });
    expect((await shop.orderRow(order.id)).status).toBe("awaiting_payment");
  }, 30_000);

  // docs "Merchant – Request": "Required headers: Accept, Auth, Content-Type", content types
  // application/json or application/xml; click-integration-php's Payments::init_provider sends all
  // three on every Merchant API call, payment/reversal included.
  it("the reversal a refund makes carries Accept, Auth and Content-Type: application/json", async () => {
    const order = await click.order("612305555");
    await click.atClick(order.payUrl, "pay");
    await until(async () => (await shop.orderRow(order.id)).status === "delivery_failed", 20_000);
    const refund = await shop.post(`/orders/public/${order.id}/refund`, { to: "payment" });
    expect(refund.status).toBe(200);
    await until(
      async () =>
        (await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.id)))[0]?.status === "done",
    );
    const [attempt] = await shop.attemptsOf(order.id);
    const status = await fetch(
      `${shop.gateway.url}/click/v2/merchant/payment/status/${CLICK_KEYS.serviceId}/${attempt!.providerTransactionId}`,
      { headers: clickMerchantHeaders() },
    );
    expect(await status.json()).toMatchObject({ error_code: 0, payment_status: -2 });
    // The gateway's Click face holds a call to the documented headers, as the shop's client is held.
    const bare = await fetch(
      `${shop.gateway.url}/click/v2/merchant/payment/reversal/${CLICK_KEYS.serviceId}/${attempt!.providerTransactionId}`,
      { method: "DELETE", headers: { auth: clickAuthHeader() } },
    );
    expect(bare.status).toBe(400);
  }, 40_000);

  // docs.click.uz/en/fiscalization: POST payment/ofd_data/submit_items with service_id, payment_id,
  // items (Name, SPIC, PackageCode, Price for the whole quantity in tiyin, Amount, VAT in tiyin,
  // VATPercent, CommissionInfo with the TIN) and the received sums in tiyin; the answer's error_code.
  it("fiscal items: sent once after Complete paid, with the documented body, and retried after a refusal", async () => {
    const sku = "ff-355";
    // A code the fiscal operator cannot know (16 digits): Click refuses the items.
    await shop.database.db
      .update(products)
      .set({ fiscal: { uz: { ...UZ_FISCAL_CODES, ikpu: "1039900200100000" } } })
      .where(eq(products.sku, sku));
    const order = await click.order(undefined, sku);
    await click.atClick(order.payUrl, "pay");
    await until(async () => (await shop.orderRow(order.id)).paidBy === order.paymentId);
    const [attempt] = await shop.attemptsOf(order.id);
    const paymentId = attempt!.providerTransactionId!;
    const queued = () =>
      shop.database.db.select().from(fiscalSubmissions).where(eq(fiscalSubmissions.paymentId, order.paymentId));

    expect(await shop.services.sendFiscalItems()).toMatchObject({ sent: 0, failed: 1 });
    expect(shop.gateway.clickFiscalItems(paymentId)).toBeUndefined();
    expect(await queued()).toMatchObject([
      { status: "pending", attempts: 1, lastError: expect.stringMatching(/SPIC/) },
    ]);

    // The operator corrects the code: the next run sends it, and Click takes it.
    await shop.database.db
      .update(products)
      .set({ fiscal: { uz: UZ_FISCAL_CODES } })
      .where(eq(products.sku, sku));
    expect(await shop.services.sendFiscalItems()).toMatchObject({ sent: 1, failed: 0 });
    const tiyin = order.total * 100;
    expect(shop.gateway.clickFiscalItems(paymentId)).toEqual({
      service_id: Number(CLICK_KEYS.serviceId),
      payment_id: Number(paymentId),
      items: [
        {
          Name: (await shop.orderRow(order.id)).productTitle,
          SPIC: UZ_FISCAL_CODES.ikpu,
          PackageCode: UZ_FISCAL_CODES.packageCode,
          Price: tiyin,
          Amount: 1,
          // 12 % VAT included in the price.
          VAT: Math.round((tiyin * 12) / 112),
          VATPercent: 12,
          // The Uzbek seller's STIR (decision 035), its TIN.
          CommissionInfo: { TIN: "000000000" },
        },
      ],
      received_ecash: 0,
      received_cash: 0,
      received_card: tiyin,
    });

    // Once: another run sends nothing, and Click's retry of the Complete queues nothing again.
    expect(await shop.services.sendFiscalItems()).toMatchObject({ sent: 0, failed: 0 });
    const [transaction] = await click.transactionsOf(order.paymentId);
    const again = await click.call("complete", {
      clickTransId: transaction!.transactionId,
      paymentId: order.paymentId,
      amount: `${order.total}.00`,
    });
    expect(again).toMatchObject({ error: -4 });
    expect(await queued()).toMatchObject([{ status: "sent", attempts: 1 }]);
  }, 30_000);

  it("fiscal items: a payment whose product has no Uzbek codes has nothing to send", async () => {
    const order = await click.order();
    await click.atClick(order.payUrl, "pay");
    await until(async () => (await shop.orderRow(order.id)).paidBy === order.paymentId);
    await shop.services.sendFiscalItems();
    const [attempt] = await shop.attemptsOf(order.id);
    expect(shop.gateway.clickFiscalItems(attempt!.providerTransactionId!)).toBeUndefined();
    expect(
      await shop.database.db.select().from(fiscalSubmissions).where(eq(fiscalSubmissions.paymentId, order.paymentId)),
    ).toMatchObject([{ status: "skipped" }]);
  }, 30_000);
});
