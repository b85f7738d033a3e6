import { describe, expect, it } from "vitest";
import { sortTimeline, type TimelineEntry } from "./order-timeline";

describe("an order's timeline", () => {
  it("reads oldest first, and at the same instant the cause before its effect", () => {
    const at = new Date("2026-11-23T10:00:00Z");
    const entries: TimelineEntry[] = [
      { kind: "rating", at: new Date("2026-11-23T10:05:00Z"), stars: 5, reasons: [], comment: null },
      { kind: "status", at, from: "awaiting_payment", to: "in_progress", reason: "paid", actor: "provider:sandbox" },
      {
        kind: "payment",
        at,
        id: "K7M4Q2TX-1",
        attempt: 1,
        provider: "sandbox",
        method: "qris",
        amount: { amount: 20_140, currency: "IDR" },
        status: "paid",
        providerStatus: "settlement",
        providerTransactionId: "t-1",
        updatedAt: at,
      },
      { kind: "late", at: new Date("2026-11-23T09:59:00Z") },
    ];
    expect(sortTimeline(entries).map((entry) => entry.kind)).toEqual(["late", "payment", "status", "rating"]);
  });
});
