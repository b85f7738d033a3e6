import { createHash, timingSafeEqual } from "node:crypto";
import { CURRENCIES, MINOR_DIGITS, money, type Currency, type Money } from "../../core/money";
import type { PaymentStatus } from "../../core/payments/payments-port";

/**
 * Pure pieces of Midtrans's HTTP protocol shared by the client (adapters/payments/midtrans-client)
 * and the built-in sandbox gateway, so both sides compute signatures, amounts and statuses the same
 * way. Everything here follows docs.midtrans.com: "Receiving Notifications" (signature_key),
 * "HTTP(S) Notification / Webhooks" (gross_amount strings such as "10000.00"), "Transaction Status".
 */

/** Midtrans's transaction_status values that this shop can meet. */
export const TRANSACTION_STATUSES = [
  "capture",
  "settlement",
  "pending",
  "deny",
  "failure",
  "cancel",
  "expire",
  "refund",
  "partial_refund",
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * The status_code Midtrans pairs with each transaction_status: 200 for a success (capture,
 * settlement, and the refund and cancel operations), 201 for pending, 202 for a denial, 407 for an
 * expiry. The signature_key covers it, so the gateway must send the same one Midtrans would.
 */
export const STATUS_CODE_OF: Record<TransactionStatus, string> = {
  capture: "200",
  settlement: "200",
  pending: "201",
  deny: "202",
  failure: "202",
  cancel: "200",
  expire: "407",
  refund: "200",
  partial_refund: "200",
};

/**
 * The signature covers status_code but not transaction_status, so a forger could keep a genuine
 * "202" deny and rename it "settlement". Midtrans always sends 200 with a success, 201 with
 * pending, 202 with deny and 407 with expire: a notification that pairs them otherwise is refused.
 * (cancel, refund and failure are not checked: their codes are less uniform and none of them
 * turns a payment into paid.)
 */
export function statusCodeMatches(transactionStatus: string, statusCode: string): boolean {
  switch (transactionStatus) {
    case "settlement":
    case "capture":
    case "pending":
    case "deny":
    case "expire":
      return STATUS_CODE_OF[transactionStatus] === statusCode;
    default:
      return true;
  }
}

/** signature_key = SHA512(order_id + status_code + gross_amount + ServerKey), lowercase hex. */
export function signatureKey(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return createHash("sha512")
    .update(orderId + statusCode + grossAmount + serverKey, "utf8")
    .digest("hex");
}

/**
 * Checks a notification's signature_key in constant time, so a forger learns nothing from how
 * long a wrong guess takes. The fields must be the exact strings Midtrans sent (gross_amount
 * "10000.00", not 10000): the hash covers their spelling.
 */
export function verifySignatureKey(
  fields: { order_id: string; status_code: string; gross_amount: string; signature_key: string },
  serverKey: string,
): boolean {
  const expected = Buffer.from(signatureKey(fields.order_id, fields.status_code, fields.gross_amount, serverKey));
  const given = Buffer.from(fields.signature_key.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

/** Integer minor units as a decimal string with `digits` fraction digits, by string arithmetic. */
function minorToDecimal(amount: number, digits: number): string {
  const negative = amount < 0;
  const units = String(Math.abs(amount)).padStart(digits + 1, "0");
  const whole = digits === 0 ? units : units.slice(0, -digits);
  const fraction = digits === 0 ? "" : `.${units.slice(-digits)}`;
  return `${negative ? "-" : ""}${whole}${fraction}`;
}

/**
 * The gross_amount string Midtrans writes in notifications and status answers: always two fraction
 * digits ("87252.00" for Rp 87.252, "5.49" for US$ 5.49), whatever the currency's minor unit.
 */
export function formatGrossAmount(value: Money): string {
  const digits = MINOR_DIGITS[value.currency];
  const decimal = minorToDecimal(value.amount, digits);
  if (digits >= 2) return decimal;
  return `${decimal}${digits === 0 ? "." : ""}${"0".repeat(2 - digits)}`;
}

/**
 * gross_amount for a request. Midtrans documents it as an integer for IDR (and rejects decimals for
 * rupiah); a currency with cents (only the sandbox accepts those) goes as a decimal string such as
 * "5.49", so no float is ever built from money.
 */
export function requestGrossAmount(value: Money): number | string {
  const digits = MINOR_DIGITS[value.currency];
  return digits === 0 ? value.amount : minorToDecimal(value.amount, digits);
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * Reads a gross_amount ("10000.00", "5.49", 10000) as Money in `currency`. Fraction digits beyond
 * the currency's minor unit must be zeros ("10000.00" is Rp 10.000; "10000.50" is not a rupiah
 * amount). Undefined for anything else, including negative or unsafe numbers.
 */
export function parseGrossAmount(value: string | number, currency: Currency): Money | undefined {
  // A JSON number is read back through its shortest decimal spelling (5.49 -> "5.49"): no float maths.
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const whole = match[1] ?? "";
  const fraction = match[2] ?? "";
  const digits = MINOR_DIGITS[currency];
  if (/[^0]/.test(fraction.slice(digits))) return undefined;
  const minor = `${whole}${fraction.slice(0, digits).padEnd(digits, "0")}`;
  const amount = Number(minor);
  if (!Number.isSafeInteger(amount)) return undefined;
  return money(amount, currency);
}

/**
 * The shop's reading of Midtrans's statuses (docs "Transaction Status"): a card capture is paid
 * only when the fraud check accepted it; a challenged capture waits for the merchant's review.
 * Undefined for a status the shop does not expect (e.g. "authorize", which pre-auth would need).
 */
export function toPaymentStatus(transactionStatus: string, fraudStatus?: string): PaymentStatus | undefined {
  switch (transactionStatus) {
    case "settlement":
      return "paid";
    case "capture":
      if (fraudStatus === "accept") return "paid";
      if (fraudStatus === "challenge") return "pending";
      // A capture without a verdict, or with "deny", is not money the shop may count on.
      return fraudStatus === "deny" ? "failed" : "pending";
    case "pending":
      return "pending";
    case "deny":
    case "failure":
      return "failed";
    case "cancel":
      return "canceled";
    case "expire":
      return "expired";
    case "refund":
    case "partial_refund":
      return "refunded";
    default:
      return undefined;
  }
}

/** What the order events keep: "capture/accept" for a card capture, the plain status otherwise. */
export function providerStatusLabel(transactionStatus: string, fraudStatus?: string): string {
  return transactionStatus === "capture" && fraudStatus ? `${transactionStatus}/${fraudStatus}` : transactionStatus;
}

/** Midtrans's API authentication: Basic with the server key as user name and an empty password. */
export function basicAuthorization(serverKey: string): string {
  return `Basic ${Buffer.from(`${serverKey}:`, "utf8").toString("base64")}`;
}
