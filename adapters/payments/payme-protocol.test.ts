import { describe, expect, it } from "vitest";
import { money } from "../../core/money";
import {
  accountOrderId,
  checkoutLanguage,
  checkoutLink,
  hasPaymeKey,
  paymeAuthorization,
  PAYME_ERRORS,
  readCheckoutParams,
  receiptDetail,
  receiptDetailFault,
  rpcError,
  toTiyin,
} from "./payme-protocol";

describe("Payme protocol", () => {
  it("builds the checkout link as Payme's GET example does", () => {
    // developer.help.paycom.uz, "Отправка чека по методу GET": m, ac.order_id and a in base64.
    expect(
      checkoutLink({
        checkoutUrl: "https://checkout.paycom.uz/",
        merchantId: "587f72c72cac0d162c722ae2",
        orderId: "197",
        tiyin: 500,
        returnUrl: "https://shop.example/uz/orders/1",
        lang: "uz",
      }),
    ).toBe(
      `https://checkout.paycom.uz/${Buffer.from("m=587f72c72cac0d162c722ae2;ac.order_id=197;a=500;c=https://shop.example/uz/orders/1;l=uz").toString("base64")}`,
    );
  });

  it("reads a checkout link back, a ';' in the return URL included, and refuses what is not one", () => {
    const link = checkoutLink({
      checkoutUrl: "https://checkout.paycom.uz",
      merchantId: "m1",
      orderId: "K7M4Q2TX-1",
      tiyin: 1_730_000,
      returnUrl: "https://shop.example/back;x=1",
      lang: "ru",
    });
    expect(readCheckoutParams(link.split("/").pop()!)).toEqual({
      merchantId: "m1",
      orderId: "K7M4Q2TX-1",
      tiyin: 1_730_000,
      returnUrl: "https://shop.example/back;x=1",
      lang: "ru",
    });
    expect(readCheckoutParams(Buffer.from("m=m1;ac.order_id=1;a=-5").toString("base64"))).toBeUndefined();
    expect(readCheckoutParams("not base64 at all!")).toBeUndefined();
  });

  it("counts so'm as 100 tiyin and takes nothing but UZS", () => {
    expect(toTiyin(money(17_300, "UZS"))).toBe(1_730_000);
    expect(toTiyin(money(17_300, "IDR"))).toBeUndefined();
  });

  it("accepts only Basic Paycom:<key>", () => {
    expect(paymeAuthorization("secret")).toBe(`Basic ${Buffer.from("Paycom:secret").toString("base64")}`);
    expect(hasPaymeKey(paymeAuthorization("secret"), "secret")).toBe(true);
    expect(hasPaymeKey(paymeAuthorization("other"), "secret")).toBe(false);
    expect(hasPaymeKey(`Basic ${Buffer.from("Someone:secret").toString("base64")}`, "secret")).toBe(false);
    expect(hasPaymeKey(undefined, "secret")).toBe(false);
    expect(hasPaymeKey(paymeAuthorization(""), "")).toBe(false);
  });

  it("reads the scheme case-insensitively (RFC 9110 §11.1), and the credentials exactly", () => {
    const token = Buffer.from("Paycom:secret").toString("base64");
    for (const header of [`basic ${token}`, `BASIC ${token}`, `Basic  ${token}`, ` Basic ${token} `])
      expect(hasPaymeKey(header, "secret"), header).toBe(true);
    for (const header of [
      `basic ${Buffer.from("Paycom:other").toString("base64")}`,
      `basic ${Buffer.from("paycom:secret").toString("base64")}`,
      `Basic ${token.toLowerCase()}`,
      `Bearer ${token}`,
      `Basic${token}`,
      token,
      `Basic ${token} extra`,
    ])
      expect(hasPaymeKey(header, "secret"), header).toBe(false);
  });

  it("answers errors in JSON-RPC with a message in ru, uz and en, and account errors naming order_id", () => {
    for (const error of Object.values(PAYME_ERRORS)) {
      expect(Object.keys(error.message).sort()).toEqual(["en", "ru", "uz"]);
      expect(Object.values(error.message).every((text) => text.length > 0)).toBe(true);
    }
    expect(rpcError(7, "orderNotFound")).toEqual({
      jsonrpc: "2.0",
      id: 7,
      error: { code: -31050, message: PAYME_ERRORS.orderNotFound.message, data: "order_id" },
    });
    expect(rpcError(7, "method", "Foo")).toMatchObject({ error: { code: -32601, data: "Foo" } });
  });

  it("reads our attempt id from account.order_id and nothing else", () => {
    expect(accountOrderId({ order_id: "K7M4Q2TX-1" })).toBe("K7M4Q2TX-1");
    expect(accountOrderId({ order_id: 197 })).toBe("197");
    expect(accountOrderId({ order_id: "1; DROP" })).toBeUndefined();
    expect(accountOrderId({})).toBeUndefined();
  });

  it("speaks ru, uz or en on Payme's page", () => {
    expect(["ru", "uz", "en", "id"].map(checkoutLanguage)).toEqual(["ru", "uz", "en", "en"]);
  });

  it("builds CheckPerformTransaction's detail from the fiscal lines: one item each, count 1, tiyin", () => {
    const codes = { ikpu: "10399002001000000", packageCode: "1501283", vatPercent: 12 };
    const detail = receiptDetail([
      { title: "355 Diamonds", amount: 60_000, codes },
      { title: "To'lov usuli komissiyasi", amount: 1_500, codes },
    ]);
    expect(detail).toEqual({
      receipt_type: 0,
      items: [
        {
          title: "355 Diamonds",
          price: 6_000_000,
          count: 1,
          code: codes.ikpu,
          package_code: "1501283",
          vat_percent: 12,
          discount: 0,
        },
        {
          title: "To'lov usuli komissiyasi",
          price: 150_000,
          count: 1,
          code: codes.ikpu,
          package_code: "1501283",
          vat_percent: 12,
          discount: 0,
        },
      ],
    });
    expect(receiptDetailFault(detail, 6_150_000)).toBeUndefined();
  });

  it("finds what a fiscal operator would refuse in a detail: a sum that differs, a code that is not 17 digits", () => {
    const item = {
      title: "x",
      price: 100,
      count: 2,
      code: "10399002001000000",
      package_code: "1501283",
      vat_percent: 12,
    };
    expect(receiptDetailFault({ receipt_type: 0, items: [item] }, 200)).toBeUndefined();
    expect(receiptDetailFault({ receipt_type: 0, items: [item] }, 100)).toMatch(/200/);
    expect(receiptDetailFault({ receipt_type: 0, items: [{ ...item, code: "123" }] }, 200)).toMatch(/code/);
    expect(receiptDetailFault({ receipt_type: 0, items: [] }, 0)).toBeDefined();
    expect(receiptDetailFault({ items: [item] }, 200)).toMatch(/receipt_type/);
  });
});
