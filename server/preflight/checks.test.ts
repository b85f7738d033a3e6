import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandboxGateway, type SandboxGateway } from "../../adapters/payments/sandbox-gateway/server";
import { startFakeDigiflazz, type FakeDigiflazz } from "../../tests/fakes/digiflazz";
import { startFakeShopOrigin, type FakeShopOrigin } from "../../tests/fakes/shop-origin";
import { startSandboxApigames, type SandboxApigames } from "../../adapters/supplier/sandbox-apigames/face";
import { checkApigames } from "./apigames";
import { checkClick } from "./click";
import { checkDigiflazz } from "./digiflazz";
import type { Finding } from "./finding";
import { checkMidtrans } from "./midtrans";
import { checkOrigin } from "./origin";
import { checkPayme } from "./payme";
import { checkYooKassa } from "./yookassa";

/**
 * Each preflight check against local fakes that answer as the provider documents: the sandbox
 * gateway's Midtrans, YooKassa, Click and Payme faces, the fake Digiflazz, and the shop's own
 * Payme endpoint. Accepted keys give "ok", refused ones a problem that names the variables, and
 * nothing is ever paid.
 */

const MIDTRANS = { serverKey: "SB-Mid-server-preflight", clientKey: "SB-Mid-client-preflight" };
const YOOKASSA = { shopId: "100500", secretKey: "test_preflight_secret" };
const PAYME = { merchantId: "65f0c0ffee0000000000beef", key: "payme-preflight-key-0123456789" };
const CLICK = { serviceId: "81234", merchantId: "45678", merchantUserId: "56789", secretKey: "click-preflight-secret" };
const DIGIFLAZZ = { username: "kupi", apiKey: "dev-preflight-key-0123", webhookSecret: "hook-secret-0123" };
const APIGAMES = { merchantId: "M241129PREFLIGHT", secretKey: "apigames-preflight-secret" };

let gateway: SandboxGateway;
let digiflazz: FakeDigiflazz;
let apigames: SandboxApigames;
let shop: FakeShopOrigin;

const levels = (findings: Finding[]) => findings.map((finding) => finding.level);
const texts = (findings: Finding[]) => findings.map((finding) => finding.text).join("\n");

beforeAll(async () => {
  gateway = await startSandboxGateway({
    port: 0,
    host: "127.0.0.1",
    ...MIDTRANS,
    notificationUrl: "http://127.0.0.1:9/unused",
    log: pino({ level: "silent" }),
    notifications: { retryDelaysMs: [] },
    yookassa: { ...YOOKASSA, notificationUrl: "http://127.0.0.1:9/unused" },
    payme: { ...PAYME, merchantApiUrl: "http://127.0.0.1:9/unused" },
    click: { ...CLICK, shopUrl: "http://127.0.0.1:9/unused" },
  });
  digiflazz = await startFakeDigiflazz(DIGIFLAZZ);
  apigames = await startSandboxApigames({ ...APIGAMES, port: 0, host: "127.0.0.1", delayMs: 0 });
  shop = await startFakeShopOrigin({ paymeKey: PAYME.key });
});

afterAll(async () => {
  await Promise.all([gateway.close(), digiflazz.close(), apigames.close(), shop.close()]);
});

describe("Midtrans", () => {
  const keys = (serverKey: string, apiUrl = gateway.url) => ({
    apiUrl,
    snapUrl: `${apiUrl}/snap`,
    serverKey,
    clientKey: MIDTRANS.clientKey,
  });

  it("accepts the server key when the status of an order that cannot exist is not found", async () => {
    const findings = await checkMidtrans(keys(MIDTRANS.serverKey));
    expect(levels(findings)).toEqual(["ok"]);
    expect(texts(findings)).toContain("Midtrans accepts MIDTRANS_SERVER_KEY");
  });

  it("reports a refused server key (401) by its variable", async () => {
    const findings = await checkMidtrans(keys("SB-Mid-server-wrong"));
    expect(levels(findings)).toEqual(["problem"]);
    expect(texts(findings)).toContain("Midtrans refuses MIDTRANS_SERVER_KEY (HTTP 401)");
  });

  it("reports a provider it cannot reach as a network error", async () => {
    const findings = await checkMidtrans(keys(MIDTRANS.serverKey, "http://127.0.0.1:9"));
    expect(levels(findings)).toEqual(["problem"]);
    expect(texts(findings)).toMatch(/^Midtrans could not be checked \(network error\): .*could not be reached$/);
  });
});

describe("YooKassa", () => {
  it("accepts the shop's keys when its settings are read, and says it is a test shop", async () => {
    const findings = await checkYooKassa({ apiUrl: `${gateway.url}/v3`, ...YOOKASSA, receipts: false });
    expect(findings).toEqual([
      { level: "ok", text: "YooKassa accepts YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY (shop 100500)" },
      { level: "warning", text: "YooKassa says this is a test shop: its payments are not real money" },
    ]);
  });

  /** YooKassa's settings as its GET /me gives them, with its receipts on or off. */
  const settingsSaying = (fiscalization: boolean): typeof fetch => {
    const settings = { account_id: "100500", test: false, fiscalization_enabled: fiscalization };
    return (url) =>
      Promise.resolve(
        String(url) === "https://api.yookassa.test/v3/me"
          ? Response.json(settings)
          : Response.json({ type: "error", code: "not_found" }, { status: 404 }),
      );
  };
  const yookassaAt = { apiUrl: "https://api.yookassa.test/v3", ...YOOKASSA };

  it("reports 54-FZ receipts on at YooKassa with YOOKASSA_RECEIPTS off as a problem: every payment would be refused", async () => {
    const findings = await checkYooKassa({ ...yookassaAt, receipts: false, fetch: settingsSaying(true) });
    expect(levels(findings)).toEqual(["ok", "problem"]);
    expect(findings[1]?.text).toBe(
      "YooKassa expects a 54-FZ receipt with each payment (receipts are on in its settings) but YOOKASSA_RECEIPTS is off: every payment would be refused",
    );
  });

  it("reports YOOKASSA_RECEIPTS on with YooKassa's receipts off as a problem: no receipt would be issued", async () => {
    const findings = await checkYooKassa({ ...yookassaAt, receipts: true, fetch: settingsSaying(false) });
    expect(levels(findings)).toEqual(["ok", "problem"]);
    expect(findings[1]?.text).toContain("YOOKASSA_RECEIPTS is on but YooKassa's receipts are off");
  });

  it("says receipts are on at both ends when YooKassa and YOOKASSA_RECEIPTS agree", async () => {
    const findings = await checkYooKassa({ ...yookassaAt, receipts: true, fetch: settingsSaying(true) });
    expect(findings).toEqual([
      { level: "ok", text: "YooKassa accepts YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY (shop 100500)" },
      {
        level: "ok",
        text: "YooKassa's 54-FZ receipts are on, and the shop sends one with each payment (YOOKASSA_RECEIPTS)",
      },
    ]);
  });

  it("reports refused keys (401)", async () => {
    const findings = await checkYooKassa({
      apiUrl: `${gateway.url}/v3`,
      ...YOOKASSA,
      secretKey: "test_wrong",
      receipts: false,
    });
    expect(levels(findings)).toEqual(["problem"]);
    expect(texts(findings)).toContain("YooKassa refuses YOOKASSA_SHOP_ID with YOOKASSA_SECRET_KEY (HTTP 401)");
  });
});

describe("Click", () => {
  const keys = (secretKey: string) => ({
    ...CLICK,
    secretKey,
    payUrl: `${gateway.url}/click/services/pay`,
    apiUrl: `${gateway.url}/click/v2/merchant`,
  });

  it("accepts the Merchant API keys when status_by_mti answers in Click's shape", async () => {
    const findings = await checkClick(keys(CLICK.secretKey));
    expect(levels(findings)).toEqual(["ok"]);
    expect(texts(findings)).toContain("Click accepts CLICK_MERCHANT_USER_ID with CLICK_SECRET_KEY for service 81234");
  });

  it("reports a refused Auth header", async () => {
    const findings = await checkClick(keys("click-wrong-secret"));
    expect(levels(findings)).toEqual(["problem"]);
    expect(texts(findings)).toContain("Click refuses CLICK_MERCHANT_USER_ID with CLICK_SECRET_KEY (HTTP 401");
  });
});

describe("Payme", () => {
  const keys = (key: string) => ({
    merchantId: PAYME.merchantId,
    key,
    checkoutUrl: `${gateway.url}/payme`,
    apiUrl: `${gateway.url}/payme/api`,
  });

  it("finds the shop's endpoint refusing a wrong key and taking PAYME_KEY, and the Subscribe API accepting it", async () => {
    const findings = await checkPayme(keys(PAYME.key), shop.url);
    expect(levels(findings)).toEqual(["ok", "ok"]);
    expect(texts(findings)).toContain("a wrong key: -32504; no such order: -31050");
    expect(texts(findings)).toContain("Payme's Subscribe API accepts PAYME_MERCHANT_ID with PAYME_KEY");
  });

  it("reports a key that neither the running shop nor Payme takes", async () => {
    const findings = await checkPayme(keys("payme-another-key-0123456789"), shop.url);
    expect(levels(findings)).toEqual(["problem", "problem"]);
    expect(texts(findings)).toContain("refuses PAYME_KEY (-32504): the server at PUBLIC_ORIGIN runs with another key");
    expect(texts(findings)).toContain("Payme's Subscribe API refuses PAYME_MERCHANT_ID with PAYME_KEY (-32504)");
  });

  it("cannot check the endpoint without PUBLIC_ORIGIN", async () => {
    const [endpoint] = await checkPayme(keys(PAYME.key), undefined);
    expect(endpoint).toEqual({ level: "problem", text: "Payme's endpoint cannot be checked without PUBLIC_ORIGIN" });
  });
});

describe("Digiflazz", () => {
  const supplier = (apiKey: string, testing = false) => ({
    baseUrl: digiflazz.url,
    username: DIGIFLAZZ.username,
    apiKey,
    testing,
  });

  it("accepts the key with the deposit from cek-saldo, and says development mode is off", async () => {
    digiflazz.balance = 12_500_000;
    const findings = await checkDigiflazz(supplier(DIGIFLAZZ.apiKey));
    expect(findings).toEqual([
      { level: "ok", text: "Digiflazz accepts DIGIFLAZZ_USERNAME with DIGIFLAZZ_API_KEY; deposit Rp 12.500.000" },
      { level: "ok", text: "DIGIFLAZZ_TESTING is off: Digiflazz buys for real" },
    ]);
    const asked = digiflazz.requests.at(-1);
    expect(asked?.path).toBe("/v1/cek-saldo");
    expect(asked?.body.cmd).toBe("deposit");
  });

  it("warns of a low deposit and of development mode", async () => {
    digiflazz.balance = 250_000;
    const findings = await checkDigiflazz(supplier(DIGIFLAZZ.apiKey, true));
    expect(levels(findings)).toEqual(["ok", "warning", "warning"]);
    expect(texts(findings)).toContain("deposit is under Rp 1.000.000");
    expect(texts(findings)).toContain("DIGIFLAZZ_TESTING is on");
  });

  it("reports a refused signature (rc 41)", async () => {
    const findings = await checkDigiflazz(supplier("dev-wrong-key"));
    expect(findings[0]).toEqual({
      level: "problem",
      text: 'Digiflazz refuses DIGIFLAZZ_USERNAME with DIGIFLAZZ_API_KEY: rc 41, "Signature tidak valid"',
    });
  });
});

describe("Apigames", () => {
  it("accepts the keys through the account check, and says whether Apigames delivers", async () => {
    expect(await checkApigames({ baseUrl: apigames.url, ...APIGAMES }, false)).toEqual([
      {
        level: "ok",
        text: "Apigames accepts APIGAMES_MERCHANT_ID with APIGAMES_SECRET_KEY (its account check answers)",
      },
      {
        level: "note",
        text: "Apigames checks players only: it does not deliver (SUPPLIERS=digiflazz,apigames would add it)",
      },
    ]);
    const delivering = await checkApigames({ baseUrl: apigames.url, ...APIGAMES }, true);
    expect(delivering[1]).toEqual({
      level: "ok",
      text: "SUPPLIERS names apigames: Apigames delivers, and checks players",
    });
  });

  it("reports a refused signature", async () => {
    const findings = await checkApigames({ baseUrl: apigames.url, ...APIGAMES, secretKey: "wrong-secret" }, false);
    expect(findings[0]).toEqual({
      level: "problem",
      text: 'Apigames refuses APIGAMES_MERCHANT_ID with APIGAMES_SECRET_KEY: "Signature not valid"',
    });
  });
});

describe("PUBLIC_ORIGIN", () => {
  it("finds the shop answering, and refuses an address that is not https", async () => {
    const findings = await checkOrigin(shop.url, true);
    expect(findings).toEqual([
      { level: "problem", text: `PUBLIC_ORIGIN ${shop.url} is not https` },
      { level: "ok", text: `The shop answers at ${shop.url}/health` },
    ]);
  });

  it("reports an origin nothing answers at as a network error", async () => {
    const findings = await checkOrigin("https://127.0.0.1:9", true);
    expect(findings).toEqual([
      { level: "problem", text: "https://127.0.0.1:9/health could not be reached (network error)" },
    ]);
  });

  it("is required with real payments only", async () => {
    expect(levels(await checkOrigin(undefined, true))).toEqual(["problem"]);
    expect(levels(await checkOrigin(undefined, false))).toEqual(["note"]);
  });
});
