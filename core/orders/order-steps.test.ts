import { describe, expect, it } from "vitest";
import { NO_MILESTONES, orderSteps, type DeliveryMilestones } from "./order-steps";

const paidAt = new Date("2026-11-29T03:00:00Z");
const sentAt = new Date("2026-11-29T03:00:02Z");
const confirmedAt = new Date("2026-11-29T03:00:40Z");
const deliveredAt = new Date("2026-11-29T03:00:41Z");

const milestones = (over: Partial<DeliveryMilestones>): DeliveryMilestones => ({ ...NO_MILESTONES, ...over });
const one = { quantity: 1 };

describe("an order's steps", () => {
  it("shows none before the payment", () => {
    expect(orderSteps({ status: "awaiting_payment", paidAt: null, ...one }, NO_MILESTONES)).toEqual([]);
    expect(orderSteps({ status: "canceled", paidAt: null, ...one }, NO_MILESTONES)).toEqual([]);
  });

  it("follows a delivery: paid, sent, confirmed by the supplier with its serial, in the game account", () => {
    expect(orderSteps({ status: "in_progress", paidAt, ...one }, NO_MILESTONES)).toEqual([
      { step: "paid", state: "done", at: paidAt.toISOString() },
      { step: "sent", state: "current", at: null },
      { step: "confirmed", state: "upcoming", at: null },
      { step: "delivered", state: "upcoming", at: null },
    ]);
    expect(orderSteps({ status: "in_progress", paidAt, ...one }, milestones({ sentAt }))).toEqual([
      { step: "paid", state: "done", at: paidAt.toISOString() },
      { step: "sent", state: "done", at: sentAt.toISOString() },
      { step: "confirmed", state: "current", at: null },
      { step: "delivered", state: "upcoming", at: null },
    ]);
    expect(
      orderSteps(
        { status: "complete", paidAt, ...one },
        milestones({ sentAt, confirmed: [{ at: confirmedAt, serial: "SN-7781" }], deliveredAt }),
      ),
    ).toEqual([
      { step: "paid", state: "done", at: paidAt.toISOString() },
      { step: "sent", state: "done", at: sentAt.toISOString() },
      { step: "confirmed", state: "done", at: confirmedAt.toISOString(), serials: ["SN-7781"] },
      { step: "delivered", state: "done", at: deliveredAt.toISOString() },
    ]);
  });

  it("confirms an order of several units when the supplier confirmed the last, listing every serial", () => {
    const first = { at: new Date("2026-11-29T03:00:20Z"), serial: "SN-1" };
    const second = { at: confirmedAt, serial: null };
    const third = { at: new Date("2026-11-29T03:00:30Z"), serial: "SN-3" };
    const partly = orderSteps(
      { status: "in_progress", paidAt, quantity: 3 },
      milestones({ sentAt, confirmed: [first] }),
    );
    expect(partly[2]).toEqual({
      step: "confirmed",
      state: "current",
      at: null,
      serials: ["SN-1"],
      progress: { confirmed: 1, of: 3 },
    });
    const all = orderSteps(
      { status: "complete", paidAt, quantity: 3 },
      milestones({ sentAt, confirmed: [first, second, third], deliveredAt }),
    );
    // The last confirmation is the step's time; a unit without a serial lists none.
    expect(all[2]).toEqual({
      step: "confirmed",
      state: "done",
      at: confirmedAt.toISOString(),
      serials: ["SN-1", "SN-3"],
    });
  });

  it("shows a confirmation kept before its time was recorded as done, without a time", () => {
    const steps = orderSteps(
      { status: "complete", paidAt, ...one },
      milestones({ sentAt, confirmed: [{ at: null, serial: "SN-9" }], deliveredAt }),
    );
    expect(steps[2]).toEqual({ step: "confirmed", state: "done", at: null, serials: ["SN-9"] });
  });

  it("notes a payment first reported expired whose money the order took later", () => {
    const expiredAt = new Date("2026-11-29T02:55:00Z");
    const [paid] = orderSteps({ status: "in_progress", paidAt, ...one }, milestones({ paymentExpiredAt: expiredAt }));
    expect(paid).toEqual({ step: "paid", state: "done", at: paidAt.toISOString(), note: "matchedAfterExpiry" });
    // Never reported expired: no note.
    expect(orderSteps({ status: "in_progress", paidAt, ...one }, NO_MILESTONES)[0]).not.toHaveProperty("note");
  });

  it("says which steps failed when the delivery failed for good", () => {
    const states = (over: Partial<DeliveryMilestones>) =>
      orderSteps({ status: "delivery_failed", paidAt, ...one }, milestones(over)).map((s) => s.state);
    expect(states({ sentAt })).toEqual(["done", "done", "failed", "failed"]);
    expect(states({})).toEqual(["done", "failed", "failed", "failed"]);
  });
});
