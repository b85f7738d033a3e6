import { serverTranslator } from "../../i18n/catalog";
import type { OrderRecord } from "../../core/orders/orders";
import { formatOrderDate } from "../../core/orders/order-date";
import { maskAccountLabel } from "../../core/orders/public-order";
import type { PendingReceipt, ReceiptMessage } from "../../core/orders/receipts";
import { LOCALE_INFO, localizePath } from "../../core/locales";
import { marketFor } from "../../core/markets";
import { formatMoney, money } from "../../core/money";

/**
 * A queued message in the buyer's language. A paid order's receipt: number, item, the (masked) game
 * account, the total and the link to the order's page, where its status always is. The notice of a
 * corrected game account: the (masked) accounts before and after, when, in the market's clock, and
 * the same link; never who corrected it or why.
 */
export function composeReceipt(order: OrderRecord, receipt: PendingReceipt, origin: string): ReceiptMessage {
  const t = serverTranslator(order.locale);
  const orderUrl = `${origin}${localizePath(`/card-payment/${order.id}`, order.locale)}`;
  const envelope = {
    channel: receipt.channel,
    recipient: receipt.recipient,
    locale: order.locale,
    key: receipt.key,
    orderId: order.id,
  };
  if (receipt.about.kind === "accountCorrected") {
    const fields = {
      kind: "accountCorrected" as const,
      orderNumber: order.number,
      before: maskAccountLabel(receipt.about.before),
      after: maskAccountLabel(receipt.about.after),
      at: formatOrderDate(receipt.about.at.toISOString(), marketFor(order.locale).timeZone),
      orderUrl,
    };
    return {
      ...envelope,
      subject: t("accountNotice.subject", { number: order.number }),
      text: t("accountNotice.text", {
        number: fields.orderNumber,
        before: fields.before,
        after: fields.after,
        time: fields.at,
        url: orderUrl,
      }),
      fields,
    };
  }
  const fields = {
    kind: "receipt" as const,
    orderNumber: order.number,
    product: order.quantity > 1 ? `${order.productTitle} × ${order.quantity}` : order.productTitle,
    total: formatMoney(money(order.total, order.currency), LOCALE_INFO[order.locale].iso),
    orderUrl,
  };
  return {
    ...envelope,
    subject: t("receipt.subject", { number: order.number }),
    text: t("receipt.text", {
      number: fields.orderNumber,
      product: fields.product,
      account: maskAccountLabel(order.accountLabel),
      total: fields.total,
      url: fields.orderUrl,
    }),
    fields,
  };
}
