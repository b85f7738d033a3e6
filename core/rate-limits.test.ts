import { describe, expect, it } from "vitest";
import { failure } from "./failure";
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

  it("lets one address look a player up 20 times in ten minutes, then says when to try again", async () => {
    const limiter = createRateLimiter(memoryStore());
    for (let index = 0; index < 20; index++)
      expect(await limiter.check("lookup", { address: "10.0.0.1", target: "ml:123" }, start)).toEqual({ ok: true });
    const fourMinutesLater = new Date(start.getTime() + 4 * 60_000);
    expect(await limiter.check("lookup", { address: "10.0.0.1", target: "ml:123" }, fourMinutesLater)).toEqual(
      failure("rateLimited", { retryAfterSeconds: 6 * 60 }),
    );
    // Another player is not held up, nor the same player for someone else, and the next window starts afresh.
    expect(await limiter.check("lookup", { address: "10.0.0.1", target: "ml:456" }, fourMinutesLater)).toEqual({
      ok: true,
    });
    expect(await limiter.check("lookup", { address: "10.0.0.2", target: "ml:123" }, fourMinutesLater)).toEqual({
      ok: true,
    });
    const nextWindow = new Date(start.getTime() + 10 * 60_000);
    expect(await limiter.check("lookup", { address: "10.0.0.1", target: "ml:123" }, nextWindow)).toEqual({ ok: true });
  });

  it("a stranger's 15+ orders for a buyer's game ID are refused with a wait, and the buyer still orders from elsewhere", async () => {
    const limiter = createRateLimiter(memoryStore());
    const player = { target: "player:free-fire:123456789" };
    const stranger = await Promise.all(
      Array.from({ length: 40 }, () => limiter.check("orderCreate", { address: "10.6.6.6", ...player }, start)),
    );
    expect(stranger.filter((decision) => decision.ok)).toHaveLength(RATE_LIMITS.orderCreate.perRequesterTarget!.limit);
    expect(stranger.at(-1)).toEqual(failure("rateLimited", { retryAfterSeconds: 600 }));
    expect(await limiter.check("orderCreate", { address: "10.1.1.1", ...player }, start)).toEqual({ ok: true });
  });

  it("15+ wrong codes for a phone from one address do not lock its owner signing in from another", async () => {
    const limiter = createRateLimiter(memoryStore());
    const phone = { target: "phone:6281234567890" };
    for (let guess = 0; guess < 30; guess++) await limiter.check("codeCheck", { address: "10.6.6.6", ...phone }, start);
    expect((await limiter.check("codeCheck", { address: "10.6.6.6", ...phone }, start)).ok).toBe(false);
    expect(await limiter.check("codeCheck", { address: "10.2.2.2", ...phone }, start)).toEqual({ ok: true });
  });

  it("counts a signed-in buyer by their account, not by the address a stranger shares with them", async () => {
    const limiter = createRateLimiter(memoryStore());
    const player = { address: "10.7.7.7", target: "player:ml:55" };
    for (let order = 0; order < 20; order++) await limiter.check("orderCreate", player, start);
    expect((await limiter.check("orderCreate", player, start)).ok).toBe(false);
    expect(await limiter.check("orderCreate", { ...player, account: "buyer-1" }, start)).toEqual({ ok: true });
  });

  it("keeps each target's ceiling four times one requester's limit, counting only what requesters' own limits let through", async () => {
    for (const [action, rules] of Object.entries(RATE_LIMITS)) {
      if (!rules.perRequesterTarget) continue;
      expect(rules.perTarget, action).toBeDefined();
      expect(rules.perTarget!.windowSeconds, action).toBe(rules.perRequesterTarget.windowSeconds);
      expect(rules.perTarget!.limit, action).toBeGreaterThanOrEqual(4 * rules.perRequesterTarget.limit);
    }
    const limiter = createRateLimiter(memoryStore());
    const { perRequesterTarget, perTarget } = RATE_LIMITS.orderCreate;
    const target = "player:ml:77";
    // One requester hammering far past its own limit adds only its limit to the ceiling's count...
    for (let order = 0; order < 200; order++)
      await limiter.check("orderCreate", { address: "10.9.0.1", target }, start);
    // ...so the ceiling takes as many other requesters as it has room for, then refuses the next one.
    const room = perTarget!.limit - perRequesterTarget!.limit;
    let admitted = 0;
    for (let requester = 0; requester < room; requester++)
      if ((await limiter.check("orderCreate", { address: `10.9.1.${requester}`, target }, start)).ok) admitted += 1;
    expect(admitted).toBe(room);
    expect(await limiter.check("orderCreate", { address: "10.9.2.1", target }, start)).toEqual(
      failure("rateLimited", { retryAfterSeconds: 600 }),
    );
  });

  it("counts per address without a target, generously enough for buyers behind one carrier address", async () => {
    const limiter = createRateLimiter(memoryStore());
    const { limit, windowSeconds } = RATE_LIMITS.codeSend.perAddress;
    expect(windowSeconds).toBe(3600);
    for (let index = 0; index < limit; index++)
      expect((await limiter.check("codeSend", { address: "10.0.0.1" }, start)).ok).toBe(true);
    expect(await limiter.check("codeSend", { address: "10.0.0.1" }, start)).toEqual(
      failure("rateLimited", { retryAfterSeconds: 3600 }),
    );
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
