import type { OrderNews } from "./order-news";

/**
 * This server's open order pages, by order (decision 064): a notification that an order changed is
 * read once, whatever the number of its pages open here, and its news handed to each. Notifications
 * for orders nobody follows here cost nothing.
 */
export interface OrderNewsHub {
  /** The order's news now (a page's first look); undefined for no such order. */
  read(orderId: string): Promise<OrderNews | undefined>;
  /** Follows an order; the returned function stops. */
  follow(orderId: string, listener: (news: OrderNews) => void): () => void;
  /** The order changed: its followers get its news (one read; a change during the read reads again). */
  changed(orderId: string): void;
  /** Changes may have gone unheard (the LISTEN connection was lost): every followed order is read. */
  changedAll(): void;
  /** How many pages follow orders here. */
  following(): number;
}

export function createOrderNewsHub(
  read: (orderId: string) => Promise<OrderNews | undefined>,
  onError: (error: unknown, orderId: string) => void,
): OrderNewsHub {
  const followers = new Map<string, Set<(news: OrderNews) => void>>();
  /** Orders being read, and whether another change came meanwhile. */
  const reading = new Map<string, boolean>();
  let count = 0;

  async function readAndTell(orderId: string): Promise<void> {
    reading.set(orderId, false);
    try {
      const news = await read(orderId);
      if (news) followers.get(orderId)?.forEach((listener) => listener(news));
    } catch (error) {
      onError(error, orderId);
    }
    const again = reading.get(orderId);
    reading.delete(orderId);
    if (again && followers.has(orderId)) void readAndTell(orderId);
  }

  const changed = (orderId: string) => {
    if (!followers.has(orderId)) return;
    if (reading.has(orderId)) reading.set(orderId, true);
    else void readAndTell(orderId);
  };

  return {
    read,
    follow(orderId, listener) {
      const set = followers.get(orderId) ?? new Set();
      followers.set(orderId, set);
      set.add(listener);
      count += 1;
      return () => {
        if (!set.delete(listener)) return;
        count -= 1;
        if (set.size === 0) followers.delete(orderId);
      };
    },
    changed,
    changedAll: () => [...followers.keys()].forEach(changed),
    following: () => count,
  };
}
