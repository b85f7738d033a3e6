import { describe, expect, it } from "vitest";
import { convertIdr, priceFromCost, ruleFor, type MarginRule } from "./margin";

describe("margin math in integer minor units", () => {
  it("cost + percent + fixed, rounded up in rupiah", () => {
    expect(priceFromCost(10_000, { basisPoints: 1_500, fixedIdr: 500 }, "IDR", undefined)).toEqual({
      cost: 10_000,
      price: 12_000,
      margin: 2_000,
    });
    // 10 % of Rp 12.345 is Rp 1.234,5: the half rupiah goes up, then the next Rp 100.
    expect(priceFromCost(12_345, { basisPoints: 1_000, fixedIdr: 0 }, "IDR", undefined)).toEqual({
      cost: 12_345,
      price: 13_600,
      margin: 1_255,
    });
  });

  it("converts at the rate per Rp 1.000.000 and rounds per currency", () => {
    // $62.50 per Rp 1.000.000: Rp 16.000 costs 100 cents; +20 % is Rp 19.200 = 120 cents -> $1.29.
    expect(priceFromCost(16_000, { basisPoints: 2_000, fixedIdr: 0 }, "USD", 6_250)).toEqual({
      cost: 100,
      price: 129,
      margin: 29,
    });
    // 800 000 so'm per Rp 1.000.000: Rp 10.000 is 8 000 so'm; +10 % is 8 800.
    expect(priceFromCost(10_000, { basisPoints: 1_000, fixedIdr: 0 }, "UZS", 800_000)).toEqual({
      cost: 8_000,
      price: 8_800,
      margin: 800,
    });
    // 5 750 roubles (575 000 kopecks) per Rp 1.000.000: Rp 10.001 is 5 750,575 kopecks -> 5 751 (57,51 ₽) -> 58 ₽.
    expect(convertIdr(10_001, "RUB", 575_000)).toBe(5_751);
    expect(priceFromCost(10_001, { basisPoints: 0, fixedIdr: 0 }, "RUB", 575_000)?.price).toBe(5_800);
  });

  it("has no price in a currency without a rate", () => {
    expect(priceFromCost(10_000, { basisPoints: 1_000, fixedIdr: 0 }, "USD", undefined)).toBeUndefined();
  });

  it("shows a negative margin when the rule sells under cost", () => {
    expect(priceFromCost(10_000, { basisPoints: -2_000, fixedIdr: 0 }, "IDR", undefined)).toEqual({
      cost: 10_000,
      price: 8_000,
      margin: -2_000,
    });
  });

  it("stays exact for large costs (no float drift)", () => {
    expect(convertIdr(987_654_321, "USD", 6_173)).toBe(6_096_791);
  });
});

describe("rule precedence: product over game over shop", () => {
  const rules: MarginRule[] = [
    { scope: "shop", target: "", basisPoints: 1_000, fixedIdr: 0 },
    { scope: "game", target: "mobile-legends", basisPoints: 2_000, fixedIdr: 0 },
    { scope: "product", target: "ml-86", basisPoints: 3_000, fixedIdr: 0 },
  ];
  it("picks the narrowest rule that names the product", () => {
    expect(ruleFor(rules, { sku: "ml-86", gameSlug: "mobile-legends" })?.basisPoints).toBe(3_000);
    expect(ruleFor(rules, { sku: "ml-172", gameSlug: "mobile-legends" })?.basisPoints).toBe(2_000);
    expect(ruleFor(rules, { sku: "ff-140", gameSlug: "free-fire" })?.basisPoints).toBe(1_000);
  });
  it("has none without a shop-wide default", () => {
    expect(ruleFor(rules.slice(1), { sku: "ff-140", gameSlug: "free-fire" })).toBeUndefined();
  });
});
