import { YooCheckout, type Payment } from "@a2seven/yoo-checkout";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandboxGateway, type SandboxGateway } from "../../adapters/payments/sandbox-gateway/server";

/**
 * The sandbox gateway's YooKassa face driven by a client that is not ours: the `@a2seven/yoo-checkout`
 * SDK, pointed at the face. Each case names where YooKassa documents what it checks;
 * docs/decisions/025-yookassa.md records what was read where.
 */
const SOURCES = {
  create: "yookassa.ru/developers/api#create_payment (payment_method_data optional; redirect needs return_url)",
  twoStage: "yookassa.ru/developers/payment-acceptance/getting-started/payment-process#capture-and-cancel",
  capture: "yookassa.ru/developers/api#capture_payment (only waiting_for_capture; amount optional, may be a part)",
  cancel: "yookassa.ru/developers/api#cancel_payment (only waiting_for_capture)",
  list: "yookassa.ru/developers/api#get_payments_list, using-api/lists (limit 1..100, default 10, next_cursor)",
  embedded: "yookassa.ru/developers/payment-acceptance/integration-scenarios/widget (confirmation_token)",
  basics: "yookassa.ru/developers/using-api/basics (Basic auth, Idempotence-Key on POST)",
  webhooks: "yookassa.ru/developers/using-api/webhooks (payment.waiting_for_capture, .succeeded, .canceled)",
  receipt:
    "yookassa.ru/developers/api#create_payment_receipt; 54fz/parameters-values (vat_code 1..12, payment_subject, payment_mode, measure)",
  receiptRefused:
    'github.com/yoomoney/yookassa-sdk-php/issues/20 and github.com/morpher-ru/Yandex.Checkout.V3/issues/51: 400 invalid_request, parameter "receipt", "Receipt is missing or illegal"',
} as const;

const KEYS = { shopId: "100500", secretKey: "test_conformance_secret" };
const RETURN_URL = "https://shop.test/ru/orders/K7M4Q2TX";

type Notification = { type: string; event: string; object: { id: string; status: string } };

let gateway: SandboxGateway;
/** A second face whose shop has YooKassa's receipt service on (54-FZ). */
let fiscalGateway: SandboxGateway;
let receiver: Server;
const received: Notification[] = [];

/** The SDK talks to api.yookassa.ru and has no option for another root: its `root` is set on the instance. */
function checkout(secretKey = KEYS.secretKey, at: SandboxGateway = gateway): YooCheckout {
  const sdk = new YooCheckout({ shopId: KEYS.shopId, secretKey });
  Object.assign(sdk, { root: `${at.url}/v3` });
  return sdk;
}

/** What the SDK throws on an HTTP error: axios's error copied, with the response in it. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; data: Record<string, unknown> }> {
  const error = (await call.then(
    () => {
      throw new Error("YooKassa's face accepted what YooKassa refuses");
    },
    (thrown: unknown) => thrown,
  )) as { response?: { status: number; data: Record<string, unknown> } };
  if (!error.response) throw error as Error;
  return { status: error.response.status, data: error.response.data };
}

/** The buyer pays on the page the payment's confirmation opens (the sandbox's stand-in for YooKassa's). */
async function pay(payment: Payment, at: SandboxGateway = gateway): Promise<Response> {
  const url = `${at.url}/yookassa/checkout/${payment.id}`;
  const page = await (await fetch(url)).text();
  const formToken = /name="form_token" value="([^"]+)"/.exec(page)?.[1];
  if (!formToken) throw new Error("no form on the page");
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action: "pay", form_token: formToken, lang: "ru" }),
  });
}

async function notified(id: string, event: string): Promise<Notification> {
  for (let round = 0; round < 500; round++) {
    const found = received.find((item) => item.object.id === id && item.event === event);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`No ${event} for ${id}`);
}

function twoStage(value = "1500.00"): Parameters<YooCheckout["createPayment"]>[0] {
  return {
    amount: { value, currency: "RUB" },
    capture: false,
    confirmation: { type: "redirect", return_url: RETURN_URL },
    payment_method_data: { type: "bank_card" },
    description: "PUBG Mobile: 660 UC",
    metadata: { paymentId: "YKCONF-1" },
  };
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += String(chunk)));
    request.on("end", () => {
      received.push(JSON.parse(raw) as Notification);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const notificationUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/notification`;
  gateway = await startSandboxGateway({
    port: 0,
    host: "127.0.0.1",
    serverKey: "SB-Mid-server-x",
    clientKey: "SB-Mid-client-x",
    notificationUrl: "http://127.0.0.1:9/unused",
    log: pino({ level: "silent" }),
    notifications: { retryDelaysMs: [] },
    yookassa: { ...KEYS, notificationUrl },
  });
  fiscalGateway = await startSandboxGateway({
    port: 0,
    host: "127.0.0.1",
    serverKey: "SB-Mid-server-y",
    clientKey: "SB-Mid-client-y",
    notificationUrl: "http://127.0.0.1:9/unused",
    log: pino({ level: "silent" }),
    notifications: { retryDelaysMs: [] },
    yookassa: { ...KEYS, notificationUrl, receipts: true },
  });
});

afterAll(async () => {
  await gateway.close();
  await fiscalGateway.close();
  await new Promise<void>((resolve) => {
    receiver.close(() => resolve());
    receiver.closeAllConnections();
  });
});

describe("YooKassa's face against the @a2seven/yoo-checkout SDK", () => {
  it(`holds a payment created with capture: false at waiting_for_capture, then captures it (${SOURCES.twoStage}; ${SOURCES.capture}; ${SOURCES.webhooks})`, async () => {
    const sdk = checkout();
    const created = await sdk.createPayment(twoStage());
    expect(created).toMatchObject({ status: "pending", paid: false, confirmation: { type: "redirect" } });
    expect((await pay(created)).status).toBe(303);
    const held = await sdk.getPayment(created.id);
    expect(held).toMatchObject({ status: "waiting_for_capture", paid: true });
    await notified(created.id, "payment.waiting_for_capture");

    const captured = await sdk.capturePayment(created.id, { amount: { value: "1500.00", currency: "RUB" } });
    expect(captured).toMatchObject({ id: created.id, status: "succeeded", paid: true });
    expect(captured.captured_at).toBeTruthy();
    expect(await notified(created.id, "payment.succeeded")).toMatchObject({
      type: "notification",
      object: { status: "succeeded" },
    });
  });

  it(`captures without an amount (the whole payment) and captures part of a payment (${SOURCES.capture})`, async () => {
    const sdk = checkout();
    const whole = await sdk.createPayment(twoStage());
    await pay(whole);
    expect(await sdk.capturePayment(whole.id, {})).toMatchObject({
      status: "succeeded",
      amount: { value: "1500.00", currency: "RUB" },
    });

    const part = await sdk.createPayment(twoStage());
    await pay(part);
    expect(await sdk.capturePayment(part.id, { amount: { value: "1000.00", currency: "RUB" } })).toMatchObject({
      status: "succeeded",
      amount: { value: "1000.00", currency: "RUB" },
    });
  });

  it(`answers a repeated capture under the same Idempotence-Key with the first answer (${SOURCES.basics})`, async () => {
    const sdk = checkout();
    const created = await sdk.createPayment(twoStage());
    await pay(created);
    const first = await sdk.capturePayment(created.id, {}, "capture-once");
    const again = await sdk.capturePayment(created.id, {}, "capture-once");
    expect(again).toEqual(first);
  });

  it(`cancels a payment waiting for capture (${SOURCES.cancel}; ${SOURCES.webhooks})`, async () => {
    const sdk = checkout();
    const created = await sdk.createPayment(twoStage());
    await pay(created);
    const canceled = await sdk.cancelPayment(created.id);
    expect(canceled).toMatchObject({
      id: created.id,
      status: "canceled",
      paid: false,
      cancellation_details: { party: "merchant", reason: "canceled_by_merchant" },
    });
    await notified(created.id, "payment.canceled");
    expect(await sdk.getPayment(created.id)).toMatchObject({ status: "canceled" });
  });

  it(`lists payments newest first, a page at a time, and filters them (${SOURCES.list})`, async () => {
    const sdk = checkout();
    const made: Payment[] = [];
    for (let index = 0; index < 3; index++) made.push(await sdk.createPayment(twoStage(`${index + 1}0.00`)));
    const first = await sdk.getPaymentList({ limit: 2 });
    expect(first.type).toBe("list");
    expect(first.items.map((item) => item.id)).toEqual([made[2]!.id, made[1]!.id]);
    expect(first.next_cursor).toBeTruthy();
    const second = await sdk.getPaymentList({ limit: 2, cursor: first.next_cursor });
    expect(second.items[0]!.id).toBe(made[0]!.id);

    const everything = await sdk.getPaymentList({ limit: 100 });
    const succeeded = await sdk.getPaymentList({ status: "succeeded", limit: 100 });
    expect(succeeded.items.length).toBeGreaterThan(0);
    expect(succeeded.items.every((item) => item.status === "succeeded")).toBe(true);
    expect(succeeded.items.length).toBeLessThan(everything.items.length);
    const from = made[1]!.created_at;
    const since = await sdk.getPaymentList({ created_at: { value: from, mode: "gte" }, limit: 100 });
    expect(since.items.every((item) => item.created_at >= from)).toBe(true);
    expect(since.items.map((item) => item.id)).toEqual(expect.arrayContaining([made[2]!.id, made[1]!.id]));
    const before = await sdk.getPaymentList({ created_at: { value: from, mode: "lt" }, limit: 100 });
    expect(before.items.every((item) => item.created_at < from)).toBe(true);
    expect(before.items.map((item) => item.id)).not.toContain(made[1]!.id);
    // Without a limit YooKassa gives ten.
    expect((await sdk.getPaymentList()).items).toHaveLength(Math.min(10, everything.items.length));
  });

  it(`gives an embedded confirmation a confirmation_token and no URL (${SOURCES.embedded})`, async () => {
    const sdk = checkout();
    const created = await sdk.createPayment({
      amount: { value: "250.00", currency: "RUB" },
      capture: true,
      confirmation: { type: "embedded" },
    });
    expect(created.status).toBe("pending");
    expect(created.confirmation.type).toBe("embedded");
    expect(created.confirmation.confirmation_token).toBeTruthy();
    expect(created.confirmation.confirmation_url).toBeUndefined();
    // No return_url: the widget's page stays where it is when the payment is done.
    expect((await pay(created)).status).toBe(200);
    expect(await sdk.getPayment(created.id)).toMatchObject({ status: "succeeded" });
  });

  it(`takes a payment without payment_method_data: the buyer picks the method on YooKassa's page (${SOURCES.create})`, async () => {
    const sdk = checkout();
    const created = await sdk.createPayment({
      amount: { value: "99.00", currency: "RUB" },
      capture: true,
      confirmation: { type: "redirect", return_url: RETURN_URL },
    });
    expect(created).toMatchObject({ status: "pending", confirmation: { type: "redirect" } });
    expect(created.confirmation.confirmation_url).toBeTruthy();
    expect((await pay(created)).status).toBe(303);
    expect(await sdk.getPayment(created.id)).toMatchObject({ status: "succeeded" });
  });

  describe("refusals", () => {
    it(`refuses to capture or cancel a payment that is not waiting for capture (${SOURCES.capture}; ${SOURCES.cancel})`, async () => {
      const sdk = checkout();
      const pending = await sdk.createPayment(twoStage());
      expect(await refusal(sdk.capturePayment(pending.id, {}))).toMatchObject({
        status: 400,
        data: { type: "error", code: "invalid_request" },
      });
      expect(await refusal(sdk.cancelPayment(pending.id))).toMatchObject({ status: 400 });

      await pay(pending);
      await sdk.capturePayment(pending.id, {});
      expect(await refusal(sdk.capturePayment(pending.id, {}))).toMatchObject({ status: 400 });
      expect(await refusal(sdk.cancelPayment(pending.id))).toMatchObject({ status: 400 });
      expect(await sdk.getPayment(pending.id)).toMatchObject({ status: "succeeded" });

      const canceled = await sdk.createPayment(twoStage());
      await pay(canceled);
      await sdk.cancelPayment(canceled.id);
      expect(await refusal(sdk.capturePayment(canceled.id, {}))).toMatchObject({ status: 400 });
      expect(await refusal(sdk.cancelPayment(canceled.id))).toMatchObject({ status: 400 });
    });

    it(`refuses to capture more than the payment, or in another currency (${SOURCES.capture})`, async () => {
      const sdk = checkout();
      const created = await sdk.createPayment(twoStage());
      await pay(created);
      expect(
        await refusal(sdk.capturePayment(created.id, { amount: { value: "1500.01", currency: "RUB" } })),
      ).toMatchObject({ status: 400, data: { code: "invalid_request", parameter: "amount" } });
      expect(
        await refusal(sdk.capturePayment(created.id, { amount: { value: "10.00", currency: "USD" } })),
      ).toMatchObject({ status: 400, data: { code: "invalid_request" } });
      expect(await sdk.getPayment(created.id)).toMatchObject({ status: "waiting_for_capture" });
    });

    it(`refuses capture and cancel without an Idempotence-Key (${SOURCES.basics})`, async () => {
      const sdk = checkout();
      const created = await sdk.createPayment(twoStage());
      await pay(created);
      for (const call of [() => sdk.capturePayment(created.id, {}, ""), () => sdk.cancelPayment(created.id, "")])
        expect(await refusal(call())).toMatchObject({
          status: 400,
          data: { code: "invalid_request", parameter: "Idempotence-Key" },
        });
      expect(await sdk.getPayment(created.id)).toMatchObject({ status: "waiting_for_capture" });
    });

    it(`refuses every call with a wrong secret key (${SOURCES.basics})`, async () => {
      const sdk = checkout();
      const created = await sdk.createPayment(twoStage());
      await pay(created);
      const forged = checkout("guess");
      for (const call of [
        () => forged.capturePayment(created.id, {}),
        () => forged.cancelPayment(created.id),
        () => forged.getPaymentList(),
        () => forged.createPayment(twoStage()),
      ])
        expect(await refusal(call())).toMatchObject({ status: 401, data: { code: "invalid_credentials" } });
      expect(await sdk.getPayment(created.id)).toMatchObject({ status: "waiting_for_capture" });
    });

    it(`refuses an unknown payment, a limit outside 1..100 and a cursor it never gave (${SOURCES.list})`, async () => {
      const sdk = checkout();
      expect(await refusal(sdk.capturePayment("2d9e3c5a-000f-5000-9000-000000000000", {}))).toMatchObject({
        status: 404,
        data: { code: "not_found" },
      });
      for (const limit of [0, 101])
        expect(await refusal(sdk.getPaymentList({ limit }))).toMatchObject({
          status: 400,
          data: { code: "invalid_request", parameter: "limit" },
        });
      expect(await refusal(sdk.getPaymentList({ cursor: "not-a-cursor" }))).toMatchObject({
        status: 400,
        data: { code: "invalid_request", parameter: "cursor" },
      });
    });

    it(`refuses a redirect confirmation without its return_url (${SOURCES.create})`, async () => {
      const sdk = checkout();
      const answer = await refusal(
        sdk.createPayment({ amount: { value: "10.00", currency: "RUB" }, confirmation: { type: "redirect" } }),
      );
      expect(answer).toMatchObject({ status: 400, data: { code: "invalid_request" } });
    });
  });

  describe("receipts (54-FZ) when the shop's receipt service is on", () => {
    /** A payment of 1 500 ₽ with the receipt the shop sends: the top-up and the method's fee. */
    function withReceipt(receipt: Record<string, unknown> = {}): Parameters<YooCheckout["createPayment"]>[0] {
      return {
        ...twoStage(),
        capture: true,
        receipt: {
          customer: { email: "buyer@example.ru", phone: "79161234567" },
          items: [
            {
              description: "PUBG Mobile: 660 UC",
              quantity: "1",
              amount: { value: "1450.00", currency: "RUB" },
              vat_code: 1,
              payment_subject: "service",
              payment_mode: "full_payment",
            },
            {
              description: "Комиссия способа оплаты",
              quantity: "1",
              amount: { value: "50.00", currency: "RUB" },
              vat_code: 1,
              payment_subject: "service",
              payment_mode: "full_payment",
            },
          ],
          ...receipt,
        },
      } as Parameters<YooCheckout["createPayment"]>[0];
    }

    async function shopSettings(at: SandboxGateway): Promise<Record<string, unknown>> {
      const answer = await fetch(`${at.url}/v3/me`, {
        headers: { authorization: `Basic ${Buffer.from(`${KEYS.shopId}:${KEYS.secretKey}`).toString("base64")}` },
      });
      return (await answer.json()) as Record<string, unknown>;
    }

    it(`says so in the shop's settings, and not for a shop without it (${SOURCES.receipt})`, async () => {
      expect(await shopSettings(fiscalGateway)).toMatchObject({ fiscalization_enabled: true });
      expect(await shopSettings(gateway)).toMatchObject({ fiscalization_enabled: false });
    });

    it(`takes a payment whose receipt adds up, and says where the receipt stands (${SOURCES.receipt})`, async () => {
      const sdk = checkout(KEYS.secretKey, fiscalGateway);
      const created = await sdk.createPayment(withReceipt());
      expect(created).toMatchObject({ status: "pending", receipt_registration: "pending" });
      await pay(created, fiscalGateway);
      expect(await sdk.getPayment(created.id)).toMatchObject({
        status: "succeeded",
        receipt_registration: "succeeded",
      });
    });

    it(`refuses a payment without a receipt as YooKassa does (${SOURCES.receiptRefused})`, async () => {
      const sdk = checkout(KEYS.secretKey, fiscalGateway);
      const answer = await refusal(sdk.createPayment({ ...twoStage(), capture: true }));
      expect(answer).toMatchObject({
        status: 400,
        data: {
          type: "error",
          code: "invalid_request",
          parameter: "receipt",
          description: "Receipt is missing or illegal",
        },
      });
    });

    it(`refuses items that do not add up to the payment's amount (${SOURCES.receipt})`, async () => {
      const sdk = checkout(KEYS.secretKey, fiscalGateway);
      const short = withReceipt();
      short.receipt!.items = short.receipt!.items.slice(0, 1);
      const answer = await refusal(sdk.createPayment(short));
      expect(answer).toMatchObject({ status: 400, data: { code: "invalid_request", parameter: "receipt.items" } });
    });

    it(`refuses an unknown vat_code, payment_subject or payment_mode, naming the field (${SOURCES.receipt})`, async () => {
      const sdk = checkout(KEYS.secretKey, fiscalGateway);
      for (const [field, value] of [
        ["vat_code", 13],
        ["payment_subject", "top_up"],
        ["payment_mode", "full"],
      ] as const) {
        const bad = withReceipt();
        Object.assign(bad.receipt!.items[1]!, { [field]: value });
        const answer = await refusal(sdk.createPayment(bad));
        expect(answer).toMatchObject({
          status: 400,
          data: { code: "invalid_request", parameter: `receipt.items[1].${field}` },
        });
      }
    });

    it(`refuses a receipt with neither the buyer's e-mail nor phone (${SOURCES.receipt})`, async () => {
      const sdk = checkout(KEYS.secretKey, fiscalGateway);
      const answer = await refusal(sdk.createPayment(withReceipt({ customer: { full_name: "Иван Петров" } })));
      expect(answer).toMatchObject({ status: 400, data: { code: "invalid_request", parameter: "receipt.customer" } });
    });
  });
});
