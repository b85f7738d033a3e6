import { describe, expect, it } from "vitest";
import { money } from "../../core/money";
import {
  clickAmountInTiyin,
  clickDate,
  clickFiscalItems,
  clickFiscalItemsFault,
  clickPayUrl,
  clickSignString,
  clickTime,
  formatClickAmount,
  hasMerchantApiAuth,
  hasValidSign,
  merchantApiAuth,
  parseClickCallback,
} from "./click-protocol";

/** A Prepare as Click posts it; the sign vectors below were computed with md5sum over the documented concatenation. */
const prepare = {
  click_trans_id: "1234567890",
  service_id: "123",
  click_paydoc_id: "555",
  merchant_trans_id: "K7M4Q2TX-1",
  amount: "18800.00",
  action: "0",
  error: "0",
  error_note: "Success",
  sign_time: "2026-11-24 05:00:00",
  sign_string: "4a862dfa0e1884cb4e22b096f36e833a",
};

describe("Click's protocol", () => {
  it("signs Prepare and Complete as md5(click_trans_id service_id SECRET merchant_trans_id [prepare id] amount action sign_time)", () => {
    expect(clickSignString(prepare, "secret")).toBe("4a862dfa0e1884cb4e22b096f36e833a");
    const complete = { ...prepare, action: "1", merchant_prepare_id: "1234567890" };
    expect(clickSignString(complete, "secret")).toBe("d531a127c9974dafa5a9dad9abffe31a");
  });

  it("accepts Click's sign (in either case) and refuses any change of a signed field or another key", () => {
    const parsed = parseClickCallback(prepare, false)!;
    expect(hasValidSign(parsed, "secret")).toBe(true);
    expect(hasValidSign({ ...parsed, sign_string: parsed.sign_string.toUpperCase() }, "secret")).toBe(true);
    expect(hasValidSign(parsed, "Secret")).toBe(false);
    expect(hasValidSign({ ...parsed, amount: "1880.00" }, "secret")).toBe(false);
    expect(hasValidSign({ ...parsed, merchant_trans_id: "K7M4Q2TX-2" }, "secret")).toBe(false);
    expect(hasValidSign({ ...parsed, action: "1" }, "secret")).toBe(false);
  });

  it("reads a call only when every field is there and well formed (else Click's -8)", () => {
    expect(parseClickCallback(prepare, false)).toMatchObject({ merchant_trans_id: "K7M4Q2TX-1" });
    // Present but empty is still sent.
    expect(parseClickCallback({ ...prepare, error_note: "" }, false)).toMatchObject({ error_note: "" });
    // Complete needs merchant_prepare_id.
    expect(parseClickCallback({ ...prepare, action: "1" }, true)).toBeUndefined();
    expect(parseClickCallback({ ...prepare, action: "1", merchant_prepare_id: "77" }, true)).toMatchObject({
      merchant_prepare_id: "77",
    });
    for (const broken of [
      { ...prepare, click_trans_id: "12a" },
      { ...prepare, amount: "18,800" },
      { ...prepare, amount: "-5" },
      { ...prepare, merchant_trans_id: "K7M4'; drop" },
      { ...prepare, sign_string: "nothex" },
      { ...prepare, sign_time: undefined },
      // Click-API – Request lists error_note among the parameters Click always sends.
      { ...prepare, error_note: undefined },
    ])
      expect(parseClickCallback(broken, false)).toBeUndefined();
    expect(parseClickCallback("click_trans_id=1", false)).toBeUndefined();
    expect(parseClickCallback(null, false)).toBeUndefined();
  });

  it("counts so'm exactly: 18800, 18800.0 and 18800.00 are the same; 18800.5 is not 18800", () => {
    expect(clickAmountInTiyin("18800")).toBe(1_880_000);
    expect(clickAmountInTiyin("18800.0")).toBe(1_880_000);
    expect(clickAmountInTiyin("18800.00")).toBe(1_880_000);
    expect(clickAmountInTiyin("18800.5")).toBe(1_880_050);
    expect(clickAmountInTiyin("1e5")).toBeUndefined();
    expect(formatClickAmount(money(18_800, "UZS"))).toBe("18800.00");
    expect(() => formatClickAmount(money(100, "IDR"))).toThrow(RangeError);
  });

  it("writes times and dates in Tashkent (UTC+5)", () => {
    const instant = new Date("2026-11-23T20:30:15Z");
    expect(clickTime(instant)).toBe("2026-11-24 01:30:15");
    expect(clickDate(instant)).toBe("2026-11-24");
  });

  it("builds the Merchant API's Auth header as merchant_user_id:sha1(timestamp + secret_key):timestamp", () => {
    expect(merchantApiAuth("50001", "secret", 1_519_051_543)).toBe(
      "50001:342712d77c0fe30bfe18e34b81dcb1833feb485e:1519051543",
    );
    const header = merchantApiAuth("50001", "secret", 1_519_051_543);
    expect(hasMerchantApiAuth(header, "50001", "secret", 1_519_051_600)).toBe(true);
    expect(hasMerchantApiAuth(header, "50002", "secret", 1_519_051_600)).toBe(false);
    expect(hasMerchantApiAuth(header, "50001", "other", 1_519_051_600)).toBe(false);
    // An old header is not replayed forever.
    expect(hasMerchantApiAuth(header, "50001", "secret", 1_519_060_000)).toBe(false);
    expect(hasMerchantApiAuth(undefined, "50001", "secret", 1_519_051_600)).toBe(false);
  });

  it("sends the buyer to Click's page with our attempt id as transaction_param", () => {
    const url = new URL(
      clickPayUrl({
        payUrl: "https://my.click.uz/services/pay",
        serviceId: "123",
        merchantId: "456",
        amount: money(18_800, "UZS"),
        transactionParam: "K7M4Q2TX-1",
        returnUrl: "https://kupi.example/uz/orders/1?x=1&y=2",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://my.click.uz/services/pay");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service_id: "123",
      merchant_id: "456",
      amount: "18800.00",
      transaction_param: "K7M4Q2TX-1",
      return_url: "https://kupi.example/uz/orders/1?x=1&y=2",
    });
  });

  it("builds the fiscal items call: one item per line, Price for the line in tiyin, the VAT it includes", () => {
    const codes = { ikpu: "10399002001000000", packageCode: "1501283", vatPercent: 12 };
    const body = clickFiscalItems({
      serviceId: "90001",
      paymentId: "4100000123",
      lines: [
        { title: "355 Diamonds", amount: 56_000, codes },
        { title: "To'lov usuli komissiyasi", amount: 1_000, codes },
      ],
      sellerTin: "123456789",
    });
    const item = {
      SPIC: codes.ikpu,
      PackageCode: "1501283",
      Amount: 1,
      VATPercent: 12,
      CommissionInfo: { TIN: "123456789" },
    };
    expect(body).toEqual({
      service_id: 90001,
      payment_id: 4100000123,
      items: [
        { ...item, Name: "355 Diamonds", Price: 5_600_000, VAT: 600_000 },
        { ...item, Name: "To'lov usuli komissiyasi", Price: 100_000, VAT: 10_714 },
      ],
      received_ecash: 0,
      received_cash: 0,
      received_card: 5_700_000,
    });
    expect(clickFiscalItemsFault(body, 5_700_000)).toEqual({ body });
  });

  it("finds what Click would refuse in fiscal items: sums that differ, no TIN or PINFL, a long name", () => {
    const item = {
      Name: "x",
      SPIC: "10399002001000000",
      PackageCode: "1",
      Price: 100,
      Amount: 1,
      VAT: 11,
      VATPercent: 12,
      CommissionInfo: { PINFL: "12345678901234" },
    };
    const body = {
      service_id: 1,
      payment_id: 2,
      items: [item],
      received_ecash: 0,
      received_cash: 0,
      received_card: 100,
    };
    expect(clickFiscalItemsFault(body, 100)).toEqual({ body });
    expect(clickFiscalItemsFault(body, 200)).toEqual({ fault: "items add up to 100, not 200" });
    expect(clickFiscalItemsFault({ ...body, received_card: 50 }, 100)).toMatchObject({
      fault: expect.stringMatching(/received/),
    });
    expect(clickFiscalItemsFault({ ...body, items: [{ ...item, CommissionInfo: {} }] }, 100)).toHaveProperty("fault");
    expect(clickFiscalItemsFault({ ...body, items: [{ ...item, Name: "x".repeat(64) }] }, 100)).toHaveProperty("fault");
    expect(clickFiscalItemsFault({ ...body, items: [] }, 0)).toHaveProperty("fault");
  });
});
