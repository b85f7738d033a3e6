import { createHash, timingSafeEqual } from "node:crypto";
import { MINOR_DIGITS, type Money } from "../../core/money";

/**
 * Pure pieces of Click's protocols, shared by the shop (its Prepare/Complete endpoints and its
 * Merchant API client) and the sandbox gateway's Click face, so both sides sign, count and word
 * things the same way. Sources (decision 024): docs.click.uz "Click-API – Request" (Prepare and
 * Complete, sign_string), "Click-API – Error" (error codes), "Merchant – Request" (Auth header,
 * payment status, reversal) and the payment button's URL parameters.
 */

/** Click's `action`: 0 Prepare, 1 Complete. */
export const CLICK_ACTION = { prepare: 0, complete: 1 } as const;

/** The answers a supplier (the shop) gives Click, with the error_note wording of Click's table. */
export const CLICK_ERROR = {
  success: { error: 0, error_note: "Success" },
  signFailed: { error: -1, error_note: "SIGN CHECK FAILED!" },
  incorrectAmount: { error: -2, error_note: "Incorrect parameter amount" },
  actionNotFound: { error: -3, error_note: "Action not found" },
  alreadyPaid: { error: -4, error_note: "Already paid" },
  orderNotFound: { error: -5, error_note: "User does not exist" },
  transactionNotFound: { error: -6, error_note: "Transaction does not exist" },
  failedToUpdate: { error: -7, error_note: "Failed to update user" },
  badRequest: { error: -8, error_note: "Error in request from click" },
  cancelled: { error: -9, error_note: "Transaction cancelled" },
} as const;
export type ClickError = (typeof CLICK_ERROR)[keyof typeof CLICK_ERROR];

/** One Prepare or Complete call as Click posts it (form-encoded), every field as the text it came as. */
export interface ClickCallback {
  click_trans_id: string;
  service_id: string;
  click_paydoc_id: string;
  merchant_trans_id: string;
  /** Complete only: the merchant_prepare_id the shop answered Prepare with. */
  merchant_prepare_id?: string;
  amount: string;
  action: string;
  error: string;
  error_note: string;
  sign_time: string;
  sign_string: string;
}

const DIGITS = /^\d{1,19}$/;
const SIGNED_INTEGER = /^-?\d{1,9}$/;
const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;
/** Our attempt ids: "K7M4Q2TX-1". Anything else cannot be ours, so it is never looked up. */
const MERCHANT_TRANS_ID = /^[A-Za-z0-9-]{1,64}$/;

function text(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * Reads a Prepare (complete = false) or Complete call; undefined when any of the documented
 * parameters is missing or malformed (Click's -8, "error in request"), error_note included. Numbers
 * are kept as the text Click sent: the sign_string is computed over exactly that text.
 */
export function parseClickCallback(body: unknown, complete: boolean): ClickCallback | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const fields = body as Record<string, unknown>;
  const read = (name: string) => text(fields[name]);
  const callback = {
    click_trans_id: read("click_trans_id"),
    service_id: read("service_id"),
    click_paydoc_id: read("click_paydoc_id"),
    merchant_trans_id: read("merchant_trans_id"),
    amount: read("amount"),
    action: read("action"),
    error: read("error"),
    error_note: read("error_note"),
    sign_time: read("sign_time"),
    sign_string: read("sign_string"),
  };
  const prepareId = read("merchant_prepare_id");
  if (
    !callback.click_trans_id ||
    !DIGITS.test(callback.click_trans_id) ||
    !callback.service_id ||
    !DIGITS.test(callback.service_id) ||
    !callback.click_paydoc_id ||
    !DIGITS.test(callback.click_paydoc_id) ||
    !callback.merchant_trans_id ||
    !MERCHANT_TRANS_ID.test(callback.merchant_trans_id) ||
    !callback.amount ||
    !AMOUNT.test(callback.amount) ||
    !callback.action ||
    !SIGNED_INTEGER.test(callback.action) ||
    !callback.error ||
    !SIGNED_INTEGER.test(callback.error) ||
    // Sent on every call, empty or not (Click-API – Request lists it beside the others).
    callback.error_note === undefined ||
    !callback.sign_time ||
    callback.sign_time.length > 32 ||
    !callback.sign_string ||
    !/^[0-9a-fA-F]{32}$/.test(callback.sign_string)
  )
    return undefined;
  if (complete && (!prepareId || !DIGITS.test(prepareId))) return undefined;
  return {
    ...(callback as Omit<ClickCallback, "merchant_prepare_id">),
    ...(complete ? { merchant_prepare_id: prepareId } : {}),
  };
}

/**
 * md5(click_trans_id + service_id + SECRET_KEY + merchant_trans_id + [merchant_prepare_id, Complete
 * only] + amount + action + sign_time), lowercase hex (Click-API – Request).
 */
export function clickSignString(
  callback: Omit<ClickCallback, "sign_string" | "click_paydoc_id" | "error" | "error_note">,
  secretKey: string,
): string {
  const parts = [
    callback.click_trans_id,
    callback.service_id,
    secretKey,
    callback.merchant_trans_id,
    ...(callback.merchant_prepare_id !== undefined ? [callback.merchant_prepare_id] : []),
    callback.amount,
    callback.action,
    callback.sign_time,
  ];
  return createHash("md5").update(parts.join(""), "utf8").digest("hex");
}

/** The call's sign_string is Click's, compared in constant time. */
export function hasValidSign(callback: ClickCallback, secretKey: string): boolean {
  const expected = Buffer.from(clickSignString(callback, secretKey));
  const given = Buffer.from(callback.sign_string.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Click counts so'm as a decimal ("18800" or "18800.00"; the docs type it float). The shop's UZS
 * minor unit is the whole so'm (core/money.ts). Returns the amount in tiyin (1/100 so'm), exact,
 * so "18800.5" never passes for 18800.
 */
export function clickAmountInTiyin(amount: string): number | undefined {
  if (!AMOUNT.test(amount)) return undefined;
  const [whole, fraction = ""] = amount.split(".");
  const tiyin = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  return Number.isSafeInteger(tiyin) ? tiyin : undefined;
}

/** Our amount as tiyin, for the comparison above. Only UZS is paid at Click. */
export function moneyInTiyin(value: Money): number | undefined {
  if (value.currency !== "UZS") return undefined;
  return value.amount * 10 ** (2 - MINOR_DIGITS.UZS);
}

/** Our amount as Click's decimal so'm with two places: 18800 → "18800.00". */
export function formatClickAmount(value: Money): string {
  const tiyin = moneyInTiyin(value);
  if (tiyin === undefined) throw new RangeError(`Click takes UZS only, not ${value.currency}`);
  return `${Math.floor(tiyin / 100)}.${String(tiyin % 100).padStart(2, "0")}`;
}

/** Click's times: "YYYY-MM-DD HH:mm:ss", Tashkent time (UTC+5, no daylight saving). */
export function clickTime(date: Date): string {
  return new Date(date.getTime() + 5 * 60 * 60 * 1000).toISOString().slice(0, 19).replace("T", " ");
}

/** The Tashkent date of an instant, as status_by_mti takes it: "YYYY-MM-DD". */
export function clickDate(date: Date): string {
  return clickTime(date).slice(0, 10);
}

/**
 * The Merchant API's header (Merchant – Request, "Authentication"):
 * `Auth: merchant_user_id:sha1(timestamp + secret_key):timestamp`, timestamp in UNIX seconds.
 */
export function merchantApiAuth(merchantUserId: string, secretKey: string, timestampSeconds: number): string {
  const timestamp = String(Math.floor(timestampSeconds));
  const digest = createHash("sha1").update(`${timestamp}${secretKey}`, "utf8").digest("hex");
  return `${merchantUserId}:${digest}:${timestamp}`;
}

/** The gateway's check of that header: right user, right digest, a timestamp near now. */
export function hasMerchantApiAuth(
  header: string | undefined,
  merchantUserId: string,
  secretKey: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  if (!header) return false;
  const [user, , timestamp] = header.trim().split(":");
  if (!user || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(Number(timestamp) - nowSeconds) > toleranceSeconds) return false;
  const expected = Buffer.from(merchantApiAuth(merchantUserId, secretKey, Number(timestamp)));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The buyer's page at Click (payment button, "Payment via redirect"): service_id, merchant_id,
 * amount in so'm, transaction_param (our attempt id, which comes back as merchant_trans_id) and
 * return_url.
 */
export function clickPayUrl(input: {
  payUrl: string;
  serviceId: string;
  merchantId: string;
  amount: Money;
  transactionParam: string;
  returnUrl: string;
}): string {
  const url = new URL(input.payUrl);
  url.searchParams.set("service_id", input.serviceId);
  url.searchParams.set("merchant_id", input.merchantId);
  url.searchParams.set("amount", formatClickAmount(input.amount));
  url.searchParams.set("transaction_param", input.transactionParam);
  url.searchParams.set("return_url", input.returnUrl);
  return url.toString();
}
