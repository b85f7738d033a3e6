import { z } from "zod";
import {
  SupplierUnavailableError,
  type CallbackReading,
  type DeliveryResult,
  type SupplierPort,
  type SupplierProduct,
} from "../../core/orders/supplier-port";
import {
  depositSign,
  normalizeRc,
  priceListRow,
  priceListSign,
  rcInfo,
  readCallback,
  readTransaction,
  toSupplierProduct,
  transactionEnvelope,
  transactionSign,
  verifyHubSignature,
} from "./digiflazz-protocol";

export interface DigiflazzSupplierOptions {
  /** https://api.digiflazz.com/v1, or a fake's URL in tests. */
  baseUrl: string;
  username: string;
  /** The development or production key; never logged nor put in an error message. */
  apiKey: string;
  /** The secret set on the webhook (Atur Koneksi > API > Webhook) that signs callbacks. */
  webhookSecret: string;
  /** Sent as cb_url, for accounts with more than one webhook; the static webhook otherwise. */
  callbackUrl?: string;
  /** Digiflazz's development mode (`testing: true`): no balance is spent. */
  testing?: boolean;
  /** Stored with each delivery: "digiflazz", or "sandbox" for the sandbox's face of Digiflazz. */
  name?: string;
  /**
   * The account's buyer_sku_codes are our own SKUs (the sandbox's face serves its price list so),
   * so no mapping is needed; a real account has Digiflazz's codes, mapped from its price list.
   */
  sellsOurSkus?: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Digiflazz answers synchronously and a seller may take a while before it says Pending, so the
 * wait is longer than for a payment API. A timeout is harmless: the same ref_id asks again.
 */
const DEFAULT_TIMEOUT_MS = 30_000;

const priceListAnswer = z.object({ data: z.array(z.unknown()) });
const depositAnswer = z.object({ data: z.object({ deposit: z.number() }) });
/** Price-list refusals come as a single object: {data: {rc: "83", message: "..."}}. */
const errorAnswer = z.object({
  data: z.object({ rc: z.union([z.string(), z.number()]), message: z.string().optional() }),
});

interface Answer {
  status: number;
  body: unknown;
}

function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | string[] | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

/**
 * One POST to Digiflazz's buyer API: its status and its JSON body. No answer, a 5xx or a body that
 * is not JSON is a SupplierUnavailableError naming the call (never the key). Deliveries, the price
 * list and the preflight's balance check all go here.
 */
export async function postDigiflazz(
  options: Pick<DigiflazzSupplierOptions, "baseUrl" | "fetch" | "timeoutMs">,
  path: string,
  what: string,
  body: Record<string, unknown>,
): Promise<Answer> {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(`${baseUrl}${path}`, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new SupplierUnavailableError(
      timedOut ? `digiflazz: ${what} timed out after ${timeoutMs} ms` : `digiflazz: ${what} could not be reached`,
    );
  }
  if (response.status >= 500) throw new SupplierUnavailableError(`digiflazz: ${what} answered ${response.status}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SupplierUnavailableError(`digiflazz: ${what} answered ${response.status} without JSON`);
  }
  return { status: response.status, body: parsed };
}

/**
 * The real supplier over Digiflazz's buyer API. Each delivery is one POST /transaction
 * under our reference as ref_id; asking about it is the same POST (Digiflazz's "Cek Status"), which
 * reports on the purchase made under that ref_id and never buys twice. Anything that does not say
 * what became of the purchase (no answer, a 5xx, an unreadable body, an rc about our credentials)
 * throws SupplierUnavailableError: a "failed" result would let the order be refunded while the
 * top-up may still arrive.
 */
export function createDigiflazzSupplier(options: DigiflazzSupplierOptions): SupplierPort {
  // Missing credentials would only show up as rc 41 on the first paid order; say so at startup.
  if (!options.username || !options.apiKey || !options.webhookSecret) {
    throw new Error("Digiflazz needs a username, an API key and a webhook secret");
  }
  const post = (path: string, what: string, body: Record<string, unknown>) => postDigiflazz(options, path, what, body);

  return {
    name: options.name ?? "digiflazz",
    sellsOurSkus: options.sellsOurSkus ?? false,

    async deliver(request): Promise<DeliveryResult> {
      const what = `transaction ${request.reference}`;
      const answer = await post("/transaction", what, {
        username: options.username,
        buyer_sku_code: request.supplierSku,
        customer_no: request.customerNo,
        ref_id: request.reference,
        sign: transactionSign(options.username, options.apiKey, request.reference),
        ...(options.testing ? { testing: true } : {}),
        ...(options.callbackUrl ? { cb_url: options.callbackUrl } : {}),
      });
      // Digiflazz may send refusals with a 4xx status and the usual {data: {...}} body: the rc
      // decides, whatever the status. A 4xx without a readable body says nothing about the purchase.
      const envelope = transactionEnvelope.safeParse(answer.body);
      if (!envelope.success) {
        throw new SupplierUnavailableError(`digiflazz: ${what} answered ${answer.status} with an unexpected body`);
      }
      const reading = readTransaction(envelope.data.data, request.reference);
      if (reading.kind === "unavailable") throw new SupplierUnavailableError(`digiflazz: ${what}: ${reading.message}`);
      return { ...reading.result, raw: answer.body };
    },

    parseCallback(rawBody, headers): CallbackReading {
      if (!verifyHubSignature(options.webhookSecret, rawBody, headerValue(headers, "x-hub-signature"))) {
        return { verdict: "refused", reason: "badSignature" };
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return { verdict: "refused", reason: "notJson" };
      }
      const envelope = transactionEnvelope.safeParse(parsed);
      if (!envelope.success) {
        // Where the body departs from the shape, never its values.
        const issue = envelope.error.issues[0];
        const detail = issue ? `${issue.path.join(".") || "body"}: ${issue.code}` : undefined;
        return { verdict: "refused", reason: "malformedBody", ...(detail ? { detail } : {}) };
      }
      const reading = readCallback(envelope.data.data);
      return reading.verdict === "accepted" ? { ...reading, result: { ...reading.result, raw: parsed } } : reading;
    },

    async priceList(): Promise<SupplierProduct[]> {
      const answer = await post("/price-list", "price list", {
        cmd: "prepaid",
        username: options.username,
        sign: priceListSign(options.username, options.apiKey),
      });
      const list = priceListAnswer.safeParse(answer.body);
      if (!list.success) {
        const refusal = errorAnswer.safeParse(answer.body);
        if (refusal.success) {
          const rc = normalizeRc(refusal.data.data.rc) ?? "";
          const words = refusal.data.data.message || rcInfo(rc).meaning;
          throw new SupplierUnavailableError(`digiflazz: price list refused: rc ${rc}: ${words}`);
        }
        throw new SupplierUnavailableError(`digiflazz: price list answered ${answer.status} with an unexpected body`);
      }
      // One malformed row (a fractional price, a missing code) must not hide the rest of the list.
      return list.data.data.flatMap((row) => {
        const parsed = priceListRow.safeParse(row);
        return parsed.success ? [toSupplierProduct(parsed.data)] : [];
      });
    },

    // Cek Saldo: POST /cek-saldo, cmd "deposit", signed md5(username + apiKey + "depo").
    async balance(): Promise<number> {
      const answer = await post("/cek-saldo", "balance", {
        cmd: "deposit",
        username: options.username,
        sign: depositSign(options.username, options.apiKey),
      });
      const deposit = depositAnswer.safeParse(answer.body);
      if (deposit.success) return deposit.data.data.deposit;
      const refusal = errorAnswer.safeParse(answer.body);
      const why = refusal.success ? `refused: rc ${normalizeRc(refusal.data.data.rc) ?? ""}` : "unexpected body";
      throw new SupplierUnavailableError(`digiflazz: balance answered ${answer.status}: ${why}`);
    },
  };
}
