import { createChunkRecovery, type ChunkRecovery } from "./chunk-recovery";

/**
 * The browser's side of app/lib/chunk-recovery.ts: where failed chunks are noticed and how the page
 * gets to where the buyer was going.
 */

/** React Router's router, which HydratedRouter keeps on window; only its pending navigation is read. */
interface RouterWindow {
  __reactRouterDataRouter?: {
    state: { navigation: { state: string; location?: { pathname: string; search: string; hash: string } } };
  };
}

/** Where the client-side navigation under way is going, or null when none is. */
export function pendingNavigationTarget(): string | null {
  const navigation = (window as RouterWindow).__reactRouterDataRouter?.state.navigation;
  if (!navigation || navigation.state === "idle" || !navigation.location) return null;
  const { pathname, search, hash } = navigation.location;
  return pathname + search + hash;
}

function here(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

/** Set while the page reloads on purpose, so that the navigate listener lets that reload be. */
let reloadingOnPurpose = false;

/** Loads `target` as a new document (a reload when it is the address the page is at). */
export function reloadTo(target: string): void {
  if (target === here()) {
    reloadingOnPurpose = true;
    window.location.reload();
  } else {
    window.location.assign(target);
  }
}

/** Reloads the page where it is (the update banner's button). */
export function reloadPage(): void {
  reloadTo(here());
}

let recovery: ChunkRecovery | undefined;

/** The page's one recovery (browser only). */
export function pageRecovery(): ChunkRecovery {
  recovery ??= createChunkRecovery({
    storage: () => {
      try {
        return window.sessionStorage;
      } catch {
        return null;
      }
    },
    now: () => Date.now(),
    go: reloadTo,
  });
  return recovery;
}

/** A chunk the page needs now failed: recover towards the navigation under way, else this page. */
export function chunkFailed(): void {
  pageRecovery().failed(pendingNavigationTarget() ?? here());
}

/**
 * Listens for failed chunks; returns how to stop.
 * - `vite:preloadError`: Vite's dynamic imports in the app's code (lazy components) failing.
 * - React Router's route modules: when one fails to import, React Router reloads the page it is on
 *   (its loadRouteModule), which brings the buyer back where they were and may loop. That reload is
 *   the only one a script asks for while one of its navigations is pending, so the Navigation API's
 *   `navigate` event cancels it and the recovery goes to the navigation's target instead. Browsers
 *   without that API keep React Router's own reload.
 */
export function installChunkRecovery(): () => void {
  const onPreloadError = () => chunkFailed();
  window.addEventListener("vite:preloadError", onPreloadError);
  const navigation = (window as { navigation?: Navigation }).navigation;
  const onNavigate = (event: NavigateEvent) => {
    if (event.navigationType !== "reload" || !event.cancelable || event.userInitiated || reloadingOnPurpose) return;
    const target = pendingNavigationTarget();
    if (target === null) return;
    event.preventDefault();
    pageRecovery().failed(target);
  };
  navigation?.addEventListener("navigate", onNavigate);
  return () => {
    window.removeEventListener("vite:preloadError", onPreloadError);
    navigation?.removeEventListener("navigate", onNavigate);
  };
}
