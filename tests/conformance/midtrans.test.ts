import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import midtransClient from "midtrans-client";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandboxGateway, type SandboxGateway } from "../../adapters/payments/sandbox-gateway/server";

/**
 * Midtrans's documented answers, asked by Midtrans's own Node client (midtrans-client) of the sandbox
 * gateway: what passes here, a Midtrans integration written against the docs would accept. Each case
 * names the page it comes from; docs/decisions/007-checkout-and-payments.md records what was read where.
 */
const SOURCES = {
  codes2xx: "docs.midtrans.com/reference/code-2xx",
  codes4xx: "docs.midtrans.com/reference/code-4xx",
  errors: "docs.midtrans.com/docs/error-code-and-response-code",
  cardPayment: "docs.midtrans.com/docs/coreapi-card-payment-integration",
  getToken: "docs.midtrans.com/reference-link/get-token",
  status: "docs.midtrans.com/docs/transaction-status-cycle",
  cancel: "docs.midtrans.com/reference/cancel-api-1",
  refund: "docs.midtrans.com/reference/refund-transactions-card",
  snap: "docs.midtrans.com/docs/snap-snap-integration-guide",
  notification: "docs.midtrans.com/docs/https-notification-webhooks (signature_key)",
  client: "midtrans-client 1.4.3, lib/transaction.js and lib/httpClient.js",
} as const;

const SERVER_KEY = "SB-Mid-server-conformance";
const CLIENT_KEY = "SB-Mid-client-conformance";
const CARDS = { success: "4111111111111111", challenge: "4811111111111114", decline: "4911111111111113" };

type Body = Record<string, unknown>;

/** The merchant's notification URL: keeps every notification the gateway posts. */
const received: Body[] = [];
const receiver = createServer((request, response) => {
  let raw = "";
  request.on("data", (chunk) => (raw += String(chunk)));
  request.on("end", () => {
    received.push(JSON.parse(raw) as Body);
    response.writeHead(200).end("OK");
  });
});

let gateway: SandboxGateway;
let sequence = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  gateway = await startSandboxGateway({
    port: 0,
    host: "127.0.0.1",
    serverKey: SERVER_KEY,
    clientKey: CLIENT_KEY,
    notificationUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/midtrans/notification`,
    log: pino({ level: "silent" }),
    notifications: { delayMs: 0, retryDelaysMs: [20] },
  });
});

afterAll(async () => {
  await gateway.close();
  await new Promise<void>((resolve) => {
    receiver.close(() => resolve());
    receiver.closeAllConnections();
  });
});

/** The official client reads its base URLs from apiConfig: both point at the gateway. */
function pointed<T extends InstanceType<typeof midtransClient.CoreApi | typeof midtransClient.Snap>>(client: T): T {
  client.apiConfig.getCoreApiBaseUrl = () => gateway.url;
  client.apiConfig.getSnapApiBaseUrl = () => `${gateway.url}/snap/v1`;
  return client;
}

const keys = (serverKey = SERVER_KEY) => ({ isProduction: false, serverKey, clientKey: CLIENT_KEY });
const coreApi = (serverKey?: string) => pointed(new midtransClient.CoreApi(keys(serverKey)));
const snap = (serverKey?: string) => pointed(new midtransClient.Snap(keys(serverKey)));

function nextOrderId(): string {
  sequence += 1;
  return `KUPI-CONF-${sequence}`;
}

/** The official client's refusal: MidtransError with the HTTP status (or status_code) and the body. */
async function refusal(promise: Promise<unknown>): Promise<{ httpStatusCode: unknown; body: Body }> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof midtransClient.MidtransError))
    throw new Error(`expected a MidtransError, got ${String(error)}`);
  return { httpStatusCode: error.httpStatusCode, body: error.ApiResponse as Body };
}

async function waitFor<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let round = 0; round < 500; round++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Nothing came for: ${what}`);
}

const notificationOf = (orderId: string, status: string) =>
  waitFor(
    () => received.find((body) => body.order_id === orderId && body.transaction_status === status),
    `${status} notification of ${orderId}`,
  );

/** Get Token as the docs' card_* query parameters, asked through the official client. */
async function tokenFor(cardNumber: string): Promise<string> {
  const answer = await coreApi().cardToken({
    client_key: CLIENT_KEY,
    card_number: cardNumber,
    card_exp_month: "12",
    card_exp_year: String(new Date().getUTCFullYear() + 2),
    card_cvv: "123",
  });
  expect(answer).toMatchObject({ status_code: "200", token_id: expect.any(String) as string });
  return String(answer.token_id);
}

function cardCharge(orderId: string, creditCard: Body): Body {
  return {
    payment_type: "credit_card",
    transaction_details: { order_id: orderId, gross_amount: 87_252 },
    credit_card: creditCard,
    item_details: [{ id: orderId, price: 87_252, quantity: 1, name: "Mobile Legends: 86 Diamonds" }],
  };
}

function snapRequest(orderId: string, channel: string): Body {
  return {
    transaction_details: { order_id: orderId, gross_amount: 50_000 },
    item_details: [{ id: orderId, price: 50_000, quantity: 1, name: "Free Fire: 140 Diamonds" }],
    enabled_payments: [channel],
    expiry: { unit: "minutes", duration: 15 },
  };
}

/** Opens Snap's page (the buyer chose the method) and, with an action, presses its button. */
async function buyerOnSnap(redirectUrl: string, action?: "pay" | "expire"): Promise<void> {
  const html = await (await fetch(redirectUrl)).text();
  if (!action) return;
  const formToken = /name="form_token" value="([0-9a-f]+)"/.exec(html)?.[1] ?? "";
  await fetch(redirectUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action, form_token: formToken }).toString(),
    redirect: "manual",
  });
}

async function capturedCard(): Promise<{ orderId: string; charge: Body }> {
  const orderId = nextOrderId();
  const charge = await coreApi().charge(cardCharge(orderId, { token_id: await tokenFor(CARDS.success) }));
  return { orderId, charge };
}

async function settledSnap(channel = "other_qris"): Promise<string> {
  const orderId = nextOrderId();
  const { redirect_url } = await snap().createTransaction(snapRequest(orderId, channel));
  await buyerOnSnap(String(redirect_url), "pay");
  await notificationOf(orderId, "settlement");
  return orderId;
}

describe(`Core API card charge with token_id: ${SOURCES.cardPayment}`, () => {
  it(`Get Token answers a token_id for the client_key (${SOURCES.getToken})`, async () => {
    expect(await tokenFor(CARDS.success)).toMatch(/\S/);
  });

  it(`a card without 3-D Secure is captured: 200, capture, fraud_status accept (${SOURCES.codes2xx})`, async () => {
    const { orderId, charge } = await capturedCard();
    expect(charge).toMatchObject({
      status_code: "200",
      order_id: orderId,
      payment_type: "credit_card",
      transaction_status: "capture",
      fraud_status: "accept",
      gross_amount: "87252.00",
      currency: "IDR",
      masked_card: expect.stringMatching(/1111$/) as string,
      transaction_id: expect.any(String) as string,
    });
  });

  it(`4811 1111 1111 1114 asks for 3-D Secure: 201, pending, redirect_url (${SOURCES.codes2xx})`, async () => {
    const orderId = nextOrderId();
    const charge = await coreApi().charge(
      cardCharge(orderId, { token_id: await tokenFor(CARDS.challenge), authentication: true }),
    );
    expect(charge).toMatchObject({ status_code: "201", transaction_status: "pending", order_id: orderId });
    expect(String(charge.redirect_url)).toMatch(/^http/);
  });

  it(`4911 1111 1111 1113 is denied by the bank: 202, deny (${SOURCES.codes2xx})`, async () => {
    const orderId = nextOrderId();
    const charge = await coreApi().charge(cardCharge(orderId, { token_id: await tokenFor(CARDS.decline) }));
    expect(charge).toMatchObject({ status_code: "202", transaction_status: "deny", order_id: orderId });
  });
});

describe(`transaction.status: ${SOURCES.status}`, () => {
  it("answers by order_id and by transaction_id alike", async () => {
    const { orderId, charge } = await capturedCard();
    const byOrder = await coreApi().transaction.status(orderId);
    expect(byOrder).toMatchObject({
      status_code: "200",
      order_id: orderId,
      transaction_id: charge.transaction_id,
      transaction_status: "capture",
      fraud_status: "accept",
      gross_amount: "87252.00",
    });
    expect(await coreApi().transaction.status(String(charge.transaction_id))).toMatchObject({ order_id: orderId });
  });

  it(`an unknown order is 404 (${SOURCES.codes4xx})`, async () => {
    const { httpStatusCode, body } = await refusal(coreApi().transaction.status("KUPI-NEVER-CHARGED"));
    expect(httpStatusCode).toBe(404);
    expect(body).toMatchObject({ status_code: "404" });
  });
});

describe(`Snap createTransaction for the shop's channels: ${SOURCES.snap}`, () => {
  it("answers a token and a redirect_url; the chosen channel shows in status as its payment_type", async () => {
    const channels = [
      { channel: "other_qris", payment_type: "qris" },
      { channel: "gopay", payment_type: "gopay" },
      { channel: "bca_va", payment_type: "bank_transfer" },
      { channel: "echannel", payment_type: "echannel" },
    ];
    for (const { channel, payment_type } of channels) {
      const orderId = nextOrderId();
      const answer = await snap().createTransaction(snapRequest(orderId, channel));
      expect(answer).toEqual({ token: expect.any(String) as string, redirect_url: expect.any(String) as string });
      await buyerOnSnap(String(answer.redirect_url));
      const status = await coreApi().transaction.status(orderId);
      expect(status).toMatchObject({
        status_code: "201",
        transaction_status: "pending",
        payment_type,
        order_id: orderId,
      });
      if (channel === "bca_va") {
        expect(status.va_numbers).toEqual([{ bank: "bca", va_number: expect.stringMatching(/^\d+$/) as string }]);
      }
      if (channel === "echannel") {
        expect(status).toMatchObject({
          bill_key: expect.stringMatching(/^\d+$/) as string,
          biller_code: expect.stringMatching(/^\d+$/) as string,
        });
      }
    }
  });
});

describe(`transaction.cancel: ${SOURCES.cancel}`, () => {
  it("voids a captured card payment: 200, 'Success, transaction is canceled', status cancel", async () => {
    const { orderId } = await capturedCard();
    expect(await coreApi().transaction.cancel(orderId)).toMatchObject({
      status_code: "200",
      status_message: "Success, transaction is canceled",
      order_id: orderId,
      transaction_status: "cancel",
    });
    expect(await coreApi().transaction.status(orderId)).toMatchObject({ transaction_status: "cancel" });
    expect(await notificationOf(orderId, "cancel")).toMatchObject({ status_code: "200" });
  });

  it(`voids a pending payment too; a settled one is refused with 412 (${SOURCES.codes4xx})`, async () => {
    const pending = nextOrderId();
    const { redirect_url } = await snap().createTransaction(snapRequest(pending, "bca_va"));
    await buyerOnSnap(String(redirect_url));
    expect(await coreApi().transaction.cancel(pending)).toMatchObject({ transaction_status: "cancel" });

    const settled = await settledSnap();
    const { body } = await refusal(coreApi().transaction.cancel(settled));
    expect(body).toMatchObject({ status_code: "412" });
  });
});

describe(`refund: ${SOURCES.refund}`, () => {
  it("refunds a settled payment; the same refund_key is the same refund", async () => {
    const orderId = await settledSnap();
    const request = { refund_key: `${orderId}-r1`, amount: 20_000, reason: "support" };
    const answer = await coreApi().transaction.refund(orderId, request);
    expect(answer).toMatchObject({
      status_code: "200",
      status_message: "Success, refund request is approved",
      order_id: orderId,
      refund_key: `${orderId}-r1`,
      refund_amount: "20000.00",
      transaction_status: "partial_refund",
    });
    expect(await coreApi().transaction.refund(orderId, request)).toEqual(answer);
    expect(await coreApi().transaction.status(orderId)).toMatchObject({ transaction_status: "partial_refund" });
  });

  it(`a payment not settled yet is refused with 412: it is canceled instead (${SOURCES.codes4xx})`, async () => {
    const { orderId } = await capturedCard();
    const { body } = await refusal(coreApi().transaction.refund(orderId, { refund_key: `${orderId}-r1` }));
    expect(body).toMatchObject({ status_code: "412" });
  });
});

describe(`notifications: ${SOURCES.notification}`, () => {
  const sha512 = (text: string) => createHash("sha512").update(text).digest("hex");

  it("signature_key is SHA512(order_id + status_code + gross_amount + ServerKey)", async () => {
    const orderId = await settledSnap("gopay");
    const notification = await notificationOf(orderId, "settlement");
    expect(notification).toMatchObject({ status_code: "200", gross_amount: "50000.00", payment_type: "gopay" });
    expect(notification.signature_key).toBe(
      sha512(`${orderId}${String(notification.status_code)}${String(notification.gross_amount)}${SERVER_KEY}`),
    );
  });

  it(`the official client's notification() accepts it: it asks status by transaction_id (${SOURCES.client})`, async () => {
    const orderId = await settledSnap();
    const notification = await notificationOf(orderId, "settlement");
    expect(await coreApi().transaction.notification(notification)).toMatchObject({
      order_id: orderId,
      transaction_id: notification.transaction_id,
      transaction_status: "settlement",
      status_code: "200",
      gross_amount: notification.gross_amount,
    });
    // The client takes a JSON string as well, as the merchant's raw request body.
    expect(await coreApi().transaction.notification(JSON.stringify(notification))).toMatchObject({ order_id: orderId });
  });

  it(`an expiry comes with status_code 407, which the official client still accepts (${SOURCES.codes4xx})`, async () => {
    const orderId = nextOrderId();
    const { redirect_url } = await snap().createTransaction(snapRequest(orderId, "other_qris"));
    await buyerOnSnap(String(redirect_url), "expire");
    const notification = await notificationOf(orderId, "expire");
    expect(notification.status_code).toBe("407");
    expect(notification.signature_key).toBe(sha512(`${orderId}407${String(notification.gross_amount)}${SERVER_KEY}`));
    expect(await coreApi().transaction.notification(notification)).toMatchObject({
      transaction_status: "expire",
      status_code: "407",
    });
  });
});

describe(`refusals: ${SOURCES.codes4xx}`, () => {
  it(`a wrong server key is 401 'Access denied...' on the Core API and on Snap (${SOURCES.errors})`, async () => {
    const { orderId } = await capturedCard();
    const core = await refusal(coreApi("SB-Mid-server-wrong").transaction.status(orderId));
    expect(core.httpStatusCode).toBe(401);
    expect(core.body).toMatchObject({
      status_code: "401",
      status_message: "Access denied due to unauthorized transaction, please check client or server key",
    });
    const charge = await refusal(coreApi("SB-Mid-server-wrong").charge(cardCharge(nextOrderId(), { token_id: "x" })));
    expect(charge.httpStatusCode).toBe(401);

    const onSnap = await refusal(snap("SB-Mid-server-wrong").createTransaction(snapRequest(nextOrderId(), "gopay")));
    expect(onSnap.httpStatusCode).toBe(401);
    expect(onSnap.body).toEqual({
      error_messages: expect.arrayContaining([
        "Access denied due to unauthorized transaction, please check client or server key",
      ]) as string[],
    });
  });

  it(`a charge under an order_id already used is 406 (${SOURCES.errors})`, async () => {
    const { orderId } = await capturedCard();
    const { body } = await refusal(coreApi().charge(cardCharge(orderId, { token_id: await tokenFor(CARDS.success) })));
    expect(body).toMatchObject({ status_code: "406" });
  });

  // Snap's own wording; the docs give no Snap body for it, open integrations quote this one.
  it("Snap refuses an order_id already used with 400 'transaction_details.order_id sudah digunakan'", async () => {
    const orderId = nextOrderId();
    await snap().createTransaction(snapRequest(orderId, "other_qris"));
    const { httpStatusCode, body } = await refusal(snap().createTransaction(snapRequest(orderId, "other_qris")));
    expect(httpStatusCode).toBe(400);
    expect(body).toEqual({ error_messages: ["transaction_details.order_id sudah digunakan"] });
  });

  it("a card charge without token_id is 411 'token_id is missing, invalid, or timed out'", async () => {
    const { body } = await refusal(coreApi().charge(cardCharge(nextOrderId(), { authentication: true })));
    expect(body).toMatchObject({ status_code: "411" });
    expect(String(body.status_message)).toMatch(/token id is missing, invalid, or timed out/i);
  });

  it("a token_id used once already is 411 as well: a token is good for one charge", async () => {
    const tokenId = await tokenFor(CARDS.success);
    await coreApi().charge(cardCharge(nextOrderId(), { token_id: tokenId }));
    const { body } = await refusal(coreApi().charge(cardCharge(nextOrderId(), { token_id: tokenId })));
    expect(body).toMatchObject({ status_code: "411" });
  });
});
