import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { SupplierUnavailableError, type SupplierPort } from "../../core/orders/supplier-port";
import { startFakeDigiflazz, type FakeDigiflazz, type FakeDigiflazzOptions } from "../../tests/fakes/digiflazz";
import { createDigiflazzSupplier, type DigiflazzSupplierOptions } from "./digiflazz-supplier";
import { mapSupplierSkus } from "./supplier-sku-mapping";
import { genshin } from "../../catalog/games/genshin";
import { mobileLegends } from "../../catalog/games/mobile-legends";

const CREDENTIALS = { username: "kupishop", apiKey: "dev-3f9a1c-key", webhookSecret: "hook-secret-7d1" };
const ML_ACCOUNT = "1234567892001";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function setup(
  fakeOptions: Partial<FakeDigiflazzOptions> = {},
  supplierOptions: Partial<DigiflazzSupplierOptions> = {},
): Promise<{ fake: FakeDigiflazz; supplier: SupplierPort }> {
  const fake = await startFakeDigiflazz({ ...CREDENTIALS, ...fakeOptions });
  cleanups.push(() => fake.close());
  const supplier = createDigiflazzSupplier({ baseUrl: fake.url, ...CREDENTIALS, timeoutMs: 2_000, ...supplierOptions });
  return { fake, supplier };
}

/** Our webhook endpoint: keeps each callback's raw body and headers, as the HTTP layer would pass them. */
async function startReceiver(): Promise<{
  url: string;
  received: { rawBody: string; headers: IncomingHttpHeaders }[];
}> {
  const received: { rawBody: string; headers: IncomingHttpHeaders }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ rawBody: Buffer.concat(chunks).toString("utf8"), headers: request.headers });
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/digiflazz`, received };
}

const order = (reference: string, customerNo = ML_ACCOUNT, supplierSku = "ML86") => ({
  reference,
  supplierSku,
  customerNo,
});

describe("deliver", () => {
  it("buys once and returns the serial", async () => {
    const { fake, supplier } = await setup();
    fake.scriptCustomer(ML_ACCOUNT, { status: "Sukses", sn: "MLBB/0001/86" });

    const result = await supplier.deliver(order("K7M4Q2TX-1"));

    expect(result).toEqual({
      reference: "K7M4Q2TX-1",
      status: "success",
      serial: "MLBB/0001/86",
      message: "Transaksi Sukses",
      permanent: false,
      raw: { data: expect.objectContaining({ ref_id: "K7M4Q2TX-1", sn: "MLBB/0001/86", status: "Sukses" }) },
    });
    expect(fake.purchases.size).toBe(1);
    expect(fake.purchases.get("K7M4Q2TX-1")).toMatchObject({ sku: "ML86", customerNo: ML_ACCOUNT, posts: 1 });
  });

  it("sends testing and cb_url when configured", async () => {
    const { fake, supplier } = await setup({}, { testing: true, callbackUrl: "https://kupi.example/hooks/df" });
    await supplier.deliver(order("K7M4Q2TX-1"));
    expect(fake.purchases.get("K7M4Q2TX-1")).toMatchObject({ testing: true, cbUrl: "https://kupi.example/hooks/df" });
    expect(fake.requests[0]?.body).not.toHaveProperty("apiKey");
    expect(JSON.stringify(fake.requests[0]?.body)).not.toContain(CREDENTIALS.apiKey);
  });

  it("reports pending, then success when the same ref_id is posted again, with one purchase", async () => {
    const { fake, supplier } = await setup();
    fake.scriptCustomer(ML_ACCOUNT, { status: "Pending", after: 1, then: { status: "Sukses", sn: "SN-LATE" } });
    const balanceBefore = fake.balance;

    const first = await supplier.deliver(order("K7M4Q2TX-1"));
    const second = await supplier.deliver(order("K7M4Q2TX-1"));
    const third = await supplier.deliver(order("K7M4Q2TX-1"));

    expect(first).toMatchObject({ status: "pending", serial: null });
    expect(second).toMatchObject({ status: "success", serial: "SN-LATE" });
    expect(third).toEqual(second);
    expect(fake.purchases.size).toBe(1);
    expect(fake.purchases.get("K7M4Q2TX-1")?.posts).toBe(3);
    expect(balanceBefore - fake.balance).toBe(19_800);
  });

  it("fails for good on a wrong destination", async () => {
    const { fake, supplier } = await setup();
    fake.scriptCustomer("0000000000000", { status: "Gagal", rc: "54" });

    const result = await supplier.deliver(order("K7M4Q2TX-1", "0000000000000"));

    expect(result).toMatchObject({ status: "failed", permanent: true, serial: null });
    expect(result.message).toBe("rc 54: Nomor Tujuan Salah");
  });

  it("fails temporarily on insufficient balance; the same ref_id buys once the balance is back", async () => {
    const { fake, supplier } = await setup({ balance: 5_000 });

    const first = await supplier.deliver(order("K7M4Q2TX-1"));
    expect(first).toMatchObject({ status: "failed", permanent: false });
    expect(first.message).toContain("rc 44");
    // rc 44 forms no transaction at Digiflazz, so nothing was bought yet.
    expect(fake.purchases.size).toBe(0);

    fake.balance = 100_000;
    const second = await supplier.deliver(order("K7M4Q2TX-1"));
    expect(second).toMatchObject({ status: "success" });
    expect(fake.purchases.size).toBe(1);
  });

  it("fails temporarily when the product is under maintenance", async () => {
    const { fake, supplier } = await setup();
    fake.scriptSku("ML86", { status: "Gagal", rc: "55" });
    expect(await supplier.deliver(order("K7M4Q2TX-1"))).toMatchObject({ status: "failed", permanent: false });
  });

  it("fails for good on a SKU the seller closed", async () => {
    const { supplier } = await setup();
    // ML257 is in the fake's price list with seller_product_status false.
    expect(await supplier.deliver(order("K7M4Q2TX-1", ML_ACCOUNT, "ML257"))).toMatchObject({
      status: "failed",
      permanent: true,
      message: expect.stringContaining("rc 43") as string,
    });
  });

  it("throws SupplierUnavailableError on a wrong API key or username, and nothing is bought", async () => {
    const { fake } = await setup();
    const wrongKey = createDigiflazzSupplier({ baseUrl: fake.url, ...CREDENTIALS, apiKey: "prod-key-by-mistake" });
    const wrongUser = createDigiflazzSupplier({ baseUrl: fake.url, ...CREDENTIALS, username: "someoneelse" });

    await expect(wrongKey.deliver(order("K7M4Q2TX-1"))).rejects.toThrow(SupplierUnavailableError);
    await expect(wrongKey.deliver(order("K7M4Q2TX-1"))).rejects.toThrow(/rc 41/);
    await expect(wrongUser.deliver(order("K7M4Q2TX-1"))).rejects.toThrow(/rc 42/);
    await expect(wrongKey.deliver(order("K7M4Q2TX-1"))).rejects.not.toThrow(/prod-key-by-mistake/);
    expect(fake.purchases.size).toBe(0);
  });

  it("throws rather than fail when the ref_id clashes with another purchase", async () => {
    const { supplier } = await setup();
    await supplier.deliver(order("K7M4Q2TX-1"));
    await expect(supplier.deliver(order("K7M4Q2TX-1", "9999999992001"))).rejects.toThrow(SupplierUnavailableError);
  });

  it("throws SupplierUnavailableError on HTTP 500 and on a body that is not JSON", async () => {
    let fault: "http-500" | "not-json" = "http-500";
    const { supplier } = await setup({ behaviour: () => ({ fault }) });
    await expect(supplier.deliver(order("K7M4Q2TX-1"))).rejects.toThrow(SupplierUnavailableError);
    fault = "not-json";
    await expect(supplier.deliver(order("K7M4Q2TX-1"))).rejects.toThrow(/without JSON/);
  });

  it("throws SupplierUnavailableError when Digiflazz hangs past timeoutMs", async () => {
    const { supplier } = await setup({ behaviour: () => ({ fault: "hang" }) }, { timeoutMs: 150 });
    await expect(supplier.deliver(order("K7M4Q2TX-1"))).rejects.toThrow(/timed out after 150 ms/);
  });

  it("recovers a purchase whose answer was lost: asking again reports it, still one purchase", async () => {
    let lose = true;
    const { fake, supplier } = await setup({
      behaviour: () => (lose ? { fault: "hang", afterPurchase: true } : undefined),
    });
    const hasty = createDigiflazzSupplier({ baseUrl: fake.url, ...CREDENTIALS, timeoutMs: 150 });

    await expect(hasty.deliver(order("K7M4Q2TX-1"))).rejects.toThrow(SupplierUnavailableError);
    lose = false;
    expect(await supplier.deliver(order("K7M4Q2TX-1"))).toMatchObject({ status: "success" });
    expect(fake.purchases.size).toBe(1);
  });

  it("throws SupplierUnavailableError when Digiflazz cannot be reached", async () => {
    const { fake } = await setup();
    const url = fake.url;
    await fake.close();
    const supplier = createDigiflazzSupplier({ baseUrl: url, ...CREDENTIALS });
    await expect(supplier.deliver(order("K7M4Q2TX-1"))).rejects.toThrow(/could not be reached/);
  });
});

describe("parseCallback", () => {
  async function settledCallback() {
    const receiver = await startReceiver();
    const { fake, supplier } = await setup({ callbackUrl: receiver.url });
    fake.scriptCustomer(ML_ACCOUNT, { status: "Pending", after: 99 });
    await supplier.deliver(order("K7M4Q2TX-1"));
    fake.settle("K7M4Q2TX-1", { status: "Sukses", sn: "SN-BY-WEBHOOK" });
    expect(await fake.sendCallback("K7M4Q2TX-1")).toBe(200);
    const callback = receiver.received[0];
    if (!callback) throw new Error("no callback received");
    return { callback, supplier };
  }

  it("accepts Digiflazz's signed callback", async () => {
    const { callback, supplier } = await settledCallback();
    expect(callback.headers["user-agent"]).toBe("Digiflazz-Hookshot");
    expect(callback.headers["x-digiflazz-event"]).toBe("update");

    expect(supplier.parseCallback(callback.rawBody, callback.headers)).toEqual({
      verdict: "accepted",
      result: {
        reference: "K7M4Q2TX-1",
        status: "success",
        serial: "SN-BY-WEBHOOK",
        message: "Transaksi Sukses",
        permanent: false,
        raw: { data: expect.objectContaining({ ref_id: "K7M4Q2TX-1", sn: "SN-BY-WEBHOOK" }) },
      },
    });
  });

  it("reads a failed purchase from a callback", async () => {
    const receiver = await startReceiver();
    const { fake, supplier } = await setup({ callbackUrl: receiver.url });
    fake.scriptCustomer(ML_ACCOUNT, { status: "Pending", after: 99 });
    await supplier.deliver(order("K7M4Q2TX-1"));
    fake.settle("K7M4Q2TX-1", { status: "Gagal", rc: "59" });
    await fake.sendCallback("K7M4Q2TX-1");
    const callback = receiver.received[0];
    expect(callback && supplier.parseCallback(callback.rawBody, callback.headers)).toMatchObject({
      verdict: "accepted",
      result: { status: "failed", permanent: true },
    });
  });

  it("refuses a tampered body, a wrong secret or a missing signature", async () => {
    const { callback, supplier } = await settledCallback();
    const tampered = callback.rawBody.replace("SN-BY-WEBHOOK", "SN-FORGED");
    const badSignature = { verdict: "refused", reason: "badSignature" };
    expect(supplier.parseCallback(tampered, callback.headers)).toEqual(badSignature);

    const otherSecret = createDigiflazzSupplier({
      baseUrl: "http://127.0.0.1:9",
      ...CREDENTIALS,
      webhookSecret: "not-the-secret",
    });
    expect(otherSecret.parseCallback(callback.rawBody, callback.headers)).toEqual(badSignature);

    const unsigned = { ...callback.headers };
    delete unsigned["x-hub-signature"];
    expect(supplier.parseCallback(callback.rawBody, unsigned)).toEqual(badSignature);
  });

  it("finds the signature header whatever its case", async () => {
    const { callback, supplier } = await settledCallback();
    const headers = { "X-Hub-Signature": callback.headers["x-hub-signature"] };
    expect(supplier.parseCallback(callback.rawBody, headers)).toMatchObject({
      verdict: "accepted",
      result: { status: "success" },
    });
  });
});

describe("priceList", () => {
  it("reads the price list and maps our catalog onto it", async () => {
    const { fake, supplier } = await setup();
    const products = await supplier.priceList();

    expect(fake.requests[0]?.body).toMatchObject({ cmd: "prepaid", username: CREDENTIALS.username });
    expect(products).toContainEqual({
      supplierSku: "ML86",
      name: "MOBILE LEGENDS 86 Diamonds",
      brand: "MOBILE LEGENDS",
      category: "Games",
      price: 19_800,
      available: true,
    });
    expect(products.find((product) => product.supplierSku === "ML257")?.available).toBe(false);

    const ml = {
      gameSlug: "mobile-legends",
      gameName: "Mobile Legends: Bang Bang",
      supplierNames: mobileLegends.supplierNames ?? [],
    };
    const mapping = mapSupplierSkus(
      [
        { ...ml, sku: "ml-86", amount: 78, bonus: 8, title: null },
        { ...ml, sku: "ml-257", amount: 217, bonus: 40, title: null },
        { ...ml, sku: "ml-weekly-pass", amount: null, bonus: null, title: "Weekly Diamond Pass" },
        {
          gameSlug: "genshin",
          gameName: "Genshin Impact",
          supplierNames: genshin.supplierNames ?? [],
          sku: "gi-welkin",
          amount: null,
          bonus: null,
          title: "Blessing of the Welkin Moon",
        },
      ],
      products,
    );
    expect(mapping).toEqual({
      mapped: { "ml-86": "ML86", "ml-weekly-pass": "MLWDP", "gi-welkin": "GIWELKIN" },
      unmatched: ["ml-257"],
    });
  });

  it("throws SupplierUnavailableError when the price list is refused", async () => {
    const { fake } = await setup();
    const wrongKey = createDigiflazzSupplier({ baseUrl: fake.url, ...CREDENTIALS, apiKey: "wrong" });
    await expect(wrongKey.priceList()).rejects.toThrow(/rc 41/);
  });

  it("skips a malformed row instead of losing the list", async () => {
    const { supplier } = await setup({
      priceList: [
        {
          product_name: "FREE FIRE 70 Diamond",
          category: "Games",
          brand: "FREE FIRE",
          price: 9_500.5,
          buyer_sku_code: "FF70",
          buyer_product_status: true,
          seller_product_status: true,
        },
        {
          product_name: "FREE FIRE 140 Diamond",
          category: "Games",
          brand: "FREE FIRE",
          price: 18_000,
          buyer_sku_code: "FF140",
          buyer_product_status: true,
          seller_product_status: true,
        },
      ],
    });
    expect((await supplier.priceList()).map((product) => product.supplierSku)).toEqual(["FF140"]);
  });
});

describe("createDigiflazzSupplier", () => {
  it("refuses to start without credentials", () => {
    expect(() => createDigiflazzSupplier({ baseUrl: "http://x", ...CREDENTIALS, apiKey: "" })).toThrow();
    expect(() => createDigiflazzSupplier({ baseUrl: "http://x", ...CREDENTIALS, webhookSecret: "" })).toThrow();
  });
});
