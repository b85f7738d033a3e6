import { describe, expect, it } from "vitest";
import { money } from "../../core/money";
import {
  clickAmountInTiyin,
  clickDate,
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
});
