import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, isPayable, nextStatus, statusesAccepting } from "./order-states";

describe("order states", () => {
  it("follows the decided transitions", () => {
    expect(nextStatus("awaiting_payment", "paid")).toBe("in_progress");
    expect(nextStatus("awaiting_payment", "declined")).toBe("payment_failed");
    expect(nextStatus("awaiting_payment", "expired")).toBe("canceled");
    expect(nextStatus("payment_failed", "paid")).toBe("in_progress");
    expect(nextStatus("payment_failed", "expired")).toBe("canceled");
    expect(nextStatus("in_progress", "delivered")).toBe("complete");
    expect(nextStatus("in_progress", "deliveryFailed")).toBe("delivery_failed");
    expect(nextStatus("delivery_failed", "deliveryRetried")).toBe("in_progress");
    expect(nextStatus("delivery_failed", "refunded")).toBe("canceled");
    expect(nextStatus("complete", "refunded")).toBe("canceled");
    expect(nextStatus("in_progress", "deliveryAbandoned")).toBe("delivery_failed");
  });

  it("a paid order cannot be paid, declined or expired again: late events change nothing", () => {
    for (const event of ["paid", "declined", "expired", "abandoned"] as const) {
      expect(nextStatus("in_progress", event)).toBeNull();
      expect(nextStatus("complete", event)).toBeNull();
    }
    expect(nextStatus("payment_failed", "declined")).toBeNull();
  });

  it("complete and canceled are final, but a complete order may still be refunded", () => {
    for (const status of ["complete", "canceled"] as const) {
      expect(statusesAccepting("paid")).not.toContain(status);
      expect(isPayable(status)).toBe(false);
    }
  });

  it("Pay is offered while awaiting payment, Pay again after a failed payment, nowhere else", () => {
    expect(ORDER_STATUSES.filter(isPayable)).toEqual(["awaiting_payment", "payment_failed"]);
  });
});
