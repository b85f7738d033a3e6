import { callProvider } from "./provider-http";
import { z } from "zod";
import { PaymentProviderError, type PaymentsPort } from "../../core/payments/payments-port";
import {
  clickPayUrl,
  hasValidSign,
  merchantApiAuth,
  moneyInTiyin,
  parseClickCallback,
  type ClickCallback,
  type ClickFiscalItemsBody,
} from "./click-protocol";

export interface ClickClientConfig {
  /** "click": the same name for real Click and for the sandbox gateway's Click face. */
  provider?: string;
  serviceId: string;
  merchantId: string;
  merchantUserId: string;
  secretKey: string;
  /** The buyer's page: https://my.click.uz/services/pay, or the gateway's /click/services/pay. */
  payUrl: string;
  /** Merchant API base: https://api.click.uz/v2/merchant, or the gateway's /click/v2/merchant. */
  apiUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** UNIX seconds, for the Auth header (tests pin it). */
  now?: () => number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

const merchantAnswer = z.object({
  error_code: z.coerce.number().int(),
  error_note: z.string().optional(),
  payment_id: z.coerce.number().int().optional(),
  payment_status: z.coerce.number().int().optional(),
});

/**
 * What the shop's Prepare/Complete endpoints need of the adapter: Click's call read and its
 * sign_string checked with the secret key, which never leaves the adapter.
 */
export interface ClickShopApiKeys {
  readonly serviceId: string;
  /** The call as Click sent it; "malformed" (-8) or "forged" (-1) otherwise. */
  readCallback(body: unknown, complete: boolean): ClickCallback | "malformed" | "forged";
}

/** Click's fiscal items call (docs.click.uz "Fiscalization"): Click's error_code and note, 0 when taken. */
export interface ClickFiscalApi {
  readonly serviceId: string;
  submitItems(body: ClickFiscalItemsBody): Promise<{ errorCode: number; errorNote: string; raw: unknown }>;
}

export type ClickPort = PaymentsPort & { readonly shopApi: ClickShopApiKeys; readonly fiscal: ClickFiscalApi };

export function isClickPort(port: PaymentsPort | undefined): port is ClickPort {
  return port !== undefined && port.protocol === "click" && "shopApi" in port;
}

/**
 * One Merchant API call, signed with the Auth header: its HTTP status, and Click's answer when the
 * body is one (undefined otherwise). The adapter's refunds and the preflight's read both go here.
 */
export async function callMerchantApi(
  config: ClickClientConfig,
  method: "GET" | "DELETE" | "POST",
  path: string,
  what: string,
  body?: unknown,
): Promise<{ status: number; answer: z.infer<typeof merchantAnswer> | undefined; raw: unknown }> {
  const now = config.now ?? (() => Date.now() / 1000);
  const { status, body: answered } = await callProvider(config.fetch ?? fetch, {
    method,
    url: `${config.apiUrl.replace(/\/+$/, "")}${path}`,
    // Merchant – Request: Accept, Auth and Content-Type are required on every call, even a GET or
    // DELETE that carries no body.
    headers: {
      accept: "application/json",
      "content-type": "application/json",
      auth: merchantApiAuth(config.merchantUserId, config.secretKey, now()),
    },
    ...(body === undefined ? {} : { body }),
    timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    what: `${config.provider ?? "click"}: ${what}`,
  });
  const parsed = merchantAnswer.safeParse(answered);
  return { status, answer: parsed.success ? parsed.data : undefined, raw: answered };
}

/**
 * The shop's Click adapter (decision 024). Click's SHOP API is driven by Click: the buyer pays on
 * Click's page, and Click asks the shop (Prepare) and tells it (Complete) through the shop's own
 * endpoints (adapters/http/click-routes.ts). This port only builds the page's address and speaks
 * the Merchant API for refunds (payment reversal).
 */
export function createClickClient(config: ClickClientConfig): ClickPort {
  const provider = config.provider ?? "click";
  async function call(method: "GET" | "DELETE", path: string, what: string) {
    const { status, answer, raw } = await callMerchantApi(config, method, path, what);
    if (!answer) throw new PaymentProviderError(`${provider}: ${what} answered ${status}`, status);
    return { answer, raw };
  }

  return {
    provider,
    protocol: "click",
    callsTheShop: true,

    shopApi: {
      serviceId: config.serviceId,
      readCallback(body, complete) {
        const callback = parseClickCallback(body, complete);
        if (!callback) return "malformed";
        return hasValidSign(callback, config.secretKey) ? callback : "forged";
      },
    },

    fiscal: {
      serviceId: config.serviceId,
      /**
       * POST payment/ofd_data/submit_items. An answer that is not Click's JSON (or none) is a
       * PaymentProviderError: the fiscal job tries again later.
       */
      async submitItems(body) {
        const { status, answer, raw } = await callMerchantApi(
          config,
          "POST",
          "/payment/ofd_data/submit_items",
          "POST payment/ofd_data/submit_items",
          body,
        );
        if (!answer || status >= 500)
          throw new PaymentProviderError(`${provider}: POST payment/ofd_data/submit_items answered ${status}`, status);
        return { errorCode: answer.error_code, errorNote: answer.error_note ?? "", raw };
      },
    },

    startRedirect(input) {
      if (moneyInTiyin(input.amount) === undefined)
        return Promise.reject(new PaymentProviderError(`${provider}: Click takes UZS only`));
      return Promise.resolve({
        redirectUrl: clickPayUrl({
          payUrl: config.payUrl,
          serviceId: config.serviceId,
          merchantId: config.merchantId,
          amount: input.amount,
          transactionParam: input.paymentId,
          returnUrl: input.finishUrl,
        }),
      });
    },

    /**
     * Nothing: the Merchant API's status answers (payment/status, status_by_mti) carry no amount, and
     * an amount the shop did not check must never pay an order. Click itself retries a Complete the
     * shop did not answer; that call, signed and checked, is the only word that pays (decision 024).
     */
    fetchStatus: () => Promise.resolve(undefined),

    /**
     * Payment reversal (DELETE payment/reversal/:service_id/:payment_id) of the payment Complete
     * named (click_paydoc_id, kept as the attempt's provider transaction id). Click reverses a
     * payment once and has no key of ours, so a second try is recognised by the payment's status:
     * already reversed (payment_status below 0) means an earlier try of ours did it.
     */
    async refund(input) {
      const paymentId = input.providerTransactionId;
      if (!paymentId || !/^\d{1,19}$/.test(paymentId))
        throw new PaymentProviderError(`${provider}: no Click payment id for ${input.paymentId}`);
      const service = encodeURIComponent(config.serviceId);
      const reversal = await call("DELETE", `/payment/reversal/${service}/${paymentId}`, "DELETE payment/reversal");
      if (reversal.answer.error_code === 0) return { ok: true, raw: reversal.raw };
      const status = await call("GET", `/payment/status/${service}/${paymentId}`, "GET payment/status");
      const reversed =
        status.answer.error_code === 0 &&
        status.answer.payment_status !== undefined &&
        status.answer.payment_status < 0;
      return { ok: reversed, raw: reversal.raw };
    },
  };
}
