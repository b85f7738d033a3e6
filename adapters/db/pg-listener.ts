import pg from "pg";
import type { Logger } from "pino";

/** The listening connection's name in pg_stat_activity (tests end it there to test reconnection). */
export const LISTENER_APPLICATION_NAME = "kupi-listener";

/** Waits between reconnection attempts, longest last (a database restart takes seconds). */
const RECONNECT_DELAYS_MS = [250, 1_000, 5_000];

/**
 * This server's one LISTEN connection to the shared database (decision 064): the channels of every
 * module that hears the other servers (the catalog's changes, the orders' news) share it. A pooled
 * connection would drop the subscriptions when returned, so it is a client of its own, reconnecting
 * with backoff. While it is down notifications are lost: `onState` tells each module, which decides
 * what a gap means for it.
 */
export interface PgListener {
  /** Hears `channel`; each notification's payload goes to `handler`. Register before `start`. */
  on(channel: string, handler: (payload: string) => void): void;
  /** Told `true` each time the connection listens to every channel, `false` when it is lost. */
  onState(handler: (listening: boolean) => void): void;
  /** Connects and listens; a failure is logged and retried, never thrown. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createPgListener(connectionString: string, log: Logger): PgListener {
  const handlers = new Map<string, (payload: string) => void>();
  const stateHandlers: ((listening: boolean) => void)[] = [];
  /** The connection being opened or listening; events of an older one are ignored. */
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tell = (listening: boolean) => stateHandlers.forEach((handler) => handler(listening));

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
    client = next;
    next.on("notification", (message) => handlers.get(message.channel)?.(message.payload ?? ""));
    next.on("error", () => retry(next));
    next.on("end", () => retry(next));
    try {
      await next.connect();
      // Channel names are the shop's own constants, never a request's.
      await next.query([...handlers.keys()].map((channel) => `LISTEN ${channel};`).join(" "));
    } catch (error) {
      if (failures === 0) log.warn({ err: error }, "LISTEN connection cannot connect; other servers go unheard");
      retry(next);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    if (failures > 0) log.info("LISTEN connection connected again");
    failures = 0;
    tell(true);
  }

  function retry(failed: pg.Client): void {
    if (closed || client !== failed || timer) return;
    tell(false);
    failed.end().catch(() => undefined);
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
  }

  return {
    on(channel, handler) {
      handlers.set(channel, handler);
    },
    onState(handler) {
      stateHandlers.push(handler);
    },
    start: connect,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
