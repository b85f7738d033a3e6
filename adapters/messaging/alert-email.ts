import { AlertNotSent, type AlertSender } from "../../core/alerts/alerts";
import type { ReceiptSender } from "../../core/orders/receipts";

/**
 * Alerts by e-mail through the shop's own SMTP sender (receipt-smtp.ts): the same relay, the same
 * single-address check, and a Message-ID from our key, so a retried alert is recognised as one.
 */
export function createEmailAlertSender(smtp: ReceiptSender): AlertSender {
  return {
    async send(message) {
      if (message.channel !== "email") throw new AlertNotSent("not an e-mail alert", { permanent: true });
      await smtp.send({
        channel: "email",
        recipient: message.address,
        locale: message.language,
        subject: message.subject,
        text: message.text,
        fields: { kind: "receipt", orderNumber: "", product: "", total: "", orderUrl: "" },
        key: message.key,
        orderId: "",
      });
    },
  };
}
