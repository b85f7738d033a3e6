import { describe, expect, it } from "vitest";
import type { MarginRule } from "./margin";
import { previewPrices, type PricedProduct } from "./price-preview";

const products: PricedProduct[] = [
  {
    sku: "al-300",
    gameSlug: "azur-lane",
    supplierSku: "AL300",
    prices: [
      { currency: "IDR", listAmount: 75_000 },
      { currency: "USD", listAmount: 499 },
    ],
  },
  { sku: "al-600", gameSlug: "azur-lane", supplierSku: null, prices: [{ currency: "IDR", listAmount: 150_000 }] },
  { sku: "ff-140", gameSlug: "free-fire", supplierSku: "FF140", prices: [{ currency: "IDR", listAmount: 20_000 }] },
];
const costs = new Map([
  ["AL300", 60_000],
  ["FF140", 17_000],
]);
const gameRule: MarginRule = { scope: "game", target: "azur-lane", basisPoints: 1_500, fixedIdr: 0 };

describe("the price preview", () => {
  it("shows current -> new, cost and margin for what the rule covers, and names what it cannot price", () => {
    const preview = previewPrices({ products, costs, rules: [gameRule], rates: {} });
    // Rp 60.000 + 15 % = Rp 69.000 (already a round Rp 100).
    expect(preview.rows).toEqual([
      {
        sku: "al-300",
        gameSlug: "azur-lane",
        currency: "IDR",
        current: 75_000,
        next: 69_000,
        cost: 60_000,
        margin: 9_000,
        rule: "game",
      },
    ]);
    expect(preview.noCost).toEqual(["al-600"]);
    expect(preview.noRate).toEqual(["USD"]);
    expect(preview.belowCost).toEqual([]);
  });

  it("prices from the cheapest open offer: another supplier's stored cost when lower, or when the list has none", () => {
    const preview = previewPrices({
      products: [
        { ...products[0]!, prices: [{ currency: "IDR", listAmount: 75_000 }], otherCosts: [58_000, 64_000] },
        { ...products[1]!, otherCosts: [120_000] },
      ],
      costs,
      rules: [gameRule],
      rates: {},
    });
    // Rp 58.000 + 15 % = Rp 66.700; Rp 120.000 + 15 % = Rp 138.000.
    expect(preview.rows.map(({ sku, cost, next }) => ({ sku, cost, next }))).toEqual([
      { sku: "al-300", cost: 58_000, next: 66_700 },
      { sku: "al-600", cost: 120_000, next: 138_000 },
    ]);
    expect(preview.noCost).toEqual([]);
  });

  it("leaves out prices that would not change", () => {
    const preview = previewPrices({
      products: [{ ...products[2]!, prices: [{ currency: "IDR", listAmount: 18_700 }] }],
      costs,
      rules: [{ scope: "shop", target: "", basisPoints: 1_000, fixedIdr: 0 }],
      rates: {},
    });
    expect(preview.rows).toEqual([]);
  });

  it("puts prices under cost aside", () => {
    const preview = previewPrices({
      products,
      costs,
      rules: [{ ...gameRule, basisPoints: -500 }],
      rates: {},
    });
    expect(preview.rows).toEqual([]);
    expect(preview.belowCost.map((row) => [row.sku, row.next, row.cost])).toEqual([["al-300", 57_000, 60_000]]);
  });

  it("has a token that changes when a cost, rule, rate or current price moves, and only then", () => {
    const base = { products, costs, rules: [gameRule], rates: { USD: 6_250 } };
    const token = previewPrices(base).token;
    expect(previewPrices(base).token).toBe(token);
    expect(previewPrices({ ...base, costs: new Map([...costs, ["AL300", 60_100]]) }).token).not.toBe(token);
    expect(previewPrices({ ...base, rules: [{ ...gameRule, fixedIdr: 1 }] }).token).not.toBe(token);
    expect(previewPrices({ ...base, rates: { USD: 6_251 } }).token).not.toBe(token);
    const moved = products.map((product) =>
      product.sku === "al-300" ? { ...product, prices: [{ currency: "IDR" as const, listAmount: 74_000 }] } : product,
    );
    expect(previewPrices({ ...base, products: moved }).token).not.toBe(token);
  });
});
