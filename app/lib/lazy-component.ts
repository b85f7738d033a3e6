import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { chunkFailed } from "./page-recovery";

/**
 * React.lazy for a component that is a named export (`load` picks it from its module). When its
 * chunk does not load in the browser, the page recovers (app/lib/chunk-recovery.ts) and the
 * component stays on its placeholder until the page is reloaded or replaced by the error page. On
 * the server a failed import is a bug and is thrown.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      if (typeof window === "undefined") throw error;
      chunkFailed();
      return new Promise<never>(() => {});
    }
  });
}
