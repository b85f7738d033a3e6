import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { MINOR_DIGITS, type Money } from "../../core/money";
import type { UzReceiptLine } from "./uz-fiscal-receipt";

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

/** The seller's tax number on every item: a TIN (9 digits) or a PINFL (14), docs.click.uz "Fiscalization". */
export type ClickCommissionInfo = { TIN: string } | { PINFL: string };

/** One item of the fiscal items call (docs.click.uz "Fiscalization", Item); money in tiyin. */
export interface ClickFiscalItem {
  /** At most 63 characters. */
  Name: string;
  /** The IKPU (MXIK) code. */
  SPIC: string;
  PackageCode: string;
  /** The item's total for its whole quantity, discounts excluded. */
  Price: number;
  /** The quantity. */
  Amount: number;
  /** The VAT included in Price. */
  VAT: number;
  VATPercent: number;
  CommissionInfo: ClickCommissionInfo;
}

/** POST payment/ofd_data/submit_items: the payment's fiscal items and how the buyer paid (tiyin). */
export interface ClickFiscalItemsBody {
  service_id: number;
  payment_id: number;
  items: ClickFiscalItem[];
  received_ecash: number;
  received_cash: number;
  received_card: number;
}

/** The VAT a price includes at this rate, to the nearest tiyin. */
export const includedVat = (price: number, percent: number) => Math.round((price * percent) / (100 + percent));

/**
 * The fiscal items call for a Click payment: one item per fiscal receipt line, quantity 1 at the
 * line's amount, so the items add up to the payment; the whole amount was paid without cash.
 */
export function clickFiscalItems(input: {
  serviceId: string;
  paymentId: string;
  lines: UzReceiptLine[];
  sellerTin: string;
}): ClickFiscalItemsBody {
  const items = input.lines.map((line) => {
    const price = line.amount * 10 ** (2 - MINOR_DIGITS.UZS);
    return {
      Name: line.title.slice(0, 63),
      SPIC: line.codes.ikpu,
      PackageCode: line.codes.packageCode,
      Price: price,
      Amount: 1,
      VAT: includedVat(price, line.codes.vatPercent),
      VATPercent: line.codes.vatPercent,
      CommissionInfo: { TIN: input.sellerTin },
    };
  });
  return {
    service_id: Number(input.serviceId),
    payment_id: Number(input.paymentId),
    items,
    received_ecash: 0,
    received_cash: 0,
    received_card: items.reduce((sum, item) => sum + item.Price, 0),
  };
}

const tiyin = z.number().int().nonnegative();
const clickFiscalItem = z.object({
  Name: z.string().min(1).max(63),
  Barcode: z.string().max(13).optional(),
  Labels: z.array(z.string().max(21)).max(300).optional(),
  SPIC: z.string().regex(/^\d{17}$/),
  Units: tiyin.optional(),
  PackageCode: z.string().min(1).max(20),
  GoodPrice: tiyin.optional(),
  Price: tiyin,
  Amount: z.number().int().positive(),
  VAT: tiyin,
  VATPercent: z.number().int().min(0).max(100),
  Discount: tiyin.optional(),
  Other: tiyin.optional(),
  CommissionInfo: z.union([
    z.object({ TIN: z.string().regex(/^\d{9}$/) }),
    z.object({ PINFL: z.string().regex(/^\d{14}$/) }),
  ]),
});
const clickFiscalItemsBody = z.object({
  service_id: z.number().int(),
  payment_id: z.number().int(),
  items: z.array(clickFiscalItem).min(1),
  received_ecash: tiyin,
  received_cash: tiyin,
  received_card: tiyin,
});

/**
 * What Click would refuse in a fiscal items call for a payment of `paid` tiyin: a field missing or
 * malformed, items that do not add up to the payment, or received sums that do not; otherwise the
 * call as read (the sandbox's Click face checks the shop's calls with it).
 */
export function clickFiscalItemsFault(
  body: unknown,
  paid: number,
): { fault: string } | { body: z.infer<typeof clickFiscalItemsBody> } {
  const parsed = clickFiscalItemsBody.safeParse(body);
  if (!parsed.success) return { fault: parsed.error.issues.map((issue) => issue.path.join(".")).join(", ") };
  const items = parsed.data.items.reduce((sum, item) => sum + item.Price - (item.Discount ?? 0) - (item.Other ?? 0), 0);
  const received = parsed.data.received_ecash + parsed.data.received_cash + parsed.data.received_card;
  if (items !== paid) return { fault: `items add up to ${items}, not ${paid}` };
  if (received !== paid) return { fault: `received sums add up to ${received}, not ${paid}` };
  return { body: parsed.data };
}
