import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymeAuthorization } from "../../adapters/payments/payme-protocol";
import { PAYME_KEYS, startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { and, eq } from "drizzle-orm";
import { products, providerAnswers } from "../../adapters/db/schema";
import {
  paymeAccount,
  paymeCaller,
  paymeEndpoint,
  paymeTransactionId,
  setUzFiscalCodes,
  UZ_FISCAL_CODES,
  type PaymeAnswer,
} from "../support/payme-merchant";

/**
 * The shop's Merchant API against what Payme documents (decision 023, "Conformance"): each case
 * names the page of developer.help.paycom.uz, the sandbox procedure (its "Песочница" page) or the
 * standard it comes from.
 */
describe("Payme Merchant API conformance", () => {
  let shop: CheckoutHarness;
  let rpc: ReturnType<typeof paymeCaller>["rpc"];
  let payableOrder: ReturnType<typeof paymeCaller>["payableOrder"];

  beforeAll(async () => {
    shop = await startCheckoutHarness();
    ({ rpc, payableOrder } = paymeCaller(shop));
  }, 60_000);
  afterAll(() => shop.close());

  const localized = { ru: expect.any(String), uz: expect.any(String), en: expect.any(String) };

  it("protokol-merchant-api/obschie-oshibki: a method other than POST is answered -32300, at HTTP 200", async () => {
    // "Протокол Merchant API": every answer is HTTP 200, another status counts as -32400 at Payme.
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const response = await fetch(paymeEndpoint(shop), {
        method,
        headers: { authorization: paymeAuthorization(PAYME_KEYS.key) },
      });
      expect(response.status, method).toBe(200);
      expect(response.headers.get("content-type"), method).toMatch(/^application\/json/);
      const answer = (await response.json()) as PaymeAnswer;
      expect(answer, method).toEqual({ jsonrpc: "2.0", id: null, error: { code: -32300, message: localized } });
    }
    // Whatever it carries: the method decides first.
    const unreadable = await fetch(paymeEndpoint(shop), {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: paymeAuthorization(PAYME_KEYS.key) },
      body: "{not json",
    });
    expect(unreadable.status).toBe(200);
    expect(((await unreadable.json()) as PaymeAnswer).error?.code).toBe(-32300);
  });

  it("RFC 9110 §11.1: the auth scheme is case-insensitive; the sandbox's wrong authorization is still -32504", async () => {
    const order = await payableOrder("551290001");
    const check = { amount: order.tiyin, account: paymeAccount(order.paymentId) };
    const token = paymeAuthorization(PAYME_KEYS.key).slice("Basic ".length);
    for (const scheme of ["basic", "BASIC", "bAsIc"]) {
      expect((await rpc("CheckPerformTransaction", check, `${scheme} ${token}`)).result, scheme).toEqual({
        allow: true,
      });
    }
    // Sandbox, "Неверная авторизация": every method answers -32504.
    const wrong = paymeAuthorization("not-the-key").slice("Basic ".length);
    for (const authorization of [`basic ${wrong}`, `Basic ${wrong}`, `Bearer ${token}`, token]) {
      const refused = await rpc("CheckPerformTransaction", check, authorization);
      expect(refused.error, authorization).toMatchObject({ code: -32504, message: localized });
    }
  });

  it("sandbox, wrong amount and a non-existent account: -31001, and -31050…-31099 naming the account field", async () => {
    const order = await payableOrder("551290002");
    const wrongAmount = { amount: order.tiyin + 100, account: paymeAccount(order.paymentId) };
    expect((await rpc("CheckPerformTransaction", wrongAmount)).error?.code).toBe(-31001);
    const create = { id: paymeTransactionId(), time: Date.now(), ...wrongAmount };
    expect((await rpc("CreateTransaction", create)).error?.code).toBe(-31001);
    const unknown = { amount: order.tiyin, account: paymeAccount("ZZZZZZZZ-9") };
    for (const method of ["CheckPerformTransaction", "CreateTransaction"]) {
      const params =
        method === "CreateTransaction" ? { id: paymeTransactionId(), time: Date.now(), ...unknown } : unknown;
      const { error } = await rpc(method, params);
      // oshibki-errors: the account errors carry a localized message and the Account field's name.
      expect(error?.code, method).toBeGreaterThanOrEqual(-31099);
      expect(error?.code, method).toBeLessThanOrEqual(-31050);
      expect(error, method).toMatchObject({ message: localized, data: "order_id" });
    }
  });

  it("sandbox, scenario 1: create, repeat, a new transaction while the account waits (-31008), cancel", async () => {
    const order = await payableOrder("551290003");
    const account = paymeAccount(order.paymentId);
    expect((await rpc("CheckPerformTransaction", { amount: order.tiyin, account })).result).toEqual({ allow: true });
    const create = { id: paymeTransactionId(), time: Date.now(), amount: order.tiyin, account };
    const created = await rpc("CreateTransaction", create);
    expect(created.result).toMatchObject({ state: 1, transaction: order.paymentId });
    // CreateTransaction, PerformTransaction and CancelTransaction come twice: the second answer is the first.
    expect((await rpc("CreateTransaction", create)).result).toEqual(created.result);
    expect((await rpc("CheckTransaction", { id: create.id })).result).toMatchObject({ state: 1 });
    // Payme's PHP template (PaycomUZ/paycom-integration-php-template, Paycom/Application.php):
    // CheckPerformTransaction refuses an order another live transaction holds, with -31008.
    const busy = await rpc("CheckPerformTransaction", { amount: order.tiyin, account });
    expect(busy.error).toMatchObject({ code: -31008, message: localized });
    // "CreateTransaction c новой транзакцией и состоянием счета «В ожидании оплаты»": -31008.
    const another = await rpc("CreateTransaction", { ...create, id: paymeTransactionId() });
    expect(another.error).toMatchObject({ code: -31008, message: localized });

    const canceled = await rpc("CancelTransaction", { id: create.id, reason: 3 });
    expect(canceled.result).toMatchObject({ state: -1, transaction: order.paymentId });
    expect((await rpc("CancelTransaction", { id: create.id, reason: 3 })).result).toEqual(canceled.result);
    expect((await rpc("CheckTransaction", { id: create.id })).result).toMatchObject({
      state: -1,
      reason: 3,
      cancel_time: canceled.result?.cancel_time,
    });
  });

  it("sandbox, scenario 2: create, perform, the repeated perform answers the same, check", async () => {
    const order = await payableOrder("551290004");
    const account = paymeAccount(order.paymentId);
    expect((await rpc("CheckPerformTransaction", { amount: order.tiyin, account })).result).toEqual({ allow: true });
    const id = paymeTransactionId();
    expect(
      (await rpc("CreateTransaction", { id, time: Date.now(), amount: order.tiyin, account })).result,
    ).toMatchObject({
      state: 1,
    });
    const performed = await rpc("PerformTransaction", { id });
    expect(performed.result).toMatchObject({ state: 2, transaction: order.paymentId });
    expect((await rpc("PerformTransaction", { id })).result).toEqual(performed.result);
    expect((await rpc("CheckTransaction", { id })).result).toMatchObject({
      state: 2,
      perform_time: performed.result?.perform_time,
      cancel_time: 0,
      reason: null,
    });
    // A paid order is no longer payable: CheckPerformTransaction refuses it.
    expect((await rpc("CheckPerformTransaction", { amount: order.tiyin, account })).error).toBeDefined();
  });

  it("oshibki-errors: an unknown method is -32601 with its name in data; a call without id or method is -32600", async () => {
    expect((await rpc("NoSuchMethod", {})).error).toMatchObject({
      code: -32601,
      data: "NoSuchMethod",
      message: localized,
    });
    const response = await fetch(paymeEndpoint(shop), {
      method: "POST",
      headers: { "content-type": "application/json", authorization: paymeAuthorization(PAYME_KEYS.key) },
      body: JSON.stringify({ jsonrpc: "2.0", params: {} }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as PaymeAnswer).error?.code).toBe(-32600);
  });

  describe('fiscal receipts (decision 023, "Fiscal receipts")', () => {
    // A product of its own: the cases above expect the bare { allow: true } of a product without codes.
    const fiscalSku = "ff-355";
    beforeAll(() => setUzFiscalCodes(shop, fiscalSku));

    /** The SetFiscalData params of the documentation's example (metody-merchant-api/setfiscaldata). */
    const fiscalData = (id: string, type: "PERFORM" | "CANCEL" = "PERFORM") => ({
      id,
      type,
      fiscal_data: {
        receipt_id: 121,
        status_code: 0,
        message: "accepted",
        terminal_id: "EP000000000025",
        fiscal_sign: "800031554082",
        qr_code_url: "https://ofd.soliq.uz/check?t=EP000000000025&r=121&c=20210909102511&s=800031554082",
        date: "2021-09-09 10:25:11",
      },
    });

    it("CheckPerformTransaction answers the receipt's detail: IKPU, package code and VAT per item, adding up to the amount", async () => {
      const order = await payableOrder("551290101", {}, fiscalSku);
      const answer = await rpc("CheckPerformTransaction", {
        amount: order.tiyin,
        account: paymeAccount(order.paymentId),
      });
      const [row] = [await shop.orderRow(order.orderId)];
      // One line for the product (the fee of Payme's method is nothing): count 1 at the line's price.
      expect(answer.result).toEqual({
        allow: true,
        detail: {
          receipt_type: 0,
          items: [
            {
              title: row.productTitle,
              price: order.tiyin,
              count: 1,
              code: UZ_FISCAL_CODES.ikpu,
              package_code: UZ_FISCAL_CODES.packageCode,
              vat_percent: UZ_FISCAL_CODES.vatPercent,
              discount: 0,
            },
          ],
        },
      });
      const items = (answer.result?.detail as { items: { price: number; count: number }[] }).items;
      expect(items.reduce((sum, item) => sum + item.price * item.count, 0)).toBe(order.tiyin);
    });

    it("SetFiscalData is kept on the transaction and answered { success: true }, the same again on repeat", async () => {
      const order = await payableOrder("551290102", {}, fiscalSku);
      const id = paymeTransactionId();
      const account = paymeAccount(order.paymentId);
      await rpc("CreateTransaction", { id, time: Date.now(), amount: order.tiyin, account });
      expect((await rpc("PerformTransaction", { id })).result).toMatchObject({ state: 2 });

      const first = await rpc("SetFiscalData", fiscalData(id));
      expect(first.result).toEqual({ success: true });
      expect((await rpc("SetFiscalData", fiscalData(id))).result).toEqual({ success: true });
      const kept = await shop.services.providerTransactions.find("payme", id);
      expect(kept?.fiscal).toEqual({
        perform: {
          receiptId: "121",
          statusCode: 0,
          message: "accepted",
          terminalId: "EP000000000025",
          fiscalSign: "800031554082",
          qrCodeUrl: fiscalData(id).fiscal_data.qr_code_url,
          date: "2021-09-09 10:25:11",
        },
      });
      // The console's timeline shows it once, with the receipt's address.
      const answers = await shop.database.db
        .select()
        .from(providerAnswers)
        .where(and(eq(providerAnswers.orderId, order.orderId), eq(providerAnswers.kind, "fiscalReceipt")));
      expect(answers).toHaveLength(1);
      expect(answers[0]?.answer).toMatchObject({
        fiscal_data: { qr_code_url: fiscalData(id).fiscal_data.qr_code_url },
      });
    });

    it("SetFiscalData for a receipt the shop does not know is -31003; a malformed one -32600", async () => {
      expect((await rpc("SetFiscalData", fiscalData(paymeTransactionId()))).error).toMatchObject({
        code: -31003,
        message: localized,
      });
      const order = await payableOrder("551290103", {}, fiscalSku);
      const id = paymeTransactionId();
      await rpc("CreateTransaction", {
        id,
        time: Date.now(),
        amount: order.tiyin,
        account: paymeAccount(order.paymentId),
      });
      const { fiscal_data } = fiscalData(id);
      expect((await rpc("SetFiscalData", { id, type: "REFUND", fiscal_data })).error?.code).toBe(-32600);
      expect((await rpc("SetFiscalData", { id, type: "PERFORM" })).error?.code).toBe(-32600);
      expect((await shop.services.providerTransactions.find("payme", id))?.fiscal).toEqual({});
    });

    it("the sandbox's Payme face checks the detail and reports the paid receipt's fiscal data after perform", async () => {
      const order = await payableOrder("551290104", {}, fiscalSku);
      await shop.payAtGateway(order.redirectUrl);
      expect((await shop.orderRow(order.orderId)).status).not.toBe("awaiting_payment");
      const [transaction] = await shop.services.providerTransactions.ofPayment("payme", order.paymentId);
      expect(transaction?.state).toBe(2);
      expect(transaction?.fiscal.perform).toMatchObject({
        statusCode: 0,
        qrCodeUrl: expect.stringMatching(/^https:\/\//),
      });
    });

    it("the sandbox's Payme face refuses a checkout whose detail a fiscal operator would refuse", async () => {
      const sku = "ff-720";
      // An IKPU of 16 digits: no fiscal receipt can carry it.
      await shop.database.db
        .update(products)
        .set({ fiscal: { uz: { ...UZ_FISCAL_CODES, ikpu: "1039900200100000" } } })
        .where(eq(products.sku, sku));
      const order = await payableOrder("551290105", {}, sku);
      await expect(shop.payAtGateway(order.redirectUrl)).rejects.toThrow(/no payment form/);
      expect((await shop.orderRow(order.orderId)).status).toBe("awaiting_payment");
    });
  });
});
