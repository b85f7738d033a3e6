import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCheckoutHarness, until, type CheckoutHarness } from "../../tests/support/checkout-harness";
import {
  paymeAccount,
  paymeCaller,
  paymeEndpoint,
  paymeTransactionId,
  type PaymeAnswer,
} from "../../tests/support/payme-merchant";
import { sandboxSupplierPurchases } from "../db/schema";
import { paymeAuthorization } from "./payme-protocol";

/**
 * Payme's Merchant API against the shop (decision 023): Payme's calls as its documentation describes
 * them, sent straight to the shop's endpoint, and the sandbox gateway's Payme face (checkout page,
 * receipts.cancel) for the buyer's and the refund's way.
 */
describe("Payme Merchant API", () => {
  let shop: CheckoutHarness;
  let rpc: ReturnType<typeof paymeCaller>["rpc"];
  let payableOrder: ReturnType<typeof paymeCaller>["payableOrder"];

  beforeAll(async () => {
    shop = await startCheckoutHarness({ delivery: { supplierDelayMs: 0 } });
    ({ rpc, payableOrder } = paymeCaller(shop));
  }, 60_000);
  afterAll(() => shop.close());

  it("refuses a call without Payme's key (-32504), changing nothing", async () => {
    const order = await payableOrder("551230001");
    const forged = await rpc(
      "CreateTransaction",
      { id: paymeTransactionId(), time: Date.now(), amount: order.tiyin, account: paymeAccount(order.paymentId) },
      paymeAuthorization("not-the-key"),
    );
    expect(forged.error?.code).toBe(-32504);
    expect(forged.error?.message).toMatchObject({
      ru: expect.any(String),
      uz: expect.any(String),
      en: expect.any(String),
    });
    const unsigned = await fetch(paymeEndpoint(shop), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: 1, method: "PerformTransaction", params: { id: "x" } }),
    });
    expect(((await unsigned.json()) as PaymeAnswer).error?.code).toBe(-32504);
    expect(await shop.services.providerTransactions.ofPayment("payme", order.paymentId)).toEqual([]);
    expect((await shop.orderRow(order.orderId)).status).toBe("awaiting_payment");
  }, 30_000);

  it("answers CheckPerformTransaction: allowed for the exact amount, -31001 for another, -31050 for an unknown order", async () => {
    const order = await payableOrder("551230002");
    expect(
      (await rpc("CheckPerformTransaction", { amount: order.tiyin, account: paymeAccount(order.paymentId) })).result,
    ).toEqual({
      allow: true,
    });
    expect(
      (await rpc("CheckPerformTransaction", { amount: order.tiyin + 100, account: paymeAccount(order.paymentId) }))
        .error?.code,
    ).toBe(-31001);
    const unknown = await rpc("CheckPerformTransaction", { amount: order.tiyin, account: paymeAccount("ZZZZZZZZ-9") });
    expect(unknown.error).toMatchObject({ code: -31050, data: "order_id" });
    expect((await rpc("CheckPerformTransaction", { amount: order.tiyin, account: {} })).error?.code).toBe(-31050);
    expect((await rpc("NoSuchMethod", {})).error?.code).toBe(-32601);
  }, 30_000);

  it("creates, performs and checks a transaction; repeated calls answer the same; the order is delivered once", async () => {
    const order = await payableOrder("551230003");
    const id = paymeTransactionId();
    const time = Date.now();
    const create = { id, time, amount: order.tiyin, account: paymeAccount(order.paymentId) };
    // The same CreateTransaction from several requests at once: one transaction, the same answer.
    const created = await Promise.all([
      rpc("CreateTransaction", create),
      rpc("CreateTransaction", create),
      rpc("CreateTransaction", create),
    ]);
    expect(created.map((answer) => answer.result?.state)).toEqual([1, 1, 1]);
    expect(new Set(created.map((answer) => answer.result?.create_time)).size).toBe(1);
    // Another transaction for the same attempt while this one is live is refused (the sandbox's -31008).
    const other = await rpc("CreateTransaction", { ...create, id: paymeTransactionId() });
    expect(other.error?.code).toBe(-31008);

    const performed = await Promise.all([
      rpc("PerformTransaction", { id }),
      rpc("PerformTransaction", { id }),
      rpc("PerformTransaction", { id }),
    ]);
    expect(performed.map((answer) => answer.result?.state)).toEqual([2, 2, 2]);
    expect(new Set(performed.map((answer) => answer.result?.perform_time)).size).toBe(1);
    await until(async () => (await shop.orderRow(order.orderId)).status === "complete", 20_000);
    const purchases = await shop.database.db
      .select()
      .from(sandboxSupplierPurchases)
      .where(eq(sandboxSupplierPurchases.customerNo, "551230003"));
    expect(purchases).toHaveLength(1);

    const checked = await rpc("CheckTransaction", { id });
    expect(checked.result).toMatchObject({ state: 2, cancel_time: 0, reason: null, transaction: order.paymentId });
    expect(checked.result?.perform_time).toBe(performed[0]!.result?.perform_time);
    // Created again after performing: -31008; a cancel without the shop's refund: -31007.
    expect((await rpc("CreateTransaction", create)).error?.code).toBe(-31008);
    expect((await rpc("CancelTransaction", { id, reason: 10 })).error?.code).toBe(-31007);
    const [attempt] = await shop.attemptsOf(order.orderId);
    expect(attempt).toMatchObject({ status: "paid", providerTransactionId: id });

    const statement = await rpc("GetStatement", { from: time - 60_000, to: Date.now() + 60_000 });
    const listed = (statement.result?.transactions as { id: string; amount: number; state: number }[]).find(
      (row) => row.id === id,
    );
    expect(listed).toMatchObject({ amount: order.tiyin, state: 2 });
    expect((await rpc("PerformTransaction", { id: paymeTransactionId() })).error?.code).toBe(-31003);
  }, 40_000);

  it("refuses a transaction whose amount differs from the attempt's, out of order calls, and a stale time", async () => {
    const order = await payableOrder("551230004");
    const wrong = await rpc("CreateTransaction", {
      id: paymeTransactionId(),
      time: Date.now(),
      amount: order.tiyin - 100,
      account: paymeAccount(order.paymentId),
    });
    expect(wrong.error?.code).toBe(-31001);
    const stale = await rpc("CreateTransaction", {
      id: paymeTransactionId(),
      time: Date.now() - 43_200_001,
      amount: order.tiyin,
      account: paymeAccount(order.paymentId),
    });
    expect(stale.error?.code).toBe(-31008);
    expect(await shop.services.providerTransactions.ofPayment("payme", order.paymentId)).toEqual([]);
    expect((await rpc("CancelTransaction", { id: paymeTransactionId(), reason: 3 })).error?.code).toBe(-31003);
    expect((await shop.orderRow(order.orderId)).status).toBe("awaiting_payment");
  }, 30_000);

  it("cancels a created transaction (-1): the attempt is canceled, the same cancel answers the same, performing it is refused", async () => {
    const order = await payableOrder("551230005");
    const id = paymeTransactionId();
    await rpc("CreateTransaction", {
      id,
      time: Date.now(),
      amount: order.tiyin,
      account: paymeAccount(order.paymentId),
    });
    const canceled = await Promise.all([
      rpc("CancelTransaction", { id, reason: 3 }),
      rpc("CancelTransaction", { id, reason: 3 }),
    ]);
    expect(canceled.map((answer) => answer.result?.state)).toEqual([-1, -1]);
    expect(canceled[0]!.result?.cancel_time).toBe(canceled[1]!.result?.cancel_time);
    expect((await rpc("PerformTransaction", { id })).error?.code).toBe(-31008);
    expect((await rpc("CheckTransaction", { id })).result).toMatchObject({ state: -1, reason: 3, perform_time: 0 });
    const [attempt] = await shop.attemptsOf(order.orderId);
    expect(attempt?.status).toBe("canceled");
    expect((await shop.orderRow(order.orderId)).status).toBe("payment_failed");
  }, 30_000);

  it("a live transaction past Payme's 12 hours holds nothing: CheckPerformTransaction allows, CreateTransaction cancels it (reason 4)", async () => {
    const order = await payableOrder("551230010");
    const stale = paymeTransactionId();
    // A transaction Payme created 12 hours and a millisecond ago and never performed nor canceled.
    await shop.services.providerTransactions.create({
      provider: "payme",
      transactionId: stale,
      paymentId: order.paymentId,
      amount: order.tiyin / 100,
      currency: "UZS",
      providerTime: Date.now() - 43_200_001,
    });
    const check = { amount: order.tiyin, account: paymeAccount(order.paymentId) };
    expect((await rpc("CheckPerformTransaction", check)).result).toEqual({ allow: true });
    const fresh = await rpc("CreateTransaction", { id: paymeTransactionId(), time: Date.now(), ...check });
    expect(fresh.result?.state).toBe(1);
    expect((await rpc("CheckTransaction", { id: stale })).result).toMatchObject({ state: -1, reason: 4 });
  }, 30_000);

  it("two different transactions for one attempt at the same moment: exactly one is created", async () => {
    const order = await payableOrder("551230008");
    const ids = [paymeTransactionId(), paymeTransactionId(), paymeTransactionId(), paymeTransactionId()];
    const answers = await Promise.all(
      ids.map((id) =>
        rpc("CreateTransaction", { id, time: Date.now(), amount: order.tiyin, account: paymeAccount(order.paymentId) }),
      ),
    );
    expect(answers.filter((answer) => answer.result?.state === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.error?.code === -31008)).toHaveLength(3);
    expect(await shop.services.providerTransactions.ofPayment("payme", order.paymentId)).toHaveLength(1);
  }, 30_000);

  it("a crash between paying the order and moving the transaction to 2 is healed by Payme's retry", async () => {
    const order = await payableOrder("551230009");
    const id = paymeTransactionId();
    await rpc("CreateTransaction", {
      id,
      time: Date.now(),
      amount: order.tiyin,
      account: paymeAccount(order.paymentId),
    });
    // What PerformTransaction did before the crash: the order paid, the transaction still in state 1.
    const [attempt] = await shop.attemptsOf(order.orderId);
    await shop.services.paymentFlow.applyUpdate(
      {
        paymentId: order.paymentId,
        status: "paid",
        amount: { amount: attempt!.amount, currency: "UZS" },
        providerTransactionId: id,
        providerStatus: "PerformTransaction",
      },
      "notification",
      "payme",
    );
    expect((await rpc("CheckTransaction", { id })).result?.state).toBe(1);
    // Payme's retry: the order is not paid twice, and the transaction reaches 2.
    const retried = await rpc("PerformTransaction", { id });
    expect(retried.result?.state).toBe(2);
    await until(async () => (await shop.orderRow(order.orderId)).status === "complete", 20_000);
    const purchases = await shop.database.db
      .select()
      .from(sandboxSupplierPurchases)
      .where(eq(sandboxSupplierPurchases.customerNo, "551230009"));
    expect(purchases).toHaveLength(1);
    expect((await shop.attemptsOf(order.orderId)).map((row) => row.status)).toEqual(["paid"]);
  }, 40_000);

  it("PerformTransaction and CancelTransaction at the same moment: one wins, and the order follows the transaction", async () => {
    for (let round = 0; round < 6; round += 1) {
      const order = await payableOrder(`5512471${round}`);
      const id = paymeTransactionId();
      await rpc("CreateTransaction", {
        id,
        time: Date.now(),
        amount: order.tiyin,
        account: paymeAccount(order.paymentId),
      });
      const [performed, canceled] = await Promise.all([
        rpc("PerformTransaction", { id }),
        rpc("CancelTransaction", { id, reason: 3 }),
      ]);
      const state = (await rpc("CheckTransaction", { id })).result?.state;
      const [attempt] = await shop.attemptsOf(order.orderId);
      if (state === 2) {
        // Perform won: the money is the shop's, the order is paid, and the late cancel was refused
        // (no refund was claimed, the goods are the buyer's).
        expect(performed.result?.state).toBe(2);
        expect(canceled.error?.code).toBe(-31007);
        expect(attempt?.status).toBe("paid");
      } else {
        // Cancel won: Payme took nothing, and nothing may be delivered.
        expect(state).toBe(-1);
        expect(canceled.result?.state).toBe(-1);
        expect(performed.error?.code).toBe(-31008);
        expect(attempt?.status).not.toBe("paid");
        expect((await shop.orderRow(order.orderId)).status).not.toBe("in_progress");
      }
    }
  }, 60_000);

  /** The buyer presses a button on the sandbox's Payme page. */
  async function atPaymePage(redirectUrl: string, action: "pay" | "fail") {
    const page = await (await fetch(redirectUrl)).text();
    expect(page).toContain("Payme");
    const formToken = /name="form_token" value="([^"]+)"/.exec(page)?.[1];
    expect(formToken).toBeDefined();
    const answer = await fetch(redirectUrl, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action, form_token: formToken! }),
    });
    expect(answer.status).toBe(303);
  }

  it("a declined card at the Payme page cancels the attempt; paying again with a new attempt completes the order", async () => {
    const order = await payableOrder("551230007");
    await atPaymePage(order.redirectUrl, "fail");
    expect((await shop.attemptsOf(order.orderId))[0]?.status).toBe("canceled");
    const again = (await (await shop.post(`/orders/public/${order.orderId}/pay`, {})).json()) as {
      redirectUrl: string;
    };
    await atPaymePage(again.redirectUrl, "pay");
    await until(async () => (await shop.orderRow(order.orderId)).status === "complete", 20_000);
    const attempts = await shop.attemptsOf(order.orderId);
    expect(attempts.map((attempt) => attempt.status)).toEqual(["canceled", "paid"]);
  }, 40_000);

  it("a delivered order's receipt is not canceled: without the shop's refund claim the cancel is refused", async () => {
    const order = await payableOrder("551230006");
    await atPaymePage(order.redirectUrl, "pay");
    await until(async () => (await shop.orderRow(order.orderId)).status === "complete", 20_000);
    const [attempt] = await shop.attemptsOf(order.orderId);
    const payme = shop.services.payments.forProtocol("payme")!;
    const answer = await payme.refund({
      paymentId: attempt!.id,
      providerTransactionId: attempt!.providerTransactionId,
      refundKey: `refund-${order.orderId}`,
      amount: { amount: attempt!.amount, currency: "UZS" },
      reason: "test",
    });
    expect(answer.ok).toBe(false);
    expect((await shop.attemptsOf(order.orderId))[0]?.status).toBe("paid");
    expect((await rpc("CheckTransaction", { id: attempt!.providerTransactionId })).result?.state).toBe(2);
  }, 40_000);

  it("a failed delivery's refund goes back through Payme (receipts.cancel, then CancelTransaction reason 5), once", async () => {
    const buyer = await shop.signedInBuyer("Dilshod");
    const order = await payableOrder("551235555", buyer.auth);
    await atPaymePage(order.redirectUrl, "pay");
    await until(async () => (await shop.orderRow(order.orderId)).status === "delivery_failed", 20_000);
    // The buyer's refund asked twice at the same moment: one claim, one cancel at Payme.
    const asked = await Promise.all([
      shop.post(`/orders/public/${order.orderId}/refund`, { to: "payment" }, buyer.auth),
      shop.post(`/orders/public/${order.orderId}/refund`, { to: "payment" }, buyer.auth),
    ]);
    expect(asked.every((response) => response.status < 300)).toBe(true);
    await until(async () => (await shop.orderRow(order.orderId)).status === "canceled", 20_000);
    const [attempt] = await shop.attemptsOf(order.orderId);
    expect(attempt?.status).toBe("refunded");
    const checked = await rpc("CheckTransaction", { id: attempt!.providerTransactionId });
    expect(checked.result).toMatchObject({ state: -2, reason: 5 });
    const claims = await shop.services.refunds.ofOrder(order.orderId);
    expect(claims.map((claim) => [claim.method, claim.status])).toEqual([["payment", "done"]]);
    // The refund asked again under the same key: the receipt is already canceled, nothing moves twice.
    const payme = shop.services.payments.forProtocol("payme")!;
    const again = await payme.refund({
      paymentId: attempt!.id,
      providerTransactionId: attempt!.providerTransactionId,
      refundKey: claims[0]!.id,
      amount: { amount: attempt!.amount, currency: "UZS" },
      reason: "test",
    });
    expect(again.ok).toBe(true);
    expect((await rpc("CancelTransaction", { id: attempt!.providerTransactionId, reason: 5 })).result?.state).toBe(-2);
  }, 60_000);
});
