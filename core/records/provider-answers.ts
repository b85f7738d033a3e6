import { loggableId } from "../loggable-id";

/**
 * The providers' raw answers about an order ("the order's timeline with the provider's raw
 * answers"): payment notifications, status checks, charges and refunds, fiscal receipts, supplier purchases and callbacks. Kept as
 * the provider sent them, minus what must never sit in our database or on an operator's screen:
 * signatures, keys and tokens, and card numbers.
 */
export const PROVIDER_ANSWER_KINDS = [
  "paymentNotification",
  "paymentStatus",
  "paymentCharge",
  "paymentRefund",
  "supplierDelivery",
  "supplierCallback",
  "fiscalReceipt",
] as const;
export type ProviderAnswerKind = (typeof PROVIDER_ANSWER_KINDS)[number];

/**
 * The answers to questions the shop asks again while it waits (a payment's status, a purchase asked
 * about by its reference): one the same as the last of its kind kept for the order is not kept again,
 * so the timeline shows what changed, not every time the shop asked.
 */
export const POLLED_ANSWER_KINDS: ReadonlySet<ProviderAnswerKind> = new Set(["paymentStatus", "supplierDelivery"]);

export interface ProviderAnswer {
  orderId: string;
  provider: string;
  kind: ProviderAnswerKind;
  answer: unknown;
}

/** Port: where answers are kept (adapters/db/admin/order-actions.ts). */
export interface ProviderAnswerLog {
  record(answer: ProviderAnswer): Promise<void>;
}

/** Keys whose values are secrets or card data, whatever the provider: Midtrans's signature_key, tokens, PANs. */
const SECRET_KEY = /sign|secret|key|token|password|pass|auth|cvv|cvc|card_?number|^pan$|saved_token/i;
/**
 * A run of 15 to 19 digits, optionally grouped, that passes the Luhn check: a card number wherever it
 * appears in a text. Game IDs and customer numbers are shorter (Mobile Legends: 13 digits with zone).
 */
const CARD_DIGITS = /\b(?:\d[ -]?){14,18}\d\b/g;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
/** Masked card numbers as providers send them ("481111-1114"): kept, they are already masked. */
const MASKED_CARD = /^\d{6}[-*x]+\d{4}$/i;

export const REDACTED = "[redacted]";

/** Deepest nesting kept: an answer is a few levels deep; anything deeper is cut, never recursed forever. */
const MAX_DEPTH = 8;

/** The answer with secrets replaced by "[redacted]" and card-number-like digits masked to their last four. */
export function redactAnswer(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return REDACTED;
  if (typeof value === "string") {
    if (MASKED_CARD.test(value)) return value;
    return value.replace(CARD_DIGITS, (match) => {
      const digits = match.replace(/\D/g, "");
      return luhn(digits) ? `****${digits.slice(-4)}` : match;
    });
  }
  if (Array.isArray(value)) return value.map((item) => redactAnswer(item, depth + 1));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SECRET_KEY.test(key) ? REDACTED : redactAnswer(inner, depth + 1),
      ]),
    );
  }
  return value ?? null;
}

/**
 * Records an answer without ever failing the caller: the provider's word was already acted on, and
 * losing its copy for the console must not undo or repeat that.
 */
export function answerRecorder(
  log: ProviderAnswerLog | undefined,
  warn: (object: object, message: string) => void,
): (answer: ProviderAnswer) => Promise<void> {
  return async (answer) => {
    if (!log) return;
    try {
      await log.record({ ...answer, answer: redactAnswer(answer.answer) });
    } catch (error) {
      warn({ err: error, order: loggableId(answer.orderId), kind: answer.kind }, "provider answer not kept");
    }
  };
}
