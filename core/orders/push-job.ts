import type { OrderRecord, OrderRepository } from "./orders";
import type { PendingPush, PushMessage, PushQueue, PushSender } from "./push";

export interface PushJobDeps {
  orders: Pick<OrderRepository, "find">;
  queue: PushQueue;
  sender: PushSender;
  /** Writes the push in the subscriber's language (the texts live with the app's messages). */
  compose: (order: OrderRecord, push: PendingPush) => PushMessage;
  log: { warn(object: object, message: string): void };
}

/** A status older than this is no news: the push service drops it rather than wake a phone a day late. */
const PUSH_TTL_SECONDS = 24 * 3600;

/**
 * Sends the pushes order moves queued. A refusal is counted and retried on the next run (up to
 * PUSH_MAX_ATTEMPTS); a subscription the push service no longer knows is forgotten with its pushes.
 */
export async function sendPendingPushes(deps: PushJobDeps, limit = 50): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  // Longer than a send's own timeout: nobody else takes a push while it is being sent.
  for (const push of await deps.queue.claim(limit, 120)) {
    const order = await deps.orders.find(push.orderId);
    if (!order) continue;
    try {
      const outcome = await deps.sender.send(push.subscription, deps.compose(order, push), {
        key: push.key,
        ttlSeconds: PUSH_TTL_SECONDS,
      });
      if (outcome === "gone") await deps.queue.gone(push.subscription.endpoint);
      else await deps.queue.sent(push.id);
      sent += outcome === "sent" ? 1 : 0;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      deps.log.warn({ key: push.key, err: message }, "push not sent; retried later");
      await deps.queue.failed(push.id, message);
      failed += 1;
    }
  }
  return { sent, failed };
}
