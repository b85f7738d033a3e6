import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { CallbackReading, DeliveryResult, DeliveryStatus, SupplierProduct } from "../../core/orders/supplier-port";
import { rcInfo, type RcInfo } from "./digiflazz-response-codes";

/**
 * Pure pieces of Digiflazz's buyer API (developer.digiflazz.com/api/buyer), shared by the adapter
 * and the fake in tests/fakes/digiflazz.ts so both sides sign and read messages the same way:
 * "Topup" and "Cek Status" (POST /transaction, sign = md5(username + apiKey + ref_id)),
 * "Daftar Harga" (POST /price-list, sign = md5(username + apiKey + "pricelist")) and "Webhooks"
 * (X-Hub-Signature: sha1=<HMAC-SHA1 hex of the body under the webhook secret>).
 */

export { rcInfo, RESPONSE_CODES, type RcInfo } from "./digiflazz-response-codes";

function md5Hex(text: string): string {
  return createHash("md5").update(text, "utf8").digest("hex");
}

export function transactionSign(username: string, apiKey: string, refId: string): string {
  return md5Hex(username + apiKey + refId);
}

export function priceListSign(username: string, apiKey: string): string {
  return md5Hex(username + apiKey + "pricelist");
}

/** Cek Saldo's sign (developer.digiflazz.com, "Cek Deposit"): md5(username + apiKey + "depo"). */
export function depositSign(username: string, apiKey: string): string {
  return md5Hex(username + apiKey + "depo");
}

/** The X-Hub-Signature value Digiflazz sends with a webhook body: "sha1=" + HMAC-SHA1 hex. */
export function hubSignature(secret: string, rawBody: string): string {
  return `sha1=${createHmac("sha1", secret).update(rawBody, "utf8").digest("hex")}`;
}

const HUB_SIGNATURE = /^sha1=([0-9a-f]{40})$/i;

/**
 * Checks a webhook's X-Hub-Signature against the raw body as received (not a re-serialised
 * parse: the HMAC covers the exact bytes). Constant-time, so a forger learns nothing from how
 * long a wrong guess takes. An empty secret verifies nothing: Digiflazz only signs when a secret
 * is set, and an unsigned callback could come from anyone.
 */
export function verifyHubSignature(secret: string, rawBody: string, header: string | string[] | undefined): boolean {
  if (!secret) return false;
  const value = Array.isArray(header) ? (header.length === 1 ? header[0] : undefined) : header;
  const match = value === undefined ? null : HUB_SIGNATURE.exec(value.trim());
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1].toLowerCase(), "hex");
  const expected = createHmac("sha1", secret).update(rawBody, "utf8").digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * An amount we keep only in `raw` (price, buyer_last_saldo): a number in Digiflazz's buyer pages, a
 * string in its seller pages ("5.12"), so either is read. Anything else is undefined: a signed
 * callback is never dropped over a field the delivery does not read.
 */
const looseAmount = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .optional()
  .catch(undefined);

/**
 * The `data` of a transaction answer or webhook. Error answers (rc 40-45...) may leave out most
 * fields, so only status is required here; the reader decides what a missing field means.
 */
export const transactionData = z.object({
  ref_id: z.string().optional(),
  customer_no: z.string().optional(),
  buyer_sku_code: z.string().optional(),
  message: z.string().optional(),
  status: z.string(),
  // Documented as a string ("00"); a number would lose its leading zero, so it is padded back.
  rc: z.union([z.string(), z.number().int().nonnegative()]).optional(),
  sn: z.string().nullish(),
  buyer_last_saldo: looseAmount,
  price: looseAmount,
});
export type TransactionData = z.infer<typeof transactionData>;

export const transactionEnvelope = z.object({ data: transactionData });

export function normalizeRc(rc: TransactionData["rc"]): string | undefined {
  if (rc === undefined) return undefined;
  const text = String(rc).trim();
  return /^\d$/.test(text) ? `0${text}` : text;
}

/** What a transaction answer means for the port: a result, or "ask again later, not about the purchase". */
export type TransactionReading =
  | { kind: "result"; result: DeliveryResult; rc: string | undefined; info: RcInfo | undefined }
  | { kind: "unavailable"; message: string; rc: string | undefined };

function failureMessage(rc: string | undefined, message: string | undefined, info: RcInfo | undefined): string {
  const words = message?.trim() || info?.meaning || "Transaksi Gagal";
  return rc ? `rc ${rc}: ${words}` : words;
}

/**
 * Digiflazz's statuses in both of its documented wordings: Indonesian (Sukses, Pending, Gagal) and
 * the English pages' (Success, Processing, Failed), any case.
 */
const STATUSES: ReadonlyMap<string, DeliveryStatus> = new Map([
  ["sukses", "success"],
  ["success", "success"],
  ["pending", "pending"],
  ["processing", "pending"],
  ["gagal", "failed"],
  ["failed", "failed"],
]);

// A Map, so that a status such as "constructor" finds nothing on an object's prototype.
function statusOf(text: string): DeliveryStatus | undefined {
  return STATUSES.get(text.trim().toLowerCase());
}

/**
 * Reads Digiflazz's `data` (Sukses -> success with `sn` as serial; Pending -> pending; Gagal ->
 * failed, permanent per the rc table). An rc about our connection or account, a ref_id that is
 * not the one we asked about, or an unknown status is "unavailable": never a failure, because the
 * purchase may exist.
 */
export function readTransaction(data: TransactionData, expectedReference?: string): TransactionReading {
  const rc = normalizeRc(data.rc);
  const info = rc === undefined ? undefined : rcInfo(rc);
  const reference = data.ref_id || expectedReference;
  if (expectedReference !== undefined && data.ref_id && data.ref_id !== expectedReference) {
    return { kind: "unavailable", rc, message: `answer is about ref_id ${data.ref_id}, not ${expectedReference}` };
  }
  if (!reference) return { kind: "unavailable", rc, message: "answer without ref_id" };

  const status = statusOf(data.status);
  const serial = data.sn?.trim() ? data.sn.trim() : null;
  if (status === "success") {
    const result: DeliveryResult = {
      reference,
      status: "success",
      serial,
      message: data.message?.trim() || "Transaksi Sukses",
      permanent: false,
    };
    return { kind: "result", result, rc, info };
  }
  if (status === "pending") {
    const result: DeliveryResult = {
      reference,
      status: "pending",
      serial,
      message: data.message?.trim() || "Transaksi Pending",
      permanent: false,
    };
    return { kind: "result", result, rc, info };
  }
  if (status !== "failed") return { kind: "unavailable", rc, message: `unknown status ${quoted(data.status)}` };

  const message = failureMessage(rc, data.message, info);
  if (info?.outcome === "unavailable") return { kind: "unavailable", rc, message };
  // A Gagal whose rc says success or pending contradicts itself: a temporary failure is the safe
  // reading (retried, never refunded on a guess). So is a Gagal without any rc.
  const permanent = info?.outcome === "permanent";
  const result: DeliveryResult = { reference, status: "failed", serial, message, permanent };
  // rc 44 forms no transaction: our deposit is short, which the next supplier may not be.
  return { kind: "result", result: rc === "44" ? { ...result, outOfBalance: true } : result, rc, info };
}

/** A value from the supplier for a log line: quoted, and short whatever was sent. */
function quoted(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

/**
 * A webhook's `data` as a DeliveryResult. A callback always concerns a transaction that exists,
 * so an "unavailable" rc there is read as a temporary failure; refused without a ref_id or with a
 * status in neither wording.
 */
export function readCallback(data: TransactionData): CallbackReading {
  if (!data.ref_id) return { verdict: "refused", reason: "noReference" };
  if (!statusOf(data.status)) {
    return { verdict: "refused", reason: "unknownStatus", detail: `status ${quoted(data.status)}` };
  }
  const reading = readTransaction(data);
  if (reading.kind === "result") return { verdict: "accepted", result: reading.result };
  const result: DeliveryResult = {
    reference: data.ref_id,
    status: "failed",
    serial: null,
    message: reading.message,
    permanent: false,
  };
  return { verdict: "accepted", result };
}

/** One row of POST /price-list (cmd "prepaid"), as documented in "Daftar Harga". */
export const priceListRow = z.object({
  product_name: z.string(),
  category: z.string(),
  brand: z.string(),
  type: z.string().optional(),
  seller_name: z.string().optional(),
  // Rupiah, whole: a fractional price would not be money we can store.
  price: z.number().int().nonnegative(),
  buyer_sku_code: z.string().min(1),
  buyer_product_status: z.boolean(),
  seller_product_status: z.boolean(),
  unlimited_stock: z.boolean().optional(),
  stock: z.number().optional(),
  multi: z.boolean().optional(),
  start_cut_off: z.string().optional(),
  end_cut_off: z.string().optional(),
  desc: z.string().optional(),
});
export type PriceListRow = z.infer<typeof priceListRow>;

export function toSupplierProduct(row: PriceListRow): SupplierProduct {
  return {
    supplierSku: row.buyer_sku_code,
    name: row.product_name,
    brand: row.brand,
    category: row.category,
    price: row.price,
    available: row.buyer_product_status && row.seller_product_status,
  };
}
