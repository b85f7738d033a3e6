import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY } from "./chunk-recovery";
import { FIRST_LOAD_RECOVERY_SCRIPT } from "./first-load-recovery";

type Listener = (event: { target: unknown }) => void;

/** A page's window as the inline script sees it, with its session storage and a clock. */
function loadPage(stored: Record<string, string> = {}, now = 1_000_000) {
  const listeners = new Map<string, Set<Listener>>();
  const storage = new Map(Object.entries(stored));
  const page = {
    reloads: 0,
    storage,
    now,
    fire(type: string, target: unknown = {}) {
      for (const listener of [...(listeners.get(type) ?? [])]) listener({ target });
    },
  };
  runInNewContext(FIRST_LOAD_RECOVERY_SCRIPT, {
    addEventListener: (type: string, listener: Listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: Listener) => listeners.get(type)?.delete(listener),
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    location: { reload: () => (page.reloads += 1) },
    Date: { now: () => page.now },
  });
  return page;
}

const module = (name: string) => ({ src: `https://kupi.id/assets/${name}.js` });

describe("the first load's recovery", () => {
  it("reloads once when one of the page's modules fails, and notes when", () => {
    const page = loadPage();
    page.fire("error", module("game-NhuPUECu"));
    page.fire("error", { href: "https://kupi.id/assets/framework-Dkw-06tP.js" });
    expect(page.reloads).toBe(1);
    expect(page.storage.get(CHUNK_RELOAD_KEY)).toBe("1000000");
  });

  it("does not reload again within 10 s of the last such reload, and does after", () => {
    const soon = loadPage({ [CHUNK_RELOAD_KEY]: String(1_000_000 - CHUNK_RELOAD_GUARD_MS + 1) });
    soon.fire("error", module("root-CAWtnyNo"));
    expect(soon.reloads).toBe(0);
    const later = loadPage({ [CHUNK_RELOAD_KEY]: String(1_000_000 - CHUNK_RELOAD_GUARD_MS) });
    later.fire("error", module("root-CAWtnyNo"));
    expect(later.reloads).toBe(1);
  });

  it("leaves other failures alone: an image, another site's script, anything once the page has loaded", () => {
    const page = loadPage();
    page.fire("error", { src: "https://kupi.id/assets/mlbb-art.webp" });
    page.fire("error", { src: "https://telegram.org/js/telegram-widget.js" });
    page.fire("error", {});
    page.fire("load");
    page.fire("error", module("order-summary-Bq1x2c3d"));
    expect(page.reloads).toBe(0);
  });

  it("reloads nothing without a session storage to guard with", () => {
    const page = loadPage();
    page.storage.set = () => {
      throw new Error("QuotaExceededError");
    };
    page.fire("error", module("game-NhuPUECu"));
    expect(page.reloads).toBe(0);
  });
});
