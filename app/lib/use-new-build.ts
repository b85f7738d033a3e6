import { useEffect, useState } from "react";
import { LATEST_BUILD_PATH, watchForNewBuild } from "./build-version";

/** Whether a newer build than `running` (the page's own) has been published since the page loaded. */
export function useNewBuild(running: string | undefined): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!running) return;
    return watchForNewBuild(running, () => setAvailable(true), {
      fetchLatest: async () => {
        const response = await fetch(LATEST_BUILD_PATH, { cache: "no-store", headers: { Accept: "application/json" } });
        if (!response.ok) throw new Error(`${LATEST_BUILD_PATH}: ${response.status}`);
        return response.json();
      },
      isVisible: () => document.visibilityState === "visible",
      onShown: (callback) => {
        const listener = () => {
          if (document.visibilityState === "visible") callback();
        };
        document.addEventListener("visibilitychange", listener);
        return () => document.removeEventListener("visibilitychange", listener);
      },
    });
  }, [running]);
  return available;
}
