import { createHash } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, like } from "drizzle-orm";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { sandboxSupplierPurchases } from "../../adapters/db/schema";
import { createDigiflazzSupplier } from "../../adapters/supplier/digiflazz-supplier";
import { createMemoryDigiflazzBook, type DigiflazzBook } from "../../adapters/supplier/sandbox-digiflazz/book";
import { createDatabaseDigiflazzBook } from "../../adapters/supplier/sandbox-digiflazz/db-book";
import { startSandboxDigiflazz } from "../../adapters/supplier/sandbox-digiflazz/face";
import type { DeliveryResult } from "../../core/orders/supplier-port";
import { startSandboxGateway } from "../../adapters/payments/sandbox-gateway/server";
import { sandboxDigiflazzAccount } from "../../server/supplier";
import { CARDS, startCheckoutHarness, until } from "../support/checkout-harness";
import { createTestDatabase } from "../support/test-database";

/**
 * The sandbox's face of Digiflazz (adapters/supplier/sandbox-digiflazz/), driven over HTTP by the
 * shop's real Digiflazz adapter: the documented development test numbers, the signature, one
 * purchase per ref_id, the signed webhook, and the sandbox's own test accounts. Each case names its
 * source; docs/decisions/008-fulfillment.md records what was read where.
 */
const SOURCES = {
  topup: "developer.digiflazz.com/api/buyer/topup (sign, testing, cb_url; same ref_id = Cek Status)",
  testCases: "developer.digiflazz.com/irs/buyer/test-case (prepaid test numbers; same on st24 and payuni)",
  webhook: "developer.digiflazz.com/api/buyer/webhook (X-Hub-Signature, X-Digiflazz-Event)",
  priceList: 'developer.digiflazz.com/api/buyer/daftar-harga (sign md5(username + key + "pricelist"))',
  sandbox: "docs/catalog.md (the sandbox's test accounts)",
} as const;

const ACCOUNT = { username: "kupisandbox", apiKey: "dev-sandbox-key-1", webhookSecret: "sandbox-hook-secret-1" };
const md5 = (text: string) => createHash("md5").update(text).digest("hex");

interface Webhook {
  raw: string;
  headers: IncomingHttpHeaders;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

/** A shop's callback endpoint stand-in: keeps every webhook, and lets a test wait for the next one. */
async function webhookReceiver() {
  const received: Webhook[] = [];
  const waiting: ((webhook: Webhook) => void)[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const webhook = { raw: Buffer.concat(chunks).toString("utf8"), headers: request.headers };
      received.push(webhook);
      waiting.shift()?.(webhook);
      response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/backend/api/supplier/callback`,
    received,
    next: () => new Promise<Webhook>((resolve) => waiting.push(resolve)),
  };
}

async function sandbox(options: { delayMs?: number; book?: DigiflazzBook; testing?: boolean } = {}) {
  const hooks = await webhookReceiver();
  const face = await startSandboxDigiflazz({
    ...ACCOUNT,
    port: 0,
    host: "127.0.0.1",
    webhookUrl: hooks.url,
    delayMs: options.delayMs ?? 0,
    book: options.book ?? createMemoryDigiflazzBook(),
    log: pino({ level: "silent" }),
  });
  cleanups.push(() => face.close());
  const supplier = createDigiflazzSupplier({
    baseUrl: face.url,
    ...ACCOUNT,
    testing: options.testing ?? true,
    name: "sandbox",
    sellsOurSkus: true,
    timeoutMs: 5_000,
  });
  const post = async (path: string, body: Record<string, unknown>) => {
    const answer = await fetch(`${face.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as { data: Record<string, unknown> } };
  };
  return { face, supplier, hooks, post };
}

const order = (reference: string, customerNo: string) => ({ reference, supplierSku: "ff-140", customerNo });

describe(`development mode's test numbers: ${SOURCES.testCases}`, () => {
  it("087800001230 succeeds at once, with a serial, and sends no webhook", async () => {
    const { supplier, hooks } = await sandbox();
    expect(await supplier.deliver(order("DEV-1", "087800001230"))).toMatchObject({
      status: "success",
      serial: expect.stringMatching(/^SBX/) as string,
    });
    expect(hooks.received).toEqual([]);
  });

  it("087800001232 fails at once (rc 02: a failed transaction, tried again under a new ref_id)", async () => {
    const { supplier } = await sandbox();
    expect(await supplier.deliver(order("DEV-2", "087800001232"))).toMatchObject({
      status: "failed",
      serial: null,
      permanent: false,
      message: "rc 02: Transaksi Gagal",
    });
  });

  it(`087800001233 is pending, then a signed webhook says Sukses (${SOURCES.webhook}); asking again agrees`, async () => {
    const { supplier, hooks } = await sandbox();
    const webhook = hooks.next();
    expect(await supplier.deliver(order("DEV-3", "087800001233"))).toMatchObject({ status: "pending" });
    const { raw, headers } = await webhook;
    expect(headers["x-digiflazz-event"]).toBe("update");
    expect(headers["user-agent"]).toBe("DigiFlazz-Hookshot");
    const reading = supplier.parseCallback(raw, headers);
    expect(reading).toMatchObject({ verdict: "accepted", result: { reference: "DEV-3", status: "success" } });
    const serial = reading.verdict === "accepted" ? reading.result.serial : undefined;
    expect(serial).toMatch(/^SBX/);
    expect(await supplier.deliver(order("DEV-3", "087800001233"))).toMatchObject({ status: "success", serial });
    expect(hooks.received).toHaveLength(1);
  });

  it("087800001234 is pending, then a signed webhook says Gagal", async () => {
    const { supplier, hooks } = await sandbox();
    const webhook = hooks.next();
    expect(await supplier.deliver(order("DEV-4", "087800001234"))).toMatchObject({ status: "pending" });
    const { raw, headers } = await webhook;
    expect(supplier.parseCallback(raw, headers)).toMatchObject({
      verdict: "accepted",
      result: { reference: "DEV-4", status: "failed", serial: null },
    });
    expect(await supplier.deliver(order("DEV-4", "087800001234"))).toMatchObject({ status: "failed" });
  });

  it("outside development mode the same numbers are ordinary customers", async () => {
    const { supplier } = await sandbox({ testing: false });
    expect(await supplier.deliver(order("LIVE-2", "087800001232"))).toMatchObject({ status: "success" });
  });

  it("a webhook goes to the request's cb_url instead of the account's webhook when one is sent", async () => {
    const { face, hooks } = await sandbox();
    const other = await webhookReceiver();
    const supplier = createDigiflazzSupplier({ baseUrl: face.url, ...ACCOUNT, testing: true, callbackUrl: other.url });
    const webhook = other.next();
    await supplier.deliver(order("DEV-5", "087800001233"));
    expect(supplier.parseCallback((await webhook).raw, (await webhook).headers)).toMatchObject({
      verdict: "accepted",
      result: { reference: "DEV-5", status: "success" },
    });
    expect(hooks.received).toEqual([]);
  });
});

describe(`the request as signed: ${SOURCES.topup}`, () => {
  it("refuses a wrong sign (rc 41), a wrong username (rc 42) and a short payload (rc 40), forming nothing", async () => {
    const { face, post } = await sandbox();
    // A test account whose purchase answers its first post with a timeout: the post that forms it says so.
    const body = { username: ACCOUNT.username, buyer_sku_code: "ff-140", customer_no: "123457777", ref_id: "S-1" };
    const forged = await post("/transaction", { ...body, sign: md5(`${ACCOUNT.username}wrong-keyS-1`) });
    expect(forged).toMatchObject({ status: 400, body: { data: { rc: "41", status: "Gagal" } } });
    const stranger = await post("/transaction", {
      ...body,
      username: "someone",
      sign: md5(`someone${ACCOUNT.apiKey}S-1`),
    });
    expect(stranger.body.data.rc).toBe("42");
    expect((await post("/transaction", { ref_id: "S-1" })).body.data.rc).toBe("40");
    const wrongKey = createDigiflazzSupplier({ baseUrl: face.url, ...ACCOUNT, apiKey: "not-the-key" });
    await expect(wrongKey.deliver(order("S-1", "123457777"))).rejects.toThrow(/rc 41/);
    const signed = await fetch(`${face.url}/transaction`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...body, sign: md5(`${ACCOUNT.username}${ACCOUNT.apiKey}S-1`) }),
    });
    expect(signed.status).toBe(504);
  });

  it("answers an SKU outside its price list with rc 43 (not found), a permanent failure", async () => {
    const { supplier } = await sandbox();
    expect(
      await supplier.deliver({ reference: "S-2", supplierSku: "xld10", customerNo: "081200000001" }),
    ).toMatchObject({ status: "failed", permanent: true });
  });

  it("a new ref_id is Pending (rc 03) until its delay passes; posting it again reports on it and never buys twice", async () => {
    const { supplier, post } = await sandbox({ delayMs: 600_000 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => supplier.deliver(order("S-3", "223344556"))));
    expect(answers.map((answer: DeliveryResult) => answer.status)).toEqual(Array(5).fill("pending"));
    // The same ref_id for another number is not a status check of this purchase (rc 49).
    const clash = await post("/transaction", {
      username: ACCOUNT.username,
      buyer_sku_code: "ff-140",
      customer_no: "998877665",
      ref_id: "S-3",
      sign: md5(`${ACCOUNT.username}${ACCOUNT.apiKey}S-3`),
    });
    expect(clash.body.data.rc).toBe("49");
    await expect(supplier.deliver(order("S-3", "998877665"))).rejects.toThrow(/rc 49/);
  });

  it(`serves the catalog's products under our SKUs, signed as documented (${SOURCES.priceList})`, async () => {
    const { supplier, post } = await sandbox();
    const list = await supplier.priceList();
    expect(list).toContainEqual(
      expect.objectContaining({ supplierSku: "ff-140", brand: "Free Fire", available: true }),
    );
    const refused = await post("/price-list", { cmd: "prepaid", username: ACCOUNT.username, sign: md5("nope") });
    expect(refused).toMatchObject({ status: 400, body: { data: { rc: "41" } } });
  });
});

describe(`the sandbox's own test accounts: ${SOURCES.sandbox}`, () => {
  it("…5555 fails for good (wrong destination, rc 54)", async () => {
    const { supplier } = await sandbox();
    expect(await supplier.deliver(order("X-1", "123455555"))).toMatchObject({ status: "failed", permanent: true });
  });

  it("…6666 stays pending however often it is asked, and sends no webhook", async () => {
    const { supplier, hooks } = await sandbox();
    for (let ask = 0; ask < 3; ask += 1)
      expect(await supplier.deliver(order("X-2", "123456666"))).toMatchObject({ status: "pending" });
    expect(hooks.received).toEqual([]);
  });

  it("…7777 answers the first post with a gateway timeout, the purchase made; the next post reports it", async () => {
    const { supplier } = await sandbox();
    await expect(supplier.deliver(order("X-3", "123457777"))).rejects.toThrow(/answered 504/);
    expect(await supplier.deliver(order("X-3", "123457777"))).toMatchObject({ status: "success" });
  });

  it("…4444 fails for good on an order's first purchase and succeeds on a retry's reference", async () => {
    const { supplier } = await sandbox();
    expect(await supplier.deliver(order("K7M4Q2TX-1", "123454444"))).toMatchObject({
      status: "failed",
      permanent: true,
    });
    expect(await supplier.deliver(order("K7M4Q2TX-1-2", "123454444"))).toMatchObject({ status: "success" });
  });
});

describe("beside a shop: the face's book is the shop's database", () => {
  it("a ref_id posted again after a restart of the face reports the same purchase, bought once", async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const first = await sandbox({ book: createDatabaseDigiflazzBook(database.db), delayMs: 600_000 });
    expect(await first.supplier.deliver(order("R-1", "223344557"))).toMatchObject({ status: "pending" });
    await first.face.close();
    const second = await sandbox({ book: createDatabaseDigiflazzBook(database.db), delayMs: 0 });
    expect(await second.supplier.deliver(order("R-1", "223344557"))).toMatchObject({ status: "pending" });
    const rows = await database.db
      .select()
      .from(sandboxSupplierPurchases)
      .where(eq(sandboxSupplierPurchases.reference, "R-1"));
    expect(rows).toEqual([expect.objectContaining({ calls: 2, status: "pending" })]);
  });

  it("a buyer's order for a test number is pending, then completed by the face's webhook at the shop's route", async () => {
    const shop = await startCheckoutHarness({ delivery: { supplierDelayMs: 500 } });
    cleanups.push(() => shop.close());
    const created = await shop.post(
      "/orders",
      {
        game: "free-fire",
        product: "ff-140",
        account: { playerId: "087800001233" },
        confirmed: true,
        paymentMethod: "card",
      },
      { "idempotency-key": "sandbox-digiflazz-1233" },
    );
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string } };
    await shop.post(`/orders/public/${data.id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    await until(async () => (await shop.orderRow(data.id)).status === "complete", 20_000);
    const { number } = await shop.orderRow(data.id);
    // The webhook was signed with the account's secret and accepted by the shop's callback route. On a
    // busy machine the delivery's own status check may complete the order first; the webhook still comes.
    const acceptedCallback = () =>
      shop.logLines.some(
        (line) =>
          line.includes('"msg":"supplier callback"') &&
          line.includes(`"reference":"${number}-1"`) &&
          line.includes('"status":"success"'),
      );
    await until(async () => acceptedCallback(), 20_000);
    expect(shop.logLines.some((line) => line.includes("supplier callback refused"))).toBe(false);
    const purchases = await shop.database.db
      .select()
      .from(sandboxSupplierPurchases)
      .where(like(sandboxSupplierPurchases.reference, `${number}-%`));
    expect(purchases).toEqual([expect.objectContaining({ reference: `${number}-1`, status: "success" })]);
  }, 30_000);
});

describe("the standalone gateway (npm run sandbox-gateway)", () => {
  it("starts the face on a port of its own, its account signed by the gateway's server key, and stops it", async () => {
    const serverKey = "SB-Mid-server-shared-face";
    const hooks = await webhookReceiver();
    const gateway = await startSandboxGateway({
      port: 0,
      host: "127.0.0.1",
      serverKey,
      clientKey: "SB-Mid-client-shared-face",
      notificationUrl: "http://127.0.0.1:9/backend/api/payments/notification",
      log: pino({ level: "silent" }),
      digiflazz: {
        ...sandboxDigiflazzAccount(serverKey),
        port: 0,
        webhookUrl: hooks.url,
        delayMs: 0,
        book: createMemoryDigiflazzBook(),
      },
    });
    let closed = false;
    cleanups.push(async () => {
      if (!closed) await gateway.close();
    });
    expect(gateway.digiflazzUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect(new URL(gateway.digiflazzUrl!).port).not.toBe(new URL(gateway.url).port);
    const supplier = createDigiflazzSupplier({
      baseUrl: gateway.digiflazzUrl!,
      ...sandboxDigiflazzAccount(serverKey),
      testing: true,
      timeoutMs: 5_000,
    });
    const webhook = hooks.next();
    expect(await supplier.deliver(order("G-1", "087800001233"))).toMatchObject({ status: "pending" });
    expect(supplier.parseCallback((await webhook).raw, (await webhook).headers)).toMatchObject({
      verdict: "accepted",
      result: { reference: "G-1", status: "success" },
    });
    await gateway.close();
    closed = true;
    await expect(supplier.priceList()).rejects.toThrow(/could not be reached/);
  });
});
