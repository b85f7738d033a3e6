import { sql } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "pino";
import type { CatalogChanges } from "../../../core/catalog/catalog-changes";
import type { Executor } from "../database";

/** PostgreSQL's channel for "the catalog or its prices changed" (docs/decisions/026-page-cache.md). */
export const CATALOG_CHANNEL = "kupi_catalog_changed";

/**
 * Tells every server on this database that the catalog changed. Called inside the write's
 * transaction: PostgreSQL delivers the notification when, and only if, the transaction commits.
 */
export async function notifyCatalogChanged(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
}

export interface CatalogChangeListener {
  close(): Promise<void>;
}

/** Waits between reconnection attempts, longest last (a database restart takes seconds). */
const RECONNECT_DELAYS_MS = [250, 1_000, 5_000];

/**
 * Relays the other servers' catalog changes into this process's `changes`, over one connection of
 * its own that LISTENs (a pooled connection would drop the subscription when returned). While the
 * connection is down notifications are lost, so every (re)connection counts as a change: a page
 * cached before an outage is never served after it.
 */
export async function listenForCatalogChanges(
  connectionString: string,
  changes: CatalogChanges,
  log: Logger,
): Promise<CatalogChangeListener> {
  /** The connection being opened or listening; events of an older one are ignored. */
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on("notification", (message) => {
      if (message.channel === CATALOG_CHANNEL) changes.emit();
    });
    next.on("error", () => retry(next));
    next.on("end", () => retry(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOG_CHANNEL}`);
    } catch (error) {
      if (failures === 0)
        log.warn({ err: error }, "catalog change listener cannot connect; pages are not cached meanwhile");
      retry(next);
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    if (failures > 0) log.info("catalog change listener connected again");
    failures = 0;
    changes.emit();
    changes.setHeard(true);
  }

  function retry(failed: pg.Client): void {
    if (closed || client !== failed || timer) return;
    // Changes made while nobody listens would be missed: drop what is cached and cache nothing.
    changes.setHeard(false);
    changes.emit();
    failed.end().catch(() => undefined);
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)]!;
    failures += 1;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
  }

  // Nothing is cached until the first connection listens.
  changes.setHeard(false);
  await connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
