import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";

const STORAGE_KEY = "previousPath";
const PreviousPathContext = createContext<string | undefined>(undefined);

/**
 * Remembers the path before the current one on every navigation (SPEC §2), so that "back" buttons
 * can return where the buyer came from. Kept in sessionStorage too, so a full page load (a payment
 * provider's redirect, a reload) does not forget it.
 */
export function PreviousPathProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const here = location.pathname + location.search;
  const current = useRef<string | undefined>(undefined);
  const [previous, setPrevious] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (current.current === undefined) {
      // First render in this tab: restore what the last page of this tab remembered.
      const stored = sessionStorage.getItem(STORAGE_KEY) ?? undefined;
      const last = sessionStorage.getItem(`${STORAGE_KEY}.current`) ?? undefined;
      const restored = last && last !== here ? last : stored;
      if (restored && restored !== here) setPrevious(restored);
    } else if (current.current !== here) {
      setPrevious(current.current);
      sessionStorage.setItem(STORAGE_KEY, current.current);
    }
    current.current = here;
    sessionStorage.setItem(`${STORAGE_KEY}.current`, here);
  }, [here]);

  return <PreviousPathContext.Provider value={previous}>{children}</PreviousPathContext.Provider>;
}

/** The path (with query) of the page before this one in this tab, if any. */
export function usePreviousPath(): string | undefined {
  return useContext(PreviousPathContext);
}
