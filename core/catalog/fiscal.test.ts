import { describe, expect, it } from "vitest";
import { hasFiscalCodes, readFiscalCodes, sellableIn } from "./fiscal";

// Shaped as the providers' documents show them: Payme's detail item ("code": "00702001001000001",
// "package_code": "123456"), a REGOS position (17-digit "icps", "package_code": "1218868").
const uzFields = { ikpu: "10305008003000000", packageCode: "1545643", vatPercent: "12" };
const ruFields = { vatCode: "11", paymentSubject: "service" };

describe("a product's fiscal codes as the operator types them", () => {
  it("reads Uzbekistan's IKPU, package code and VAT, trimmed, into that market's entry only", () => {
    expect(readFiscalCodes("uz", { ...uzFields, ikpu: " 00702001001000001 " })).toEqual({
      ok: true,
      codes: { uz: { ikpu: "00702001001000001", packageCode: "1545643", vatPercent: 12 } },
    });
    expect(readFiscalCodes("uz", { ...uzFields, vatPercent: "0" })).toMatchObject({
      codes: { uz: { vatPercent: 0 } },
    });
  });

  it("reads Russia's vat_code (the 2026 22 % codes too) and payment_subject", () => {
    expect(readFiscalCodes("ru", ruFields)).toEqual({
      ok: true,
      codes: { ru: { vatCode: 11, paymentSubject: "service" } },
    });
    expect(readFiscalCodes("ru", { vatCode: "12", paymentSubject: "marked" })).toMatchObject({ ok: true });
    expect(readFiscalCodes("ru", { vatCode: "1", paymentSubject: "commodity" })).toMatchObject({ ok: true });
  });

  it.each([
    ["an IKPU of 16 digits", "uz", { ...uzFields, ikpu: "1030500800300000" }, "ikpu"],
    ["an IKPU of 18 digits", "uz", { ...uzFields, ikpu: "103050080030000001" }, "ikpu"],
    ["an IKPU with a letter", "uz", { ...uzFields, ikpu: "1030500800300000A" }, "ikpu"],
    ["no package code", "uz", { ...uzFields, packageCode: "" }, "packageCode"],
    ["a package code of 21 digits", "uz", { ...uzFields, packageCode: "1".repeat(21) }, "packageCode"],
    ["the old 15 % VAT", "uz", { ...uzFields, vatPercent: "15" }, "vatPercent"],
    ["a VAT of 12.5", "uz", { ...uzFields, vatPercent: "12.5" }, "vatPercent"],
    ["vat_code 0", "ru", { ...ruFields, vatCode: "0" }, "vatCode"],
    ["vat_code 13", "ru", { ...ruFields, vatCode: "13" }, "vatCode"],
    ["a VAT rate typed for its code", "ru", { ...ruFields, vatCode: "22%" }, "vatCode"],
    ["a payment_subject YooKassa does not know", "ru", { ...ruFields, paymentSubject: "goods" }, "paymentSubject"],
    ["a payment_subject in capitals", "ru", { ...ruFields, paymentSubject: "SERVICE" }, "paymentSubject"],
  ] as const)("refuses %s, naming the field", (_case, market, fields, field) => {
    expect(readFiscalCodes(market, fields)).toEqual({ ok: false, error: { code: "invalidField", values: { field } } });
  });
});

describe("the sale rule", () => {
  const both = {
    uz: { ikpu: "10305008003000000", packageCode: "1545643", vatPercent: 12 },
    ru: { vatCode: 11, paymentSubject: "service" },
  };

  it("holds a product back only in a market that requires codes it lacks", () => {
    expect(sellableIn({}, "ru", ["ru"])).toBe(false);
    expect(sellableIn({ uz: both.uz }, "ru", ["ru", "uz"])).toBe(false);
    expect(sellableIn({ uz: both.uz }, "uz", ["ru", "uz"])).toBe(true);
    expect(sellableIn(both, "ru", ["ru"])).toBe(true);
    expect(sellableIn({}, "ru", [])).toBe(true);
    expect(sellableIn({}, "uz", ["ru"])).toBe(true);
    expect(sellableIn({}, "id", ["ru", "uz"])).toBe(true);
    expect(sellableIn({}, "en", ["ru", "uz"])).toBe(true);
  });

  it("does not count stored codes that break the rules as set", () => {
    expect(hasFiscalCodes({ ru: { vatCode: 20, paymentSubject: "service" } }, "ru")).toBe(false);
    expect(hasFiscalCodes({ uz: { ikpu: "123", packageCode: "1", vatPercent: 12 } }, "uz")).toBe(false);
    expect(hasFiscalCodes(both, "uz")).toBe(true);
  });
});
