import { spawn } from "node:child_process";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandboxGateway, type SandboxGateway } from "../adapters/payments/sandbox-gateway/server";
import { startFakeDigiflazz, type FakeDigiflazz } from "../tests/fakes/digiflazz";
import { startFakeShopOrigin, type FakeShopOrigin } from "../tests/fakes/shop-origin";

/**
 * `npm run preflight` as an operator runs it: the script in a process of its own with a live
 * configuration that mixes the right (YooKassa, Digiflazz, the seller), the refused (Click's
 * secret), the half-set (Payme) and the absent (Midtrans), against local fakes.
 */

const YOOKASSA = { shopId: "100500", secretKey: "test_preflight_yookassa_secret" };
const CLICK = {
  serviceId: "81234",
  merchantId: "45678",
  merchantUserId: "56789",
  secretKey: "click-right-secret-0123",
};
const DIGIFLAZZ = { username: "kupi", apiKey: "dev-preflight-digiflazz-key", webhookSecret: "hook-secret-preflight" };
const WRONG_CLICK_SECRET = "click-wrong-secret-4567";

let gateway: SandboxGateway;
let digiflazz: FakeDigiflazz;
let shop: FakeShopOrigin;

beforeAll(async () => {
  gateway = await startSandboxGateway({
    port: 0,
    host: "127.0.0.1",
    serverKey: "SB-Mid-server-unused",
    clientKey: "SB-Mid-client-unused",
    notificationUrl: "http://127.0.0.1:9/unused",
    log: pino({ level: "silent" }),
    notifications: { retryDelaysMs: [] },
    yookassa: { ...YOOKASSA, notificationUrl: "http://127.0.0.1:9/unused" },
    click: { ...CLICK, shopUrl: "http://127.0.0.1:9/unused" },
  });
  digiflazz = await startFakeDigiflazz({ ...DIGIFLAZZ, balance: 5_000_000 });
  shop = await startFakeShopOrigin({ paymeKey: "payme-unused-key-0123456789" });
});

afterAll(async () => {
  await Promise.all([gateway.close(), digiflazz.close(), shop.close()]);
});

function preflight(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/preflight.ts"], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH ?? "", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += String(chunk)));
    child.stderr.on("data", (chunk) => (stderr += String(chunk)));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run preflight", () => {
  it("reports per market what is right, refused, half-set and not configured, exits 1, and prints no secret", async () => {
    const env = {
      NODE_ENV: "production",
      PUBLIC_ORIGIN: shop.url,
      TOTP_SECRET_KEY: Buffer.alloc(32, 7).toString("base64"),
      YOOKASSA_SHOP_ID: YOOKASSA.shopId,
      YOOKASSA_SECRET_KEY: YOOKASSA.secretKey,
      YOOKASSA_API_URL: `${gateway.url}/v3`,
      CLICK_SERVICE_ID: CLICK.serviceId,
      CLICK_MERCHANT_ID: CLICK.merchantId,
      CLICK_MERCHANT_USER_ID: CLICK.merchantUserId,
      CLICK_SECRET_KEY: WRONG_CLICK_SECRET,
      CLICK_API_URL: `${gateway.url}/click/v2/merchant`,
      PAYME_MERCHANT_ID: "65f0c0ffee0000000000beef",
      DIGIFLAZZ_USERNAME: DIGIFLAZZ.username,
      DIGIFLAZZ_API_KEY: DIGIFLAZZ.apiKey,
      DIGIFLAZZ_WEBHOOK_SECRET: DIGIFLAZZ.webhookSecret,
      DIGIFLAZZ_URL: digiflazz.url,
      SHOP_LEGAL_NAME: "PT Kupi Digital",
      SHOP_LEGAL_ADDRESS: "Jl. Sudirman 1, Jakarta",
      SHOP_REGISTRATION_NUMBER: "1234567890123",
      SHOP_LEGAL_NAME_UZ: "Kupi Digital MChJ",
    };
    const { code, stdout, stderr } = await preflight(env);
    expect(stderr).toBe("");
    expect(code).toBe(1);
    const section = (title: string) => {
      const start = stdout.indexOf(`\n${title}`);
      expect(start, `section ${title}`).toBeGreaterThanOrEqual(0);
      const end = stdout.indexOf("\n\n", start + 1);
      return stdout.slice(start, end);
    };
    expect(stdout).toMatch(/^Environment \(as npm start reads it\)\n {2}ok {7}Every variable reads\n/);
    const every = section("Every market (live: real payment keys are set)");
    expect(every).toContain(`PROBLEM  PUBLIC_ORIGIN ${shop.url} is not https`);
    expect(every).toContain(`ok       The shop answers at ${shop.url}/health`);
    expect(every).toContain(
      "ok       Digiflazz accepts DIGIFLAZZ_USERNAME with DIGIFLAZZ_API_KEY; deposit Rp 5.000.000",
    );
    expect(every).toContain("ok       DIGIFLAZZ_TESTING is off");
    const indonesia = section("Indonesia (id)");
    expect(indonesia).toContain("ok       The seller is set (PT Kupi Digital)");
    expect(indonesia).toContain("note     Midtrans: not configured (sandbox)");
    const russia = section("Russia (ru, takes real money)");
    expect(russia).toContain("ok       YooKassa accepts YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY (shop 100500)");
    expect(russia).toContain("warning  YooKassa says this is a test shop");
    // Receipts off at YooKassa (its test shop) and in the shop (YOOKASSA_RECEIPTS unset): they agree.
    expect(russia).not.toContain("54-FZ");
    const uzbekistan = section("Uzbekistan (uz, takes real money)");
    expect(uzbekistan).toContain("ok       The seller is set (Kupi Digital MChJ)");
    expect(uzbekistan).toContain("PROBLEM  Click refuses CLICK_MERCHANT_USER_ID with CLICK_SECRET_KEY (HTTP 401");
    expect(uzbekistan).toContain("PROBLEM  PAYME_KEY: set both Payme keys, or neither");
    expect(stdout).toContain("3 problems: fix them before taking real money. Nothing was paid, charged or refunded.\n");
    for (const secret of [
      YOOKASSA.secretKey,
      WRONG_CLICK_SECRET,
      DIGIFLAZZ.apiKey,
      DIGIFLAZZ.webhookSecret,
      env.TOTP_SECRET_KEY,
    ])
      expect(stdout).not.toContain(secret);
    // Only reads: nothing bought at the supplier.
    expect(digiflazz.purchases.size).toBe(0);
  }, 30_000);
});
