import { describe, expect, it } from "vitest";
import type { DeliveryRecord, UnitState } from "./delivery-record";
import { sentAnotherWay } from "./supplier-routing";

const unit = (fields: Partial<UnitState>): UnitState => ({
  reference: "K7M4Q2TX-1-2",
  status: "pending",
  serial: null,
  message: "",
  tries: 1,
  supplier: "apigames",
  ...fields,
});
const delivery = (status: DeliveryRecord["status"], ...units: UnitState[]): DeliveryRecord => ({
  orderId: "order",
  status,
  units: Object.fromEntries(units.map((one, index) => [String(index + 1), one])),
  flaggedAt: null,
});
const movedOn = [{ supplier: "digiflazz", reference: "K7M4Q2TX-1", status: "failed" as const }];

describe("the order page's word on a delivery sent another way", () => {
  it("is said while a unit that moved on from a supplier waits at the next one", () => {
    expect(sentAnotherWay(delivery("pending", unit({ earlier: movedOn })))).toBe(true);
    expect(sentAnotherWay(delivery("queued", unit({ status: "success" }), unit({ earlier: movedOn })))).toBe(true);
  });

  it("is not said for a first purchase, once the unit is settled, or once the delivery is over", () => {
    expect(sentAnotherWay(undefined)).toBe(false);
    expect(sentAnotherWay(delivery("pending", unit({})))).toBe(false);
    expect(sentAnotherWay(delivery("delivered", unit({ status: "success", earlier: movedOn })))).toBe(false);
    expect(sentAnotherWay(delivery("pending", unit({ status: "failed", earlier: movedOn })))).toBe(false);
    expect(sentAnotherWay(delivery("abandoned", unit({ earlier: movedOn })))).toBe(false);
  });

  it("is not said for purchases given up before an operator's retry: that round is over", () => {
    const retried = unit({ supplier: "digiflazz", earlier: [{ ...movedOn[0]!, beforeRetry: true }] });
    expect(sentAnotherWay(delivery("pending", retried))).toBe(false);
  });
});
