import { createHash } from "node:crypto";
import { z } from "zod";
import type { DeliveryResult, DeliveryStatus } from "../../core/orders/supplier-port";

/**
 * Pure pieces of Apigames' merchant API (docs.apigames.id), shared by the adapter, the player check
 * and the sandbox's face so that all sides sign and read messages the same way (decision 045):
 * - "Transaksi" v2: POST /v2/transaksi {ref_id, merchant_id, produk, tujuan, server_id, signature};
 * - "Cek Status" v2: GET /v2/transaksi/status?merchant_id&ref_id&signature;
 *   both signed md5(merchant_id:secret_key:ref_id), with colons, as the status page writes it;
 * - "Cek Akun Game": GET /merchant/<merchant_id>/cek-username/<game_code>?user_id&signature,
 *   signature = md5(merchant_id + secret_key);
 * - "Info Akun": GET /merchant/<merchant_id>?signature, signed as Cek Akun Game: the deposit (`saldo`).
 */

function md5Hex(text: string): string {
  return createHash("md5").update(text, "utf8").digest("hex");
}

/** The signature of a transaction and of its status check: md5(merchant_id:secret_key:ref_id). */
export function referenceSign(merchantId: string, secretKey: string, refId: string): string {
  return md5Hex(`${merchantId}:${secretKey}:${refId}`);
}

export function accountSign(merchantId: string, secretKey: string): string {
  return md5Hex(merchantId + secretKey);
}

/**
 * A transaction as Transaksi and Cek Status describe it. Only `status` is required: the reader
 * decides what a missing field means. Amounts and the product's detail stay in `raw`.
 */
export const transactionData = z.object({
  ref_id: z.string().optional(),
  trx_id: z.string().optional(),
  destination: z.string().optional(),
  product_code: z.string().optional(),
  message: z.string().optional(),
  status: z.string(),
  sn: z.string().nullish(),
});
export type ApigamesTransaction = z.infer<typeof transactionData>;

/**
 * Every answer: `status` 1 with `data`, or `status` 0 with `error_msg` ("Signature not valid").
 * The flag is read as a number or a numeric string, since the pages only show numbers.
 */
export const answerEnvelope = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal("0"), z.literal("1")]).transform(Number),
  data: z.unknown().optional(),
  error_msg: z.string().optional(),
  message: z.string().optional(),
});

/**
 * The documented statuses of a transaction, any case: Sukses; Pending, Proses and "Validasi
 * Provider" (the publisher still checks it) are on the way; Gagal failed. "Sukses Sebagian" (part
 * of the top-up arrived) is kept pending: neither a success nor a failure to retry, so the delivery
 * passes its promise and support settles it by hand.
 */
const STATUSES: ReadonlyMap<string, DeliveryStatus> = new Map([
  ["sukses", "success"],
  ["pending", "pending"],
  ["proses", "pending"],
  ["validasi provider", "pending"],
  ["sukses sebagian", "pending"],
  ["gagal", "failed"],
]);

function statusOf(text: string): DeliveryStatus | undefined {
  return STATUSES.get(text.trim().toLowerCase());
}

/** What an answer about one transaction means for the port. */
export type TransactionReading = { kind: "result"; result: DeliveryResult } | { kind: "unavailable"; message: string };

function quoted(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

/**
 * Reads one transaction. Apigames publishes no table of failure reasons (its Gagal carries the
 * publisher's words in `sn`, e.g. "error_require_login"), so a failure is temporary: retried under
 * a new reference a bounded number of times, never refunded at the first guess. A transaction about
 * another ref_id, or with a status in no documented wording, is "unavailable": the purchase may exist.
 */
export function readTransaction(data: ApigamesTransaction, expectedReference: string): TransactionReading {
  if (data.ref_id && data.ref_id !== expectedReference) {
    return { kind: "unavailable", message: `answer is about ref_id ${data.ref_id}, not ${expectedReference}` };
  }
  const status = statusOf(data.status);
  if (!status) return { kind: "unavailable", message: `unknown status ${quoted(data.status)}` };
  const sn = data.sn?.trim() || null;
  const message = data.message?.trim() || `Transaksi ${data.status.trim()}`;
  if (status === "failed") {
    const reason = sn ? `${message} (${sn})` : message;
    return {
      kind: "result",
      result: { reference: expectedReference, status, serial: null, message: reason, permanent: false },
    };
  }
  // A pending transaction's sn is the publisher's progress note, not proof of a top-up.
  const serial = status === "success" ? sn : null;
  return { kind: "result", result: { reference: expectedReference, status, serial, message, permanent: false } };
}

/** Cek Akun Game's `data`: whether the account exists, and its name. */
export const accountData = z.object({
  is_valid: z.boolean(),
  username: z.string().nullish(),
});

/** Info Akun's `data`: the merchant's deposit in rupiah. */
export const merchantData = z.object({ saldo: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]) });

/**
 * A refused purchase that names the deposit ("Saldo tidak mencukupi"): no transaction formed, our
 * balance is short. The refusal's wording is not documented; "saldo" is the word Apigames' own
 * answers use for the deposit (Info Akun, `last_balance` messages: "Sisa saldo").
 */
export function refusedForBalance(words: string): boolean {
  return /\bsaldo\b/i.test(words);
}
