import { describe, expect, it } from "vitest";
import { createRateLimiter, RATE_LIMITS, type RateCounter, type RateLimitStore } from "./rate-limits";

function memoryStore(): RateLimitStore & { keys(): string[] } {
  const counts = new Map<string, number>();
  const id = (counter: RateCounter) => `${counter.key}@${counter.windowStart.toISOString()}`;
  return {
    async hit(counters) {
      return counters.map((counter) => {
        const next = (counts.get(id(counter)) ?? 0) + 1;
        counts.set(id(counter), next);
        return next;
      });
    },
    async prune() {
      return 0;
    },
    keys: () => [...counts.keys()],
  };
}

describe("rate limits", () => {
  const start = new Date("2026-11-23T10:00:00Z");

  it("lets a player be looked up 20 times in ten minutes, then says when to try again", async () => {
    const limiter = createRateLimiter(memoryStore());
    for (let index = 0; index < 20; index++)
      expect(await limiter.check("lookup", { address: "10.0.0.1", target: "ml:123" }, start)).toEqual({ ok: true });
    const fourMinutesLater = new Date(start.getTime() + 4 * 60_000);
    expect(await limiter.check("lookup", { address: "10.0.0.2", target: "ml:123" }, fourMinutesLater)).toEqual({
      ok: false,
      retryAfterSeconds: 6 * 60,
    });
    // Another player is not held up, and the next window starts afresh.
    expect(await limiter.check("lookup", { address: "10.0.0.1", target: "ml:456" }, fourMinutesLater)).toEqual({
      ok: true,
    });
    const nextWindow = new Date(start.getTime() + 10 * 60_000);
    expect(await limiter.check("lookup", { address: "10.0.0.1", target: "ml:123" }, nextWindow)).toEqual({ ok: true });
  });

  it("counts per address without a target, generously enough for buyers behind one carrier address", async () => {
    const limiter = createRateLimiter(memoryStore());
    const { limit, windowSeconds } = RATE_LIMITS.codeSend.perAddress;
    expect(windowSeconds).toBe(3600);
    for (let index = 0; index < limit; index++)
      expect((await limiter.check("codeSend", { address: "10.0.0.1" }, start)).ok).toBe(true);
    expect(await limiter.check("codeSend", { address: "10.0.0.1" }, start)).toEqual({
      ok: false,
      retryAfterSeconds: 3600,
    });
    expect((await limiter.check("codeSend", { address: "10.0.0.9" }, start)).ok).toBe(true);
  });

  it("keeps phone numbers and player IDs out of the counter keys", async () => {
    const store = memoryStore();
    await createRateLimiter(store).check("codeCheck", { address: "10.0.0.1", target: "phone:6281234567890" }, start);
    expect(store.keys().join(" ")).not.toContain("6281234567890");
  });

  it("counts nothing when turned off (test mode only, for load tests)", async () => {
    const store = memoryStore();
    const limiter = createRateLimiter(store, "off");
    for (let index = 0; index < 200; index++)
      expect((await limiter.check("orderCreate", { address: "10.0.0.1", target: "x" }, start)).ok).toBe(true);
    expect(store.keys()).toEqual([]);
  });
});
