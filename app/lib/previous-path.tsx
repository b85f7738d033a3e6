import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { useLocation } from "react-router";

const STORAGE_KEY = "previousPath";
const PreviousPathContext = createContext<string | undefined>(undefined);

interface Left {
  previous: string | undefined;
  current: string | undefined;
}

/**
 * What the tab's last page left in sessionStorage, read when the page loads: the provider's effect
 * overwrites it with this page's own path right after, and the storage exists only in the browser.
 */
const LEFT_BY_LAST_PAGE: Left | undefined =
  typeof sessionStorage === "undefined"
    ? undefined
    : {
        previous: sessionStorage.getItem(STORAGE_KEY) ?? undefined,
        current: sessionStorage.getItem(`${STORAGE_KEY}.current`) ?? undefined,
      };
const neverChanges = () => () => {};

/** The page before `here` as the last page load of this tab knew it (a provider's redirect, a reload). */
function restored(left: Left | undefined, here: string): string | undefined {
  const candidate = left?.current && left.current !== here ? left.current : left?.previous;
  return candidate && candidate !== here ? candidate : undefined;
}

/**
 * Remembers the path before the current one on every navigation, so that "back" buttons
 * can return where the buyer came from. Kept in sessionStorage too, so a full page load (a payment
 * provider's redirect, a reload) does not forget it.
 */
export function PreviousPathProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const here = location.pathname + location.search;
  // Adjusted while rendering (not in an effect) so a navigation renders once, already knowing where from.
  const [trail, setTrail] = useState<{ here: string; previous?: string }>({ here });
  if (trail.here !== here) setTrail({ here, previous: trail.here });
  // The server and the hydrating render know no storage; React renders again with it right after.
  const left = useSyncExternalStore(
    neverChanges,
    () => LEFT_BY_LAST_PAGE,
    () => undefined,
  );
  const previous = trail.previous ?? restored(left, here);

  useEffect(() => {
    if (trail.previous !== undefined) sessionStorage.setItem(STORAGE_KEY, trail.previous);
    sessionStorage.setItem(`${STORAGE_KEY}.current`, here);
  }, [here, trail.previous]);

  return <PreviousPathContext.Provider value={previous}>{children}</PreviousPathContext.Provider>;
}

/** The path (with query) of the page before this one in this tab, if any. */
export function usePreviousPath(): string | undefined {
  return useContext(PreviousPathContext);
}
