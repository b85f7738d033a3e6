import { and, eq } from "drizzle-orm";
import type { PushSubscriptions } from "../../../core/orders/push";
import type { Database } from "../database";
import { orders, pushSubscriptions } from "../schema";

/** The order pages' push subscriptions: one per order and browser. */
export function createPushSubscriptions(db: Database): PushSubscriptions {
  return {
    async subscribe(orderId, subscription, locale) {
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
      if (!order) return false;
      // The same browser subscribing again may bring new keys (its subscription was renewed).
      await db
        .insert(pushSubscriptions)
        .values({ orderId, ...subscription, locale })
        .onConflictDoUpdate({
          target: [pushSubscriptions.orderId, pushSubscriptions.endpoint],
          set: { p256dh: subscription.p256dh, auth: subscription.auth, locale },
        });
      return true;
    },
    async unsubscribe(orderId, endpoint) {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.orderId, orderId), eq(pushSubscriptions.endpoint, endpoint)));
    },
  };
}
