import type { CatalogChanges } from "../catalog/catalog-changes";
import type { CatalogAdminStore } from "./catalog-admin-store";

/** The store's writes that change what buyers see (a supplier SKU mapping shows on no page). */
const VISIBLE_WRITES = [
  "updateGame",
  "updateProduct",
  "saveRule",
  "removeRule",
  "setRate",
  "applyPrices",
  "setSale",
] as const;

/**
 * The console's catalog store, announcing each visible write once it has committed: the page cache of
 * this process drops its pages before the operator's request returns, so the next page shows the new
 * price. (The store itself tells the other processes, from inside the write's transaction.)
 */
export function announcingCatalogChanges(store: CatalogAdminStore, changes: CatalogChanges): CatalogAdminStore {
  const announced: Partial<CatalogAdminStore> = {};
  for (const name of VISIBLE_WRITES) {
    const write = store[name] as (...args: unknown[]) => Promise<unknown>;
    (announced as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      try {
        return await write.apply(store, args);
      } finally {
        // Also after a failure: a write that committed and then lost its connection still changed the catalog.
        changes.emit();
      }
    };
  }
  return { ...store, ...announced };
}
