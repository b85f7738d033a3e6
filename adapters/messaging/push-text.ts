import { localizePath } from "../../core/locales";
import type { OrderRecord } from "../../core/orders/orders";
import type { PendingPush, PushMessage } from "../../core/orders/push";
import { serverTranslator } from "../../i18n/catalog";

/**
 * A status push in the language of the page that subscribed: the order's number, what happened to
 * its item, and the order page to open. Nothing else of the order (the lock screen is public).
 */
export function composePush(order: OrderRecord, push: PendingPush, origin: string): PushMessage {
  const t = serverTranslator(push.locale);
  const values = { number: order.number, product: order.productTitle };
  return {
    title: t("push.title", values),
    body: t(`push.${push.status}`, values),
    url: `${origin}${localizePath(`/card-payment/${order.id}`, push.locale)}`,
    tag: `order:${order.id}`,
  };
}
