import { describe, expect, it } from "vitest";
import { auditChanges } from "./audit-diff";

describe("an audit entry's before and after, as changed fields", () => {
  it("lists what differs, leaves out what did not change; money carries its currency, known fields their name", () => {
    expect(
      auditChanges(
        { gold: 0, currency: "IDR" },
        { gold: 5000, currency: "IDR", amount: 5000, reference: "compensation:u:k" },
      ),
    ).toEqual([
      { field: "gold", known: "gold", before: "0", after: "5000", beforeCurrency: "IDR", afterCurrency: "IDR" },
      { field: "amount", known: "amount", before: null, after: "5000", afterCurrency: "IDR" },
      { field: "reference", known: "reference", before: null, after: "compensation:u:k" },
    ]);
  });

  it("counts a limit in the currency beside it on each side, rupiah fields in rupiah, a bare number in none", () => {
    expect(
      auditChanges(
        { amount: 2_000_000, source: "environment", currency: "IDR" },
        { amount: 5000, source: "set", currency: "USD", thresholdIdr: 100_000, count: 3 },
      ),
    ).toEqual([
      {
        field: "amount",
        known: "amount",
        before: "2000000",
        after: "5000",
        beforeCurrency: "IDR",
        afterCurrency: "USD",
      },
      { field: "source", known: "source", before: "environment", after: "set" },
      { field: "currency", known: "currency", before: "IDR", after: "USD" },
      { field: "thresholdIdr", before: null, after: "100000", afterCurrency: "IDR" },
      { field: "count", before: null, after: "3" },
    ]);
  });

  it("flattens nested values to dotted fields, and shows a removed one", () => {
    expect(auditChanges({ status: "delivery_failed", hold: { gold: 10 } }, { status: "refunded" })).toEqual([
      { field: "status", known: "status", before: "delivery_failed", after: "refunded" },
      { field: "hold.gold", known: "gold", before: "10", after: null },
    ]);
  });

  it("reads booleans, arrays and a bare value; nothing on either side is no change", () => {
    expect(auditChanges({ hidden: false }, { hidden: true, tags: ["a", "b"] })).toEqual([
      { field: "hidden", known: "hidden", before: "false", after: "true" },
      { field: "tags.0", before: null, after: "a" },
      { field: "tags.1", before: null, after: "b" },
    ]);
    expect(auditChanges("support", "manager")).toEqual([{ field: "value", before: "support", after: "manager" }]);
    expect(auditChanges(null, undefined)).toEqual([]);
  });
});
