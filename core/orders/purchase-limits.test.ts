import { describe, expect, it } from "vitest";
import { GAME_DEFINITIONS } from "../../catalog/definitions";
import { checkPurchaseLimit, type PastPurchase } from "./purchase-limits";

const NOW = new Date("2026-11-22T12:00:00Z");
const daysAgo = (days: number): PastPurchase => ({ at: new Date(NOW.getTime() - days * 86_400_000), quantity: 1 });
const product = (slug: string, match: (sku: string) => boolean) => {
  const found = GAME_DEFINITIONS.find((game) => game.slug === slug)!.products.find((item) => match(item.sku));
  if (!found) throw new Error(`no product in ${slug}`);
  return { limit: found.limit ?? null, durationDays: found.durationDays ?? null };
};
const check = (item: ReturnType<typeof product>, history: PastPurchase[], quantity = 1) =>
  checkPurchaseLimit(item, quantity, history, NOW);

describe("purchase limits", () => {
  it("Genshin's moon pass: at most 180 days per account, so six stacked and no seventh", () => {
    const welkin = product("genshin", (sku) => /welkin|moon/.test(sku));
    const five = Array.from({ length: 5 }, () => daysAgo(0));
    expect(check(welkin, five)).toBeNull();
    expect(check(welkin, [...five, daysAgo(0)])).toEqual({
      code: "limit.maxStackedDays",
      maxDays: 180,
      remainingDays: 180,
    });
    // Ten days into six stacked passes, 170 days remain: a seventh would reach 200 days.
    const sixTenDaysAgo = Array.from({ length: 6 }, () => daysAgo(10));
    expect(check(welkin, sixTenDaysAgo.slice(0, 5))).toBeNull();
    expect(check(welkin, sixTenDaysAgo)).toEqual({ code: "limit.maxStackedDays", maxDays: 180, remainingDays: 170 });
  });

  it("Zenless Zone Zero's membership: 30 days each, at most 5 at once and at most 179 days", () => {
    const membership = product("zenless-zone-zero", (sku) => /inter-knot|membership|monthly/.test(sku));
    expect(
      check(
        membership,
        Array.from({ length: 4 }, () => daysAgo(1)),
      ),
    ).toBeNull();
    // Five at once would be 150 days: allowed by days, refused by count once five are running.
    expect(
      check(
        membership,
        Array.from({ length: 5 }, () => daysAgo(1)),
      ),
    ).toEqual({ code: "limit.maxActive", max: 5 });
    expect(check(membership, [], 6)).toEqual({ code: "limit.maxActive", max: 5 });
  });

  it("Honor of Kings' weekly card: once a week, never while one is running", () => {
    const weekly = product("honor-of-kings", (sku) => /weekly/.test(sku));
    expect(check(weekly, [])).toBeNull();
    expect(check(weekly, [daysAgo(6)])).toEqual({ code: "limit.perWindow", count: 1, window: "week" });
    expect(check(weekly, [daysAgo(8)])).toBeNull();
    expect(check(weekly, [], 2)).toEqual({ code: "limit.perWindow", count: 1, window: "week" });
  });

  it("Identity V: each package once a month", () => {
    const identity = GAME_DEFINITIONS.find((game) => game.slug === "identity-v")!;
    const limited = identity.products.filter((item) => item.limit);
    expect(limited.length).toBeGreaterThanOrEqual(3);
    for (const item of limited) {
      const itemLimit = { limit: item.limit ?? null, durationDays: item.durationDays ?? null };
      expect(check(itemLimit, [daysAgo(29)])).toEqual({ code: "limit.perWindow", count: 1, window: "month" });
      expect(check(itemLimit, [daysAgo(31)])).toBeNull();
    }
  });

  it("Dragonheir's 30-day contract and Tarisland's passes: one at a time", () => {
    const contract = product("dragonheir", (sku) => /contract|pass|monthly/.test(sku));
    expect(contract.durationDays).toBe(30);
    expect(check(contract, [daysAgo(29)])).toEqual({ code: "limit.notWhileActive", activeDays: 1 });
    expect(check(contract, [daysAgo(30)])).toBeNull();
    const tarisland = GAME_DEFINITIONS.find((game) => game.slug === "tarisland")!.products.filter((item) => item.limit);
    expect(tarisland.map((item) => item.durationDays).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([7, 30, 180]);
    for (const item of tarisland) {
      const pass = { limit: item.limit ?? null, durationDays: item.durationDays ?? null };
      expect(check(pass, [daysAgo(1)])).toMatchObject({ code: "limit.notWhileActive" });
      expect(check(pass, [daysAgo(item.durationDays!)])).toBeNull();
    }
  });

  it("an item without a limit is never refused", () => {
    expect(
      check(
        { limit: null, durationDays: null },
        Array.from({ length: 50 }, () => daysAgo(0)),
        10,
      ),
    ).toBeNull();
  });
});
