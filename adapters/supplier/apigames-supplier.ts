import {
  SupplierUnavailableError,
  type DeliveryResult,
  type SupplierPort,
  type SupplierProduct,
} from "../../core/orders/supplier-port";
import {
  accountSign,
  answerEnvelope,
  merchantData,
  readTransaction,
  referenceSign,
  refusedForBalance,
  transactionData,
} from "./apigames-protocol";

export interface ApigamesOptions {
  /** https://v1.apigames.id, or the sandbox face's URL. */
  baseUrl: string;
  merchantId: string;
  /** The secret key (Pengaturan > Secret Key); never logged nor put in an error message. */
  secretKey: string;
  /** Stored with each delivery: "apigames", or "sandbox" at the sandbox's face. */
  name?: string;
  /** The account's product codes are our own SKUs (the sandbox's face); a real account has its own. */
  sellsOurSkus?: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** A purchase may wait on the publisher; a timeout is harmless, the status check asks again. */
const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * One call to Apigames: its JSON answer read into the envelope both answers share. No answer, a 5xx,
 * a body that is not JSON or not the envelope is a SupplierUnavailableError naming the call (never
 * the key). A caller's `signal` (the player check's budget) ends the call too.
 */
export async function callApigames(
  options: Pick<ApigamesOptions, "baseUrl" | "fetch" | "timeoutMs">,
  request: { path: string; what: string; body?: Record<string, unknown>; signal?: AbortSignal },
) {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await (options.fetch ?? fetch)(`${baseUrl}${request.path}`, {
      method: request.body ? "POST" : "GET",
      headers: {
        accept: "application/json",
        ...(request.body ? { "content-type": "application/json" } : {}),
      },
      ...(request.body ? { body: JSON.stringify(request.body) } : {}),
      signal: request.signal ? AbortSignal.any([timeout, request.signal]) : timeout,
    });
    text = await response.text();
  } catch {
    const why = timeout.aborted ? `timed out after ${timeoutMs} ms` : "could not be reached";
    throw new SupplierUnavailableError(`apigames: ${request.what} ${why}`);
  }
  if (response.status >= 500) {
    throw new SupplierUnavailableError(`apigames: ${request.what} answered ${response.status}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SupplierUnavailableError(`apigames: ${request.what} answered ${response.status} without JSON`);
  }
  const envelope = answerEnvelope.safeParse(parsed);
  if (!envelope.success) {
    throw new SupplierUnavailableError(`apigames: ${request.what} answered ${response.status} with an unexpected body`);
  }
  return { body: parsed, envelope: envelope.data };
}

/**
 * The supplier over Apigames' v2 transactions (decision 045). Each unit is one transaction under
 * our reference as ref_id. Apigames' Transaksi has no documented "ask again" reading, so delivery
 * first asks Cek Status by that ref_id and buys only when Apigames answers that it has none: asking
 * again about a reference reports on its purchase and never buys twice. Anything that does not say
 * what became of the purchase throws SupplierUnavailableError, never a failure.
 */
export function createApigamesSupplier(options: ApigamesOptions): SupplierPort {
  if (!options.merchantId || !options.secretKey) {
    throw new Error("Apigames needs a merchant ID and a secret key");
  }
  const { merchantId, secretKey } = options;

  async function status(reference: string) {
    const query = new URLSearchParams({
      merchant_id: merchantId,
      ref_id: reference,
      signature: referenceSign(merchantId, secretKey, reference),
    });
    return callApigames(options, { path: `/v2/transaksi/status?${query}`, what: `status of ${reference}` });
  }

  function result(body: unknown, data: unknown, reference: string, what: string): DeliveryResult {
    const transaction = transactionData.safeParse(data);
    if (!transaction.success) throw new SupplierUnavailableError(`apigames: ${what} answered without a transaction`);
    const reading = readTransaction(transaction.data, reference);
    if (reading.kind === "unavailable") throw new SupplierUnavailableError(`apigames: ${what}: ${reading.message}`);
    return { ...reading.result, raw: body };
  }

  return {
    name: options.name ?? "apigames",
    sellsOurSkus: options.sellsOurSkus ?? false,

    async deliver(request): Promise<DeliveryResult> {
      const known = await status(request.reference);
      if (known.envelope.status === 1) {
        return result(known.body, known.envelope.data, request.reference, `status of ${request.reference}`);
      }
      // Status 0: no transaction under this ref_id (or a refusal the purchase would repeat). A
      // purchase that formed meanwhile is refused as a ref_id in use, and the next status finds it.
      const what = `transaction ${request.reference}`;
      const bought = await callApigames(options, {
        path: "/v2/transaksi",
        what,
        body: {
          ref_id: request.reference,
          merchant_id: merchantId,
          produk: request.supplierSku,
          // The whole game account as one number (Mobile Legends' zone included): decision 045.
          tujuan: request.customerNo,
          server_id: "",
          signature: referenceSign(merchantId, secretKey, request.reference),
        },
      });
      if (bought.envelope.status !== 1) {
        const words = bought.envelope.error_msg ?? bought.envelope.message ?? "refused";
        if (refusedForBalance(words)) {
          const message = `apigames: ${words.slice(0, 120)}`;
          return {
            reference: request.reference,
            status: "failed",
            serial: null,
            message,
            permanent: false,
            outOfBalance: true,
            raw: bought.body,
          };
        }
        throw new SupplierUnavailableError(`apigames: ${what} refused: ${words.slice(0, 120)}`);
      }
      return result(bought.body, bought.envelope.data, request.reference, what);
    },

    // Apigames' pages document no signed callback: deliveries learn their outcome by status checks.
    parseCallback: () => ({ verdict: "refused", reason: "unsupported" }),

    // No price list is documented for the v2 API: product codes are mapped by hand (decision 045).
    priceList: (): Promise<SupplierProduct[]> => Promise.resolve([]),

    async balance(): Promise<number> {
      const query = new URLSearchParams({ signature: accountSign(merchantId, secretKey) });
      const answer = await callApigames(options, {
        path: `/merchant/${encodeURIComponent(merchantId)}?${query}`,
        what: "balance",
      });
      const data = merchantData.safeParse(answer.envelope.data);
      if (answer.envelope.status !== 1 || !data.success)
        throw new SupplierUnavailableError(`apigames: balance answered without a deposit`);
      return data.data.saldo;
    },
  };
}
