import { z } from "zod";
import { money, type Money } from "../../core/money";
import type { PaymentCustomer, PaymentReceipt, PaymentStatus } from "../../core/payments/payments-port";
import { formatGrossAmount, isCurrency, parseGrossAmount } from "./midtrans-protocol";

/**
 * Pure pieces of YooKassa's API v3 (yookassa.ru/developers, decision 025) shared by the shop's
 * client (adapters/payments/yookassa-client) and the sandbox gateway's YooKassa face, so both sides
 * read amounts, objects and statuses the same way.
 */

/** Our method ids (core/markets.ts, Russian market) as YooKassa's payment_method_data.type. */
export const METHOD_TYPE: Record<string, string> = { card: "bank_card", sbp: "sbp" };

/** YooKassa's payment statuses (API reference, "Payment object", status). */
export const YOOKASSA_PAYMENT_STATUSES = ["pending", "waiting_for_capture", "succeeded", "canceled"] as const;
export type YooKassaPaymentStatus = (typeof YOOKASSA_PAYMENT_STATUSES)[number];

/** YooKassa caps a payment's description at 128 characters and a refund's at 250. */
export const DESCRIPTION_MAX = 128;
export const REFUND_DESCRIPTION_MAX = 250;
/** The Idempotence-Key header is at most 64 characters (API reference, "Idempotence"). */
export const IDEMPOTENCE_KEY_MAX = 64;

/** An amount as YooKassa writes it: {value: "123.45", currency: "RUB"}, always two fraction digits. */
export function toAmount(value: Money): { value: string; currency: string } {
  return { value: formatGrossAmount(value), currency: value.currency };
}

/** Reads YooKassa's {value, currency} as Money; undefined for an unknown currency or a malformed value. */
export function fromAmount(amount: { value: string; currency: string }): Money | undefined {
  if (!isCurrency(amount.currency)) return undefined;
  return parseGrossAmount(amount.value, amount.currency);
}

/** HTTP Basic with the shop's id as the user name and the secret key as the password. */
export function basicAuthorization(shopId: string, secretKey: string): string {
  return `Basic ${Buffer.from(`${shopId}:${secretKey}`, "utf8").toString("base64")}`;
}

/** The page language YooKassa takes in confirmation.locale: Russian, or English for anyone else. */
export function confirmationLocale(locale: string): "ru_RU" | "en_US" {
  return locale === "ru" ? "ru_RU" : "en_US";
}

export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? characters.slice(0, max).join("") : text;
}

const amountSchema = z.object({ value: z.string().min(1), currency: z.string().length(3) });

/** The parts of YooKassa's payment object the shop reads. */
export const paymentObject = z.object({
  id: z.string().min(1),
  status: z.enum(YOOKASSA_PAYMENT_STATUSES),
  amount: amountSchema,
  paid: z.boolean().optional(),
  refunded_amount: amountSchema.optional(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  confirmation: z.object({ type: z.string(), confirmation_url: z.string().optional() }).partial().nullish(),
  cancellation_details: z.object({ party: z.string(), reason: z.string() }).partial().nullish(),
  payment_method: z.object({ type: z.string() }).partial().nullish(),
});
export type PaymentObject = z.infer<typeof paymentObject>;

export const refundObject = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  status: z.enum(["pending", "succeeded", "canceled"]),
  amount: amountSchema,
});

/** YooKassa's error body: {type: "error", id, code, description, parameter}. */
export const errorObject = z.object({
  type: z.literal("error"),
  code: z.string(),
  description: z.string().optional(),
  parameter: z.string().optional(),
});

/** The events YooKassa notifies about (API reference, "Notifications"). */
export const NOTIFICATION_EVENTS = [
  "payment.waiting_for_capture",
  "payment.succeeded",
  "payment.canceled",
  "refund.succeeded",
] as const;

export const notificationBody = z.object({
  type: z.literal("notification"),
  event: z.enum(NOTIFICATION_EVENTS),
  object: z.object({ id: z.string().min(1).max(64) }).passthrough(),
});

/** Our attempt id as it travels in a payment's metadata. */
export function attemptIdOf(payment: { metadata?: Record<string, unknown> | null }): string | undefined {
  const value = payment.metadata?.paymentId;
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

/**
 * The shop's reading of a payment's status. We create payments with capture: true, so
 * waiting_for_capture is money held but not yet ours: pending. A succeeded payment refunded in
 * full reads as refunded. A cancellation reads by its reason: the buyer's time ran out (expired),
 * the merchant canceled (canceled), anything else (declined card, refused by the bank...) failed.
 */
export function toPaymentStatus(
  payment: Pick<PaymentObject, "status" | "amount" | "refunded_amount" | "cancellation_details">,
): PaymentStatus {
  switch (payment.status) {
    case "pending":
    case "waiting_for_capture":
      return "pending";
    case "succeeded": {
      const refunded = payment.refunded_amount && fromAmount(payment.refunded_amount);
      const paid = fromAmount(payment.amount);
      return refunded && paid && refunded.amount > 0 && refunded.amount >= paid.amount ? "refunded" : "paid";
    }
    case "canceled":
      if (payment.cancellation_details?.reason === "expired_on_confirmation") return "expired";
      if (payment.cancellation_details?.party === "merchant") return "canceled";
      return "failed";
  }
}

/** What the order events keep: "succeeded", "canceled/insufficient_funds", "succeeded/refunded". */
export function providerStatusLabel(
  payment: Pick<PaymentObject, "status" | "amount" | "refunded_amount" | "cancellation_details">,
): string {
  if (payment.status === "canceled" && payment.cancellation_details?.reason)
    return `canceled/${payment.cancellation_details.reason}`;
  if (toPaymentStatus(payment) === "refunded") return "succeeded/refunded";
  return payment.status;
}

// 54-FZ receipts sent with a payment (decision 025, "Receipts"): the values YooKassa takes in a
// receipt's items, from its reference of parameter values (yookassa.ru/developers/54fz/parameters-values).

/** payment_mode (tag 1214). */
export const PAYMENT_MODES = [
  "full_prepayment",
  "partial_prepayment",
  "advance",
  "full_payment",
  "partial_payment",
  "credit",
  "credit_payment",
] as const;
/** measure (tag 2108), required from FFD 1.2. */
export const MEASURES = [
  "piece",
  "gram",
  "kilogram",
  "ton",
  "centimeter",
  "decimeter",
  "meter",
  "square_centimeter",
  "square_decimeter",
  "square_meter",
  "milliliter",
  "liter",
  "cubic_meter",
  "kilowatt_hour",
  "gigacalorie",
  "day",
  "hour",
  "minute",
  "second",
  "kilobyte",
  "megabyte",
  "gigabyte",
  "terabyte",
  "another",
] as const;
/** An item's description is 1 to 128 characters; a receipt has at most 100 items. */
export const RECEIPT_DESCRIPTION_MAX = 128;
export const RECEIPT_ITEMS_MAX = 100;
/**
 * The shop's items are paid in full and delivered by the same process that the payment starts, so
 * the buyer has the top-up when the payment settles: "full_payment" (the docs' own case, "the buyer
 * pays in full and gets it at once"). "full_prepayment" would oblige a second, settling receipt at
 * delivery, which the shop does not send.
 */
const SHOP_PAYMENT_MODE = "full_payment";
/** A top-up is counted in pieces: the whole quantity is one line of one piece. */
const SHOP_MEASURE = "piece";

export interface YooKassaReceipt {
  customer: { email?: string; phone?: string };
  items: {
    description: string;
    quantity: number;
    amount: { value: string; currency: string };
    vat_code: number;
    payment_subject: string;
    payment_mode: string;
    measure: string;
  }[];
  tax_system_code?: number;
}

/**
 * The receipt YooKassa issues with a payment, from the shop's lines and the buyer's contact: each
 * line one item of one piece for its amount. Refused (a reason) when a line has no Russian codes or
 * the buyer left neither e-mail nor phone: YooKassa would refuse the payment anyway.
 */
export function toReceipt(
  receipt: PaymentReceipt,
  customer: PaymentCustomer,
  currency: Money["currency"],
  taxSystemCode?: number,
): { ok: true; receipt: YooKassaReceipt } | { ok: false; reason: string } {
  if (!customer.email && !customer.phone) return { ok: false, reason: "no e-mail or phone for the receipt" };
  const items: YooKassaReceipt["items"] = [];
  for (const line of receipt.lines) {
    const codes = line.codes.ru;
    if (!codes) return { ok: false, reason: "a receipt line without Russian fiscal codes" };
    items.push({
      description: truncate(line.title, RECEIPT_DESCRIPTION_MAX),
      quantity: 1,
      amount: toAmount(money(line.amount, currency)),
      vat_code: codes.vatCode,
      payment_subject: codes.paymentSubject,
      payment_mode: SHOP_PAYMENT_MODE,
      measure: SHOP_MEASURE,
    });
  }
  return {
    ok: true,
    receipt: {
      customer: {
        ...(customer.email ? { email: customer.email } : {}),
        ...(customer.phone ? { phone: customer.phone } : {}),
      },
      items,
      ...(taxSystemCode ? { tax_system_code: taxSystemCode } : {}),
    },
  };
}
