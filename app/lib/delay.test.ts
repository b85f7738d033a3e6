import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDelay, LAZY_PLACEHOLDER_DELAY_MS } from "./delay";

describe("the lazy-component delay", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is 200 ms", () => {
    expect(LAZY_PLACEHOLDER_DELAY_MS).toBe(200);
  });

  it("shows nothing before 200 ms and the placeholder from then on", () => {
    const delay = createDelay(LAZY_PLACEHOLDER_DELAY_MS);
    const changed = vi.fn();
    delay.subscribe(changed);
    vi.advanceTimersByTime(LAZY_PLACEHOLDER_DELAY_MS - 1);
    expect(delay.elapsed()).toBe(false);
    expect(changed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(delay.elapsed()).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("counts from when it is first watched (mounted), not from when it was made", () => {
    const delay = createDelay(LAZY_PLACEHOLDER_DELAY_MS);
    vi.advanceTimersByTime(1_000);
    expect(delay.elapsed()).toBe(false);
    delay.subscribe(() => {});
    vi.advanceTimersByTime(LAZY_PLACEHOLDER_DELAY_MS);
    expect(delay.elapsed()).toBe(true);
  });

  it("never fires once the component is gone (loaded fast)", () => {
    const delay = createDelay(LAZY_PLACEHOLDER_DELAY_MS);
    const changed = vi.fn();
    const unsubscribe = delay.subscribe(changed);
    vi.advanceTimersByTime(50);
    unsubscribe();
    vi.advanceTimersByTime(1_000);
    expect(changed).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
