import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { money } from "../../core/money";
import {
  basicAuthorization,
  formatGrossAmount,
  parseGrossAmount,
  providerStatusLabel,
  requestGrossAmount,
  signatureKey,
  STATUS_CODE_OF,
  statusCodeMatches,
  toPaymentStatus,
  verifySignatureKey,
} from "./midtrans-protocol";

const SERVER_KEY = "SB-Mid-server-test-key";

describe("signature_key", () => {
  it("is SHA-512 of order_id + status_code + gross_amount + server key, in hex", () => {
    // Computed here from the documented formula, not with the code under test.
    const expected = createHash("sha512").update(`K7M4Q2TX-1200${"87252.00"}${SERVER_KEY}`).digest("hex");
    expect(signatureKey("K7M4Q2TX-1", "200", "87252.00", SERVER_KEY)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{128}$/);
  });

  it("matches the example of Midtrans's documentation for order 1111", () => {
    const input = "1111" + "200" + "100000.00" + "askvnoibnosifnboseofinbofinfgbiufglnbfg";
    const expected = createHash("sha512").update(input).digest("hex");
    expect(signatureKey("1111", "200", "100000.00", "askvnoibnosifnboseofinbofinfgbiufglnbfg")).toBe(expected);
  });

  const genuine = {
    order_id: "K7M4Q2TX-1",
    status_code: "200",
    gross_amount: "87252.00",
    signature_key: createHash("sha512").update(`K7M4Q2TX-120087252.00${SERVER_KEY}`).digest("hex"),
  };

  it("accepts a genuine notification", () => {
    expect(verifySignatureKey(genuine, SERVER_KEY)).toBe(true);
  });

  it("rejects any tampered field, another server key, and a malformed signature", () => {
    expect(verifySignatureKey({ ...genuine, gross_amount: "1.00" }, SERVER_KEY)).toBe(false);
    expect(verifySignatureKey({ ...genuine, gross_amount: "87252" }, SERVER_KEY)).toBe(false);
    expect(verifySignatureKey({ ...genuine, status_code: "201" }, SERVER_KEY)).toBe(false);
    expect(verifySignatureKey({ ...genuine, order_id: "K7M4Q2TX-2" }, SERVER_KEY)).toBe(false);
    expect(verifySignatureKey(genuine, "SB-Mid-server-other")).toBe(false);
    expect(verifySignatureKey({ ...genuine, signature_key: "abc" }, SERVER_KEY)).toBe(false);
    expect(verifySignatureKey({ ...genuine, signature_key: "" }, SERVER_KEY)).toBe(false);
  });
});

describe("gross_amount", () => {
  it("reads Midtrans's strings as integer minor units", () => {
    expect(parseGrossAmount("10000.00", "IDR")).toEqual(money(10_000, "IDR"));
    expect(parseGrossAmount("87252.00", "IDR")).toEqual(money(87_252, "IDR"));
    expect(parseGrossAmount("5.49", "USD")).toEqual(money(549, "USD"));
    expect(parseGrossAmount("5.5", "USD")).toEqual(money(550, "USD"));
    expect(parseGrossAmount("500.00", "RUB")).toEqual(money(50_000, "RUB"));
    expect(parseGrossAmount("70000.00", "UZS")).toEqual(money(70_000, "UZS"));
    expect(parseGrossAmount(10_000, "IDR")).toEqual(money(10_000, "IDR"));
    expect(parseGrossAmount(5.49, "USD")).toEqual(money(549, "USD"));
    expect(parseGrossAmount("0.10", "USD")).toEqual(money(10, "USD"));
  });

  it("refuses what is not an amount of that currency", () => {
    expect(parseGrossAmount("10000.50", "IDR")).toBeUndefined();
    expect(parseGrossAmount("5.499", "USD")).toBeUndefined();
    expect(parseGrossAmount("-5.00", "USD")).toBeUndefined();
    expect(parseGrossAmount("1e3", "IDR")).toBeUndefined();
    expect(parseGrossAmount("", "IDR")).toBeUndefined();
    expect(parseGrossAmount("Rp 10.000", "IDR")).toBeUndefined();
    expect(parseGrossAmount(Number.NaN, "IDR")).toBeUndefined();
    expect(parseGrossAmount("99999999999999999999", "IDR")).toBeUndefined();
  });

  it("writes two fraction digits as Midtrans does, whatever the currency", () => {
    expect(formatGrossAmount(money(87_252, "IDR"))).toBe("87252.00");
    expect(formatGrossAmount(money(549, "USD"))).toBe("5.49");
    expect(formatGrossAmount(money(5, "USD"))).toBe("0.05");
    expect(formatGrossAmount(money(50_000, "RUB"))).toBe("500.00");
    expect(formatGrossAmount(money(70_000, "UZS"))).toBe("70000.00");
  });

  it("sends an integer for rupiah and a decimal string for currencies with cents", () => {
    expect(requestGrossAmount(money(87_252, "IDR"))).toBe(87_252);
    expect(requestGrossAmount(money(70_000, "UZS"))).toBe(70_000);
    expect(requestGrossAmount(money(549, "USD"))).toBe("5.49");
    expect(requestGrossAmount(money(50_000, "RUB"))).toBe("500.00");
  });
});

describe("status mapping", () => {
  it.each([
    ["settlement", undefined, "paid"],
    ["capture", "accept", "paid"],
    ["capture", "challenge", "pending"],
    ["pending", undefined, "pending"],
    ["deny", undefined, "failed"],
    ["failure", undefined, "failed"],
    ["cancel", undefined, "canceled"],
    ["expire", undefined, "expired"],
    ["refund", undefined, "refunded"],
    ["partial_refund", undefined, "refunded"],
  ] as const)("%s (fraud %s) is %s", (transactionStatus, fraudStatus, expected) => {
    expect(toPaymentStatus(transactionStatus, fraudStatus)).toBe(expected);
  });

  it("knows no status it was not told about", () => {
    expect(toPaymentStatus("authorize")).toBeUndefined();
    expect(toPaymentStatus("")).toBeUndefined();
  });

  it("labels a card capture with its fraud verdict", () => {
    expect(providerStatusLabel("capture", "accept")).toBe("capture/accept");
    expect(providerStatusLabel("settlement", "accept")).toBe("settlement");
    expect(providerStatusLabel("deny")).toBe("deny");
  });

  it("refuses a success, pending, deny or expire paired with another status_code", () => {
    expect(statusCodeMatches("settlement", "200")).toBe(true);
    expect(statusCodeMatches("settlement", "202")).toBe(false);
    expect(statusCodeMatches("capture", "201")).toBe(false);
    expect(statusCodeMatches("pending", "201")).toBe(true);
    expect(statusCodeMatches("deny", "202")).toBe(true);
    expect(statusCodeMatches("expire", "407")).toBe(true);
    expect(statusCodeMatches("refund", "200")).toBe(true);
  });

  it("pairs each status with Midtrans's status_code", () => {
    expect(STATUS_CODE_OF.settlement).toBe("200");
    expect(STATUS_CODE_OF.pending).toBe("201");
    expect(STATUS_CODE_OF.deny).toBe("202");
    expect(STATUS_CODE_OF.expire).toBe("407");
  });
});

describe("authorization", () => {
  it("is Basic with the server key and an empty password", () => {
    expect(basicAuthorization("SB-Mid-server-abc")).toBe(
      `Basic ${Buffer.from("SB-Mid-server-abc:").toString("base64")}`,
    );
  });
});
