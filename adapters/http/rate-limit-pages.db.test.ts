import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { DEFAULT_SHOP_DETAILS } from "../../core/shop";
import { RATE_LIMITS } from "../../core/rate-limits";
import { buildApp } from "../../server/app";
import { createHealthChecks, createServices } from "../../server/wiring";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";

const config = {
  testMode: true,
  shop: DEFAULT_SHOP_DETAILS,
  publicOrigin: "http://127.0.0.1:3000",
  originFromRequest: false,
  production: false,
  providers: {
    telegramBotToken: "123456:telegram-bot-token-for-tests",
    telegramBotUsername: "KupiLoginBot",
    facebook: undefined,
    google: false,
    telegram: false,
    whatsapp: true,
  },
};

/**
 * The page forms' doors hold the API's rate limits (rate-limits.db.test.ts): a server of the pages,
 * from the production build (npm run build first; the `pages` test project runs after it).
 */
describe("rate limits on the pages", () => {
  let database: TestDatabase;
  let pageServer: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    pageServer = await buildApp({
      logger: pino({ level: "silent" }),
      // One minute into a ten-minute window, so no count is split by a window ending mid-test.
      services: createServices(database.db, config, { rateLimitClock: () => new Date("2026-11-23T10:01:00Z") }),
      health: createHealthChecks(database.db),
      pages: { dev: false },
    });
  }, 60_000);
  afterAll(async () => {
    await pageServer.close();
    await database.drop();
  });

  let addresses = 0;
  /** Each test speaks from its own address, so the counts of one do not spill into another. */
  const newAddress = () => `198.51.100.${++addresses}`;

  it("the WhatsApp sign-in page holds the same limit: a stranger's 16th code is refused with Retry-After, its owner is not", async () => {
    const limit = RATE_LIMITS.codeCheck.perRequesterTarget!.limit;
    const phone = "081266666666";
    const verify = (remoteAddress: string, code: string) =>
      pageServer.inject({
        method: "POST",
        url: "/auth/whatsapp",
        remoteAddress,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ intent: "verify", phone, code }).toString(),
      });
    const stranger = newAddress();
    const statuses: number[] = [];
    for (let guess = 0; guess <= limit; guess++)
      statuses.push((await verify(stranger, String(200000 + guess))).statusCode);
    expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
    const refused = await verify(stranger, "299999");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toContain("Terlalu banyak percobaan. Coba lagi dalam");
    expect((await verify(newAddress(), "123456")).statusCode).toBe(200);
  });
});
