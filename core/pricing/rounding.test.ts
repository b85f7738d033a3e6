import { describe, expect, it } from "vitest";
import { roundPrice } from "./rounding";

describe("rounding a price to one that looks right (decision 018)", () => {
  it.each([
    ["IDR", 14_230, 14_300],
    ["IDR", 14_300, 14_300],
    ["IDR", 14_301, 14_400],
    ["IDR", 99_901, 100_000],
    ["IDR", 123_450, 124_000],
    ["IDR", 124_000, 124_000],
    ["IDR", 0, 100],
    ["USD", 143, 149],
    ["USD", 149, 149],
    ["USD", 150, 159],
    ["USD", 5, 9],
    ["USD", 999, 999],
    ["USD", 1_000, 1_099],
    ["USD", 1_210, 1_299],
    ["USD", 1_299, 1_299],
    ["USD", 1_300, 1_399],
    ["RUB", 9_501, 9_600],
    ["RUB", 9_600, 9_600],
    ["UZS", 12_801, 12_900],
    ["UZS", 12_900, 12_900],
  ] as const)("%s %i -> %i", (currency, amount, rounded) => {
    expect(roundPrice(amount, currency)).toBe(rounded);
  });

  it("never rounds down, across every amount up to Rp 300.000 / $30", () => {
    for (let amount = 0; amount <= 300_000; amount += 7) {
      expect(roundPrice(amount, "IDR")).toBeGreaterThanOrEqual(amount);
      expect(roundPrice(amount, "IDR") - amount).toBeLessThan(1_000);
    }
    for (let amount = 0; amount <= 3_000; amount++) {
      const usd = roundPrice(amount, "USD");
      expect(usd).toBeGreaterThanOrEqual(amount);
      expect(usd % 10).toBe(9);
    }
  });

  it("refuses what is not a whole minor amount", () => {
    expect(() => roundPrice(10.5, "IDR")).toThrow(RangeError);
    expect(() => roundPrice(-1, "USD")).toThrow(RangeError);
  });
});
