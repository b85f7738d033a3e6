import { describe, expect, it } from "vitest";
import { decideLimitRelease } from "./purchase-limit-release";

describe("taking an order out of purchase limits", () => {
  const reason = "  Publisher: the card never arrived  ";

  it("releases a delivered order once, the reason trimmed; a second time records nothing new", () => {
    expect(decideLimitRelease({ status: "complete", limitReleasedAt: null }, reason)).toEqual({
      ok: true,
      outcome: "released",
      reason: "Publisher: the card never arrived",
    });
    expect(decideLimitRelease({ status: "complete", limitReleasedAt: new Date() }, reason)).toMatchObject({
      ok: true,
      outcome: "existing",
    });
  });

  it("refuses an order not delivered, and a reason under 3 or over 500 characters", () => {
    for (const status of ["in_progress", "awaiting_payment", "payment_failed", "delivery_failed", "canceled"] as const)
      expect(decideLimitRelease({ status, limitReleasedAt: null }, reason)).toMatchObject({
        ok: false,
        error: { code: "notDelivered" },
      });
    expect(decideLimitRelease({ status: "complete", limitReleasedAt: null }, " ab ")).toMatchObject({
      error: { code: "reasonInvalid" },
    });
    expect(decideLimitRelease({ status: "complete", limitReleasedAt: null }, "x".repeat(501))).toMatchObject({
      error: { code: "reasonInvalid" },
    });
  });
});
