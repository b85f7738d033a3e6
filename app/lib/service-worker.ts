import { useEffect } from "react";

/** Served by the server at the root, so its scope is the whole shop (server/pages.ts). */
export const SERVICE_WORKER_PATH = "/sw.js";

/**
 * Registers the service worker (decision 066) once the page has loaded, so it never competes with
 * the page's own requests; a browser without service workers, or development, goes without.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
    const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined);
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, []);
}
