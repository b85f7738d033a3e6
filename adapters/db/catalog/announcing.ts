import type { CatalogChanges } from "../../../core/catalog/catalog-changes";

/**
 * A write that changes what anonymous pages show, announced to this process once it returns, whether
 * it succeeded or not, so that this server's next page is fresh at once; the write itself tells the
 * other processes through the database (catalog-change-events.ts).
 */
export function announcing<A extends unknown[], R>(
  write: (...args: A) => Promise<R>,
  changes: CatalogChanges,
): (...args: A) => Promise<R> {
  return async (...args) => {
    try {
      return await write(...args);
    } finally {
      changes.emit();
    }
  };
}
