import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and while React hydrates it, true from then on. Buttons that only
 * work with JavaScript are disabled until then: a tap on server-rendered HTML before the page's
 * script has taken over would otherwise be lost without a word (a star of the rating prompt, Pay).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
