import { sql } from "drizzle-orm";
import type { CatalogChanges } from "../../../core/catalog/catalog-changes";
import type { Executor } from "../database";
import type { PgListener } from "../pg-listener";

/** PostgreSQL's channel for "the catalog or its prices changed" (docs/decisions/026-page-cache.md). */
export const CATALOG_CHANNEL = "kupi_catalog_changed";

/**
 * Tells every server on this database that the catalog changed. Called inside the write's
 * transaction: PostgreSQL delivers the notification when, and only if, the transaction commits.
 */
export async function notifyCatalogChanged(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
}

/**
 * Relays the other servers' catalog changes into this process's `changes`, over the server's LISTEN
 * connection. While it is down notifications are lost, so every (re)connection counts as a change: a
 * page cached before an outage is never served after it, and nothing is cached until it listens.
 */
export function listenForCatalogChanges(listener: PgListener, changes: CatalogChanges): void {
  listener.on(CATALOG_CHANNEL, () => changes.emit());
  listener.onState((listening) => {
    changes.setHeard(listening);
    changes.emit();
  });
  changes.setHeard(false);
}
