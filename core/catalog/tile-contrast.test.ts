import { describe, expect, it } from "vitest";
import { contrastRatio } from "./tile-contrast";

describe("contrastRatio", () => {
  it("gives WCAG's figures: 21:1 for black on white, 4.48:1 for #777777 on white, 1:1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#777777")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#3157e0", "#3157e0")).toBe(1);
  });
});
