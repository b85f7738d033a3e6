import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import { callProvider } from "./provider-http";
import {
  PaymentProviderError,
  type AttemptRef,
  type PaymentsPort,
  type PaymentUpdate,
} from "../../core/payments/payments-port";
import {
  attemptIdOf,
  basicAuthorization,
  confirmationLocale,
  DESCRIPTION_MAX,
  errorObject,
  fromAmount,
  METHOD_TYPE,
  notificationBody,
  paymentObject,
  providerStatusLabel,
  REFUND_DESCRIPTION_MAX,
  refundObject,
  toAmount,
  toPaymentStatus,
  toReceipt,
  truncate,
  type PaymentObject,
} from "./yookassa-protocol";

export interface YooKassaClientConfig {
  /** API base: https://api.yookassa.ru/v3, or the sandbox gateway's /yookassa/v3. */
  apiUrl: string;
  shopId: string;
  secretKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /**
   * Waits before repeating a request YooKassa answered 429 or 500 (or did not answer): the same
   * request with the same Idempotence-Key, as its docs ask ("Response handling"). Kept short: a
   * buyer waits for startRedirect; what is still unknown after them is asked again by the status
   * check and the refund job.
   */
  retryDelaysMs?: number[];
  /**
   * The shop's tax system as YooKassa codes it (1 to 6), sent in each receipt: needed only when the
   * shop has several tax systems set up at YooKassa (YOOKASSA_TAX_SYSTEM_CODE).
   */
  taxSystemCode?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_RETRY_DELAYS_MS = [300, 1_000];

interface Answer {
  status: number;
  body: unknown;
}

/** YooKassa's adapter: redirect payments (cards, SBP), notifications read back, status and refunds. */
export type YooKassaPort = PaymentsPort & {
  parseNotification(body: unknown): Promise<PaymentUpdate | undefined>;
};

/** The parts of YooKassa's shop settings (GET /me, "Information about the store") the shop reads. */
const shopSettings = z.object({
  account_id: z.string(),
  test: z.boolean().optional(),
  fiscalization_enabled: z.boolean().optional(),
});

/**
 * The shop's settings at YooKassa (GET /me), a read that moves nothing: its id, whether it is a test
 * shop, and whether YooKassa expects a fiscal receipt (54-FZ) with each payment. Refused keys (401,
 * 403) and anything else that is not the settings are a PaymentProviderError with the status.
 */
export async function readShopSettings(
  config: Pick<YooKassaClientConfig, "apiUrl" | "shopId" | "secretKey" | "fetch" | "timeoutMs">,
): Promise<z.infer<typeof shopSettings>> {
  const what = "GET /me";
  const answer = await callProvider(config.fetch ?? fetch, {
    method: "GET",
    url: `${config.apiUrl.replace(/\/+$/, "")}/me`,
    headers: { authorization: basicAuthorization(config.shopId, config.secretKey) },
    timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    what: `yookassa: ${what}`,
  });
  const settings = shopSettings.safeParse(answer.body);
  if (answer.status === 200 && settings.success) return settings.data;
  const error = errorObject.safeParse(answer.body);
  const detail = error.success
    ? ` (${error.data.code}${error.data.description ? `: ${error.data.description}` : ""})`
    : "";
  throw new PaymentProviderError(`yookassa: ${what} answered ${answer.status}${detail}`, answer.status);
}

/**
 * One PaymentsPort over YooKassa's API v3 (decision 025). The same code drives real YooKassa and
 * the sandbox gateway's YooKassa face; only the URL and the keys differ.
 */
export function createYooKassaClient(config: YooKassaClientConfig): YooKassaPort {
  const apiUrl = config.apiUrl.replace(/\/+$/, "");
  const fetchImpl = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retryDelaysMs = config.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const authorization = basicAuthorization(config.shopId, config.secretKey);

  async function once(
    method: "GET" | "POST",
    path: string,
    what: string,
    body?: unknown,
    key?: string,
  ): Promise<Answer> {
    return callProvider(fetchImpl, {
      method,
      url: `${apiUrl}${path}`,
      headers: { authorization, ...(key ? { "idempotence-key": key } : {}) },
      body,
      timeoutMs,
      what: `yookassa: ${what}`,
    });
  }

  /** A request, repeated as it was (same key) while YooKassa says 429/500 or does not answer. */
  async function call(
    method: "GET" | "POST",
    path: string,
    what: string,
    body?: unknown,
    key?: string,
  ): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      let answer: Answer | undefined;
      let failure: PaymentProviderError | undefined;
      try {
        answer = await once(method, path, what, body, key);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        failure = error;
      }
      const unknown = failure !== undefined || answer!.status === 429 || answer!.status >= 500;
      const wait = retryDelaysMs[attempt];
      if (!unknown) return answer!;
      if (wait === undefined) {
        if (failure) throw failure;
        throw refused(what, answer!.status, answer!.body);
      }
      await sleep(wait);
    }
  }

  function refused(what: string, status: number, body: unknown): PaymentProviderError {
    const error = errorObject.safeParse(body);
    const detail = error.success
      ? ` (${error.data.code}${error.data.description ? `: ${error.data.description}` : ""})`
      : "";
    return new PaymentProviderError(`yookassa: ${what} answered ${status}${detail}`, status);
  }

  /** The payment as YooKassa has it; undefined when it does not know the id. */
  async function getPayment(id: string): Promise<{ payment: PaymentObject; raw: unknown } | undefined> {
    const what = "GET /payments/{id}";
    const answer = await call("GET", `/payments/${encodeURIComponent(id)}`, what);
    // An id YooKassa cannot even parse is answered 400: as unknown as a well-formed one it lacks.
    if (answer.status === 404 || answer.status === 400) return undefined;
    if (answer.status !== 200) throw refused(what, answer.status, answer.body);
    const parsed = paymentObject.safeParse(answer.body);
    if (!parsed.success) throw new PaymentProviderError(`yookassa: ${what} gave an unreadable answer`);
    return { payment: parsed.data, raw: answer.body };
  }

  /** The shop's update from a payment read from the API; undefined when it is not this attempt's. */
  function updateOf(payment: PaymentObject, raw: unknown, expectedAttempt?: string): PaymentUpdate | undefined {
    const paymentId = attemptIdOf(payment);
    const amount = fromAmount(payment.amount);
    if (!paymentId || !amount) return undefined;
    if (expectedAttempt !== undefined && paymentId !== expectedAttempt) return undefined;
    return {
      paymentId,
      status: toPaymentStatus(payment),
      amount,
      providerTransactionId: payment.id,
      providerStatus: providerStatusLabel(payment),
      raw,
    };
  }

  return {
    provider: "yookassa",
    protocol: "yookassa",

    async startRedirect(input) {
      const type = METHOD_TYPE[input.methodId];
      if (!type) throw new Error(`No YooKassa payment method for "${input.methodId}"`);
      const what = "POST /payments";
      const receipt =
        input.receipt && toReceipt(input.receipt, input.customer, input.amount.currency, config.taxSystemCode);
      // YooKassa refuses such a payment; asking it would only make a failed attempt later.
      if (receipt && !receipt.ok) throw new PaymentProviderError(`yookassa: ${what} not sent: ${receipt.reason}`);
      // Our attempt id is the Idempotence-Key: a repeat of this call (a retry, a second server)
      // gets the same payment back, never a second one.
      const answer = await call(
        "POST",
        "/payments",
        what,
        {
          amount: toAmount(input.amount),
          capture: true,
          confirmation: { type: "redirect", return_url: input.finishUrl, locale: confirmationLocale(input.locale) },
          payment_method_data: { type },
          description: truncate(input.itemName, DESCRIPTION_MAX),
          metadata: { paymentId: input.paymentId },
          ...(receipt ? { receipt: receipt.receipt } : {}),
        },
        input.paymentId,
      );
      if (answer.status !== 200) throw refused(what, answer.status, answer.body);
      const parsed = paymentObject.safeParse(answer.body);
      const url = parsed.success ? parsed.data.confirmation?.confirmation_url : undefined;
      if (!parsed.success || !url) throw new PaymentProviderError(`yookassa: ${what} gave no confirmation_url`);
      if (attemptIdOf(parsed.data) !== input.paymentId)
        throw new PaymentProviderError(`yookassa: ${what} answered with another payment`);
      return { redirectUrl: url, providerTransactionId: parsed.data.id, raw: answer.body };
    },

    /**
     * A notification carries no signature: only the id in it is used, to read the payment back from
     * the API. Anything the notification claims that the read-back contradicts (another attempt,
     * another amount) means it was not YooKassa's: nothing is applied.
     */
    async parseNotification(body) {
      const parsed = notificationBody.safeParse(body);
      if (!parsed.success || !parsed.data.event.startsWith("payment.")) return undefined;
      const claimed = paymentObject.partial().safeParse(parsed.data.object);
      if (!claimed.success) return undefined;
      const found = await getPayment(parsed.data.object.id);
      if (!found) return undefined;
      const { payment } = found;
      if (claimed.data.metadata && attemptIdOf(claimed.data) !== attemptIdOf(payment)) return undefined;
      if (
        claimed.data.amount &&
        (claimed.data.amount.value !== payment.amount.value || claimed.data.amount.currency !== payment.amount.currency)
      )
        return undefined;
      return updateOf(payment, found.raw);
    },

    async fetchStatus(attempt: AttemptRef) {
      // Without YooKassa's id (its answer to the creation was lost) the buyer never saw its page.
      if (!attempt.providerTransactionId) return undefined;
      const found = await getPayment(attempt.providerTransactionId);
      return found && updateOf(found.payment, found.raw, attempt.paymentId);
    },

    async refund(input) {
      if (!input.providerTransactionId) return { ok: false };
      const found = await getPayment(input.providerTransactionId);
      if (!found || attemptIdOf(found.payment) !== input.paymentId) return { ok: false, raw: found?.raw };
      const paid = fromAmount(found.payment.amount);
      const refunded = found.payment.refunded_amount ? fromAmount(found.payment.refunded_amount) : undefined;
      // YooKassa keeps an Idempotence-Key for 24 hours; after that a repeat would refund again.
      // A payment already refunded in full is done whatever key did it.
      if (paid && refunded && refunded.amount >= paid.amount) return { ok: true, raw: found.raw };
      const what = "POST /refunds";
      const answer = await call(
        "POST",
        "/refunds",
        what,
        {
          payment_id: input.providerTransactionId,
          amount: toAmount(input.amount),
          description: truncate(input.reason, REFUND_DESCRIPTION_MAX),
        },
        input.refundKey,
      );
      // 4xx: YooKassa will not make this refund (not paid, more than is left...): support looks.
      if (answer.status >= 400 && answer.status < 500 && answer.status !== 401 && answer.status !== 403)
        return { ok: false, raw: answer.body };
      if (answer.status !== 200) throw refused(what, answer.status, answer.body);
      const parsed = refundObject.safeParse(answer.body);
      if (!parsed.success) throw new PaymentProviderError(`yookassa: ${what} gave an unreadable answer`);
      // A pending refund is asked again later under the same key until it settles.
      if (parsed.data.status === "pending") throw new PaymentProviderError(`yookassa: refund still pending`);
      return { ok: parsed.data.status === "succeeded", raw: answer.body };
    },
  };
}
