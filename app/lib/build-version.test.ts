import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isNewBuild, latestBuildId, UPDATE_POLL_INTERVAL_MS, watchForNewBuild } from "./build-version";

describe("the build versions", () => {
  it("reads the id of /builds/latest.json and nothing else", () => {
    expect(latestBuildId({ id: "47e822a3" })).toBe("47e822a3");
    expect(latestBuildId({ id: "" })).toBeNull();
    expect(latestBuildId({ id: 7 })).toBeNull();
    expect(latestBuildId("<html>")).toBeNull();
    expect(latestBuildId(null)).toBeNull();
  });

  it("calls any other id a new build, and no id none", () => {
    expect(isNewBuild("47e822a3", "9c01b2d4")).toBe(true);
    expect(isNewBuild("47e822a3", "47e822a3")).toBe(false);
    expect(isNewBuild("47e822a3", null)).toBe(false);
    expect(isNewBuild("", "47e822a3")).toBe(false);
  });
});

describe("watching for a new build", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function browser(latest: () => unknown) {
    const state = { visible: true, shown: undefined as (() => void) | undefined, fetches: 0 };
    const deps = {
      fetchLatest: async () => {
        state.fetches += 1;
        return latest();
      },
      isVisible: () => state.visible,
      onShown: (callback: () => void) => {
        state.shown = callback;
        return () => (state.shown = undefined);
      },
    };
    return { state, deps };
  }

  it("asks every 5 minutes and tells once when the build changed", async () => {
    let latest = "old";
    const { state, deps } = browser(() => ({ id: latest }));
    const found = vi.fn();
    watchForNewBuild("old", found, deps);

    await vi.advanceTimersByTimeAsync(UPDATE_POLL_INTERVAL_MS - 1);
    expect(state.fetches).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.fetches).toBe(1);
    expect(found).not.toHaveBeenCalled();

    latest = "new";
    await vi.advanceTimersByTimeAsync(UPDATE_POLL_INTERVAL_MS);
    expect(found).toHaveBeenCalledTimes(1);
    // Told once; then it stops asking.
    await vi.advanceTimersByTimeAsync(3 * UPDATE_POLL_INTERVAL_MS);
    expect(state.fetches).toBe(2);
    expect(found).toHaveBeenCalledTimes(1);
    expect(state.shown).toBeUndefined();
  });

  it("does not ask from a hidden tab, and asks as soon as it is shown again", async () => {
    const { state, deps } = browser(() => ({ id: "new" }));
    const found = vi.fn();
    watchForNewBuild("old", found, deps);

    state.visible = false;
    await vi.advanceTimersByTimeAsync(10 * UPDATE_POLL_INTERVAL_MS);
    expect(state.fetches).toBe(0);

    state.visible = true;
    state.shown?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.fetches).toBe(1);
    expect(found).toHaveBeenCalledTimes(1);
  });

  it("takes a failed or odd answer for no news", async () => {
    let answer: () => unknown = () => {
      throw new Error("offline");
    };
    const { deps } = browser(() => answer());
    const found = vi.fn();
    watchForNewBuild("old", found, deps);
    await vi.advanceTimersByTimeAsync(UPDATE_POLL_INTERVAL_MS);
    answer = () => "<html>502</html>";
    await vi.advanceTimersByTimeAsync(UPDATE_POLL_INTERVAL_MS);
    expect(found).not.toHaveBeenCalled();
    answer = () => ({ id: "new" });
    await vi.advanceTimersByTimeAsync(UPDATE_POLL_INTERVAL_MS);
    expect(found).toHaveBeenCalledTimes(1);
  });

  it("stops when told to", async () => {
    const { state, deps } = browser(() => ({ id: "new" }));
    const found = vi.fn();
    const stop = watchForNewBuild("old", found, deps);
    stop();
    await vi.advanceTimersByTimeAsync(2 * UPDATE_POLL_INTERVAL_MS);
    expect(state.fetches).toBe(0);
    expect(found).not.toHaveBeenCalled();
  });
});
