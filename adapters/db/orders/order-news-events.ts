import type { OrderNewsHub } from "../../../core/orders/order-news-hub";
import type { PgListener } from "../pg-listener";

/**
 * The channels the database's triggers announce on (migration 0050, decision 064), each payload an
 * order's id and nothing else: every committed change an order page shows, and each delivery that
 * becomes due (a paid order's, a retried one's).
 */
export const ORDER_NEWS_CHANNEL = "kupi_order_news";
export const DELIVERY_DUE_CHANNEL = "kupi_delivery_due";

/** Orders' changes reach this server's open order pages; after a gap in listening, every one is read. */
export function listenForOrderNews(listener: PgListener, hub: OrderNewsHub): void {
  listener.on(ORDER_NEWS_CHANNEL, (orderId) => hub.changed(orderId));
  listener.onState((listening) => {
    if (listening) hub.changedAll();
  });
}

/** Due deliveries are handed to `due` as soon as any server's transaction makes them so. */
export function listenForDueDeliveries(listener: PgListener, due: (orderId: string) => void): void {
  listener.on(DELIVERY_DUE_CHANNEL, due);
}
