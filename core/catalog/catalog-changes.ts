/**
 * "The catalog, its prices or its reviews changed": what buyers see on catalog pages is no longer
 * what a cache holds. Raised in this process when the console's write returns (so the operator's next look is
 * fresh), and relayed from other processes on the same database (adapters/db/catalog/catalog-change-events.ts).
 */
export interface CatalogChanges {
  /** Calls the listener on every change until the returned function is called. */
  subscribe(listener: () => void): () => void;
  emit(): void;
  /**
   * Whether every change reaches this process now. False while the relay from the database is down:
   * another server's change would go unnoticed, so nothing may be served from a cache meanwhile.
   */
  heard(): boolean;
  setHeard(heard: boolean): void;
}

export function createCatalogChanges(): CatalogChanges {
  const listeners = new Set<() => void>();
  let heard = true;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit() {
      for (const listener of listeners) listener();
    },
    heard: () => heard,
    setHeard(value) {
      heard = value;
    },
  };
}
