import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLICK_KEYS, startCheckoutHarness, until, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { databaseDigest } from "../../tests/support/db-digest";
import { clickSignString, clickTime } from "../payments/click-protocol";
import { clickMerchantHeaders, clickShop } from "../../tests/support/click-shop";
import { orderEvents, refunds } from "../db/schema";

/**
 * Click's SHOP API at the shop (decision 024), against the sandbox gateway's Click face (the local
 * fake of Click) and against calls signed here as Click signs them: forged signs, wrong amounts,
 * repeated, out-of-order and simultaneous calls, and the refund back through Click's reversal.
 */
describe("Click: Prepare and Complete", () => {
  let shop: CheckoutHarness;
  let clickIds = 4_000_000_000;
  const { order: clickOrder, atClick, call, transactionsOf } = clickShop(() => shop, "61111");

  beforeAll(async () => {
    shop = await startCheckoutHarness({ delivery: { supplierDelayMs: 0 } });
  }, 60_000);
  afterAll(() => shop.close());

  it("a buyer pays at Click's page: Prepare and Complete pay the order once, and it is delivered", async () => {
    const order = await clickOrder("611110001");
    const url = new URL(order.payUrl);
    expect(url.pathname).toBe("/click/services/pay");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      service_id: CLICK_KEYS.serviceId,
      merchant_id: CLICK_KEYS.merchantId,
      amount: `${order.total}.00`,
      transaction_param: order.paymentId,
    });
    await atClick(order.payUrl, "pay");
    await until(async () => (await shop.orderRow(order.id)).status === "complete", 20_000);
    const [transaction] = await transactionsOf(order.paymentId);
    expect(transaction).toMatchObject({ state: 2, amount: order.total, currency: "UZS" });
    const [attempt] = await shop.attemptsOf(order.id);
    expect(attempt).toMatchObject({ provider: "click", status: "paid" });
    // Click's payment id (click_paydoc_id), for the reversal a refund needs.
    expect(attempt!.providerTransactionId).toMatch(/^\d+$/);
  }, 40_000);

  it("a forged sign is refused with -1 and changes nothing; a wrong amount is -2", async () => {
    const order = await clickOrder("611110002");
    const before = await databaseDigest(shop.database.db);
    const clickTransId = String(++clickIds);
    const forged = await call("prepare", {
      clickTransId,
      paymentId: order.paymentId,
      amount: `${order.total}.00`,
      sign: "0".repeat(32),
    });
    expect(forged).toMatchObject({ error: -1 });
    expect(await databaseDigest(shop.database.db)).toBe(before);
    // A sign made with another key is as forged as a made-up one.
    const otherKey = await call("prepare", {
      clickTransId,
      paymentId: order.paymentId,
      amount: `${order.total}.00`,
      sign: clickSignString(
        {
          click_trans_id: clickTransId,
          service_id: CLICK_KEYS.serviceId,
          merchant_trans_id: order.paymentId,
          amount: `${order.total}.00`,
          action: "0",
          sign_time: clickTime(new Date()),
        },
        "not-the-secret",
      ),
    });
    expect(otherKey).toMatchObject({ error: -1 });
    expect(
      await call("prepare", { clickTransId, paymentId: order.paymentId, amount: `${order.total - 1}.00` }),
    ).toMatchObject({ error: -2 });
    expect(
      await call("prepare", { clickTransId, paymentId: order.paymentId, amount: `${order.total}.50` }),
    ).toMatchObject({
      error: -2,
    });
    expect(await databaseDigest(shop.database.db)).toBe(before);
    expect(await call("prepare", { clickTransId, paymentId: "NOSUCHID-1", amount: `${order.total}.00` })).toMatchObject(
      {
        error: -5,
      },
    );
    // A Complete the shop never prepared: -6, and still nothing changed.
    expect(
      await call("complete", { clickTransId, paymentId: order.paymentId, amount: `${order.total}.00` }),
    ).toMatchObject({ error: -6 });
    expect(await databaseDigest(shop.database.db)).toBe(before);
  }, 30_000);

  it("repeated calls answer as documented; Complete with a wrong amount or another prepare id is refused", async () => {
    const order = await clickOrder("611110003");
    const replaced = String(++clickIds);
    const clickTransId = String(++clickIds);
    const amount = `${order.total}.00`;
    expect(await call("prepare", { clickTransId: replaced, paymentId: order.paymentId, amount })).toMatchObject({
      error: 0,
    });
    // Another Click transaction for the same attempt while one is open: it replaces the open one.
    const first = await call("prepare", { clickTransId, paymentId: order.paymentId, amount });
    expect(first).toMatchObject({ error: 0, merchant_prepare_id: Number(clickTransId) });
    expect(await call("prepare", { clickTransId, paymentId: order.paymentId, amount })).toEqual(first);
    expect(await call("complete", { clickTransId: replaced, paymentId: order.paymentId, amount })).toMatchObject({
      error: -9,
    });
    expect(
      await call("complete", { clickTransId, paymentId: order.paymentId, amount: `${order.total + 1}.00` }),
    ).toMatchObject({ error: -2 });
    expect(
      await call("complete", { clickTransId, paymentId: order.paymentId, amount, prepareId: "123" }),
    ).toMatchObject({ error: -6 });
    expect((await shop.orderRow(order.id)).status).toBe("awaiting_payment");
    const done = await call("complete", { clickTransId, paymentId: order.paymentId, amount });
    expect(done).toMatchObject({ error: 0, merchant_confirm_id: Number(clickTransId) });
    // Complete again: "Already paid" (Click-API – Error), and nothing more is paid.
    expect(await call("complete", { clickTransId, paymentId: order.paymentId, amount })).toMatchObject({
      error: -4,
      error_note: "Already paid",
    });
    // Prepare again after the money came: already paid.
    expect(await call("prepare", { clickTransId, paymentId: order.paymentId, amount })).toMatchObject({ error: -4 });
    await until(async () => (await shop.orderRow(order.id)).status === "complete", 20_000);
  }, 30_000);

  it("the same Complete sent 10 times at once pays the order once and confirms once", async () => {
    const order = await clickOrder("611110004");
    const clickTransId = String(++clickIds);
    const amount = `${order.total}.00`;
    expect(await call("prepare", { clickTransId, paymentId: order.paymentId, amount })).toMatchObject({ error: 0 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call("complete", { clickTransId, paymentId: order.paymentId, amount })),
    );
    // One confirms; the others find it confirmed: "Already paid".
    expect(answers.filter((answer) => answer.error === 0)).toEqual([
      expect.objectContaining({ merchant_confirm_id: Number(clickTransId) }),
    ]);
    expect(answers.filter((answer) => answer.error === -4)).toHaveLength(9);
    const events = await shop.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((event) => event.toStatus === "in_progress")).toHaveLength(1);
    expect(await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(0);
    await until(async () => (await shop.orderRow(order.id)).status === "complete", 20_000);
  }, 30_000);

  it("a successful and a failing Complete at the same moment: one wins, and the order follows the transaction", async () => {
    for (let round = 0; round < 6; round += 1) {
      const order = await clickOrder(`6111207${round}`);
      const clickTransId = String(++clickIds);
      const amount = `${order.total}.00`;
      expect(await call("prepare", { clickTransId, paymentId: order.paymentId, amount })).toMatchObject({ error: 0 });
      const [success, failure] = await Promise.all([
        call("complete", { clickTransId, paymentId: order.paymentId, amount }),
        call("complete", { clickTransId, paymentId: order.paymentId, amount, error: "-5017" }),
      ]);
      const [transaction] = await transactionsOf(order.paymentId);
      const [attempt] = await shop.attemptsOf(order.id);
      if (transaction!.state === 2) {
        // The payment won: Click hears "paid" on both, and the order is paid.
        expect(success).toMatchObject({ error: 0 });
        expect(failure).toMatchObject({ error: -4 });
        expect(attempt?.status).toBe("paid");
      } else {
        // The failure won: Click hears "canceled" on both, and nothing is delivered.
        expect(transaction!.state).toBe(-1);
        expect(success).toMatchObject({ error: -9 });
        expect(failure).toMatchObject({ error: -9 });
        expect(attempt?.status).not.toBe("paid");
        expect((await shop.orderRow(order.id)).status).not.toBe("in_progress");
      }
    }
  }, 60_000);

  it("a payment that fails at Click cancels the prepared transaction (-9), and a later Complete stays canceled", async () => {
    const order = await clickOrder("611110005");
    await atClick(order.payUrl, "fail");
    await until(async () => (await shop.orderRow(order.id)).status === "payment_failed");
    const [transaction] = await transactionsOf(order.paymentId);
    expect(transaction).toMatchObject({ state: -1, reason: -5017 });
    const amount = `${order.total}.00`;
    // Click sending success for the canceled transaction afterwards (out of order): still canceled.
    expect(
      await call("complete", { clickTransId: transaction!.transactionId, paymentId: order.paymentId, amount }),
    ).toMatchObject({ error: -9 });
    expect((await shop.orderRow(order.id)).status).toBe("payment_failed");
    // The order is no longer payable by that attempt: Prepare for it is refused.
    expect(
      (await call("prepare", { clickTransId: String(++clickIds), paymentId: order.paymentId, amount })).error,
    ).toBeLessThan(0);
  }, 30_000);

  it("money that arrives after the order expired (between Prepare and Complete) is acknowledged and claimed back", async () => {
    const order = await clickOrder("611110006");
    const clickTransId = String(++clickIds);
    const amount = `${order.total}.00`;
    expect(await call("prepare", { clickTransId, paymentId: order.paymentId, amount })).toMatchObject({ error: 0 });
    await shop.services.paymentFlow.cancelExpired(new Date(Date.now() + 61 * 60_000));
    expect((await shop.orderRow(order.id)).status).toBe("canceled");
    // Prepare of a new Click transaction for the canceled order: refused.
    expect(
      (await call("prepare", { clickTransId: String(++clickIds), paymentId: order.paymentId, amount })).error,
    ).toBeLessThan(0);
    expect(await call("complete", { clickTransId, paymentId: order.paymentId, amount })).toMatchObject({ error: 0 });
    // The money is claimed back at once and Click is asked to reverse it. This call's
    // click_paydoc_id was made up here, so Click (the gateway) knows no such payment and the claim
    // goes to support as refused; a real payment's reversal is the next test.
    await until(
      async () =>
        (await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.id)))[0]?.status === "refused",
    );
    const [claim] = await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(claim).toMatchObject({ reason: "payment.late", amount: order.total, kind: "surplus" });
    expect((await shop.orderRow(order.id)).status).toBe("canceled");
  }, 30_000);

  it("a buyer who pays at Click after the order expired is refused at Prepare: no money moves", async () => {
    const order = await clickOrder("611110007");
    await shop.services.paymentFlow.cancelExpired(new Date(Date.now() + 61 * 60_000));
    await atClick(order.payUrl, "pay");
    expect(await transactionsOf(order.paymentId)).toHaveLength(0);
    expect((await shop.orderRow(order.id)).status).toBe("canceled");
    expect(await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(0);
  }, 30_000);

  it("a failed delivery is refunded through Click's reversal, idempotent by our key", async () => {
    const order = await clickOrder("611115555");
    await atClick(order.payUrl, "pay");
    await until(async () => (await shop.orderRow(order.id)).status === "delivery_failed", 20_000);
    const refund = await shop.post(`/orders/public/${order.id}/refund`, { to: "payment" });
    expect(refund.status).toBe(200);
    await until(
      async () =>
        (await shop.database.db.select().from(refunds).where(eq(refunds.orderId, order.id)))[0]?.status === "done",
    );
    const [attempt] = await shop.attemptsOf(order.id);
    const paymentId = attempt!.providerTransactionId!;
    // At Click the payment is reversed; asking again with the same key reverses nothing more.
    const status = await fetch(
      `${shop.gateway.url}/click/v2/merchant/payment/status/${CLICK_KEYS.serviceId}/${paymentId}`,
      {
        headers: clickMerchantHeaders(),
      },
    );
    expect(await status.json()).toMatchObject({ error_code: 0, payment_status: -2 });
    const again = await shop.click.refund({
      paymentId: order.paymentId,
      providerTransactionId: paymentId,
      refundKey: `refund-${order.id}`,
      amount: { amount: order.total, currency: "UZS" },
      reason: "again",
    });
    expect(again.ok).toBe(true);
  }, 40_000);

  it("the Merchant API refuses a request without the merchant's Auth", async () => {
    const answer = await fetch(`${shop.gateway.url}/click/v2/merchant/payment/status/${CLICK_KEYS.serviceId}/1`, {
      headers: { auth: `${CLICK_KEYS.merchantUserId}:${"0".repeat(40)}:${Math.floor(Date.now() / 1000)}` },
    });
    expect(answer.status).toBe(401);
  });
});
