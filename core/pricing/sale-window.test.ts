import { describe, expect, it } from "vitest";
import { priceAt, saleIsOn } from "./sale-window";

describe("a temporary discount's window", () => {
  const sale = {
    saleAmount: 18_000,
    saleStartsAt: new Date("2026-11-23T12:00:00.000Z"),
    saleEndsAt: new Date("2026-11-23T13:00:00.000Z"),
  };
  it.each([
    ["2026-11-23T11:59:59.999Z", 20_000],
    ["2026-11-23T12:00:00.000Z", 18_000],
    ["2026-11-23T12:59:59.999Z", 18_000],
    ["2026-11-23T13:00:00.000Z", 20_000],
  ])("at %s the pack costs %i", (at, price) => {
    expect(priceAt(20_000, sale, new Date(at))).toBe(price);
  });

  it("open ends: no start is on already, no end never ends", () => {
    const open = { saleAmount: 18_000, saleStartsAt: null, saleEndsAt: null };
    expect(saleIsOn(open, new Date("2000-01-01T00:00:00Z"))).toBe(true);
    expect(saleIsOn({ ...open, saleStartsAt: sale.saleStartsAt }, new Date("2030-01-01T00:00:00Z"))).toBe(true);
  });

  it("no sale price, or one above the list price, leaves the list price", () => {
    expect(priceAt(20_000, { saleAmount: null, saleStartsAt: null, saleEndsAt: null }, new Date())).toBe(20_000);
    expect(priceAt(20_000, { saleAmount: 25_000, saleStartsAt: null, saleEndsAt: null }, new Date())).toBe(20_000);
  });
});
