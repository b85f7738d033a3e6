import { asc, eq, inArray, sql } from "drizzle-orm";
import type { OrderEvent } from "../../../core/orders/order-states";
import { PUSH_MAX_ATTEMPTS, pushKey, pushStatusOf, type PushQueue } from "../../../core/orders/push";
import type { Database, Executor } from "../database";
import { failedTry, leaseDue, statusAfterFailedTry } from "../leases";
import { pushNotices, pushSubscriptions } from "../schema";

/**
 * Queues the push of a move the buyer waits for, one per subscription of the order, inside the
 * move's transaction: a push exists exactly when its move does, and the unique (subscription,
 * status) makes a repeated move queue nothing more.
 */
export async function queuePushes(tx: Executor, orderId: string, event: OrderEvent): Promise<void> {
  const status = pushStatusOf(event);
  if (!status) return;
  await tx.execute(sql`
    INSERT INTO ${pushNotices} (subscription_id, order_id, status, key)
    SELECT ${pushSubscriptions.id}, ${pushSubscriptions.orderId}, ${status}::text, ${pushKey(orderId, status)}::text
    FROM ${pushSubscriptions} WHERE ${pushSubscriptions.orderId} = ${orderId}
    ON CONFLICT DO NOTHING`);
}

/** The queued pushes, as the checkout job takes them: leased with SKIP LOCKED, as receipts are. */
export function createPushQueue(db: Database): PushQueue {
  return {
    async claim(limit, leaseSeconds) {
      const claimed = await leaseDue(db, pushNotices, { due: eq(pushNotices.state, "pending"), limit, leaseSeconds });
      if (claimed.length === 0) return [];
      const rows = await db
        .select()
        .from(pushNotices)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushNotices.subscriptionId))
        .where(
          inArray(
            pushNotices.id,
            claimed.map((row) => row.id),
          ),
        )
        .orderBy(asc(pushNotices.id));
      return rows.map(({ push_notices: notice, push_subscriptions: subscription }) => ({
        id: notice.id,
        orderId: notice.orderId,
        status: notice.status,
        key: notice.key,
        locale: subscription.locale,
        attempts: notice.attempts,
        subscription: { endpoint: subscription.endpoint, p256dh: subscription.p256dh, auth: subscription.auth },
      }));
    },

    async sent(id) {
      await db
        .update(pushNotices)
        .set({ state: "sent", sentAt: sql`now()`, leasedUntil: null })
        .where(eq(pushNotices.id, id));
    },

    async failed(id, error) {
      await db
        .update(pushNotices)
        .set({
          ...failedTry(pushNotices.attempts, error),
          state: statusAfterFailedTry(pushNotices.attempts, PUSH_MAX_ATTEMPTS),
        })
        .where(eq(pushNotices.id, id));
    },

    async gone(endpoint) {
      // Every order the browser subscribed to: the endpoint itself is dead. Its pushes cascade.
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },
  };
}
