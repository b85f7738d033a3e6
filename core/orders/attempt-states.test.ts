import { describe, expect, it } from "vitest";
import type { PaymentStatus } from "../payments/payments-port";
import { ATTEMPT_TRANSITIONS, attemptMayMove } from "./attempt-states";

const ALL = Object.keys(ATTEMPT_TRANSITIONS) as PaymentStatus[];

describe("payment attempt states", () => {
  it("a pending attempt may be closed every way the provider can close it", () => {
    for (const to of ["paid", "failed", "expired", "canceled"] as const)
      expect(attemptMayMove("pending", to)).toBe(true);
    expect(attemptMayMove("pending", "refunded")).toBe(false);
  });

  it("a closed attempt never opens again", () => {
    for (const from of ALL.filter((status) => status !== "pending"))
      expect(attemptMayMove(from, "pending")).toBe(false);
  });

  it("a paid attempt is never recorded unpaid: a late expiry or decline after the money changes nothing", () => {
    for (const to of ["failed", "expired", "canceled"] as const) expect(attemptMayMove("paid", to)).toBe(false);
    expect(attemptMayMove("paid", "refunded")).toBe(true);
  });

  it("money arriving after an attempt was closed unpaid is still recorded", () => {
    for (const from of ["failed", "expired", "canceled"] as const) {
      expect(attemptMayMove(from, "paid")).toBe(true);
      for (const to of ["failed", "expired", "canceled"] as const) expect(attemptMayMove(from, to)).toBe(from === to);
    }
  });

  it("refunded is final", () => {
    expect(ALL.filter((to) => to !== "refunded" && attemptMayMove("refunded", to))).toEqual([]);
  });

  it("repeating a status (the provider's wording changed) is always allowed", () => {
    for (const status of ALL) expect(attemptMayMove(status, status)).toBe(true);
  });
});
