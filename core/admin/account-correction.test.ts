import { describe, expect, it } from "vitest";
import type { UnitState } from "../orders/delivery-record";
import { decideAccountCorrection, mayCorrectAccount } from "./account-correction";

const now = new Date("2026-11-29T10:00:00Z");
const typed = { playerId: "930305555" };
const corrected = { playerId: "930301234" };
const unit = (status: UnitState["status"], supplier?: string): UnitState => ({
  reference: "K7M4Q2TX-1",
  status,
  serial: status === "success" ? "SBX1" : null,
  message: status,
  tries: 1,
  ...(supplier ? { supplier, supplierSku: "FF140", purchases: 1 } : {}),
});
const delivery = (status: "queued" | "pending" | "failed", units: Record<string, UnitState>, leasedUntil?: Date) => ({
  status,
  units,
  leasedUntil: leasedUntil ?? null,
});
const decide = (
  status: "in_progress" | "delivery_failed" | "complete" | "canceled" | "awaiting_payment",
  facts: ReturnType<typeof delivery> | undefined,
  claimed = false,
  account = corrected,
) => decideAccountCorrection({ status, account: typed }, facts, claimed ? { kind: "order" } : undefined, account, now);

describe("correcting an order's game account", () => {
  it("a failed delivery reopens for the new account: its failed unit is bought anew under its next reference", () => {
    const decided = decide("delivery_failed", delivery("failed", { "1": unit("failed", "digiflazz") }));
    expect(decided).toMatchObject({ ok: true, outcome: "corrected", reopen: true });
    const retried = decided.ok && decided.outcome === "corrected" ? decided.units["1"] : undefined;
    expect(retried).toMatchObject({ status: "pending", purchases: 1, tries: 1 });
    expect(retried?.supplier).toBeUndefined();
  });

  it("an order in progress with nothing bought yet takes the new account without reopening", () => {
    expect(decide("in_progress", delivery("queued", {}))).toEqual({
      ok: true,
      outcome: "corrected",
      reopen: false,
      units: {},
    });
  });

  it("a purchase that may still land on the old account keeps it: pending at a supplier, or a worker on it", () => {
    expect(decide("in_progress", delivery("pending", { "1": unit("pending", "digiflazz") }))).toMatchObject({
      ok: false,
      error: { code: "purchaseUnderWay" },
    });
    const leased = delivery("queued", {}, new Date(now.getTime() + 30_000));
    expect(decide("in_progress", leased)).toMatchObject({ ok: false, error: { code: "purchaseUnderWay" } });
    expect(mayCorrectAccount({ status: "in_progress" }, leased, undefined, now)).toBe(false);
    // A purchase from before routing names no supplier, and one given up at an earlier supplier
    // without a final answer, may land too.
    const legacy: UnitState = { reference: "K7M4Q2TX-1", status: "pending", serial: null, message: "", tries: 1 };
    expect(decide("in_progress", delivery("pending", { "1": legacy }))).toMatchObject({
      error: { code: "purchaseUnderWay" },
    });
    const givenUp: UnitState = {
      ...unit("failed", "apigames"),
      earlier: [{ supplier: "digiflazz", reference: "K7M4Q2TX-1", status: "unknown" }],
    };
    expect(decide("delivery_failed", delivery("failed", { "1": givenUp }))).toMatchObject({
      error: { code: "purchaseUnderWay" },
    });
    // A lease that ran out holds nothing.
    const lapsed = delivery("queued", {}, new Date(now.getTime() - 1));
    expect(decide("in_progress", lapsed)).toMatchObject({ ok: true, outcome: "corrected" });
  });

  it("refused for an order delivered, refunded or unpaid", () => {
    expect(decide("complete", delivery("failed", {}))).toMatchObject({ error: { code: "alreadyDelivered" } });
    expect(
      decide("delivery_failed", delivery("failed", { "1": unit("success", "digiflazz"), "2": unit("failed") })),
    ).toMatchObject({ error: { code: "alreadyDelivered" } });
    expect(decide("delivery_failed", delivery("failed", {}), true)).toMatchObject({
      error: { code: "refundClaimed" },
    });
    expect(decide("awaiting_payment", undefined)).toMatchObject({ error: { code: "notPaid" } });
    expect(decide("canceled", delivery("failed", {}))).toMatchObject({ error: { code: "notPaid" } });
    expect(mayCorrectAccount({ status: "complete" }, delivery("failed", {}), undefined, now)).toBe(false);
  });

  it("the account it already has changes nothing (the same request again)", () => {
    const reopened = delivery("queued", { "1": unit("pending") });
    expect(decide("in_progress", reopened, false, typed)).toEqual({ ok: true, outcome: "existing" });
  });
});
