import type { Locale } from "../locales";

/**
 * Receipts (issue: "an optional e-mail or WhatsApp number receives the receipt"). When an order is
 * paid, one receipt per contact the buyer gave is queued in the same transaction; a background job
 * sends them through this port and retries failures, so a receipt is neither lost nor sent twice.
 * The notice that support corrected the order's game account (decision 056) goes the same way:
 * queued with the correction, one per contact, sent by the same job through the same port.
 */
export type ReceiptChannel = "email" | "whatsapp";

/** What a queued message says: the paid order's receipt, or that support corrected its game account. */
export type ReceiptKind = "receipt" | "accountCorrected";

/** One correction of an order's game account as the buyer is told of it: the labels before and after. */
export interface AccountCorrectionNote {
  before: string;
  after: string;
  at: Date;
}

/**
 * The idempotency key of a queued message: one receipt per order and channel (the receipts table's
 * own uniqueness), one notice per correction and channel (the account_notices table's key).
 */
export function receiptKey(
  about: { kind: "receipt"; orderId: string } | { kind: "accountCorrected"; correctionId: number },
  channel: ReceiptChannel,
): string {
  return about.kind === "receipt"
    ? `receipt:${about.orderId}:${channel}`
    : `correction:${about.correctionId}:${channel}`;
}

export interface ReceiptMessage {
  channel: ReceiptChannel;
  /** An e-mail address, or a phone number as digits with the country code ("6281234567890"). */
  recipient: string;
  locale: Locale;
  /** The e-mail subject, in the buyer's language. */
  subject: string;
  /** The whole receipt as plain text, in the buyer's language. */
  text: string;
  /** The parts, for channels that fill a pre-approved template (WhatsApp): each kind has its own. */
  fields:
    | { kind: "receipt"; orderNumber: string; product: string; total: string; orderUrl: string }
    | { kind: "accountCorrected"; orderNumber: string; before: string; after: string; at: string; orderUrl: string };
  /** Our idempotency key (`receiptKey`), the same on every retry, for providers that accept one. */
  key: string;
  /** The order it is about (the outbox keeps it, for the console's per-order outbox). */
  orderId: string;
}

/** Port: delivers one receipt; throws when the provider refused or did not answer. */
export interface ReceiptSender {
  send(message: ReceiptMessage): Promise<void>;
}

/** A queued receipt, as the job reads it. */
export interface PendingReceipt {
  id: number;
  orderId: string;
  channel: ReceiptChannel;
  recipient: string;
  attempts: number;
  key: string;
  /** What it says; a correction's notice carries the correction (unmasked labels). */
  about: { kind: "receipt" } | ({ kind: "accountCorrected" } & AccountCorrectionNote);
}

/** After this many failed sends a receipt stops being retried (and stays visible as failed). */
export const RECEIPT_MAX_ATTEMPTS = 5;

/** Port: the queue of receipts paid orders wrote, as the sending job takes them. */
export interface ReceiptQueue {
  /**
   * Takes up to `limit` receipts waiting to be sent, oldest first, for `leaseSeconds`: another
   * server's job skips them meanwhile (each receipt is sent by one server), and a killed server's
   * come back when the lease runs out.
   */
  claimReceipts(limit: number, leaseSeconds: number): Promise<PendingReceipt[]>;
  receiptSent(id: number): Promise<void>;
  /** Counts a failed send; past the limit the receipt is marked failed and no longer retried. */
  receiptFailed(id: number, error: string): Promise<void>;
}
