import { describe, expect, it } from "vitest";
import { orderSteps } from "./order-steps";

const paidAt = new Date("2026-11-29T03:00:00Z");
const sentAt = new Date("2026-11-29T03:00:02Z");
const deliveredAt = new Date("2026-11-29T03:00:41Z");

describe("an order's steps", () => {
  it("shows none before the payment", () => {
    expect(orderSteps({ status: "awaiting_payment", paidAt: null }, { sentAt: null, deliveredAt: null })).toEqual([]);
    expect(orderSteps({ status: "canceled", paidAt: null }, { sentAt: null, deliveredAt: null })).toEqual([]);
  });

  it("follows a delivery: paid, then sent, then in the game account, each at its time", () => {
    expect(orderSteps({ status: "in_progress", paidAt }, { sentAt: null, deliveredAt: null })).toEqual([
      { step: "paid", state: "done", at: paidAt.toISOString() },
      { step: "sent", state: "current", at: null },
      { step: "delivered", state: "upcoming", at: null },
    ]);
    expect(orderSteps({ status: "in_progress", paidAt }, { sentAt, deliveredAt: null })).toEqual([
      { step: "paid", state: "done", at: paidAt.toISOString() },
      { step: "sent", state: "done", at: sentAt.toISOString() },
      { step: "delivered", state: "current", at: null },
    ]);
    expect(orderSteps({ status: "complete", paidAt }, { sentAt, deliveredAt })).toEqual([
      { step: "paid", state: "done", at: paidAt.toISOString() },
      { step: "sent", state: "done", at: sentAt.toISOString() },
      { step: "delivered", state: "done", at: deliveredAt.toISOString() },
    ]);
  });

  it("says which step failed when the delivery failed for good", () => {
    expect(
      orderSteps({ status: "delivery_failed", paidAt }, { sentAt, deliveredAt: null }).map((s) => s.state),
    ).toEqual(["done", "done", "failed"]);
    expect(
      orderSteps({ status: "delivery_failed", paidAt }, { sentAt: null, deliveredAt: null }).map((s) => s.state),
    ).toEqual(["done", "failed", "failed"]);
  });
});
