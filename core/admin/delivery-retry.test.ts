import { describe, expect, it } from "vitest";
import type { UnitState } from "../orders/fulfillment";
import { decideDeliveryRetry, STUCK_AFTER_MS } from "./delivery-retry";

const now = new Date("2026-11-23T10:00:00Z");
const unit = (status: UnitState["status"], tries = 1, reference = "K7M4Q2TX-1"): UnitState => ({
  reference,
  status,
  serial: status === "success" ? "SBX1" : null,
  message: status,
  tries,
});
const delivery = (
  status: "queued" | "pending" | "delivered" | "failed",
  units: Record<string, UnitState>,
  ageMs = 0,
) => ({
  status,
  units,
  updatedAt: new Date(now.getTime() - ageMs),
});

describe("retrying a delivery", () => {
  it("a failed delivery reopens: only the failed unit gets its next try, a delivered unit is never bought again", () => {
    const decided = decideDeliveryRetry(
      { status: "delivery_failed" },
      delivery("failed", {
        "1": unit("success"),
        "2": { ...unit("failed", 1, "K7M4Q2TX-2"), supplier: "digiflazz", supplierSku: "ML86", purchases: 1 },
      }),
      undefined,
      now,
    );
    // The failed unit is routed anew: no supplier, its failed purchase kept (a late success is still
    // flagged), and its next purchase numbered after it.
    expect(decided).toEqual({
      ok: true,
      kind: "reopen",
      units: {
        "1": unit("success"),
        "2": {
          reference: "K7M4Q2TX-2",
          status: "pending",
          serial: null,
          message: "failed",
          tries: 1,
          purchases: 1,
          earlier: [{ supplier: "digiflazz", reference: "K7M4Q2TX-2", status: "failed", beforeRetry: true }],
        },
      },
    });
  });

  it("a stuck delivery is asked again under the same references, once it has been quiet for five minutes", () => {
    const units = { "1": unit("pending") };
    expect(
      decideDeliveryRetry({ status: "in_progress" }, delivery("pending", units, STUCK_AFTER_MS), undefined, now),
    ).toEqual({
      ok: true,
      kind: "nudge",
    });
    expect(
      decideDeliveryRetry({ status: "in_progress" }, delivery("pending", units, STUCK_AFTER_MS - 1), undefined, now),
    ).toEqual({ ok: false, error: { code: "notStuck" } });
  });

  it("forced (an admin's, the supplier asked first): a delivery touched lately is only asked again", () => {
    const units = { "1": unit("pending") };
    expect(decideDeliveryRetry({ status: "in_progress" }, delivery("pending", units, 0), undefined, now, true)).toEqual(
      { ok: true, kind: "nudge" },
    );
    // Forcing never reopens a delivery the supplier has not failed, nor one whose order was delivered.
    expect(
      decideDeliveryRetry(
        { status: "complete" },
        delivery("delivered", { "1": unit("success") }),
        undefined,
        now,
        true,
      ),
    ).toEqual({ ok: false, error: { code: "alreadyDelivered" } });
  });

  it("refused: delivered, refund claimed, refunded, unpaid", () => {
    const failed = delivery("failed", { "1": unit("failed") });
    const code = (
      status: Parameters<typeof decideDeliveryRetry>[0]["status"],
      claim?: { kind: "order" },
      record = failed,
    ) => {
      const decided = decideDeliveryRetry({ status }, record, claim, now);
      return decided.ok ? decided.kind : decided.error.code;
    };
    expect(code("complete", undefined, delivery("delivered", { "1": unit("success") }))).toBe("alreadyDelivered");
    expect(code("delivery_failed", { kind: "order" })).toBe("refundClaimed");
    expect(code("canceled", { kind: "order" })).toBe("refundClaimed");
    expect(code("awaiting_payment", undefined, undefined as never)).toBe("notPaid");
    expect(code("payment_failed", undefined, undefined as never)).toBe("notPaid");
    expect(code("canceled")).toBe("notPaid");
  });
});
