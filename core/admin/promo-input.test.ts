import { describe, expect, it } from "vitest";
import { failure } from "../failure";
import { maskBuyer } from "./promo-admin";
import { amountToMinor, parsePromoInput, percentToBps } from "./promo-input";

describe("the console's promo code form", () => {
  it("stores the code as checkout reads it: upper case, no spaces", () => {
    const parsed = parsePromoInput({ code: " hemat 10 ", kind: "percent", percentBps: 1_000 });
    expect(parsed).toMatchObject({
      ok: true,
      fields: { code: "HEMAT10", percentBps: 1_000, amount: 0, currency: null },
    });
  });

  it("refuses codes checkout could not match or a buyer could not type", () => {
    for (const code of ["AB", "-LEADING", "DISKON!", "KODE_PROMO", "A".repeat(33), "ÜBER10"])
      expect(parsePromoInput({ code, kind: "percent", percentBps: 100 }), code).toEqual(
        failure("adminPromo.codeFormat"),
      );
  });

  it("takes percents from 0 (the giveaway's EPICWIN) to 100 %, nothing outside", () => {
    expect(parsePromoInput({ code: "NOL", kind: "percent", percentBps: 0 }).ok).toBe(true);
    expect(parsePromoInput({ code: "PENUH", kind: "percent", percentBps: 10_000 }).ok).toBe(true);
    for (const percentBps of [10_001, -1, 12.5, null])
      expect(parsePromoInput({ code: "SALAH", kind: "percent", percentBps })).toEqual(
        failure("adminPromo.percentRange"),
      );
  });

  it("a fixed amount or a minimum total needs its currency and a positive amount", () => {
    expect(parsePromoInput({ code: "POTONG", kind: "fixed", amount: 5_000 })).toEqual(
      failure("adminPromo.currencyRequired"),
    );
    expect(parsePromoInput({ code: "MINIM", kind: "percent", percentBps: 500, minimumTotal: 50_000 })).toEqual(
      failure("adminPromo.currencyRequired"),
    );
    expect(parsePromoInput({ code: "POTONG", kind: "fixed", amount: 0, currency: "IDR" })).toEqual(
      failure("adminPromo.amountInvalid"),
    );
    expect(
      parsePromoInput({ code: "POTONG", kind: "fixed", amount: 5_000, currency: "IDR", percentBps: 900 }),
    ).toMatchObject({
      ok: true,
      fields: { kind: "fixed", amount: 5_000, currency: "IDR", percentBps: 0 },
    });
  });

  it("the window ends after it starts; limits are whole numbers from 1; a product needs its game", () => {
    const base = { code: "MINGGU", kind: "percent", percentBps: 500 };
    expect(parsePromoInput({ ...base, startsAt: "2026-12-01T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" })).toEqual(
      failure("adminPromo.windowOrder"),
    );
    expect(parsePromoInput({ ...base, startsAt: "kemarin" })).toEqual(failure("adminPromo.windowOrder"));
    expect(
      parsePromoInput({ ...base, startsAt: "2026-12-01T00:00:00Z", endsAt: "2026-12-08T00:00:00Z" }),
    ).toMatchObject({
      ok: true,
      fields: { startsAt: new Date("2026-12-01T00:00:00Z"), endsAt: new Date("2026-12-08T00:00:00Z") },
    });
    expect(parsePromoInput({ ...base, globalLimit: 0 })).toEqual(failure("adminPromo.limitInvalid"));
    expect(parsePromoInput({ ...base, perUserLimit: 1.5 })).toEqual(failure("adminPromo.limitInvalid"));
    expect(parsePromoInput({ ...base, productSku: "ml-86" })).toEqual(failure("adminPromo.productNeedsGame"));
  });

  it("reads typed percents and amounts as text, without floats", () => {
    expect(percentToBps("12,5")).toBe(1_250);
    expect(percentToBps("10")).toBe(1_000);
    expect(percentToBps("0.07")).toBe(7);
    expect(percentToBps("1e2")).toBeNaN();
    expect(amountToMinor("15.000", 0)).toBe(15_000);
    expect(amountToMinor("4.99", 2)).toBe(499);
    expect(amountToMinor("4,5", 2)).toBe(450);
    expect(amountToMinor("-5", 0)).toBeNaN();
  });

  it("masks a buyer in the redemptions list", () => {
    expect(maskBuyer({ email: "putri.ayu@example.com", phone: null, gameId: "1" })).toBe("pu****@example.com");
    expect(maskBuyer({ email: null, phone: "+6281234567890", gameId: "1" })).toBe("+6281****90");
    expect(maskBuyer({ email: null, phone: null, gameId: "123456789" })).toBe("12****89");
  });
});
