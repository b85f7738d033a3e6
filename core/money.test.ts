import { describe, expect, it } from "vitest";
import { add, formatMoney, money, percentOf, subtract } from "./money";

describe("money", () => {
  it("formats rupiah as Rp 87.252 with a no-break space and no decimals", () => {
    expect(formatMoney(money(87_252, "IDR"), "id-ID")).toBe("Rp\u00a087.252");
  });

  it("formats the other markets with their pinned fraction digits", () => {
    expect(formatMoney(money(1999, "USD"), "en")).toBe("$19.99");
    expect(formatMoney(money(123_450, "RUB"), "ru-RU")).toBe("1\u00a0234,50\u00a0₽");
    expect(formatMoney(money(1_250_000, "UZS"), "uz-Latn-UZ")).toMatch(/^1\u00a0250\u00a0000\u00a0/);
  });

  it("writes so'm and whole rubles as their readers do (issue 14)", () => {
    expect(formatMoney(money(18_800, "UZS"), "uz-Latn-UZ")).toBe("18\u00a0800\u00a0so'm");
    expect(formatMoney(money(70_000, "UZS"), "uz-Latn-UZ")).toBe("70\u00a0000\u00a0so'm");
    expect(formatMoney(money(189_900, "RUB"), "ru-RU")).toBe("1\u00a0899\u00a0₽");
    expect(formatMoney(money(50_000, "RUB"), "ru-RU")).toBe("500\u00a0₽");
    // Dollars keep their cents, as English price tags do.
    expect(formatMoney(money(500, "USD"), "en")).toBe("$5.00");
  });

  it("accepts only whole minor units", () => {
    expect(() => money(10.5, "IDR")).toThrow(RangeError);
    expect(() => money(Number.MAX_SAFE_INTEGER + 1, "IDR")).toThrow(RangeError);
  });

  it("never mixes currencies", () => {
    expect(() => add(money(1, "IDR"), money(1, "USD"))).toThrow(TypeError);
    expect(subtract(money(100, "IDR"), money(30, "IDR"))).toEqual(money(70, "IDR"));
  });

  it("rounds percentages down to a whole minor unit", () => {
    // 1% of Rp 87.252 is Rp 872,52: the buyer is credited Rp 872, never Rp 873.
    expect(percentOf(money(87_252, "IDR"), 100)).toEqual(money(872, "IDR"));
    // 15% of Rp 100.001 is Rp 15.000,15: a cap never exceeds 15%.
    expect(percentOf(money(100_001, "IDR"), 1500)).toEqual(money(15_000, "IDR"));
  });
});
