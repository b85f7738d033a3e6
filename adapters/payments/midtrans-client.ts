import { z } from "zod";
import { callProvider } from "./provider-http";
import type { Money } from "../../core/money";
import {
  PaymentProviderError,
  type CardChargeResult,
  type PaymentCustomer,
  type PaymentsPort,
  type PaymentUpdate,
} from "../../core/payments/payments-port";
import {
  basicAuthorization,
  isCurrency,
  parseGrossAmount,
  providerStatusLabel,
  requestGrossAmount,
  statusCodeMatches,
  toPaymentStatus,
  verifySignatureKey,
} from "./midtrans-protocol";

export interface MidtransClientConfig {
  /** Core API base: https://api.midtrans.com, https://api.sandbox.midtrans.com, or the sandbox gateway. */
  apiUrl: string;
  /** Snap base: https://app.midtrans.com/snap, or the sandbox gateway's /snap. */
  snapUrl: string;
  serverKey: string;
  /** Public key the browser's tokenizer sends; never a secret. */
  clientKey: string;
  /** "midtrans" (real, IDR only) or "sandbox" (the built-in gateway, all four currencies). */
  provider: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Our method ids (core/markets.ts) as Snap's enabled_payments names. With a single entry Snap skips
 * its method list and opens that method's flow directly (Snap docs, "Specify Payment Channel via API
 * Request"). Mandiri's virtual account is Snap's "echannel" (Mandiri Bill Payment); QRIS from any
 * issuer is "other_qris"; OVO and DANA have their own Snap channels.
 */
const SNAP_CHANNEL: Record<string, string> = {
  qris: "other_qris",
  gopay: "gopay",
  shopeepay: "shopeepay",
  ovo: "ovo",
  dana: "dana",
  "va-bca": "bca_va",
  "va-bni": "bni_va",
  "va-bri": "bri_va",
  "va-mandiri": "echannel",
};

/** Snap's hosted page speaks Indonesian and English; the sandbox gateway all four of our languages. */
const REAL_SNAP_LANGUAGES = new Set(["id", "en"]);

/** Midtrans caps item_details.name at 50 characters. */
const ITEM_NAME_MAX = 50;

const DEFAULT_TIMEOUT_MS = 10_000;

const snapAnswer = z.object({ token: z.string().min(1), redirect_url: z.string().min(1) });

const coreAnswer = z.object({
  status_code: z.string(),
  status_message: z.string().optional(),
  transaction_id: z.string().optional(),
  transaction_status: z.string().optional(),
  fraud_status: z.string().optional(),
  redirect_url: z.string().optional(),
});

const transactionAnswer = z.object({
  status_code: z.string(),
  order_id: z.string().min(1),
  transaction_status: z.string().min(1),
  gross_amount: z.union([z.string(), z.number()]),
  currency: z.string().optional(),
  transaction_id: z.string().optional(),
  fraud_status: z.string().optional(),
});

const notificationBody = z.object({
  order_id: z.string().min(1),
  status_code: z.string().min(1),
  gross_amount: z.string().min(1),
  signature_key: z.string().min(1),
  transaction_status: z.string().min(1),
  fraud_status: z.string().optional(),
  transaction_id: z.string().optional(),
  currency: z.string().optional(),
});

interface Answer {
  status: number;
  body: unknown;
}

/** Midtrans's own words about a refusal, for operators: error_messages (Snap) or status_message (Core). */
function midtransMessage(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const record = body as Record<string, unknown>;
  if (Array.isArray(record.error_messages)) return record.error_messages.map(String).join("; ");
  return typeof record.status_message === "string" ? record.status_message : undefined;
}

function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? characters.slice(0, max).join("") : text;
}

function customerDetails(customer: PaymentCustomer): Record<string, string> {
  const details: Record<string, string> = {};
  if (customer.name) details.first_name = customer.name;
  if (customer.email) details.email = customer.email;
  if (customer.phone) details.phone = customer.phone;
  return details;
}

/**
 * One PaymentsPort over Midtrans's HTTP protocol (Snap for redirect methods, Core API for cards,
 * status, refunds, notifications). The same code drives real Midtrans and the sandbox gateway; only
 * the URLs, keys and `provider` differ, so the sandbox tests exercise the production code path.
 */
/** Midtrans's adapter has all of the port: the card form's tokenizer and charge, and signed notifications. */
export type MidtransPort = Required<Omit<PaymentsPort, "callsTheShop">>;

export function createMidtransClient(config: MidtransClientConfig): MidtransPort {
  const apiUrl = config.apiUrl.replace(/\/+$/, "");
  const snapUrl = config.snapUrl.replace(/\/+$/, "");
  const fetchImpl = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const authorization = basicAuthorization(config.serverKey);
  const isRealMidtrans = config.provider === "midtrans";

  function call(method: "GET" | "POST", url: string, what: string, body?: unknown): Promise<Answer> {
    return callProvider(fetchImpl, {
      method,
      url,
      headers: { authorization },
      body,
      timeoutMs,
      what: `${config.provider}: ${what}`,
    });
  }

  function refused(what: string, status: number, body: unknown): PaymentProviderError {
    const message = midtransMessage(body);
    return new PaymentProviderError(
      `${config.provider}: ${what} answered ${status}${message ? ` (${message})` : ""}`,
      status,
    );
  }

  /** Real Midtrans settles rupiah only; sending it dollars would fail far from the cause. */
  function assertSupported(amount: Money): void {
    if (isRealMidtrans && amount.currency !== "IDR") {
      throw new Error(
        `Midtrans accepts only IDR, but this payment is in ${amount.currency}: use the sandbox provider or an IDR market`,
      );
    }
  }

  function transactionDetails(paymentId: string, amount: Money): Record<string, unknown> {
    return {
      order_id: paymentId,
      gross_amount: requestGrossAmount(amount),
      // Midtrans assumes IDR; the sandbox gateway reads this field for the other markets.
      ...(amount.currency === "IDR" ? {} : { currency: amount.currency }),
    };
  }

  function itemDetails(paymentId: string, amount: Money, itemName: string): Record<string, unknown>[] {
    return [{ id: paymentId, price: requestGrossAmount(amount), quantity: 1, name: truncate(itemName, ITEM_NAME_MAX) }];
  }

  /** Snap Redirect takes its options as query parameters of redirect_url (Snap docs, "language"). */
  function withLanguage(redirectUrl: string, locale: string): string {
    const language = isRealMidtrans ? (REAL_SNAP_LANGUAGES.has(locale) ? locale : "en") : locale;
    try {
      const url = new URL(redirectUrl);
      url.searchParams.set("language", language);
      return url.toString();
    } catch {
      throw new PaymentProviderError(`${config.provider}: Snap gave an unusable redirect_url`);
    }
  }

  function readTransaction(body: unknown): PaymentUpdate | undefined {
    const parsed = transactionAnswer.safeParse(body);
    if (!parsed.success) return undefined;
    const answer = parsed.data;
    const currency = answer.currency ?? "IDR";
    const status = toPaymentStatus(answer.transaction_status, answer.fraud_status);
    if (!isCurrency(currency) || !status) return undefined;
    const amount = parseGrossAmount(answer.gross_amount, currency);
    if (!amount) return undefined;
    return {
      paymentId: answer.order_id,
      status,
      amount,
      providerTransactionId: answer.transaction_id,
      providerStatus: providerStatusLabel(answer.transaction_status, answer.fraud_status),
    };
  }

  async function statusOf(paymentId: string): Promise<PaymentUpdate | undefined> {
    const what = "GET /v2/{order_id}/status";
    const answer = await call("GET", `${apiUrl}/v2/${encodeURIComponent(paymentId)}/status`, what);
    if (answer.status === 404) return undefined;
    if (answer.status < 200 || answer.status > 299) throw refused(what, answer.status, answer.body);
    const code = coreAnswer.safeParse(answer.body);
    if (code.success && code.data.status_code === "404") return undefined;
    if (code.success && /^[45]/.test(code.data.status_code)) {
      throw refused(what, Number(code.data.status_code), answer.body);
    }
    const update = readTransaction(answer.body);
    if (!update) throw new PaymentProviderError(`${config.provider}: ${what} gave an unreadable answer`);
    return { ...update, raw: answer.body };
  }

  /** Voids a payment not settled yet (Midtrans's Cancel); true once it is voided, also by an earlier call. */
  async function cancel(paymentId: string): Promise<{ ok: boolean; raw?: unknown }> {
    const what = "POST /v2/{order_id}/cancel";
    const answer = await call("POST", `${apiUrl}/v2/${encodeURIComponent(paymentId)}/cancel`, what);
    const parsed = coreAnswer.safeParse(answer.body);
    if (answer.status >= 500 || answer.status === 401 || answer.status === 403 || !parsed.success)
      throw refused(what, answer.status, answer.body);
    if (parsed.data.status_code === "200") return { ok: true, raw: answer.body };
    if (/^5/.test(parsed.data.status_code)) throw refused(what, Number(parsed.data.status_code), answer.body);
    // Refused (412): voided already by an earlier try of ours, or it settled meanwhile (then refund).
    return { ok: (await statusOf(paymentId))?.status === "canceled", raw: answer.body };
  }

  return {
    provider: config.provider,
    protocol: "midtrans",
    cardTokenizer: { url: `${apiUrl}/v2/token`, clientKey: config.clientKey },

    async startRedirect(input) {
      assertSupported(input.amount);
      const channel = SNAP_CHANNEL[input.methodId];
      if (!channel) throw new Error(`No Midtrans Snap channel for payment method "${input.methodId}"`);
      const what = "POST /snap/v1/transactions";
      const answer = await call("POST", `${snapUrl}/v1/transactions`, what, {
        transaction_details: transactionDetails(input.paymentId, input.amount),
        item_details: itemDetails(input.paymentId, input.amount, input.itemName),
        customer_details: customerDetails(input.customer),
        enabled_payments: [channel],
        expiry: { unit: "minutes", duration: input.expiryMinutes },
        callbacks: { finish: input.finishUrl },
        // The buyer's language, for pages that cannot take it from the URL (the sandbox's).
        custom_field1: input.locale,
      });
      if (answer.status < 200 || answer.status > 299) throw refused(what, answer.status, answer.body);
      const parsed = snapAnswer.safeParse(answer.body);
      if (!parsed.success) throw new PaymentProviderError(`${config.provider}: ${what} gave no redirect_url`);
      return { redirectUrl: withLanguage(parsed.data.redirect_url, input.locale) };
    },

    async chargeCard(input): Promise<CardChargeResult> {
      assertSupported(input.amount);
      const what = "POST /v2/charge";
      const answer = await call("POST", `${apiUrl}/v2/charge`, what, {
        payment_type: "credit_card",
        transaction_details: transactionDetails(input.paymentId, input.amount),
        credit_card: { token_id: input.tokenId, authentication: true },
        item_details: itemDetails(input.paymentId, input.amount, input.itemName),
        customer_details: customerDetails(input.customer),
        callbacks: { finish: input.finishUrl },
        custom_field1: input.locale,
      });
      if (answer.status < 200 || answer.status > 299) throw refused(what, answer.status, answer.body);
      const parsed = coreAnswer.safeParse(answer.body);
      if (!parsed.success) throw new PaymentProviderError(`${config.provider}: ${what} gave an unreadable answer`);
      const charge = parsed.data;
      const transactionId = charge.transaction_id ?? "";
      // Core API may answer HTTP 200 with an error in status_code (4xx/5xx): that is a refusal too.
      if (/^[45]/.test(charge.status_code)) throw refused(what, Number(charge.status_code), charge);
      if (charge.status_code === "202" || charge.transaction_status === "deny") {
        return { outcome: "declined", reason: charge.status_message ?? "deny", raw: answer.body };
      }
      if (charge.status_code === "201" && charge.redirect_url) {
        return {
          outcome: "challenge",
          redirectUrl: charge.redirect_url,
          providerTransactionId: transactionId,
          raw: answer.body,
        };
      }
      const paid =
        charge.transaction_status === "settlement" ||
        (charge.transaction_status === "capture" && charge.fraud_status === "accept");
      if (charge.status_code === "200" && paid)
        return { outcome: "paid", providerTransactionId: transactionId, raw: answer.body };
      // A capture under fraud review, or anything else, waits for the notification.
      return { outcome: "pending", providerTransactionId: transactionId, raw: answer.body };
    },

    parseNotification(body: unknown) {
      const parsed = notificationBody.safeParse(body);
      if (!parsed.success) return undefined;
      if (!verifySignatureKey(parsed.data, config.serverKey)) return undefined;
      if (!statusCodeMatches(parsed.data.transaction_status, parsed.data.status_code)) return undefined;
      const update = readTransaction(parsed.data);
      return update && { ...update, raw: body };
    },

    fetchStatus: (attempt) => statusOf(attempt.paymentId),

    async refund(input) {
      assertSupported(input.amount);
      // Midtrans refunds settled payments only. A card payment captured today (cards settle at the
      // end of the day) is voided with Cancel instead: the money never leaves the buyer's card.
      const current = await statusOf(input.paymentId);
      if (current?.status === "canceled") return { ok: true };
      if (current && /^(capture|authorize)/.test(current.providerStatus)) {
        const voided = await cancel(input.paymentId);
        if (voided.ok) return voided;
      }
      const what = "POST /v2/{order_id}/refund";
      const answer = await call("POST", `${apiUrl}/v2/${encodeURIComponent(input.paymentId)}/refund`, what, {
        refund_key: input.refundKey,
        amount: requestGrossAmount(input.amount),
        reason: input.reason,
      });
      const parsed = coreAnswer.safeParse(answer.body);
      // Midtrans refuses a refund it will not make (412: status cannot be changed, 404: unknown order)
      // with a status_code in the body; credentials, outages and unreadable answers are errors instead.
      const businessRefusal =
        answer.status !== 401 &&
        answer.status !== 403 &&
        answer.status < 500 &&
        parsed.success &&
        /^4/.test(parsed.data.status_code) &&
        parsed.data.status_code !== "401";
      if (businessRefusal) return { ok: false, raw: answer.body };
      if (answer.status < 200 || answer.status > 299) throw refused(what, answer.status, answer.body);
      if (!parsed.success) throw new PaymentProviderError(`${config.provider}: ${what} gave an unreadable answer`);
      if (/^5/.test(parsed.data.status_code)) throw refused(what, Number(parsed.data.status_code), answer.body);
      return { ok: parsed.data.status_code === "200", raw: answer.body };
    },
  };
}
