import type { Locale } from "../locales";

/**
 * Receipts (issue: "an optional e-mail or WhatsApp number receives the receipt"). When an order is
 * paid, one receipt per contact the buyer gave is queued in the same transaction; a background job
 * sends them through this port and retries failures, so a receipt is neither lost nor sent twice.
 */
export type ReceiptChannel = "email" | "whatsapp";

export interface ReceiptMessage {
  channel: ReceiptChannel;
  /** An e-mail address, or a phone number as digits with the country code ("6281234567890"). */
  recipient: string;
  locale: Locale;
  /** The e-mail subject, in the buyer's language. */
  subject: string;
  /** The whole receipt as plain text, in the buyer's language. */
  text: string;
  /** The parts, for channels that fill a pre-approved template (WhatsApp). */
  fields: { orderNumber: string; product: string; total: string; orderUrl: string };
  /** Our idempotency key, `receipt:<order id>:<channel>`, for providers that accept one. */
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
