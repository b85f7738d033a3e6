import { Suspense, type ComponentType } from "react";
import { lazyComponent } from "../lib/lazy-component";

/**
 * A part of a page that a buyer uses only after an interaction of their own, or never: the server
 * renders it in place, and its code arrives while the page hydrates, outside the page's first
 * download (scripts/page-chunks.ts, bench/history.md "The game page's weight"). Until then the part
 * is what the server sent; rendered anew in the browser before its code is in, it shows nothing (a
 * placeholder would only flicker: by then the code is nearly always in).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazyComponent(load) as ComponentType<P>;
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
