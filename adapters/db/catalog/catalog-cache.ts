import type { CatalogChanges } from "../../../core/catalog/catalog-changes";

/**
 * The catalog rows a quote, an order and a game page read (games, products, prices), kept in memory
 * (docs/decisions/027-checkout-throughput.md). Emptied by the same catalog-change event as the page
 * cache (decision 026): a console write empties this server's copy when it returns and every other
 * server's when PostgreSQL's notification arrives. While that notification cannot be heard, nothing
 * is served from here or stored: every read goes to the database, as before the cache.
 */
export interface CatalogCache {
  /** The value under `key`, loaded once by `load` and shared by every caller until a change. */
  read<T>(key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
}

/** Entries older than this are read again: a server deployed with new seed data announces nothing. */
const MAX_AGE_MS = 30_000;
/** The keys come from a closed set (games × currencies); a bound all the same, should that change. */
const MAX_ENTRIES = 1_000;

/** Rows shared by every request must not be changed by one: frozen all the way down. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function createCatalogCache(changes: CatalogChanges, clock: () => number = Date.now): CatalogCache {
  const entries = new Map<string, { value: Promise<unknown>; at: number }>();
  changes.subscribe(() => entries.clear());
  return {
    read<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
      if (!changes.heard()) return load();
      const now = clock();
      const hit = entries.get(key);
      if (hit && now - hit.at < MAX_AGE_MS) return hit.value as Promise<T>;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      // The promise is stored at once, so concurrent requests share one read; a change meanwhile
      // drops it (the map is emptied), so no later request gets rows read before the change.
      const value = load().then(deepFreeze);
      const entry = { value, at: now };
      entries.set(key, entry);
      value.then(
        (loaded) => {
          if (!keep(loaded) && entries.get(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
  };
}

/** No cache: every read goes to the database (repositories built without the change events). */
export const uncached: CatalogCache = { read: (_key, load) => load() };
