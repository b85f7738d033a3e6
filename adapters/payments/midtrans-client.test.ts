import { describe, expect, it } from "vitest";
import { money, type Money } from "../../core/money";
import { PaymentProviderError, type StartPaymentInput } from "../../core/payments/payments-port";
import { createMidtransClient, type MidtransClientConfig } from "./midtrans-client";

/**
 * The client's side of the protocol, against a scripted fetch: what it sends and how it reads each
 * kind of answer. The sandbox gateway's contract test drives the same client over real HTTP.
 */

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Script = (request: Sent) => { status: number; body?: unknown } | Promise<never>;

function scriptedFetch(script: Script): { fetch: typeof fetch; sent: Sent[] } {
  const sent: Sent[] = [];
  const fake = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request: Sent = {
      url: String(input),
      method: init?.method ?? "GET",
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const answer = await script(request);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "content-type": "application/json" },
    });
  };
  return { fetch: fake as typeof fetch, sent };
}

function client(script: Script, overrides: Partial<MidtransClientConfig> = {}) {
  const scripted = scriptedFetch(script);
  const port = createMidtransClient({
    apiUrl: "https://api.sandbox.midtrans.com/",
    snapUrl: "https://app.sandbox.midtrans.com/snap",
    serverKey: "SB-Mid-server-abc",
    clientKey: "SB-Mid-client-xyz",
    provider: "midtrans",
    fetch: scripted.fetch,
    ...overrides,
  });
  return { port, sent: scripted.sent };
}

const SNAP_OK = {
  status: 201,
  body: {
    token: "66e4fa55-fdac-4ef9-91b5-733b97d1b862",
    redirect_url: "https://app.sandbox.midtrans.com/snap/v4/redirection/66e4fa55-fdac-4ef9-91b5-733b97d1b862",
  },
};

function redirectInput(overrides: Partial<StartPaymentInput> = {}): StartPaymentInput {
  return {
    paymentId: "K7M4Q2TX-1",
    amount: money(87_252, "IDR"),
    methodId: "qris",
    itemName: "Mobile Legends: 86 Diamonds",
    customer: { name: "Budi", email: "budi@example.com", phone: "6281234567890" },
    finishUrl: "https://kupi.example/orders/K7M4Q2TX/return",
    expiryMinutes: 15,
    locale: "id",
    ...overrides,
  };
}

function cardInput(amount: Money = money(87_252, "IDR")) {
  return {
    paymentId: "K7M4Q2TX-2",
    amount,
    tokenId: "sandbox-1111-6f1f0a3c-2a4e-4d7c-9a3e-0f1b2c3d4e5f",
    itemName: "Mobile Legends: 86 Diamonds",
    customer: { email: "budi@example.com" },
    finishUrl: "https://kupi.example/orders/K7M4Q2TX/return",
    locale: "id",
  };
}

describe("Midtrans client: Snap", () => {
  it("creates a Snap transaction for one channel, with Basic auth, and returns the page in the buyer's language", async () => {
    const { port, sent } = client(() => SNAP_OK);
    const { redirectUrl } = await port.startRedirect(redirectInput());
    expect(redirectUrl).toBe(`${SNAP_OK.body.redirect_url}?language=id`);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("https://app.sandbox.midtrans.com/snap/v1/transactions");
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from("SB-Mid-server-abc:").toString("base64")}`);
    expect(request?.headers.accept).toBe("application/json");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.body).toEqual({
      transaction_details: { order_id: "K7M4Q2TX-1", gross_amount: 87_252 },
      item_details: [{ id: "K7M4Q2TX-1", price: 87_252, quantity: 1, name: "Mobile Legends: 86 Diamonds" }],
      customer_details: { first_name: "Budi", email: "budi@example.com", phone: "6281234567890" },
      enabled_payments: ["other_qris"],
      expiry: { unit: "minutes", duration: 15 },
      callbacks: { finish: "https://kupi.example/orders/K7M4Q2TX/return" },
      custom_field1: "id",
    });
  });

  it.each([
    ["qris", "other_qris"],
    ["gopay", "gopay"],
    ["shopeepay", "shopeepay"],
    ["ovo", "ovo"],
    ["dana", "dana"],
    ["va-bca", "bca_va"],
    ["va-bni", "bni_va"],
    ["va-bri", "bri_va"],
    ["va-mandiri", "echannel"],
  ])("maps method %s to Snap's %s", async (methodId, channel) => {
    const { port, sent } = client(() => SNAP_OK);
    await port.startRedirect(redirectInput({ methodId }));
    expect(sent[0]?.body).toMatchObject({ enabled_payments: [channel] });
  });

  it("refuses a method Snap has no channel for, without calling Midtrans", async () => {
    const { port, sent } = client(() => SNAP_OK);
    await expect(port.startRedirect(redirectInput({ methodId: "sbp" }))).rejects.toThrow(/sbp/);
    expect(sent).toHaveLength(0);
  });

  it("refuses a non-rupiah amount for real Midtrans, clearly and without calling it", async () => {
    const { port, sent } = client(() => SNAP_OK);
    await expect(port.startRedirect(redirectInput({ amount: money(549, "USD") }))).rejects.toThrow(/only IDR.*USD/);
    await expect(port.chargeCard(cardInput(money(549, "USD")))).rejects.toThrow(/only IDR/);
    expect(sent).toHaveLength(0);
  });

  it("sends other currencies to the sandbox with transaction_details.currency and a decimal amount", async () => {
    const { port, sent } = client(() => SNAP_OK, { provider: "sandbox" });
    const { redirectUrl } = await port.startRedirect(redirectInput({ amount: money(549, "USD"), locale: "ru" }));
    expect(sent[0]?.body).toMatchObject({
      transaction_details: { order_id: "K7M4Q2TX-1", gross_amount: "5.49", currency: "USD" },
      item_details: [{ price: "5.49" }],
    });
    expect(new URL(redirectUrl).searchParams.get("language")).toBe("ru");
  });

  it("asks real Snap for English where it has no page in the buyer's language", async () => {
    const { port } = client(() => SNAP_OK);
    const { redirectUrl } = await port.startRedirect(redirectInput({ locale: "uz" }));
    expect(new URL(redirectUrl).searchParams.get("language")).toBe("en");
  });

  it("cuts an item name to Midtrans's 50 characters", async () => {
    const { port, sent } = client(() => SNAP_OK);
    await port.startRedirect(redirectInput({ itemName: "x".repeat(80) }));
    expect(sent[0]?.body).toMatchObject({ item_details: [{ name: "x".repeat(50) }] });
  });

  it("turns a refusal, an outage and a timeout into PaymentProviderError", async () => {
    const refused = client(() => ({ status: 401, body: { error_messages: ["Access denied"] } }));
    const error = await refused.port.startRedirect(redirectInput()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).status).toBe(401);
    expect((error as PaymentProviderError).message).toContain("Access denied");

    const down = client(() => ({ status: 503, body: {} }));
    await expect(down.port.startRedirect(redirectInput())).rejects.toBeInstanceOf(PaymentProviderError);

    const unreachable = client(() => Promise.reject(new TypeError("fetch failed")));
    await expect(unreachable.port.startRedirect(redirectInput())).rejects.toThrow(/could not be reached/);

    // A fetch that answers only when aborted: the client's own timeout must end it.
    const hanging = createMidtransClient({
      apiUrl: "https://api.sandbox.midtrans.com",
      snapUrl: "https://app.sandbox.midtrans.com/snap",
      serverKey: "k",
      clientKey: "c",
      provider: "midtrans",
      timeoutMs: 20,
      fetch: ((_input: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        })) as typeof fetch,
    });
    await expect(hanging.startRedirect(redirectInput())).rejects.toThrow(/timed out after 20 ms/);
  });
});

describe("Midtrans client: cards", () => {
  it("charges the token with 3-D Secure asked for and the finish URL", async () => {
    const body = { status_code: "200", transaction_id: "t-1", transaction_status: "capture", fraud_status: "accept" };
    const { port, sent } = client(() => ({ status: 200, body }));
    // The answer as it came rides along, for the console's timeline.
    await expect(port.chargeCard(cardInput())).resolves.toEqual({
      outcome: "paid",
      providerTransactionId: "t-1",
      raw: body,
    });
    expect(sent[0]?.url).toBe("https://api.sandbox.midtrans.com/v2/charge");
    expect(sent[0]?.body).toMatchObject({
      payment_type: "credit_card",
      transaction_details: { order_id: "K7M4Q2TX-2", gross_amount: 87_252 },
      credit_card: { token_id: cardInput().tokenId, authentication: true },
      callbacks: { finish: "https://kupi.example/orders/K7M4Q2TX/return" },
    });
  });

  it.each([
    [
      {
        status_code: "201",
        transaction_id: "t-2",
        transaction_status: "pending",
        redirect_url: "https://3ds.example/x",
      },
      { outcome: "challenge", redirectUrl: "https://3ds.example/x", providerTransactionId: "t-2" },
    ],
    [
      { status_code: "202", transaction_id: "t-3", transaction_status: "deny", status_message: "Deny by Bank" },
      { outcome: "declined", reason: "Deny by Bank" },
    ],
    [
      { status_code: "201", transaction_id: "t-4", transaction_status: "capture", fraud_status: "challenge" },
      { outcome: "pending", providerTransactionId: "t-4" },
    ],
  ])("reads %j as %j", async (answer, expected) => {
    const { port } = client(() => ({ status: 200, body: answer }));
    await expect(port.chargeCard(cardInput())).resolves.toEqual({ ...expected, raw: answer });
  });

  it("treats an error status_code in a 200 answer as a refusal", async () => {
    const { port } = client(() => ({
      status: 200,
      body: { status_code: "411", status_message: "Token id is missing, invalid, or timed out" },
    }));
    const error = await port.chargeCard(cardInput()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).status).toBe(411);
  });

  it("tells the browser where to tokenize and with which public key", () => {
    const { port } = client(() => SNAP_OK);
    expect(port.cardTokenizer).toEqual({
      url: "https://api.sandbox.midtrans.com/v2/token",
      clientKey: "SB-Mid-client-xyz",
    });
  });
});

describe("Midtrans client: status and refund", () => {
  it("reads a status answer, and knows nothing of an unknown order (HTTP 404 or status_code 404)", async () => {
    const { port, sent } = client(() => ({
      status: 200,
      body: {
        status_code: "200",
        order_id: "K7M4Q2TX-1",
        transaction_id: "t-1",
        transaction_status: "settlement",
        gross_amount: "87252.00",
        currency: "IDR",
      },
    }));
    await expect(port.fetchStatus({ paymentId: "K7M4Q2TX-1" })).resolves.toEqual({
      paymentId: "K7M4Q2TX-1",
      status: "paid",
      amount: money(87_252, "IDR"),
      providerTransactionId: "t-1",
      providerStatus: "settlement",
      raw: expect.objectContaining({ order_id: "K7M4Q2TX-1", transaction_status: "settlement" }),
    });
    expect(sent[0]).toMatchObject({ method: "GET", url: "https://api.sandbox.midtrans.com/v2/K7M4Q2TX-1/status" });

    const missing = client(() => ({ status: 404, body: { status_code: "404" } }));
    await expect(missing.port.fetchStatus({ paymentId: "nope" })).resolves.toBeUndefined();
    const missingIn200 = client(() => ({ status: 200, body: { status_code: "404", status_message: "Not found" } }));
    await expect(missingIn200.port.fetchStatus({ paymentId: "nope" })).resolves.toBeUndefined();
  });

  /** Midtrans's status answer for a payment in this state (GET /v2/{order_id}/status). */
  const statusOf = (transactionStatus: string, fraudStatus?: string) => ({
    status: 200,
    body: {
      status_code: "200",
      order_id: "K7M4Q2TX-1",
      transaction_status: transactionStatus,
      ...(fraudStatus ? { fraud_status: fraudStatus } : {}),
      gross_amount: "87252.00",
      currency: "IDR",
    },
  });

  it("refunds a settled payment by refund_key, and reports Midtrans's refusal as not ok", async () => {
    const { port, sent } = client((request) =>
      request.url.endsWith("/status")
        ? statusOf("settlement")
        : { status: 200, body: { status_code: "200", transaction_status: "refund" } },
    );
    const input = {
      paymentId: "K7M4Q2TX-1",
      refundKey: "K7M4Q2TX-1-refund",
      amount: money(87_252, "IDR"),
      reason: "not delivered",
    };
    // The provider's answer comes back as it was sent, for the console's timeline.
    await expect(port.refund(input)).resolves.toEqual({
      ok: true,
      raw: { status_code: "200", transaction_status: "refund" },
    });
    expect(sent[1]).toMatchObject({
      method: "POST",
      url: "https://api.sandbox.midtrans.com/v2/K7M4Q2TX-1/refund",
      body: { refund_key: "K7M4Q2TX-1-refund", amount: 87_252, reason: "not delivered" },
    });

    const refused = client((request) =>
      request.url.endsWith("/status")
        ? statusOf("settlement")
        : { status: 412, body: { status_code: "412", status_message: "cannot modify" } },
    );
    await expect(refused.port.refund(input)).resolves.toEqual({
      ok: false,
      raw: { status_code: "412", status_message: "cannot modify" },
    });

    const wrongKey = client(() => ({ status: 401, body: { status_code: "401" } }));
    await expect(wrongKey.port.refund(input)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it("voids a card payment captured and not yet settled with Cancel, as Midtrans refunds settled payments only", async () => {
    const { port, sent } = client((request) =>
      request.url.endsWith("/status")
        ? statusOf("capture", "accept")
        : { status: 200, body: { status_code: "200", transaction_status: "cancel" } },
    );
    const input = { paymentId: "K7M4Q2TX-1", refundKey: "refund-1", amount: money(87_252, "IDR"), reason: "x" };
    await expect(port.refund(input)).resolves.toMatchObject({ ok: true });
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([
      "GET https://api.sandbox.midtrans.com/v2/K7M4Q2TX-1/status",
      "POST https://api.sandbox.midtrans.com/v2/K7M4Q2TX-1/cancel",
    ]);
    // Voided already (an earlier try whose answer was lost): done, nothing sent but the status read.
    const voided = client(() => statusOf("cancel"));
    await expect(voided.port.refund(input)).resolves.toMatchObject({ ok: true });
    expect(voided.sent).toHaveLength(1);
  });
});
