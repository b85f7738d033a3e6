import type { Logger } from "pino";
import type { Fulfillment } from "../core/orders/fulfillment";
import { loggableId } from "../core/loggable-id";

/** Deliveries this server runs at once (each holds a database connection at times). */
const AT_ONCE = 16;
/** Woken deliveries waiting their turn, at most; past it the queue's poll takes them. */
const WAITING = 2_000;

/**
 * Starts a due delivery the moment its notification arrives (decision 064), instead of at the
 * queue's next poll. Every server hears it and tries: the delivery's claim lets one work, the others
 * find it busy. The queue's job stays the durable backup (a crash, a supplier still pending), so a
 * wake-up that fails or is left out changes nothing but the wait.
 */
export function createDeliveryWake(fulfillment: Pick<Fulfillment, "deliver">, log: Logger) {
  const waiting: string[] = [];
  let running = 0;

  function next(): void {
    const orderId = waiting.shift();
    if (orderId === undefined) return;
    running += 1;
    fulfillment
      .deliver(orderId)
      .catch((error: unknown) => log.warn({ err: error, order: loggableId(orderId) }, "woken delivery failed; queued"))
      .finally(() => {
        running -= 1;
        next();
      });
  }

  return (orderId: string): void => {
    if (waiting.length >= WAITING) return;
    waiting.push(orderId);
    if (running < AT_ONCE) next();
  };
}
