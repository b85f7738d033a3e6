import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LOCALE_INFO, LOCALES } from "./locales";
import {
  add,
  decimalText,
  CURRENCIES,
  currencySign,
  formatMoney,
  formatNumber,
  MINOR_DIGITS,
  money,
  partAsWritten,
  percentOf,
  subtract,
} from "./money";

describe("money", () => {
  it("formats rupiah as Rp 87.252 with a no-break space and no decimals", () => {
    expect(formatMoney(money(87_252, "IDR"), "id-ID")).toBe("Rp\u00a087.252");
  });

  it("formats the other markets with their pinned fraction digits", () => {
    expect(formatMoney(money(1999, "USD"), "en")).toBe("$19.99");
    expect(formatMoney(money(123_450, "RUB"), "ru-RU")).toBe("1\u00a0234,50\u00a0₽");
    expect(formatMoney(money(1_250_000, "UZS"), "uz-Latn-UZ")).toMatch(/^1\u00a0250\u00a0000\u00a0/);
  });

  it("writes so'm and whole rubles as their readers do", () => {
    expect(formatMoney(money(18_800, "UZS"), "uz-Latn-UZ")).toBe("18\u00a0800\u00a0so'm");
    expect(formatMoney(money(70_000, "UZS"), "uz-Latn-UZ")).toBe("70\u00a0000\u00a0so'm");
    expect(formatMoney(money(189_900, "RUB"), "ru-RU")).toBe("1\u00a0899\u00a0₽");
    expect(formatMoney(money(50_000, "RUB"), "ru-RU")).toBe("500\u00a0₽");
    // Dollars keep their cents, as English price tags do.
    expect(formatMoney(money(500, "USD"), "en")).toBe("$5.00");
  });

  it("writes Uzbek money as CLDR's Uzbek does, without the runtime's Uzbek data", () => {
    // Node carries full ICU; Debian's Chromium has no Uzbek number data and would write "UZS 70,000".
    // The shop writes Uzbek itself, so both give exactly what Node's ICU gives (so'm's apostrophe aside).
    for (const currency of ["UZS", "USD", "RUB", "IDR"] as const)
      for (const amount of [0, 5, 999, 1_000, 123_456, 12_345_678, -123_450]) {
        const icu = new Intl.NumberFormat("uz-Latn-UZ", {
          style: "currency",
          currency,
          minimumFractionDigits: currency === "RUB" && amount % 100 === 0 ? 0 : MINOR_DIGITS[currency],
          maximumFractionDigits: currency === "RUB" && amount % 100 === 0 ? 0 : MINOR_DIGITS[currency],
        })
          .format(amount / 10 ** MINOR_DIGITS[currency])
          .replace("so\u02BBm", "so'm");
        expect(formatMoney(money(amount, currency), "uz-Latn-UZ"), `${amount} ${currency}`).toBe(icu);
      }
    expect(formatMoney(money(1_880_000, "USD"), "uz-Latn-UZ")).toBe("18\u00a0800,00\u00a0US$");
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

  it("writes numbers as each language does, Uzbek by hand exactly as Node's full ICU writes it", () => {
    // The browser (Debian's Chromium) has no Uzbek number data: "7,290" there, "7 290" on the server.
    for (const value of [0, 7, 1_250, 7_290, 87_252, 1_234_567, 4.7, 1_234.5, 0.125])
      expect(formatNumber(value, "uz-UZ"), String(value)).toBe(new Intl.NumberFormat("uz-UZ").format(value));
    expect(formatNumber(4.66, "uz-UZ", 1)).toBe("4,7");
    expect(formatNumber(4.66, "id-ID", 1)).toBe("4,7");
    expect(formatNumber(7_290, "id-ID")).toBe("7.290");
    expect(formatNumber(7_290, "en-US")).toBe("7,290");
  });

  it("names each market's currency by the sign its readers know, for the language switcher", () => {
    expect(currencySign("IDR", "id-ID")).toBe("Rp");
    expect(currencySign("IDR", "en-ID")).toBe("Rp");
    expect(currencySign("USD", "en")).toBe("$");
    expect(currencySign("RUB", "ru-RU")).toBe("₽");
    expect(currencySign("UZS", "uz-Latn-UZ")).toBe("so'm");
  });

  it("writes the shop's locales by hand exactly as Node's full ICU does (no Intl in the browser)", () => {
    const tags = LOCALES.map((locale) => LOCALE_INFO[locale].iso);
    const icuMoney = (amount: number, currency: (typeof CURRENCIES)[number], tag: string) => {
      const digits = currency === "RUB" && amount % 100 === 0 ? 0 : MINOR_DIGITS[currency];
      return new Intl.NumberFormat(tag, {
        style: "currency",
        currency,
        currencyDisplay: "symbol",
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })
        .format(amount / 10 ** MINOR_DIGITS[currency])
        .replace("so\u02BBm", "so'm");
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...tags),
        fc.constantFrom(...CURRENCIES),
        fc.oneof(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.integer({ min: -1_000, max: 10_000 })),
        (tag, currency, amount) => {
          expect(formatMoney(money(amount, currency), tag)).toBe(icuMoney(amount, currency, tag));
        },
      ),
      { numRuns: 3_000 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...tags),
        fc.oneof(
          fc.double({ min: -1e15, max: 1e15, noNaN: true }),
          fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 1_000),
          fc.integer({ min: 0, max: 100_000 }).map((n) => n / 200),
        ),
        fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
        (tag, value, digits) => {
          const icu = new Intl.NumberFormat(
            tag,
            digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits },
          );
          expect(formatNumber(value, tag, digits), `${value} ${digits}`).toBe(icu.format(value));
        },
      ),
      { numRuns: 5_000 },
    );
    // Halves round away from zero from the shortest decimal form, as ICU does (toFixed gives 1.00).
    expect(formatNumber(1.005, "en", 2)).toBe("1.01");
    expect(formatNumber(-0, "id-ID")).toBe("-0");
  });

  it("writes a part of a whole-rouble total (its VAT) in whole roubles, half up, and every other part exactly", () => {
    // 1 899 ₽ includes 22% VAT: 342,46 ₽, written 342 ₽ as the total is; 1 899,50 ₽ keeps its kopecks.
    expect(partAsWritten(money(34_246, "RUB"), money(189_900, "RUB"))).toEqual(money(34_200, "RUB"));
    expect(partAsWritten(money(34_250, "RUB"), money(189_900, "RUB"))).toEqual(money(34_300, "RUB"));
    expect(partAsWritten(money(34_255, "RUB"), money(189_950, "RUB"))).toEqual(money(34_255, "RUB"));
    // Dollars are written with their cents even when whole; rupiah and so'm have no minor part.
    expect(partAsWritten(money(83, "USD"), money(500, "USD"))).toEqual(money(83, "USD"));
    expect(partAsWritten(money(1_652, "IDR"), money(16_665, "IDR"))).toEqual(money(1_652, "IDR"));
    expect(() => partAsWritten(money(1, "RUB"), money(100, "USD"))).toThrow(TypeError);
  });
});

describe("decimalText", () => {
  it("writes major units with each currency's own decimals, negative ones with a minus", () => {
    expect(decimalText(money(87252, "IDR"))).toBe("87252");
    expect(decimalText(money(1250000, "UZS"))).toBe("1250000");
    expect(decimalText(money(549, "USD"))).toBe("5.49");
    expect(decimalText(money(-1205, "RUB"))).toBe("-12.05");
    expect(decimalText(money(-7, "USD"))).toBe("-0.07");
    expect(decimalText(money(0, "RUB"))).toBe("0.00");
  });
});
