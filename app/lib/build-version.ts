/**
 * Telling an open tab that a newer build is out ("a poll of builds/latest.json checks for app
 * updates"). The build writes its id there (react-router.config.ts) and the server gives every page
 * the id of the build that rendered it (RootData.buildId); when the two differ, the tab offers a
 * reload. It never reloads by itself: the buyer may be in the middle of a purchase.
 */

/** Served by the server with Cache-Control: no-cache (server/pages.ts). */
export const LATEST_BUILD_PATH = "/builds/latest.json";

/** How often a visible tab asks; a hidden one does not ask at all, and asks again on coming back. */
export const UPDATE_POLL_INTERVAL_MS = 5 * 60_000;

/** The id in a /builds/latest.json body, or null when the body is not one (a proxy's error page...). */
export function latestBuildId(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("id" in body)) return null;
  const { id } = body as { id: unknown };
  return typeof id === "string" && id.length > 0 ? id : null;
}

/** Whether the latest build is another one than the page's: any difference counts, ids are not ordered. */
export function isNewBuild(running: string, latest: string | null): boolean {
  return latest !== null && running.length > 0 && latest !== running;
}

/** What the watcher needs from the browser, so that tests can stand in for it. */
export interface UpdateWatchDeps {
  /** The body of /builds/latest.json (parsed JSON); rejects when it cannot be had. */
  fetchLatest: () => Promise<unknown>;
  isVisible: () => boolean;
  /** Calls back when the tab is shown again; returns how to stop listening. */
  onShown: (callback: () => void) => () => void;
}

/**
 * Polls every UPDATE_POLL_INTERVAL_MS while the tab is visible, and once whenever it is shown again;
 * calls `onNewBuild` once, the first time the latest build is not `running`. Failures (offline, the
 * file missing in development) are no news. Returns how to stop.
 */
export function watchForNewBuild(running: string, onNewBuild: () => void, deps: UpdateWatchDeps): () => void {
  let stopped = false;
  const check = async () => {
    if (stopped || !deps.isVisible()) return;
    let latest: string | null;
    try {
      latest = latestBuildId(await deps.fetchLatest());
    } catch {
      return;
    }
    if (stopped || !isNewBuild(running, latest)) return;
    stop();
    onNewBuild();
  };
  const timer = setInterval(() => void check(), UPDATE_POLL_INTERVAL_MS);
  const stopListening = deps.onShown(() => void check());
  function stop() {
    stopped = true;
    clearInterval(timer);
    stopListening();
  }
  return stop;
}
