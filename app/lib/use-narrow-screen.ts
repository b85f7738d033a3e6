import { useSyncExternalStore } from "react";
import { NARROW_SCREEN_QUERY } from "../../core/support/support-links";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Whether the screen is narrower than WIDE_SCREEN_MIN_WIDTH_PX, as the browser's media query says,
 * and again when it changes (a phone turned sideways). The server cannot know: it renders the narrow
 * answer (most buyers are on phones) and React switches right after hydration, without a mismatch.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_SCREEN_QUERY).matches,
    () => true,
  );
}
