import type { ReceiptKind } from "../orders/receipts";
import type { OperatorRole } from "./permissions";

/**
 * The messages sent or queued for one order: its receipts and notices of a corrected game account
 * (the receipt job's queue, with attempts and the last error) and what the sandbox channels wrote
 * to the outbox for it.
 */
export interface OutboxItem {
  source: ReceiptKind | "outbox";
  channel: string;
  recipient: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  /** When it was queued (a receipt) or written (an outbox message). */
  at: Date;
  sentAt: Date | null;
}

/** Port: adapters/db/admin/order-actions.ts. */
export interface OrderOutboxStore {
  outbox(orderId: string): Promise<OutboxItem[]>;
}

/**
 * A recipient as support sees it: enough to confirm with the buyer ("pu***@gmail.com", "6281*****7890"),
 * not enough to copy out. Managers and admins see it whole.
 */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf("@");
  if (at > 0) return `${recipient.slice(0, Math.min(2, at - 1))}***${recipient.slice(at)}`;
  if (recipient.length <= 6) return "*".repeat(recipient.length);
  return `${recipient.slice(0, 4)}${"*".repeat(Math.max(1, recipient.length - 8))}${recipient.slice(-4)}`;
}

/** Newest first, recipients masked unless the viewer's role sees contacts whole. */
export function outboxFor(items: OutboxItem[], role: OperatorRole): OutboxItem[] {
  return [...items]
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .map((item) => (role === "support" ? { ...item, recipient: maskRecipient(item.recipient) } : item));
}
