import { serverTranslator } from "../../i18n/catalog";
import type { OrderRecord } from "../../core/orders/orders";
import { maskAccountLabel } from "../../core/orders/public-order";
import type { PendingReceipt, ReceiptMessage } from "../../core/orders/receipts";
import { LOCALE_INFO, localizePath } from "../../core/locales";
import { formatMoney, money } from "../../core/money";

/**
 * A paid order's receipt in the buyer's language: number, item, the (masked) game account, the
 * total and the link to the order's page, where its status always is.
 */
export function composeReceipt(order: OrderRecord, receipt: PendingReceipt, origin: string): ReceiptMessage {
  const t = serverTranslator(order.locale);
  const fields = {
    orderNumber: order.number,
    product: order.quantity > 1 ? `${order.productTitle} × ${order.quantity}` : order.productTitle,
    total: formatMoney(money(order.total, order.currency), LOCALE_INFO[order.locale].iso),
    orderUrl: `${origin}${localizePath(`/card-payment/${order.id}`, order.locale)}`,
  };
  return {
    channel: receipt.channel,
    recipient: receipt.recipient,
    locale: order.locale,
    subject: t("receipt.subject", { number: order.number }),
    text: t("receipt.text", {
      number: fields.orderNumber,
      product: fields.product,
      account: maskAccountLabel(order.accountLabel),
      total: fields.total,
      url: fields.orderUrl,
    }),
    fields,
    key: `receipt:${order.id}:${receipt.channel}`,
    orderId: order.id,
  };
}
