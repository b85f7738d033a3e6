import { describe, expect, it } from "vitest";
import { failure } from "../failure";
import { auditSearchInput } from "./audit-search";
import { dayStartIn } from "./console-time";

describe("the audit search's days, on the console's clock", () => {
  it("a day starts at its own midnight in the zone, not UTC's", () => {
    expect(dayStartIn("2026-11-23", "UTC")?.toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(dayStartIn("2026-11-23", "Asia/Jakarta")?.toISOString()).toBe("2026-11-22T17:00:00.000Z");
    // Across a DST change: Berlin's 29 March 2026 starts at +01:00, the next day at +02:00.
    expect(dayStartIn("2026-03-29", "Europe/Berlin")?.toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(dayStartIn("2026-03-30", "Europe/Berlin")?.toISOString()).toBe("2026-03-29T22:00:00.000Z");
  });

  it("refuses what is not a day", () => {
    expect(dayStartIn("2026-02-30", "UTC")).toBeUndefined();
    expect(dayStartIn("23.11.2026", "UTC")).toBeUndefined();
  });

  it("'to' takes its whole day; 'from' after 'to' and a bad cursor are refused", () => {
    const input = auditSearchInput({ from: "2026-11-23", to: "2026-11-23" }, "Asia/Jakarta");
    expect(input).toMatchObject({
      ok: true,
      query: { from: new Date("2026-11-22T17:00:00Z"), to: new Date("2026-11-23T17:00:00Z") },
    });
    expect(auditSearchInput({ from: "2026-11-24", to: "2026-11-23" }, "UTC")).toEqual(
      failure("invalid", { field: "to" }),
    );
    expect(auditSearchInput({ from: "2026-13-01" }, "UTC")).toEqual(failure("invalid", { field: "from" }));
    expect(auditSearchInput({ before: "12; drop" }, "UTC")).toEqual(failure("invalid", { field: "before" }));
  });
});
