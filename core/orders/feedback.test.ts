import { describe, expect, it } from "vitest";
import { reasonsFor, scoreBand, validFeedback } from "./feedback";

describe("order rating", () => {
  it("titles by score: bad, average (what kept us from 5 stars), good", () => {
    expect([1, 2, 3, 4, 5].map(scoreBand)).toEqual(["bad", "bad", "average", "average", "good"]);
  });

  it("offers the good reasons for 5 stars and the negative ones below", () => {
    expect(reasonsFor(5)).toContain("fastDelivery");
    expect(reasonsFor(5)).toHaveLength(7);
    expect(reasonsFor(3)).toEqual(["expensiveCommission", "slowService", "customerSupport", "confusing", "noRefund"]);
  });

  it("refuses stars outside 1-5, reasons of another score and an overlong comment", () => {
    const invalid = { ok: false, error: { code: "invalid" } };
    expect(validFeedback({ stars: 0, reasons: [] })).toEqual(invalid);
    expect(validFeedback({ stars: 4.5, reasons: [] })).toEqual(invalid);
    expect(validFeedback({ stars: 5, reasons: ["slowService"] })).toEqual(invalid);
    expect(validFeedback({ stars: 2, reasons: [], comment: "x".repeat(1_001) })).toEqual(invalid);
    expect(validFeedback({ stars: 5, reasons: ["fastDelivery", "fastDelivery"], comment: "  " })).toEqual({
      ok: true,
      feedback: { stars: 5, reasons: ["fastDelivery"], comment: null },
    });
  });
});
