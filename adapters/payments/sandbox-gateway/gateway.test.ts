import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { money, type Money } from "../../../core/money";
import { PaymentProviderError, type PaymentsPort } from "../../../core/payments/payments-port";
import { createMidtransClient, type MidtransPort } from "../midtrans-client";
import { basicAuthorization } from "../midtrans-protocol";
import { escapeHtml } from "./pages";
import { startSandboxGateway, TEST_OTP, type SandboxGateway } from "./server";
import { OTP_TRIES } from "./card-routes";
import { TEXTS } from "./texts";

/**
 * Contract test: the shop's Midtrans client against the sandbox gateway over real HTTP, with a
 * local receiver standing in for the shop's notification endpoint. What passes here is what the
 * shop sees in test mode, through the same code it uses with real Midtrans.
 */

const SERVER_KEY = "SB-Mid-server-sandbox-contract";
const CLIENT_KEY = "SB-Mid-client-sandbox-contract";
const FINISH_URL = "http://shop.test/orders/K7M4Q2TX/return?attempt=1";
const CARDS = { success: "4111111111111111", challenge: "4811111111111114", decline: "4911111111111113" };

type Notification = Record<string, unknown>;

/** The shop's notification endpoint: records what arrives; can refuse the next few with a 500. */
class Receiver {
  readonly received: Notification[] = [];
  refuseNext = 0;
  private readonly server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += String(chunk)));
    request.on("end", () => {
      if (this.refuseNext > 0) {
        this.refuseNext -= 1;
        response.writeHead(500).end();
        return;
      }
      this.received.push(JSON.parse(raw) as Notification);
      response.writeHead(200).end("OK");
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/payments/midtrans/notification`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      // Keep-alive sockets from the gateway would otherwise hold close() open until they time out.
      this.server.closeAllConnections();
    });
  }

  for(orderId: string): Notification[] {
    return this.received.filter((notification) => notification.order_id === orderId);
  }
}

/** Polls until `find` gives something: deliveries are asynchronous by design. */
async function waitFor<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let round = 0; round < 500; round++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Nothing came for: ${what}`);
}

const logLines: string[] = [];
const log = pino(
  { level: "debug" },
  new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logLines.push(chunk.toString("utf8"));
      callback();
    },
  }),
);

const receiver = new Receiver();
let gateway: SandboxGateway;
let shop: MidtransPort;
let sequence = 0;

function nextPaymentId(): string {
  sequence += 1;
  return `K7M4Q2TX-${sequence}`;
}

function clientFor(url: string, serverKey = SERVER_KEY): MidtransPort {
  return createMidtransClient({
    apiUrl: url,
    snapUrl: `${url}/snap`,
    serverKey,
    clientKey: CLIENT_KEY,
    provider: "sandbox",
  });
}

beforeAll(async () => {
  const notificationUrl = await receiver.start();
  gateway = await startSandboxGateway({
    port: 0,
    host: "127.0.0.1",
    serverKey: SERVER_KEY,
    clientKey: CLIENT_KEY,
    notificationUrl,
    log,
    notifications: { delayMs: 0, retryDelaysMs: [20, 20] },
  });
  shop = clientFor(gateway.url);
});

afterAll(async () => {
  await gateway.close();
  await receiver.close();
});

async function startSnap(
  options: { methodId?: string; amount?: Money; locale?: string; port?: PaymentsPort } = {},
): Promise<{ paymentId: string; redirectUrl: string }> {
  const paymentId = nextPaymentId();
  const { redirectUrl } = await (options.port ?? shop).startRedirect({
    paymentId,
    amount: options.amount ?? money(87_252, "IDR"),
    methodId: options.methodId ?? "qris",
    itemName: "Mobile Legends: 86 Diamonds",
    customer: { name: "Budi", email: "budi@example.com" },
    finishUrl: FINISH_URL,
    expiryMinutes: 15,
    locale: options.locale ?? "id",
  });
  return { paymentId, redirectUrl };
}

async function openPage(url: string): Promise<{ status: number; html: string; formToken?: string }> {
  const response = await fetch(url);
  const html = await response.text();
  return { status: response.status, html, formToken: /name="form_token" value="([0-9a-f]+)"/.exec(html)?.[1] };
}

/** Posts one of the pay page's forms as a browser would, without following the redirect. */
async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  const target = new URL(url);
  target.search = "";
  return fetch(target, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

async function chooseOutcome(redirectUrl: string, action: "pay" | "fail" | "expire"): Promise<URL> {
  const page = await openPage(redirectUrl);
  expect(page.formToken).toBeDefined();
  const response = await postForm(redirectUrl, { action, form_token: page.formToken ?? "", lang: "id" });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location") ?? "");
}

function notificationWith(orderId: string, status: string, source = receiver): Promise<Notification> {
  return waitFor(
    () => source.for(orderId).find((notification) => notification.transaction_status === status),
    `${status} notification of ${orderId}`,
  );
}

async function tokenize(cardNumber: string, overrides: Record<string, string> = {}): Promise<Response> {
  const url = new URL(`${gateway.url}/v2/token`);
  url.search = new URLSearchParams({
    client_key: CLIENT_KEY,
    card_number: cardNumber,
    card_exp_month: "12",
    card_exp_year: String(new Date().getUTCFullYear() + 2),
    card_cvv: "123",
    ...overrides,
  }).toString();
  return fetch(url, { headers: { origin: "http://shop.test" } });
}

async function tokenFor(cardNumber: string): Promise<string> {
  const response = await tokenize(cardNumber);
  const body = (await response.json()) as { token_id: string };
  return body.token_id;
}

function charge(paymentId: string, tokenId: string) {
  return shop.chargeCard({
    paymentId,
    amount: money(87_252, "IDR"),
    tokenId,
    itemName: "Mobile Legends: 86 Diamonds",
    customer: { email: "budi@example.com" },
    finishUrl: FINISH_URL,
    locale: "en",
  });
}

describe("sandbox gateway: Snap redirect", () => {
  it("shows the amount on a test-mode page; paying settles and the shop reads a signed, paid notification", async () => {
    const { paymentId, redirectUrl } = await startSnap();
    expect(redirectUrl.startsWith(`${gateway.url}/snap/v4/redirection/`)).toBe(true);
    // Not a Midtrans transaction until the buyer is in the method's flow.
    await expect(shop.fetchStatus({ paymentId: paymentId })).resolves.toBeUndefined();

    const page = await openPage(redirectUrl);
    expect(page.status).toBe(200);
    expect(page.html).toContain("Rp\u00a087.252");
    expect(page.html).toContain(TEXTS.id.testBanner);
    expect(page.html).toContain("Mobile Legends: 86 Diamonds");
    expect(page.html).toContain('<svg class="qr"');
    expect(page.html).toContain('lang="id-ID"');
    await expect(shop.fetchStatus({ paymentId: paymentId })).resolves.toMatchObject({
      status: "pending",
      providerStatus: "pending",
    });

    const finish = await chooseOutcome(redirectUrl, "pay");
    expect(`${finish.origin}${finish.pathname}`).toBe("http://shop.test/orders/K7M4Q2TX/return");
    expect(Object.fromEntries(finish.searchParams)).toEqual({
      attempt: "1",
      order_id: paymentId,
      status_code: "200",
      transaction_status: "settlement",
    });

    const notification = await notificationWith(paymentId, "settlement");
    expect(notification).toMatchObject({
      gross_amount: "87252.00",
      currency: "IDR",
      status_code: "200",
      payment_type: "qris",
    });
    expect(shop.parseNotification(notification)).toEqual({
      paymentId,
      status: "paid",
      amount: money(87_252, "IDR"),
      providerTransactionId: notification.transaction_id,
      providerStatus: "settlement",
      // The notification as it came, for the console's timeline.
      raw: notification,
    });
    await expect(shop.fetchStatus({ paymentId: paymentId })).resolves.toMatchObject({
      status: "paid",
      amount: money(87_252, "IDR"),
    });

    // A finished transaction shows its state, not the buttons.
    const after = await openPage(redirectUrl);
    expect(after.html).toContain(TEXTS.id.status.settlement);
    expect(after.html).not.toContain('name="action"');
  });

  it("fails on 'fail', as a denial the shop reads as failed", async () => {
    const { paymentId, redirectUrl } = await startSnap({ methodId: "gopay" });
    const finish = await chooseOutcome(redirectUrl, "fail");
    expect(finish.searchParams.get("status_code")).toBe("202");
    expect(finish.searchParams.get("transaction_status")).toBe("deny");
    const notification = await notificationWith(paymentId, "deny");
    expect(shop.parseNotification(notification)).toMatchObject({ status: "failed", providerStatus: "deny" });
  });

  it("expires on 'let expire', and an expired page offers no buttons", async () => {
    const { paymentId, redirectUrl } = await startSnap({ methodId: "va-bni" });
    const finish = await chooseOutcome(redirectUrl, "expire");
    expect(finish.searchParams.get("status_code")).toBe("407");
    const notification = await notificationWith(paymentId, "expire");
    expect(shop.parseNotification(notification)).toMatchObject({ status: "expired", providerStatus: "expire" });
    const page = await openPage(redirectUrl);
    expect(page.html).toContain(TEXTS.id.status.expire);
    expect(page.html).not.toContain("<button");
  });

  it("rejects a form posted without the page's token", async () => {
    const { redirectUrl } = await startSnap();
    await openPage(redirectUrl);
    const response = await postForm(redirectUrl, { action: "pay", form_token: "0".repeat(32) });
    expect(response.status).toBe(403);
  });

  it("speaks the buyer's language and shows each method's instructions", async () => {
    const english = await startSnap({ methodId: "va-bca", amount: money(549, "USD"), locale: "en" });
    const page = await openPage(english.redirectUrl);
    expect(page.html).toContain(TEXTS.en.testBanner);
    expect(page.html).toContain("$5.49");
    expect(page.html).toMatch(/class="code">\d{16}</);

    const russian = await openPage(`${english.redirectUrl.split("?")[0]}?lang=ru`);
    expect(russian.html).toContain(TEXTS.ru.testBanner);

    const uzbek = await startSnap({ methodId: "va-mandiri", amount: money(70_000, "UZS"), locale: "uz" });
    const uzPage = await openPage(uzbek.redirectUrl);
    expect(uzPage.html).toContain(TEXTS.uz.testBanner);
    expect(uzPage.html).toContain(escapeHtml(TEXTS.uz.billKey));

    const wallet = await startSnap({ methodId: "ovo" });
    expect((await openPage(wallet.redirectUrl)).html).toContain(TEXTS.id.openApp("OVO"));
  });

  it("refuses a duplicate order_id and a malformed request as Snap does", async () => {
    const paymentId = nextPaymentId();
    const request = {
      transaction_details: { order_id: paymentId, gross_amount: 10_000 },
      enabled_payments: ["other_qris"],
    };
    const post = (body: unknown) =>
      fetch(`${gateway.url}/snap/v1/transactions`, {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${SERVER_KEY}:`).toString("base64")}`,
          "content-type": "application/json",
        },
        body: JSON.stringify(body),
      });
    expect((await post(request)).status).toBe(201);
    const duplicate = await post(request);
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toEqual({ error_messages: ["transaction_details.order_id sudah digunakan"] });
    const malformed = await post({ transaction_details: { order_id: nextPaymentId() } });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error_messages: string[] }).error_messages[0]).toMatch(/gross_amount/);
  });
});

describe("sandbox gateway: notifications", () => {
  it("are refused by the shop when a field was tampered with", async () => {
    const paid = await startSnap();
    await chooseOutcome(paid.redirectUrl, "pay");
    const genuine = await notificationWith(paid.paymentId, "settlement");
    expect(shop.parseNotification(genuine)).toBeDefined();
    expect(shop.parseNotification({ ...genuine, gross_amount: "1.00" })).toBeUndefined();
    expect(shop.parseNotification({ ...genuine, order_id: "K7M4Q2TX-999" })).toBeUndefined();
    expect(shop.parseNotification({ ...genuine, signature_key: "0".repeat(128) })).toBeUndefined();

    const denied = await startSnap();
    await chooseOutcome(denied.redirectUrl, "fail");
    const denial = await notificationWith(denied.paymentId, "deny");
    // The signature does not cover transaction_status; its status_code gives the forgery away.
    expect(shop.parseNotification({ ...denial, transaction_status: "settlement" })).toBeUndefined();
    expect(shop.parseNotification({ ...denial, transaction_status: "settlement", status_code: "200" })).toBeUndefined();

    expect(shop.parseNotification(undefined)).toBeUndefined();
    expect(shop.parseNotification({ order_id: paid.paymentId })).toBeUndefined();
    expect(clientFor(gateway.url, "SB-Mid-server-someone-else").parseNotification(genuine)).toBeUndefined();
  });

  it("are retried when the shop answers with an error", async () => {
    const { paymentId, redirectUrl } = await startSnap();
    await openPage(redirectUrl);
    await notificationWith(paymentId, "pending");
    receiver.refuseNext = 1;
    await chooseOutcome(redirectUrl, "pay");
    await notificationWith(paymentId, "settlement");
    expect(logLines.some((line) => line.includes(paymentId) && line.includes("not delivered"))).toBe(true);
  });

  it("can come twice and out of order, as the options ask", async () => {
    const other = new Receiver();
    const notificationUrl = await other.start();
    const noisy = await startSandboxGateway({
      port: 0,
      host: "127.0.0.1",
      serverKey: SERVER_KEY,
      clientKey: CLIENT_KEY,
      notificationUrl,
      log,
      notifications: { delayMs: 0, duplicates: 1, reorder: true, retryDelaysMs: [20] },
    });
    try {
      const { paymentId, redirectUrl } = await startSnap({ port: clientFor(noisy.url) });
      await chooseOutcome(redirectUrl, "pay");
      const statuses = await waitFor(() => {
        const got = other.for(paymentId).map((notification) => notification.transaction_status);
        return got.length >= 6 ? got : undefined;
      }, "six notifications");
      expect(statuses).toEqual(["pending", "pending", "settlement", "settlement", "pending", "pending"]);
      // The stale pending is genuine: the shop must rely on its own state machine, not on order.
      const stale = other.for(paymentId)[5];
      expect(shop.parseNotification(stale)).toMatchObject({ status: "pending" });
    } finally {
      await noisy.close();
      await other.close();
    }
  });
});

describe("sandbox gateway: cards", () => {
  it("tokenizes each test card for the browser, cross-origin", async () => {
    for (const number of Object.values(CARDS)) {
      const response = await tokenize(number);
      expect(response.status).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      const body = (await response.json()) as Record<string, string>;
      expect(body).toMatchObject({ status_code: "200", status_message: "OK, success request new token" });
      expect(body.token_id).toMatch(new RegExp(`^sandbox-${number.slice(-4)}-`));
      expect(JSON.stringify(body)).not.toContain(number);
    }
  });

  it("answers the CORS preflight", async () => {
    const response = await fetch(`${gateway.url}/v2/token`, {
      method: "OPTIONS",
      headers: {
        origin: "http://shop.test",
        "access-control-request-method": "GET",
        "access-control-request-headers": "accept",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toContain("GET");
  });

  it("refuses a wrong client key, a number failing Luhn and a past expiry", async () => {
    const wrongKey = await tokenize(CARDS.success, { client_key: "SB-Mid-client-other" });
    expect(wrongKey.status).toBe(401);
    expect(await wrongKey.json()).toMatchObject({ status_code: "401" });

    const luhn = await tokenize("4111111111111112");
    expect(luhn.status).toBe(400);
    const luhnBody = (await luhn.json()) as { status_code: string; validation_messages: string[] };
    expect(luhnBody.status_code).toBe("400");
    expect(luhnBody.validation_messages).toContain("card_number does not match with Luhn algorithm");

    const expired = await tokenize(CARDS.success, { card_exp_month: "01", card_exp_year: "2020" });
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { validation_messages: string[] }).validation_messages).toContain(
      "card is expired",
    );
  });

  it("refuses a token request without card_cvv, or with a malformed one, as Midtrans does", async () => {
    const url = new URL(`${gateway.url}/v2/token`);
    url.search = new URLSearchParams({
      client_key: CLIENT_KEY,
      card_number: CARDS.success,
      card_exp_month: "12",
      card_exp_year: String(new Date().getUTCFullYear() + 2),
    }).toString();
    const missing = await fetch(url, { headers: { origin: "http://shop.test" } });
    expect(missing.status).toBe(400);
    expect(missing.headers.get("access-control-allow-origin")).toBe("*");
    expect(await missing.json()).toEqual({
      status_code: "400",
      status_message: "One or more parameters in the payload is invalid.",
      validation_messages: ["card_cvv is required"],
    });

    const malformed = await tokenize(CARDS.success, { card_cvv: "12" });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      status_code: "400",
      status_message: "One or more parameters in the payload is invalid.",
      validation_messages: ["card_cvv must be 3 or 4 digits"],
    });
  });

  it("charges 4111 1111 1111 1111 without a challenge", async () => {
    const paymentId = nextPaymentId();
    const result = await charge(paymentId, await tokenFor(CARDS.success));
    expect(result).toMatchObject({ outcome: "paid" });
    const notification = await notificationWith(paymentId, "capture");
    expect(notification).toMatchObject({
      fraud_status: "accept",
      masked_card: "XXXXXXXX-1111",
      payment_type: "credit_card",
    });
    expect(shop.parseNotification(notification)).toMatchObject({ status: "paid", providerStatus: "capture/accept" });
  });

  it("declines 4911 1111 1111 1113", async () => {
    const paymentId = nextPaymentId();
    const result = await charge(paymentId, await tokenFor(CARDS.decline));
    expect(result).toMatchObject({ outcome: "declined" });
    expect(shop.parseNotification(await notificationWith(paymentId, "deny"))).toMatchObject({ status: "failed" });
    await expect(shop.fetchStatus({ paymentId: paymentId })).resolves.toMatchObject({ status: "failed" });
  });

  it("sends 4811 1111 1111 1114 through 3-D Secure: the right OTP pays", async () => {
    const paymentId = nextPaymentId();
    const result = await charge(paymentId, await tokenFor(CARDS.challenge));
    if (result.outcome !== "challenge") throw new Error(`expected a challenge, got ${result.outcome}`);
    expect(result.redirectUrl).toBe(`${gateway.url}/v2/3ds/${result.providerTransactionId}`);
    await expect(shop.fetchStatus({ paymentId: paymentId })).resolves.toMatchObject({ status: "pending" });

    const page = await openPage(result.redirectUrl);
    expect(page.html).toContain(TEST_OTP);
    expect(page.html).toContain(TEXTS.en.testBanner);
    const response = await postForm(result.redirectUrl, { otp: TEST_OTP, form_token: page.formToken ?? "" });
    expect(response.status).toBe(303);
    const finish = new URL(response.headers.get("location") ?? "");
    expect(finish.searchParams.get("status_code")).toBe("200");
    expect(finish.searchParams.get("transaction_status")).toBe("capture");
    await notificationWith(paymentId, "capture");
    await expect(shop.fetchStatus({ paymentId: paymentId })).resolves.toMatchObject({
      status: "paid",
      providerStatus: "capture/accept",
    });
  });

  it("asks again after a wrong OTP, and pays when the second code is right", async () => {
    const paymentId = nextPaymentId();
    const result = await charge(paymentId, await tokenFor(CARDS.challenge));
    if (result.outcome !== "challenge") throw new Error(`expected a challenge, got ${result.outcome}`);
    const page = await openPage(result.redirectUrl);
    const wrong = await postForm(result.redirectUrl, { otp: "000000", form_token: page.formToken ?? "" });
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain(TEXTS.en.otpWrong(OTP_TRIES - 1));
    await expect(shop.fetchStatus({ paymentId: paymentId })).resolves.toMatchObject({ status: "pending" });
    const right = await postForm(result.redirectUrl, { otp: TEST_OTP, form_token: page.formToken ?? "" });
    expect(right.status).toBe(303);
    expect(new URL(right.headers.get("location") ?? "").searchParams.get("transaction_status")).toBe("capture");
  });

  it(`denies a challenged card after ${OTP_TRIES} wrong OTPs`, async () => {
    const paymentId = nextPaymentId();
    const result = await charge(paymentId, await tokenFor(CARDS.challenge));
    if (result.outcome !== "challenge") throw new Error(`expected a challenge, got ${result.outcome}`);
    const page = await openPage(result.redirectUrl);
    for (let tries = 1; tries < OTP_TRIES; tries += 1) {
      const again = await postForm(result.redirectUrl, { otp: "000000", form_token: page.formToken ?? "" });
      expect(again.status).toBe(200);
    }
    const response = await postForm(result.redirectUrl, { otp: "000000", form_token: page.formToken ?? "" });
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get("location") ?? "").searchParams.get("transaction_status")).toBe("deny");
    await expect(shop.fetchStatus({ paymentId: paymentId })).resolves.toMatchObject({ status: "failed" });
  });

  it("takes a token once", async () => {
    const tokenId = await tokenFor(CARDS.success);
    await expect(charge(nextPaymentId(), tokenId)).resolves.toMatchObject({ outcome: "paid" });
    const error = await charge(nextPaymentId(), tokenId).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).status).toBe(400);
  });
});

describe("sandbox gateway: status, refund, credentials", () => {
  it("knows nothing of an id it never saw", async () => {
    await expect(shop.fetchStatus({ paymentId: "K7M4Q2TX-never" })).resolves.toBeUndefined();
  });

  it("refunds a settled payment once per refund_key, with one notification", async () => {
    const { paymentId, redirectUrl } = await startSnap();
    await chooseOutcome(redirectUrl, "pay");
    await notificationWith(paymentId, "settlement");
    const input = { paymentId, refundKey: `${paymentId}-r1`, amount: money(87_252, "IDR"), reason: "not delivered" };
    await expect(shop.refund(input)).resolves.toMatchObject({ ok: true });
    await expect(shop.refund(input)).resolves.toMatchObject({ ok: true });
    const notification = await notificationWith(paymentId, "refund");
    expect(shop.parseNotification(notification)).toMatchObject({ status: "refunded", amount: money(87_252, "IDR") });
    await expect(shop.fetchStatus({ paymentId: paymentId })).resolves.toMatchObject({ status: "refunded" });
    // A new key on a refunded payment is refused: nothing is left to give back.
    await expect(shop.refund({ ...input, refundKey: `${paymentId}-r2` })).resolves.toMatchObject({ ok: false });
    expect(receiver.for(paymentId).filter((n) => n.transaction_status === "refund")).toHaveLength(1);
  });

  it("voids a card payment not settled yet (Midtrans's Cancel), once, as Midtrans refunds settled payments only", async () => {
    const paymentId = nextPaymentId();
    await charge(paymentId, await tokenFor(CARDS.success));
    const input = { paymentId, refundKey: `${paymentId}-r1`, amount: money(87_252, "IDR"), reason: "not delivered" };
    // The refund API itself refuses a captured card payment, as Midtrans documents...
    const direct = await fetch(`${gateway.url}/v2/${paymentId}/refund`, {
      method: "POST",
      headers: { authorization: basicAuthorization(SERVER_KEY), "content-type": "application/json" },
      body: JSON.stringify({ refund_key: "direct", amount: 87_252 }),
    });
    expect(direct.status).toBe(412);
    // ...so the client voids it, and asking again changes nothing more.
    await expect(shop.refund(input)).resolves.toMatchObject({ ok: true });
    await expect(shop.refund(input)).resolves.toMatchObject({ ok: true });
    const notification = await notificationWith(paymentId, "cancel");
    expect(shop.parseNotification(notification)).toMatchObject({ status: "canceled", amount: money(87_252, "IDR") });
    await expect(shop.fetchStatus({ paymentId: paymentId })).resolves.toMatchObject({ status: "canceled" });
    expect(receiver.for(paymentId).filter((n) => n.transaction_status === "cancel")).toHaveLength(1);
  });

  it("refuses to refund a payment that was not paid", async () => {
    const paymentId = nextPaymentId();
    await charge(paymentId, await tokenFor(CARDS.decline));
    const input = { paymentId, refundKey: `${paymentId}-r1`, amount: money(87_252, "IDR"), reason: "test" };
    await expect(shop.refund(input)).resolves.toMatchObject({ ok: false });
  });

  it("refuses a wrong server key on every server call", async () => {
    const intruder = clientFor(gateway.url, "SB-Mid-server-wrong");
    const snap = await startSnap({ port: intruder }).catch((caught: unknown) => caught);
    expect(snap).toBeInstanceOf(PaymentProviderError);
    expect((snap as PaymentProviderError).status).toBe(401);
    await expect(intruder.fetchStatus({ paymentId: "K7M4Q2TX-1" })).rejects.toBeInstanceOf(PaymentProviderError);
    const card = intruder.chargeCard({
      paymentId: nextPaymentId(),
      amount: money(87_252, "IDR"),
      tokenId: await tokenFor(CARDS.success),
      itemName: "Mobile Legends: 86 Diamonds",
      customer: {},
      finishUrl: FINISH_URL,
      locale: "id",
    });
    await expect(card).rejects.toMatchObject({ status: 401 });
    await expect(
      intruder.refund({ paymentId: "K7M4Q2TX-1", refundKey: "k", amount: money(1, "IDR"), reason: "x" }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe("sandbox gateway: texts and logs", () => {
  it("has every text in all four languages", () => {
    const keys = Object.keys(TEXTS.id).sort();
    for (const texts of Object.values(TEXTS)) {
      expect(Object.keys(texts).sort()).toEqual(keys);
      expect(Object.keys(texts.status).sort()).toEqual(Object.keys(TEXTS.id.status).sort());
    }
  });

  it("logged state changes and deliveries, and never a card number", () => {
    const all = logLines.join("\n");
    expect(all).toContain("transaction status changed");
    expect(all).toContain("notification delivered");
    for (const number of [...Object.values(CARDS), "4111111111111112"]) expect(all).not.toContain(number);
  });
});
