import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { money } from "../../../core/money";
import { PaymentProviderError, type StartPaymentInput } from "../../../core/payments/payments-port";
import { createYooKassaClient, type YooKassaPort } from "../yookassa-client";
import { basicAuthorization } from "../yookassa-protocol";
import { startSandboxGateway, type SandboxGateway } from "./server";

/**
 * Contract test: the shop's YooKassa client against the sandbox gateway's YooKassa face over real
 * HTTP, with a local receiver standing in for the shop's notification endpoint.
 */

const KEYS = { shopId: "100500", secretKey: "test_contract_secret" };
const FINISH_URL = "http://shop.test/ru/orders/K7M4Q2TX";

type Notification = { type: string; event: string; object: Record<string, unknown> };

class Receiver {
  readonly received: Notification[] = [];
  private readonly server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += String(chunk)));
    request.on("end", () => {
      this.received.push(JSON.parse(raw) as Notification);
      response.writeHead(200).end();
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/payments/yookassa/notification`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}

async function waitFor<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let round = 0; round < 500; round++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Nothing came for: ${what}`);
}

let receiver: Receiver;
let gateway: SandboxGateway;
let client: YooKassaPort;
let sequence = 0;

function input(methodId: "card" | "sbp", kopecks = 150_000): StartPaymentInput {
  sequence += 1;
  return {
    paymentId: `YKTEST${sequence}-1`,
    amount: money(kopecks, "RUB"),
    methodId,
    itemName: "PUBG Mobile: 660 UC",
    customer: {},
    finishUrl: FINISH_URL,
    expiryMinutes: 60,
    locale: "ru",
  };
}

/** The buyer presses a button on the hosted page confirmation_url opened. */
async function press(url: string, action: "pay" | "fail" | "expire"): Promise<Response> {
  const page = await (await fetch(url)).text();
  const formToken = /name="form_token" value="([^"]+)"/.exec(page)?.[1];
  if (!formToken) throw new Error("no form on the page");
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action, form_token: formToken, lang: "ru" }),
  });
}

beforeAll(async () => {
  receiver = new Receiver();
  const notificationUrl = await receiver.start();
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
  client = createYooKassaClient({ apiUrl: `${gateway.url}/v3`, ...KEYS, retryDelaysMs: [] });
});

afterAll(async () => {
  await gateway.close();
  await receiver.close();
});

describe("YooKassa face of the sandbox gateway", () => {
  it("creates a payment for each of our methods and pays it on the hosted page, back to return_url", async () => {
    for (const methodId of ["card", "sbp"] as const) {
      const start = input(methodId);
      const started = await client.startRedirect(start);
      expect(started.providerTransactionId).toBeTruthy();
      const page = await (await fetch(started.redirectUrl)).text();
      expect(page).toMatch(/1\s500\s₽/);
      expect(page).toContain(methodId === "sbp" ? "СБП" : "Банковская карта");
      expect(page).toMatch(/Тестовый режим/);
      const pending = await client.fetchStatus({
        paymentId: start.paymentId,
        providerTransactionId: started.providerTransactionId,
      });
      expect(pending).toMatchObject({ status: "pending", providerStatus: "pending" });

      const back = await press(started.redirectUrl, "pay");
      expect(back.status).toBe(303);
      expect(back.headers.get("location")).toBe(FINISH_URL);
      const paid = await client.fetchStatus({
        paymentId: start.paymentId,
        providerTransactionId: started.providerTransactionId,
      });
      expect(paid).toMatchObject({ status: "paid", amount: money(150_000, "RUB"), paymentId: start.paymentId });
      const notification = await waitFor(
        () => receiver.received.find((item) => item.object.id === started.providerTransactionId),
        "payment.succeeded",
      );
      expect(notification).toMatchObject({
        type: "notification",
        event: "payment.succeeded",
        object: {
          status: "succeeded",
          amount: { value: "1500.00", currency: "RUB" },
          metadata: { paymentId: start.paymentId },
        },
      });
    }
  });

  it("gives the same payment again for the same Idempotence-Key, and refuses the key with another request", async () => {
    const start = input("sbp");
    const [first, second] = await Promise.all([client.startRedirect(start), client.startRedirect(start)]);
    expect(second.providerTransactionId).toBe(first.providerTransactionId);
    await expect(client.startRedirect({ ...start, amount: money(99_900, "RUB") })).rejects.toThrow(
      /400 \(invalid_request: Idempotence key duplicated\)/,
    );
  });

  it("refuses wrong credentials and a POST without Idempotence-Key", async () => {
    const forged = createYooKassaClient({
      apiUrl: `${gateway.url}/v3`,
      shopId: KEYS.shopId,
      secretKey: "guess",
      retryDelaysMs: [],
    });
    await expect(forged.startRedirect(input("card"))).rejects.toThrow(/401 \(invalid_credentials/);
    const unkeyed = await fetch(`${gateway.url}/v3/payments`, {
      method: "POST",
      headers: { authorization: basicAuthorization(KEYS.shopId, KEYS.secretKey), "content-type": "application/json" },
      body: JSON.stringify({ amount: { value: "10.00", currency: "RUB" } }),
    });
    expect(unkeyed.status).toBe(400);
    expect(await unkeyed.json()).toMatchObject({
      type: "error",
      code: "invalid_request",
      parameter: "Idempotence-Key",
    });
  });

  it("reads a declined and an expired payment as failed and expired", async () => {
    const declined = input("card");
    const a = await client.startRedirect(declined);
    await press(a.redirectUrl, "fail");
    expect(
      await client.fetchStatus({ paymentId: declined.paymentId, providerTransactionId: a.providerTransactionId }),
    ).toMatchObject({ status: "failed", providerStatus: "canceled/insufficient_funds" });
    const expired = input("sbp");
    const b = await client.startRedirect(expired);
    await press(b.redirectUrl, "expire");
    expect(
      await client.fetchStatus({ paymentId: expired.paymentId, providerTransactionId: b.providerTransactionId }),
    ).toMatchObject({ status: "expired" });
  });

  it("does not know an id it never made, nor an attempt another payment belongs to", async () => {
    expect(
      await client.fetchStatus({ paymentId: "NOPE-1", providerTransactionId: "2d9e3c5a-000f-5000-9000-000000000000" }),
    ).toBeUndefined();
    const start = input("card");
    const started = await client.startRedirect(start);
    expect(
      await client.fetchStatus({ paymentId: "OTHER-1", providerTransactionId: started.providerTransactionId }),
    ).toBeUndefined();
  });

  it("refunds once per key, however often and however concurrently it is asked, and shows it at the gateway", async () => {
    const start = input("sbp", 250_000);
    const started = await client.startRedirect(start);
    await press(started.redirectUrl, "pay");
    const refund = {
      paymentId: start.paymentId,
      providerTransactionId: started.providerTransactionId,
      refundKey: "claim-1",
      amount: money(250_000, "RUB"),
      reason: "delivery failed",
    };
    const answers = await Promise.all([client.refund(refund), client.refund(refund), client.refund(refund)]);
    expect(answers.every((answer) => answer.ok)).toBe(true);
    const after = await client.fetchStatus({
      paymentId: start.paymentId,
      providerTransactionId: started.providerTransactionId,
    });
    expect(after).toMatchObject({ status: "refunded", providerStatus: "succeeded/refunded" });
    const refunds = receiver.received.filter(
      (item) => item.event === "refund.succeeded" && item.object.payment_id === started.providerTransactionId,
    );
    await waitFor(() => (refunds.length > 0 ? true : undefined), "refund.succeeded");
    expect(refunds).toHaveLength(1);
    // Asked again later under another key (YooKassa forgets keys after 24 hours): still done, no second refund.
    expect(await client.refund({ ...refund, refundKey: "claim-1-again" })).toMatchObject({ ok: true });
  });

  it("refuses to refund what was not paid, and says so rather than failing", async () => {
    const start = input("card");
    const started = await client.startRedirect(start);
    const answer = await client.refund({
      paymentId: start.paymentId,
      providerTransactionId: started.providerTransactionId,
      refundKey: "claim-unpaid",
      amount: start.amount,
      reason: "test",
    });
    expect(answer.ok).toBe(false);
  });

  it("repeats a request YooKassa answered 500 with the same Idempotence-Key, then gives up as a provider error", async () => {
    const seen: { key: string | null }[] = [];
    let calls = 0;
    const flaky = createYooKassaClient({
      apiUrl: `${gateway.url}/v3`,
      ...KEYS,
      retryDelaysMs: [0, 0],
      fetch: async (url, init) => {
        calls += 1;
        seen.push({ key: new Headers(init?.headers).get("idempotence-key") });
        if (calls < 3)
          return new Response(JSON.stringify({ type: "error", code: "internal_server_error" }), { status: 500 });
        return fetch(url, init);
      },
    });
    const start = input("card");
    const started = await flaky.startRedirect(start);
    expect(started.providerTransactionId).toBeTruthy();
    expect(seen.map((item) => item.key)).toEqual([start.paymentId, start.paymentId, start.paymentId]);

    const down = createYooKassaClient({
      apiUrl: `${gateway.url}/v3`,
      ...KEYS,
      retryDelaysMs: [0],
      fetch: async () => new Response("", { status: 429 }),
    });
    await expect(down.startRedirect(input("sbp"))).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
