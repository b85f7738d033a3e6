/**
 * What a page does when a piece of its code (a chunk) does not load: after a deploy the
 * old build's hashed files are gone, so a tab opened before it fails the first time it needs one.
 * The page reloads, at the address the buyer was going to, at most once per CHUNK_RELOAD_GUARD_MS:
 * a failure again soon after a reload is not a deploy but something a reload will not cure, and the
 * buyer gets the error page with a reload button instead of a page that reloads forever.
 */

/** The guard interval: within this long of such a reload, no other one. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** When the last such reload happened (ms since the epoch), kept for the tab's session. */
export const CHUNK_RELOAD_KEY = "kupi.chunkReloadAt";

export type GuardStorage = Pick<Storage, "getItem" | "setItem">;

/**
 * Whether a reload may happen now; if so, notes it. No storage (blocked, full) means no guard, so no
 * reload either: the error page's button is the way on.
 */
export function claimChunkReload(storage: GuardStorage | null, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY));
    // A clock set back (last in the future) must not block reloads for good.
    if (Number.isFinite(last) && last > 0 && now >= last && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** The page is going to `target` anew, or gave up and shows the error page with a way to `target`. */
export type RecoveryOutcome = { kind: "reloading"; target: string } | { kind: "blocked"; target: string };

export interface ChunkRecovery {
  /**
   * A chunk did not load on the way to `target` (a path with its query and hash). The first failure
   * decides for the page; later ones (a route module and its preload, say) change nothing.
   */
  failed(target: string): RecoveryOutcome;
  outcome(): RecoveryOutcome | null;
  subscribe(listener: () => void): () => void;
}

export function createChunkRecovery(deps: {
  storage: () => GuardStorage | null;
  now: () => number;
  /** Loads `target` as a new document. */
  go: (target: string) => void;
}): ChunkRecovery {
  let outcome: RecoveryOutcome | null = null;
  const listeners = new Set<() => void>();
  return {
    failed(target) {
      if (outcome) return outcome;
      outcome = claimChunkReload(deps.storage(), deps.now())
        ? { kind: "reloading", target }
        : { kind: "blocked", target };
      if (outcome.kind === "reloading") deps.go(target);
      for (const listener of listeners) listener();
      return outcome;
    },
    outcome: () => outcome,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
