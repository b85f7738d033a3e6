import { describe, expect, it } from "vitest";
import { auditChanges } from "./audit-diff";

describe("an audit entry's before and after, as changed fields", () => {
  it("lists what differs, leaves out what did not change", () => {
    expect(
      auditChanges(
        { gold: 0, currency: "IDR" },
        { gold: 5000, currency: "IDR", amount: 5000, reference: "compensation:u:k" },
      ),
    ).toEqual([
      { field: "gold", before: "0", after: "5000" },
      { field: "amount", before: null, after: "5000" },
      { field: "reference", before: null, after: "compensation:u:k" },
    ]);
  });

  it("flattens nested values to dotted fields, and shows a removed one", () => {
    expect(auditChanges({ status: "delivery_failed", hold: { gold: 10 } }, { status: "refunded" })).toEqual([
      { field: "status", before: "delivery_failed", after: "refunded" },
      { field: "hold.gold", before: "10", after: null },
    ]);
  });

  it("reads booleans, arrays and a bare value; nothing on either side is no change", () => {
    expect(auditChanges({ hidden: false }, { hidden: true, tags: ["a", "b"] })).toEqual([
      { field: "hidden", before: "false", after: "true" },
      { field: "tags.0", before: null, after: "a" },
      { field: "tags.1", before: null, after: "b" },
    ]);
    expect(auditChanges("support", "manager")).toEqual([{ field: "value", before: "support", after: "manager" }]);
    expect(auditChanges(null, undefined)).toEqual([]);
  });
});
