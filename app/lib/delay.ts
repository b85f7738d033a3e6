/**
 * "The lazy-component delay is 200 ms": a lazy component's placeholder shows only once its
 * code has taken this long, so a fast load never flashes a placeholder.
 */
export const LAZY_PLACEHOLDER_DELAY_MS = 200;

/** A flag that turns true `ms` after someone first watches it (a store for useSyncExternalStore). */
export interface Delay {
  elapsed(): boolean;
  /** Starts the clock on the first listener; the last one leaving stops it. */
  subscribe(listener: () => void): () => void;
}

export function createDelay(ms: number): Delay {
  let elapsed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  return {
    elapsed: () => elapsed,
    subscribe(listener) {
      listeners.add(listener);
      if (!elapsed && timer === undefined) {
        timer = setTimeout(() => {
          timer = undefined;
          elapsed = true;
          for (const each of listeners) each();
        }, ms);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer !== undefined) {
          clearTimeout(timer);
          timer = undefined;
        }
      };
    },
  };
}
