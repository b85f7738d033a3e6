import { describe, expect, it } from "vitest";
import { failure } from "../failure";
import { rateOrder, reasonsFor, scoreBand, validFeedback, type FeedbackStore } from "./feedback";

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

  it("rates through the store's answer: saved, or refused with the store's reason; a malformed rating never reaches it", async () => {
    const saves: string[] = [];
    const store = (answer: Awaited<ReturnType<FeedbackStore["saveFeedback"]>>) => ({
      saveFeedback: async (orderId: string) => {
        saves.push(orderId);
        return answer;
      },
    });
    const rating = { stars: 2, reasons: ["slowService"], comment: " late " };
    expect(await rateOrder(store("saved"), "o-1", rating, null)).toEqual({
      ok: true,
      feedback: { stars: 2, reasons: ["slowService"], comment: "late" },
    });
    expect(await rateOrder(store("notComplete"), "o-2", rating, null)).toEqual(failure("notComplete"));
    expect(await rateOrder(store("alreadyRated"), "o-3", rating, "u-1")).toEqual(failure("alreadyRated"));
    expect(await rateOrder(store("saved"), "o-4", { stars: 6, reasons: [] }, null)).toEqual(failure("invalid"));
    expect(saves).toEqual(["o-1", "o-2", "o-3"]);
  });
});
