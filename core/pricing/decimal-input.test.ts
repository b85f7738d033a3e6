import { describe, expect, it } from "vitest";
import { formatDecimal, parseDecimal } from "./decimal-input";

describe("decimals as operators type them", () => {
  it.each([
    ["12,5", 2, 1_250],
    ["12.5", 2, 1_250],
    ["62.50", 2, 6_250],
    ["0", 2, 0],
    ["-3", 2, -300],
    ["800000", 0, 800_000],
  ] as const)("%s with %i digits is %i", (text, digits, value) => {
    expect(parseDecimal(text, digits)).toBe(value);
  });
  it.each([
    ["1.005", 2],
    ["1e3", 2],
    ["", 0],
    ["1,5", 0],
    ["abc", 2],
    ["1.000.000", 0],
  ] as const)("refuses %s with %i digits", (text, digits) => {
    expect(parseDecimal(text, digits)).toBeUndefined();
  });
  it("formats back", () => {
    expect(formatDecimal(1_250, 2)).toBe("12.5");
    expect(formatDecimal(6_250, 2)).toBe("62.5");
    expect(formatDecimal(-300, 2)).toBe("-3");
    expect(formatDecimal(800_000, 0)).toBe("800000");
  });
});
