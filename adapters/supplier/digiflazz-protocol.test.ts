import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  RESPONSE_CODES,
  priceListSign,
  rcInfo,
  readCallback,
  readTransaction,
  toSupplierProduct,
  transactionSign,
  verifyHubSignature,
  type TransactionData,
} from "./digiflazz-protocol";

// Computed here from the documented formulas, not with the module's helpers.
const md5 = (text: string) => createHash("md5").update(text).digest("hex");
const hmacSha1 = (secret: string, body: string) => createHmac("sha1", secret).update(body).digest("hex");

describe("signatures", () => {
  it("signs a transaction as md5(username + apiKey + ref_id)", () => {
    expect(transactionSign("shopuser", "dev-key-123", "K7M4Q2TX-1")).toBe(md5("shopuserdev-key-123K7M4Q2TX-1"));
    expect(transactionSign("shopuser", "dev-key-123", "K7M4Q2TX-1")).toMatch(/^[0-9a-f]{32}$/);
    expect(transactionSign("shopuser", "dev-key-123", "K7M4Q2TX-2")).not.toBe(
      transactionSign("shopuser", "dev-key-123", "K7M4Q2TX-1"),
    );
  });

  it('signs the price list as md5(username + apiKey + "pricelist")', () => {
    expect(priceListSign("shopuser", "dev-key-123")).toBe(md5("shopuserdev-key-123pricelist"));
  });
});

describe("verifyHubSignature", () => {
  const secret = "somesecretvalue";
  const body = '{"data":{"ref_id":"K7M4Q2TX-1","status":"Sukses","rc":"00","sn":"SN123"}}';

  it("accepts sha1=<HMAC-SHA1 hex> of the raw body", () => {
    expect(verifyHubSignature(secret, body, `sha1=${hmacSha1(secret, body)}`)).toBe(true);
    expect(verifyHubSignature(secret, body, `sha1=${hmacSha1(secret, body).toUpperCase()}`)).toBe(true);
    expect(verifyHubSignature(secret, body, [`sha1=${hmacSha1(secret, body)}`])).toBe(true);
  });

  it("refuses a tampered body, another secret, or a malformed header", () => {
    const header = `sha1=${hmacSha1(secret, body)}`;
    expect(verifyHubSignature(secret, body.replace("Sukses", "Gagal"), header)).toBe(false);
    // The same JSON spelled differently is a different body: the HMAC covers bytes.
    expect(verifyHubSignature(secret, JSON.stringify(JSON.parse(body), null, 2), header)).toBe(false);
    expect(verifyHubSignature("other-secret", body, header)).toBe(false);
    expect(verifyHubSignature(secret, body, undefined)).toBe(false);
    expect(verifyHubSignature(secret, body, hmacSha1(secret, body))).toBe(false);
    expect(verifyHubSignature(secret, body, `sha256=${hmacSha1(secret, body)}`)).toBe(false);
    expect(verifyHubSignature(secret, body, `sha1=${hmacSha1(secret, body).slice(2)}`)).toBe(false);
    expect(verifyHubSignature(secret, body, [header, header])).toBe(false);
  });

  it("verifies nothing without a secret", () => {
    expect(verifyHubSignature("", body, `sha1=${hmacSha1("", body)}`)).toBe(false);
  });
});

const base: TransactionData = {
  ref_id: "K7M4Q2TX-1",
  customer_no: "1234567892001",
  buyer_sku_code: "ML86",
  message: "",
  status: "Pending",
  rc: "03",
  sn: "",
  buyer_last_saldo: 500_000,
  price: 19_800,
};

describe("readTransaction", () => {
  it("reads Sukses as success with sn as the serial", () => {
    const reading = readTransaction({
      ...base,
      status: "Sukses",
      rc: "00",
      sn: "RX-99/123",
      message: "Transaksi Sukses",
    });
    expect(reading).toMatchObject({
      kind: "result",
      result: { reference: "K7M4Q2TX-1", status: "success", serial: "RX-99/123", message: "Transaksi Sukses" },
    });
  });

  it("reads Pending as pending, without a serial", () => {
    expect(readTransaction(base, "K7M4Q2TX-1")).toMatchObject({
      kind: "result",
      result: { status: "pending", serial: null, permanent: false },
    });
  });

  it("reads Gagal with the rc table's permanence and the rc in the message", () => {
    const wrongNumber = readTransaction({ ...base, status: "Gagal", rc: "54", message: "Nomor Tujuan Salah" });
    expect(wrongNumber).toMatchObject({
      kind: "result",
      result: { status: "failed", permanent: true, message: "rc 54: Nomor Tujuan Salah" },
    });
    const noBalance = readTransaction({ ...base, status: "Gagal", rc: "44", message: "" });
    expect(noBalance).toMatchObject({
      kind: "result",
      result: { status: "failed", permanent: false, message: "rc 44: Saldo tidak cukup" },
    });
  });

  it("never calls a config or ref_id clash a failure", () => {
    for (const rc of ["40", "41", "42", "45", "47", "49"]) {
      expect(readTransaction({ ...base, status: "Gagal", rc }).kind).toBe("unavailable");
    }
  });

  it("refuses an answer about another ref_id or with an unknown status", () => {
    expect(readTransaction({ ...base, ref_id: "OTHER-1" }, "K7M4Q2TX-1").kind).toBe("unavailable");
    expect(readTransaction({ ...base, status: "Diproses" }).kind).toBe("unavailable");
    expect(readTransaction({ ...base, ref_id: undefined }).kind).toBe("unavailable");
  });

  it("pads a numeric rc and treats a contradictory or unknown Gagal as temporary", () => {
    expect(readTransaction({ ...base, status: "Gagal", rc: 1 })).toMatchObject({
      result: { status: "failed", permanent: false, message: "rc 01: Timeout" },
    });
    expect(readTransaction({ ...base, status: "Gagal", rc: "00" })).toMatchObject({
      result: { status: "failed", permanent: false },
    });
    expect(readTransaction({ ...base, status: "Gagal", rc: "97" })).toMatchObject({
      result: { status: "failed", permanent: false },
    });
  });
});

describe("rc classification", () => {
  it.each([
    ["00", "success"],
    ["03", "pending"],
    ["99", "pending"],
    ["44", "temporary"],
    ["55", "temporary"],
    ["58", "temporary"],
    ["66", "temporary"],
    ["68", "temporary"],
    ["71", "temporary"],
    ["43", "permanent"],
    ["51", "permanent"],
    ["54", "permanent"],
    ["57", "permanent"],
    ["59", "permanent"],
    ["41", "unavailable"],
    ["42", "unavailable"],
    ["45", "unavailable"],
    ["49", "unavailable"],
  ])("rc %s is %s", (rc, outcome) => {
    expect(rcInfo(rc).outcome).toBe(outcome);
  });

  it("records whether Digiflazz formed a transaction", () => {
    expect(rcInfo("44").formed).toBe(false);
    expect(rcInfo("68").formed).toBe(false);
    expect(rcInfo("54").formed).toBe(true);
    expect(rcInfo("71").formed).toBe(true);
  });

  it("covers every documented buyer code", () => {
    const documented = [
      ...["00", "01", "02", "03", "40", "41", "42", "43", "44", "45", "47", "49"],
      ...Array.from({ length: 25 }, (_, index) => String(50 + index)),
      ...Array.from({ length: 9 }, (_, index) => String(80 + index)),
      "99",
    ];
    expect(documented.filter((rc) => !(rc in RESPONSE_CODES))).toEqual([]);
  });
});

describe("readCallback", () => {
  it("maps each status", () => {
    expect(readCallback({ ...base, status: "Sukses", rc: "00", sn: "SN1" })).toMatchObject({
      verdict: "accepted",
      result: { status: "success" },
    });
    expect(readCallback(base)).toMatchObject({ verdict: "accepted", result: { status: "pending" } });
    expect(readCallback({ ...base, status: "Gagal", rc: "52" })).toMatchObject({
      verdict: "accepted",
      result: { status: "failed", permanent: true },
    });
    // A callback is about an existing transaction: an odd rc is a temporary failure, not a refusal.
    expect(readCallback({ ...base, status: "Gagal", rc: "49" })).toMatchObject({
      verdict: "accepted",
      result: { status: "failed", permanent: false },
    });
    expect(readCallback({ ...base, ref_id: undefined })).toEqual({ verdict: "refused", reason: "noReference" });
  });

  it("reads the English statuses and refuses others, naming the status", () => {
    expect(readCallback({ ...base, status: "Success", rc: "00" })).toMatchObject({ result: { status: "success" } });
    expect(readCallback({ ...base, status: "Processing" })).toMatchObject({ result: { status: "pending" } });
    expect(readCallback({ ...base, status: "FAILED", rc: "54" })).toMatchObject({
      result: { status: "failed", permanent: true },
    });
    expect(readCallback({ ...base, status: "constructor" })).toMatchObject({ reason: "unknownStatus" });
    expect(readCallback({ ...base, status: "Diproses" })).toEqual({
      verdict: "refused",
      reason: "unknownStatus",
      detail: 'status "Diproses"',
    });
  });
});

describe("toSupplierProduct", () => {
  it("is available only when both the buyer and the seller side are open", () => {
    const row = {
      product_name: "MOBILE LEGENDS 86 Diamonds",
      category: "Games",
      brand: "MOBILE LEGENDS",
      price: 19_800,
      buyer_sku_code: "ML86",
      buyer_product_status: true,
      seller_product_status: true,
    };
    expect(toSupplierProduct(row)).toEqual({
      supplierSku: "ML86",
      name: "MOBILE LEGENDS 86 Diamonds",
      brand: "MOBILE LEGENDS",
      category: "Games",
      price: 19_800,
      available: true,
    });
    expect(toSupplierProduct({ ...row, seller_product_status: false }).available).toBe(false);
    expect(toSupplierProduct({ ...row, buyer_product_status: false }).available).toBe(false);
  });
});
