import type { OrderRecord, OrderRepository } from "./orders";
import type { PendingReceipt, ReceiptMessage, ReceiptQueue, ReceiptSender } from "./receipts";

export interface ReceiptJobDeps {
  orders: Pick<OrderRepository, "find">;
  receipts: ReceiptQueue;
  sender: ReceiptSender;
  /** Writes the receipt in the buyer's language (the texts live with the app's messages). */
  compose: (order: OrderRecord, receipt: PendingReceipt) => ReceiptMessage;
  log: { warn(object: object, message: string): void };
}

/**
 * Sends the receipts queued by paid orders (or, from their own queue, the notices of corrected game accounts). A failure is counted and retried on the next run (up
 * to RECEIPT_MAX_ATTEMPTS), never dropped in silence; a sent receipt is never sent again.
 */
export async function sendPendingReceipts(deps: ReceiptJobDeps, limit = 50): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  // Longer than a send's own timeout: nobody else takes a receipt while it is being sent.
  for (const receipt of await deps.receipts.claimReceipts(limit, 120)) {
    const order = await deps.orders.find(receipt.orderId);
    if (!order) continue;
    try {
      await deps.sender.send(deps.compose(order, receipt));
      await deps.receipts.receiptSent(receipt.id);
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.log.warn({ key: receipt.key, channel: receipt.channel, err: message }, "receipt not sent; retried later");
      await deps.receipts.receiptFailed(receipt.id, message);
      failed += 1;
    }
  }
  return { sent, failed };
}
