import { describe, expect, it } from "vitest";
import { failure } from "../failure";
import {
  dayEndIn,
  dayRangeIn,
  isTimeZone,
  wallClockInstant,
  wallClockText,
  zoneAbbreviation,
  zoneLabel,
} from "./console-time";

const iso = (at: Date | undefined) => at?.toISOString();

describe("a day of the console's clock", () => {
  it("in Jakarta runs from 17:00 UTC the day before, so 23:30 WIB is that day's and 00:30 WIB the next's", () => {
    const range = dayRangeIn({ from: "2026-11-29", to: "2026-11-29" }, "Asia/Jakarta");
    expect(range).toEqual({ ok: true, from: new Date("2026-11-28T17:00:00Z"), to: new Date("2026-11-29T17:00:00Z") });
    const inside = (at: string) => range.ok && range.from! <= new Date(at) && new Date(at) < range.to!;
    expect(inside("2026-11-28T16:30:00Z")).toBe(false);
    expect(inside("2026-11-28T17:30:00Z")).toBe(true);
    expect(inside("2026-11-29T16:59:59Z")).toBe(true);
  });

  it("is 23 hours long on Berlin's spring-forward day and 25 on its fall-back day", () => {
    const spring = dayRangeIn({ from: "2026-03-29", to: "2026-03-29" }, "Europe/Berlin");
    expect(spring).toEqual({ ok: true, from: new Date("2026-03-28T23:00:00Z"), to: new Date("2026-03-29T22:00:00Z") });
    const autumn = dayRangeIn({ from: "2026-10-25", to: "2026-10-25" }, "Europe/Berlin");
    expect(autumn).toEqual({ ok: true, from: new Date("2026-10-24T22:00:00Z"), to: new Date("2026-10-25T23:00:00Z") });
    expect(iso(dayEndIn("2026-03-28", "Europe/Berlin"))).toBe("2026-03-28T23:00:00.000Z");
  });

  it("leaves a blank end open and names the field that is not a day", () => {
    expect(dayRangeIn({ from: " ", to: "" }, "UTC")).toEqual({ ok: true, from: undefined, to: undefined });
    expect(dayRangeIn({ from: "2026-02-30" }, "UTC")).toEqual(failure("invalid", { field: "from" }));
    expect(dayRangeIn({ to: "29.11.2026" }, "UTC")).toEqual(failure("invalid", { field: "to" }));
  });
});

describe("a typed moment, on the console's clock", () => {
  it("is read in the shop's zone and shown back as typed", () => {
    expect(iso(wallClockInstant("2026-12-01T10:00", "Asia/Jakarta"))).toBe("2026-12-01T03:00:00.000Z");
    expect(iso(wallClockInstant("2026-12-01T10:00:30", "UTC"))).toBe("2026-12-01T10:00:30.000Z");
    expect(wallClockText("2026-12-01T03:00:00Z", "Asia/Jakarta")).toBe("2026-12-01T10:00");
  });

  it("keeps Berlin's summer and winter offsets apart, and lands a skipped hour after the jump", () => {
    expect(iso(wallClockInstant("2026-03-29T01:30", "Europe/Berlin"))).toBe("2026-03-29T00:30:00.000Z");
    expect(iso(wallClockInstant("2026-03-29T03:30", "Europe/Berlin"))).toBe("2026-03-29T01:30:00.000Z");
    expect(iso(wallClockInstant("2026-03-29T02:30", "Europe/Berlin"))).toBe("2026-03-29T01:30:00.000Z");
    expect(wallClockText("2026-07-01T10:00:00Z", "Europe/Berlin")).toBe("2026-07-01T12:00");
  });

  it("refuses what is not a moment", () => {
    expect(wallClockInstant("2026-12-01", "UTC")).toBeUndefined();
    expect(wallClockInstant("2026-12-01T24:00", "UTC")).toBeUndefined();
    expect(wallClockInstant("2026-02-30T10:00", "UTC")).toBeUndefined();
  });
});

describe("the zone's name", () => {
  it("is Indonesia's own where it has one, else the offset at that moment", () => {
    expect(zoneLabel("Asia/Jakarta")).toBe("WIB (Asia/Jakarta)");
    expect(zoneLabel("UTC")).toBe("UTC");
    expect(zoneAbbreviation("Europe/Berlin", "2026-01-15T12:00:00Z")).toBe("GMT+1");
    expect(zoneAbbreviation("Europe/Berlin", "2026-07-15T12:00:00Z")).toBe("GMT+2");
    expect(zoneAbbreviation("Asia/Kolkata", "2026-07-15T12:00:00Z")).toBe("GMT+5:30");
    expect(zoneAbbreviation("America/St_Johns", "2026-01-15T12:00:00Z")).toBe("GMT-3:30");
  });

  it("is accepted only as Intl's canonical name or UTC", () => {
    expect(isTimeZone("Asia/Tashkent")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("asia/jakarta")).toBe(false);
  });
});
