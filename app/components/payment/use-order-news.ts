import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { API_PATHS } from "../../../contracts/api-paths";
import type { OrderNews } from "../../../core/orders/order-news";

/** How often a page whose stream broke asks for its order's news. */
const POLL_MS = 3_000;

/**
 * Follows an order while `moving` says the page waits for it (decision 064): its news arrive over
 * server-sent events and are applied to the page's data at once, with no request of the page's own.
 * `apply` answers null for news the page cannot show from them (a payment closed unpaid): the
 * page's data is then read again, once. It is given what the page shows when the news arrive
 * (`shown`) beside what it loaded. Without EventSource, or once the stream breaks, the page reads
 * the same news every few seconds instead (the order's news read, not the page's whole data).
 */
export function useOrderNews<T>(
  loaded: T,
  orderId: string,
  apply: (loaded: T, news: OrderNews, shown: T) => T | null,
  moving: (data: T) => boolean,
): T {
  // The news belong to the data they were applied to: data read again since is newer.
  const [news, setNews] = useState<{ on: T; data: T } | null>(null);
  const [broken, setBroken] = useState(false);
  const revalidator = useRevalidator();
  const data = news?.on === loaded ? news.data : loaded;
  const follow = moving(data);
  // News that come while the page reads itself again wait for that read and apply to what it
  // brings: the read may be older than they are, and asking again would only restart it.
  const held = useRef<OrderNews | null>(null);
  // Where the page is when news arrive, not when the stream opened.
  const received = useEffectEvent((next: OrderNews) => {
    if (revalidator.state !== "idle") {
      held.current = next;
      return;
    }
    held.current = null;
    const applied = apply(loaded, next, data);
    if (applied) setNews({ on: loaded, data: applied });
    else void revalidator.revalidate();
  });
  const readDone = useEffectEvent(() => {
    if (held.current && revalidator.state === "idle") received(held.current);
  });
  useEffect(() => readDone(), [loaded, revalidator.state]);
  // Read in render, used only by effects: the server's render never follows anything.
  const streams = typeof EventSource !== "undefined";

  useEffect(() => {
    if (!follow || !streams) return;
    const source = new EventSource(`/backend/api${API_PATHS.followOrder.url.replace(":id", orderId)}`);
    source.onmessage = (event: MessageEvent<string>) => {
      const next = JSON.parse(event.data) as OrderNews;
      // The last news: the server ends the stream, which must not read as a break.
      if (next.settled) source.close();
      received(next);
    };
    source.onerror = () => {
      source.close();
      setBroken(true);
    };
    return () => source.close();
  }, [orderId, follow, streams]);
  useEffect(() => {
    if (!follow || (streams && !broken)) return;
    const url = `/backend/api${API_PATHS.readOrderNews.url.replace(":id", orderId)}`;
    let asking = false;
    const timer = setInterval(() => {
      if (asking) return;
      asking = true;
      fetch(url, { cache: "no-store", credentials: "same-origin" })
        .then(async (response) => {
          // A read that fails is asked again at the next tick, as a broken connection is.
          if (response.ok) received(((await response.json()) as { data: OrderNews }).data);
        })
        .catch(() => undefined)
        .finally(() => (asking = false));
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [orderId, follow, streams, broken]);
  return data;
}
