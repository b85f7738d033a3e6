import DataLoader from "dataloader";
import { isOrderId } from "../../../core/orders/orders";

/** The most orders one statement reads; a larger crowd goes in several. */
const MAX_ORDERS_PER_STATEMENT = 100;

/**
 * Reads of orders by id, those asked in one turn of the event loop sent as one statement (as the
 * order insert's pipeline gathers its statements): pages and API reads arriving together, pages
 * opening their streams together, orders delivered together. One round trip and one pool connection
 * serve them all; a read asked alone goes at the end of its turn. Nothing is cached: each read
 * sees the database as its statement finds it.
 *
 * `readMany` gets distinct, lower-case ids and answers the rows it found by id. A malformed id is no
 * order and is not sent: in a statement with others it would fail theirs too.
 */
export function ordersById<T>(
  readMany: (ids: string[]) => Promise<Map<string, T>>,
): (orderId: string) => Promise<T | undefined> {
  const reads = new DataLoader<string, T | undefined>(
    async (ids) => {
      const found = await readMany([...new Set(ids)]);
      return ids.map((orderId) => found.get(orderId));
    },
    { cache: false, maxBatchSize: MAX_ORDERS_PER_STATEMENT, batchScheduleFn: (run) => setImmediate(run) },
  );
  return async (orderId) => (isOrderId(orderId) ? reads.load(orderId.toLowerCase()) : undefined);
}
