import { callProvider } from "./provider-http";
import { PaymentProviderError, type PaymentsPort } from "../../core/payments/payments-port";
import { checkoutLanguage, checkoutLink, RECEIPT_STATE, subscribeAuth, toTiyin } from "./payme-protocol";

export interface PaymeClientOptions {
  /** "payme" (the name stored on attempts; the same for Payme and its sandbox face). */
  provider?: string;
  merchantId: string;
  /** The cash desk's key: Payme's Merchant API calls carry it, and the Subscribe API wants it in X-Auth. */
  key: string;
  /** https://checkout.paycom.uz (or the sandbox gateway's /payme). */
  checkoutUrl: string;
  /** https://checkout.paycom.uz/api (or the sandbox gateway's /payme/api). */
  apiUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The Merchant API key of a Payme adapter, for the shop's endpoint that checks Payme's calls. */
const KEYS = new WeakMap<PaymentsPort, string>();

export const paymeKeyOf = (port: PaymentsPort | undefined): string | undefined => (port ? KEYS.get(port) : undefined);

interface RpcReply {
  result?: unknown;
  error?: { code?: number; message?: unknown };
}

/**
 * One Subscribe API call (JSON-RPC with X-Auth): Payme's reply, its result or its error. No answer,
 * a 5xx or a body that is not JSON-RPC is a PaymentProviderError. Refunds and the preflight's read
 * both go here.
 */
export async function callSubscribeApi(
  options: PaymeClientOptions,
  id: number,
  method: string,
  params: Record<string, unknown>,
): Promise<RpcReply> {
  const { status, body } = await callProvider(options.fetch ?? fetch, {
    method: "POST",
    url: options.apiUrl,
    headers: { "x-auth": subscribeAuth(options.merchantId, options.key) },
    body: { id, method, params },
    timeoutMs: options.timeoutMs ?? 10_000,
    what: `payme ${method}`,
  });
  if (status >= 500) throw new PaymentProviderError(`payme ${method}: HTTP ${status}`, status);
  if (!body || typeof body !== "object") throw new PaymentProviderError(`payme ${method}: not JSON-RPC`, status);
  return body as RpcReply;
}

/**
 * The shop's Payme adapter (decision 023). Payme is asked nothing to start a payment: the buyer goes
 * to the checkout link, and Payme then calls the shop's Merchant API endpoint
 * (adapters/payments/payme-merchant-api.ts), which is where payments are recorded. The adapter itself
 * only builds that link and cancels a paid receipt for a refund, through the Subscribe API's
 * receipts.cancel (after which Payme calls CancelTransaction with reason 5).
 */
export function createPaymeClient(options: PaymeClientOptions): PaymentsPort {
  let sequence = 0;

  async function call(method: string, params: Record<string, unknown>): Promise<RpcReply> {
    sequence += 1;
    return callSubscribeApi(options, sequence, method, params);
  }

  const receiptState = (reply: RpcReply): number | undefined => {
    const result = reply.result as { state?: unknown; receipt?: { state?: unknown } } | undefined;
    const state = result?.receipt?.state ?? result?.state;
    return typeof state === "number" ? state : undefined;
  };

  const port: PaymentsPort = {
    provider: options.provider ?? "payme",
    protocol: "payme",
    callsTheShop: true,

    async startRedirect(input) {
      const tiyin = toTiyin(input.amount);
      if (tiyin === undefined) throw new PaymentProviderError(`payme takes UZS only, not ${input.amount.currency}`);
      return {
        redirectUrl: checkoutLink({
          checkoutUrl: options.checkoutUrl,
          merchantId: options.merchantId,
          orderId: input.paymentId,
          tiyin,
          returnUrl: input.finishUrl,
          lang: checkoutLanguage(input.locale),
        }),
      };
    },

    // Payme tells the shop everything through the Merchant API, whose transactions the shop stores
    // itself: there is no status of Payme's own to ask about an attempt.
    async fetchStatus() {
      return undefined;
    },

    /**
     * Cancels the paid receipt (the Merchant API transaction's id). Idempotent by the receipt: a
     * receipt already canceled is a done refund, whatever key asks again.
     */
    async refund(input) {
      if (!input.providerTransactionId) return { ok: false, raw: { error: "no Payme transaction on the attempt" } };
      const id = input.providerTransactionId;
      const checked = await call("receipts.check", { id });
      if (receiptState(checked) === RECEIPT_STATE.canceled) return { ok: true, raw: checked };
      const canceled = await call("receipts.cancel", { id });
      const state = receiptState(canceled);
      return { ok: state === RECEIPT_STATE.canceled || state === RECEIPT_STATE.cancelQueued, raw: canceled };
    },
  };
  KEYS.set(port, options.key);
  return port;
}
