import type { ReceiptSender } from "../../core/orders/receipts";
import type { Database } from "../db/database";
import { outboxMessages } from "../db/schema";

/** The sandbox receipts (test mode): written to the outbox table, never sent to a person. */
export function createOutboxReceiptSender(db: Database): ReceiptSender {
  return {
    async send(message) {
      await db.insert(outboxMessages).values({
        // A message about no order (an operator's invitation) names none.
        orderId: message.orderId || null,
        channel: message.channel,
        recipient: message.recipient,
        body: `${message.subject}\n\n${message.text}`,
      });
    },
  };
}
