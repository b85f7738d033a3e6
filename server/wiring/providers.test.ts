import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../../adapters/db/database";
import { startSandboxApigames } from "../../adapters/supplier/sandbox-apigames/face";
import { unconfiguredSupplier } from "../../adapters/supplier/unconfigured-supplier";
import { LIVE_OPERATOR_ENV } from "../../tests/support/live-operator-env";
import { readConfig } from "../config";
import { parseEnv } from "../env";
import { serviceOptions } from "./providers";

const APIGAMES = { merchantId: "M241129KUPISANDBOX", secretKey: "sandbox-secret-3e7f" };
const LIVE = {
  MIDTRANS_SERVER_KEY: "Mid-server-live",
  MIDTRANS_CLIENT_KEY: "Mid-client-live",
  DIGIFLAZZ_USERNAME: "kupi",
  DIGIFLAZZ_API_KEY: "key",
  DIGIFLAZZ_WEBHOOK_SECRET: "secret",
  PUBLIC_ORIGIN: "https://kupi.example",
  TOTP_SECRET_KEY: Buffer.alloc(32, 9).toString("base64"),
  ...LIVE_OPERATOR_ENV,
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

// serviceOptions only builds providers from the configuration; it never touches the database.
const noDatabase = undefined as unknown as Database;

function optionsFor(env: Record<string, string>) {
  return serviceOptions(noDatabase, readConfig(parseEnv(env)), {
    payments: [],
    suppliers: [unconfiguredSupplier],
    log: pino({ level: "silent" }),
    enqueueDelivery: () => Promise.resolve(),
    smtp: undefined,
  });
}

describe("the player check a running shop is built with", () => {
  it("in live mode with Apigames' keys, asks Apigames", async () => {
    const face = await startSandboxApigames({ ...APIGAMES, port: 0, host: "127.0.0.1", delayMs: 0 });
    cleanups.push(() => face.close());
    const options = optionsFor({
      ...LIVE,
      APIGAMES_MERCHANT_ID: APIGAMES.merchantId,
      APIGAMES_SECRET_KEY: APIGAMES.secretKey,
      APIGAMES_URL: face.url,
    });
    const signal = new AbortController().signal;
    expect(await options.lookup?.lookup("free-fire", { playerId: "1234567890" }, signal)).toMatchObject({
      status: "found",
      nickname: expect.any(String),
    });
    expect(await options.lookup?.lookup("free-fire", { playerId: "1234560000" }, signal)).toEqual({
      status: "not_found",
    });
  });

  it("in live mode without a lookup provider, says it cannot check; test mode keeps the sandbox's default", async () => {
    const live = optionsFor(LIVE);
    expect(await live.lookup?.lookup("free-fire", { playerId: "1234567890" }, new AbortController().signal)).toEqual({
      status: "unavailable",
    });
    expect(optionsFor({}).lookup).toBeUndefined();
  });
});
