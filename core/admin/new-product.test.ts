import { describe, expect, it } from "vitest";
import { NEW_SKU_PATTERN, productLacks } from "./new-product";

describe("a product added in the console", () => {
  it("takes SKUs shaped like the catalog files' and refuses spaces, capitals and loose dashes", () => {
    for (const sku of ["ml-86", "pubg-660", "al-welcome-pack", "x1"]) expect(NEW_SKU_PATTERN.test(sku), sku).toBe(true);
    for (const sku of ["ML-86", "ml 86", "-ml", "ml-", "ml--86", "ml_86", "ml.86", ""])
      expect(NEW_SKU_PATTERN.test(sku), sku).toBe(false);
  });

  it("lacks a price until it has one in some market, and being switched on until it is", () => {
    expect(productLacks({ active: false, prices: [] })).toEqual(["price", "switchedOff"]);
    expect(productLacks({ active: false, prices: [{ currency: "USD" }] })).toEqual(["switchedOff"]);
    expect(productLacks({ active: true, prices: [{ currency: "IDR" }] })).toEqual([]);
  });
});
