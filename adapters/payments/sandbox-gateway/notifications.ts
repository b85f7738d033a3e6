import type { BaseLogger } from "pino";
import type { MidtransBody } from "./store";

/** The logger calls the gateway makes: a pino Logger or Fastify's logger both fit. */
export type GatewayLog = Pick<BaseLogger, "info" | "warn" | "error">;

export interface NotificationOptions {
  /** Send each notification this many extra times, as Midtrans may ("in extremely rare cases"). */
  duplicates?: number;
  /** Wait this long before sending each notification. */
  delayMs?: number;
  /** After a final status, send the earlier "pending" notification again, out of order. */
  reorder?: boolean;
  /** Waits before each retry of a notification the shop did not accept with a 2xx. */
  retryDelaysMs?: number[];
}

/** What a notification is about: the key that keeps one payment's notifications in order, and log fields. */
export type DescribeNotification = (body: MidtransBody) => { key: string; fields: Record<string, unknown> };

/** Midtrans's notifications: by order_id, logged with their transaction_status. */
const describeMidtrans: DescribeNotification = (body) => ({
  key: String(body.order_id),
  fields: { order_id: body.order_id, transaction_status: body.transaction_status },
});

const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 30_000];
const DELIVERY_TIMEOUT_MS = 10_000;

export interface Notifier {
  /** Queues one notification; delivery happens later, never inside the caller's request. */
  send(body: MidtransBody): void;
  /** Stops timers and aborts deliveries in flight; nothing is sent after. */
  close(): void;
}

/**
 * Delivers HTTP notifications as Midtrans does: a JSON POST to the merchant's notification URL,
 * retried when the answer is not 2xx or the URL cannot be reached. Notifications of one order go
 * out in the order they were queued (each waits for the previous one's first attempt), so the
 * out-of-order option is the only source of reordering the shop sees besides retries.
 */
export function createNotifier(
  url: string,
  log: GatewayLog,
  options: NotificationOptions = {},
  describe: DescribeNotification = describeMidtrans,
): Notifier {
  const duplicates = Math.max(0, Math.floor(options.duplicates ?? 0));
  const delayMs = Math.max(0, options.delayMs ?? 0);
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const wakers = new Set<() => void>();
  const inFlight = new Set<AbortController>();
  const chains = new Map<string, Promise<void>>();
  let closed = false;

  function after(ms: number, action: () => void): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      action();
    }, ms);
    timers.add(timer);
  }

  /** Resolves after `ms`, or at once when the notifier closes. */
  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = (): void => {
        wakers.delete(wake);
        resolve();
      };
      wakers.add(wake);
      after(ms, wake);
    });
  }

  async function attempt(body: MidtransBody, attemptIndex: number): Promise<void> {
    if (closed) return;
    const fields = { ...describe(body).fields, attempt: attemptIndex + 1 };
    const controller = new AbortController();
    inFlight.add(controller);
    let failure: string;
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", "user-agent": "Veritrans" },
        body: JSON.stringify(body),
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
      });
      // The body is not read, but it must be drained so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) {
        log.info({ ...fields, http_status: response.status }, "sandbox gateway: notification delivered");
        return;
      }
      failure = `HTTP ${response.status}`;
    } catch (error) {
      if (closed) return;
      failure = error instanceof Error ? error.message : "network error";
    } finally {
      inFlight.delete(controller);
    }
    const retryIn = retryDelaysMs[attemptIndex];
    if (retryIn === undefined) {
      log.error({ ...fields, result: failure }, "sandbox gateway: notification not delivered, giving up");
      return;
    }
    log.warn({ ...fields, result: failure, retry_in_ms: retryIn }, "sandbox gateway: notification not delivered");
    after(retryIn, () => void attempt(body, attemptIndex + 1));
  }

  function enqueue(body: MidtransBody): void {
    const key = describe(body).key;
    const previous = chains.get(key) ?? Promise.resolve();
    const next = previous.then(() => wait(delayMs)).then(() => attempt(body, 0));
    chains.set(key, next);
    void next.finally(() => {
      if (chains.get(key) === next) chains.delete(key);
    });
  }

  return {
    send(body) {
      if (closed) return;
      for (let copy = 0; copy <= duplicates; copy++) enqueue(body);
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const wake of [...wakers]) wake();
      for (const controller of inFlight) controller.abort();
    },
  };
}
