import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  claimChunkReload,
  createChunkRecovery,
  type GuardStorage,
} from "./chunk-recovery";

/** A tab's sessionStorage: it outlives the reloads, as the real one does. */
function sessionStorage(): GuardStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

describe("the reload guard", () => {
  it("is 10 s", () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
  });

  it("allows one reload per 10 s", () => {
    const storage = sessionStorage();
    const start = 1_700_000_000_000;
    expect(claimChunkReload(storage, start)).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_KEY)).toBe(String(start));
    expect(claimChunkReload(storage, start + 1)).toBe(false);
    expect(claimChunkReload(storage, start + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimChunkReload(storage, start + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(claimChunkReload(storage, start + CHUNK_RELOAD_GUARD_MS + 1)).toBe(false);
  });

  it("does not block for good when the clock was set back", () => {
    const storage = sessionStorage();
    storage.setItem(CHUNK_RELOAD_KEY, String(2_000_000_000_000));
    expect(claimChunkReload(storage, 1_700_000_000_000)).toBe(true);
  });

  it("reloads nothing without a storage to guard with", () => {
    expect(claimChunkReload(null, Date.now())).toBe(false);
    const refusing: GuardStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(claimChunkReload(refusing, Date.now())).toBe(false);
  });
});

describe("recovering from a chunk that did not load", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-03-01T10:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  /** One page load of the tab: a fresh recovery over the tab's storage. */
  function pageLoad(storage: GuardStorage) {
    const go = vi.fn<(target: string) => void>();
    const recovery = createChunkRecovery({ storage: () => storage, now: () => Date.now(), go });
    return { recovery, go };
  }

  it("reloads at the address the buyer was going to, then refuses a second reload within 10 s", () => {
    const storage = sessionStorage();
    const first = pageLoad(storage);
    expect(first.recovery.failed("/mobile-legends?ref=home")).toEqual({
      kind: "reloading",
      target: "/mobile-legends?ref=home",
    });
    expect(first.go).toHaveBeenCalledWith("/mobile-legends?ref=home");

    // The reloaded page fails again 9.999 s later: the error page, no reload.
    vi.advanceTimersByTime(CHUNK_RELOAD_GUARD_MS - 1);
    const second = pageLoad(storage);
    const seen = vi.fn();
    second.recovery.subscribe(seen);
    expect(second.recovery.failed("/about")).toEqual({ kind: "blocked", target: "/about" });
    expect(second.go).not.toHaveBeenCalled();
    expect(seen).toHaveBeenCalledTimes(1);
    expect(second.recovery.outcome()).toEqual({ kind: "blocked", target: "/about" });
  });

  it("reloads again once 10 s have passed", () => {
    const storage = sessionStorage();
    pageLoad(storage).recovery.failed("/mobile-legends");
    vi.advanceTimersByTime(CHUNK_RELOAD_GUARD_MS);
    const later = pageLoad(storage);
    expect(later.recovery.failed("/about").kind).toBe("reloading");
    expect(later.go).toHaveBeenCalledWith("/about");
  });

  it("decides once per page: a second failure on the same page changes nothing", () => {
    const storage = sessionStorage();
    const page = pageLoad(storage);
    page.recovery.failed("/mobile-legends");
    expect(page.recovery.failed("/mobile-legends").kind).toBe("reloading");
    expect(page.go).toHaveBeenCalledTimes(1);
  });
});
