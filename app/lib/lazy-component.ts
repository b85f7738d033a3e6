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
  if (typeof window === "undefined") return preloadedOnServer(load);
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch {
      chunkFailed();
      return new Promise<never>(() => {});
    }
  });
}

/**
 * On the server the module is loaded when the route module is (at start), and once it is, React gets
 * it through a thenable that resolves at once: React renders a lazy component in place when its
 * loader has resolved synchronously, where a promise, even a settled one, suspends the render and the
 * component arrives at the end of the page, to be swapped in by a script after the first paint (the
 * order page's rating prompt moved the order's details down: a layout shift).
 */
function preloadedOnServer<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  let loaded: { default: ComponentType<P> } | undefined;
  const loading = load().then((component) => (loaded = { default: component }));
  // A failure is thrown where the component renders; until then it is not an unhandled rejection.
  loading.catch(() => {});
  return lazy(() => {
    if (!loaded) return loading;
    const module = loaded;
    // React only calls `then` with its two callbacks and reads nothing else of it.
    const settled = { then: (onLoaded: (value: typeof module) => void) => onLoaded(module) };
    return settled as unknown as Promise<typeof module>;
  });
}
