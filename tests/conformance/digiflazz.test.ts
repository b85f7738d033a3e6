import { createHash, createHmac } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { createDigiflazzSupplier } from "../../adapters/supplier/digiflazz-supplier";
import { startFakeDigiflazz, type FakeDigiflazz } from "../fakes/digiflazz";

/**
 * Digiflazz's documented cases, driven through our adapter: the development mode's test customer
 * numbers (against the fake, which answers them as the docs list) and the webhook bodies in each
 * documented wording. Each case names the page it comes from; docs/decisions/008-fulfillment.md
 * records what was read where.
 */
const SOURCES = {
  topup: "developer.digiflazz.com/api/buyer/topup (request field `testing`)",
  testCases: "developer.digiflazz.com/irs/buyer/test-case (prepaid test numbers; same on st24 and payuni)",
  webhookId: "developer.digiflazz.com/api/buyer/webhook (Indonesian payload)",
  webhookEn: "developer.my.digiflazz.com/api/buyer/webhook (English payload)",
  transactionEn: "developer.my.digiflazz.com/api/buyer/transaction (statuses Success, Processing, Failed)",
  sellerEn: "developer.my.digiflazz.com/api/seller/transaction (amounts written as strings)",
} as const;

const CREDENTIALS = { username: "kupishop", apiKey: "dev-3f9a1c-key", webhookSecret: "hook-secret-7d1" };

// Computed from the documented formulas, not with the adapter's helpers.
const md5 = (text: string) => createHash("md5").update(text).digest("hex");
const signed = (body: unknown, secret = CREDENTIALS.webhookSecret) => {
  const raw = JSON.stringify(body);
  return { raw, headers: { "x-hub-signature": `sha1=${createHmac("sha1", secret).update(raw).digest("hex")}` } };
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function developmentMode(): Promise<{
  fake: FakeDigiflazz;
  supplier: ReturnType<typeof createDigiflazzSupplier>;
}> {
  const fake = await startFakeDigiflazz(CREDENTIALS);
  cleanups.push(() => fake.close());
  const supplier = createDigiflazzSupplier({ baseUrl: fake.url, ...CREDENTIALS, testing: true, timeoutMs: 2_000 });
  return { fake, supplier };
}

const order = (reference: string, customerNo: string) => ({ reference, supplierSku: "xld10", customerNo });

describe(`development mode: ${SOURCES.topup}`, () => {
  it("sends testing: true with the documented signature, and no key", async () => {
    const { fake, supplier } = await developmentMode();
    await supplier.deliver(order("DEV-1", "087800001230"));
    expect(fake.requests[0]?.body).toEqual({
      username: CREDENTIALS.username,
      buyer_sku_code: "xld10",
      customer_no: "087800001230",
      ref_id: "DEV-1",
      sign: md5(`${CREDENTIALS.username}${CREDENTIALS.apiKey}DEV-1`),
      testing: true,
    });
  });
});

describe(`test customer numbers: ${SOURCES.testCases}`, () => {
  it("087800001230 succeeds, with a serial", async () => {
    const { supplier } = await developmentMode();
    expect(await supplier.deliver(order("DEV-1", "087800001230"))).toMatchObject({
      status: "success",
      serial: expect.any(String) as string,
    });
  });

  it("087800001232 fails", async () => {
    const { supplier } = await developmentMode();
    expect(await supplier.deliver(order("DEV-2", "087800001232"))).toMatchObject({ status: "failed", serial: null });
  });

  it("087800001233 is pending, then succeeds (asked again under the same ref_id, one purchase)", async () => {
    const { fake, supplier } = await developmentMode();
    expect(await supplier.deliver(order("DEV-3", "087800001233"))).toMatchObject({ status: "pending" });
    expect(await supplier.deliver(order("DEV-3", "087800001233"))).toMatchObject({ status: "success" });
    expect(fake.purchases.size).toBe(1);
  });

  it("087800001234 is pending, then fails", async () => {
    const { supplier } = await developmentMode();
    expect(await supplier.deliver(order("DEV-4", "087800001234"))).toMatchObject({ status: "pending" });
    expect(await supplier.deliver(order("DEV-4", "087800001234"))).toMatchObject({ status: "failed" });
  });

  it("outside development mode the same numbers are ordinary customers", async () => {
    const fake = await startFakeDigiflazz(CREDENTIALS);
    cleanups.push(() => fake.close());
    const live = createDigiflazzSupplier({ baseUrl: fake.url, ...CREDENTIALS, timeoutMs: 2_000 });
    expect(await live.deliver(order("LIVE-1", "087800001232"))).toMatchObject({ status: "success" });
    expect(fake.requests[0]?.body).not.toHaveProperty("testing");
  });
});

describe("webhook bodies as documented", () => {
  const supplier = createDigiflazzSupplier({ baseUrl: "http://127.0.0.1:9", ...CREDENTIALS });
  const read = (data: Record<string, unknown>) => {
    const { raw, headers } = signed({ data });
    return supplier.parseCallback(raw, headers);
  };

  it(`reads the Indonesian payload: Sukses, numeric price, seller contacts (${SOURCES.webhookId})`, () => {
    expect(
      read({
        ref_id: "K7M4Q2TX-1",
        customer_no: "081200000001",
        buyer_sku_code: "xld10",
        message: "Sukses",
        status: "Sukses",
        rc: "00",
        buyer_last_saldo: 250_000,
        sn: "SN-ID-1",
        price: 10_500,
        tele: "@seller",
        wa: "081200000002",
      }),
    ).toMatchObject({ verdict: "accepted", result: { reference: "K7M4Q2TX-1", status: "success", serial: "SN-ID-1" } });
  });

  it(`reads the English payload: Success, trx_id, a fractional balance (${SOURCES.webhookEn})`, () => {
    expect(
      read({
        trx_id: "6a1b2c3d4e5f",
        ref_id: "K7M4Q2TX-2",
        customer_no: "017000002",
        buyer_sku_code: "xld10",
        message: "Success",
        status: "Success",
        rc: "00",
        buyer_last_saldo: 1234.56,
        sn: "SN-EN-2",
        price: 7.25,
      }),
    ).toMatchObject({ verdict: "accepted", result: { reference: "K7M4Q2TX-2", status: "success", serial: "SN-EN-2" } });
  });

  it(`reads the English statuses Processing and Failed (${SOURCES.transactionEn})`, () => {
    expect(read({ ref_id: "K7M4Q2TX-3", status: "Processing", rc: "03", message: "Processing" })).toMatchObject({
      verdict: "accepted",
      result: { status: "pending" },
    });
    expect(read({ ref_id: "K7M4Q2TX-4", status: "Failed", rc: "54", message: "Wrong number" })).toMatchObject({
      verdict: "accepted",
      result: { status: "failed", permanent: true },
    });
    expect(read({ ref_id: "K7M4Q2TX-5", status: "Pending", rc: "03" })).toMatchObject({
      verdict: "accepted",
      result: { status: "pending" },
    });
    expect(read({ ref_id: "K7M4Q2TX-6", status: "Gagal", rc: "59" })).toMatchObject({
      verdict: "accepted",
      result: { status: "failed", permanent: true },
    });
  });

  it(`reads amounts written as strings (${SOURCES.sellerEn})`, () => {
    expect(
      read({ ref_id: "K7M4Q2TX-7", status: "Success", rc: "00", sn: "SN-7", price: "1500", buyer_last_saldo: "98500" }),
    ).toMatchObject({ verdict: "accepted", result: { status: "success", serial: "SN-7" } });
  });

  it("names why a callback is refused", () => {
    const body = { data: { ref_id: "K7M4Q2TX-8", status: "Sukses", rc: "00" } };
    const { raw, headers } = signed(body, "another-secret");
    expect(supplier.parseCallback(raw, headers)).toMatchObject({ verdict: "refused", reason: "badSignature" });
    expect(supplier.parseCallback(signed(body).raw, {})).toMatchObject({ verdict: "refused", reason: "badSignature" });
    expect(read({ ref_id: "K7M4Q2TX-8", status: "Diproses" })).toMatchObject({
      verdict: "refused",
      reason: "unknownStatus",
    });
    expect(read({ ref_id: "K7M4Q2TX-8", rc: "00" })).toMatchObject({ verdict: "refused", reason: "malformedBody" });
    expect(read({ status: "Sukses", rc: "00" })).toMatchObject({ verdict: "refused", reason: "noReference" });
    const notJson = "not json";
    const notJsonSignature = `sha1=${createHmac("sha1", CREDENTIALS.webhookSecret).update(notJson).digest("hex")}`;
    expect(supplier.parseCallback(notJson, { "x-hub-signature": notJsonSignature })).toMatchObject({
      verdict: "refused",
      reason: "notJson",
    });
  });
});
