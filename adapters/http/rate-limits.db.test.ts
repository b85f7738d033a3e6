import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { count } from "drizzle-orm";
import { DEFAULT_SHOP_DETAILS } from "../../core/shop";
import { RATE_LIMITS } from "../../core/rate-limits";
import { buildApp } from "../../server/app";
import { createHealthChecks, createServices } from "../../server/wiring";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { orders } from "../db/schema";

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
 * Rate limits over HTTP: translated 429s with Retry-After, nothing done past the limit,
 * counted in PostgreSQL so that two servers share one count, and a forged X-Forwarded-For changes
 * nothing unless a proxy is configured.
 */
describe("rate limits", () => {
  let database: TestDatabase;
  let servers: FastifyInstance[];
  const build = (trustProxyHops = 0) =>
    buildApp({
      logger: pino({ level: "silent" }),
      // One minute into a ten-minute window, so no count is split by a window ending mid-test.
      services: createServices(database.db, config, { rateLimitClock: () => new Date("2026-11-23T10:01:00Z") }),
      health: createHealthChecks(database.db),
      pages: false,
      trustProxyHops,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    servers = [await build(), await build(), await build(1)];
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await database.drop();
  });

  let addresses = 0;
  /** Each test speaks from its own address, so the counts of one do not spill into another. */
  const newAddress = () => `198.51.100.${++addresses}`;
  const post = (
    server: FastifyInstance,
    url: string,
    payload: Record<string, unknown>,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) => server.inject({ method: "POST", url: `/backend/api${url}`, payload, remoteAddress, headers });

  it("answers one address's 21st lookup of a player within ten minutes with a translated 429, on either server", async () => {
    const limit = RATE_LIMITS.lookup.perRequesterTarget!.limit;
    expect(limit).toBe(20);
    const body = { account: { userId: "223456789", zoneId: "2001", region: "ID" } };
    const stranger = newAddress();
    // Sent at the same moment, half to each server: one count in PostgreSQL.
    const answers = await Promise.all(
      Array.from({ length: limit + 5 }, (_, index) =>
        post(servers[index % 2]!, "/games/mobile-legends/lookup", body, stranger),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Terlalu banyak percobaan\. Coba lagi dalam 9 menit\.$/),
      code: "api.rateLimited",
    });
    expect(refused.headers["retry-after"]).toBe("540");
    // The player is looked up as usual for anyone else, and another player for the same address.
    expect((await post(servers[0]!, "/games/mobile-legends/lookup", body, newAddress())).statusCode).toBe(200);
    const other = { account: { userId: "323456789", zoneId: "2001", region: "ID" } };
    expect((await post(servers[1]!, "/games/mobile-legends/lookup", other, stranger)).statusCode).toBe(200);
  });

  it("a stranger's 15+ orders for a buyer's game ID are refused with Retry-After; the buyer still orders from another address", async () => {
    const limit = RATE_LIMITS.orderCreate.perRequesterTarget!.limit;
    const order = {
      game: "mobile-legends",
      product: "ml-170",
      account: { userId: "423456789", zoneId: "2001", region: "ID" },
      confirmed: true,
      paymentMethod: "qris",
    };
    const stranger = newAddress();
    const answers = await Promise.all(
      Array.from({ length: limit + 3 }, (_, index) =>
        post(servers[index % 2]!, "/orders", order, stranger, { "idempotency-key": `rate-limit-order-${index}` }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(limit);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json()).toMatchObject({
      code: "api.rateLimited",
      message: expect.stringMatching(/^Terlalu banyak percobaan\./),
    });
    expect(Number(refused[0]!.headers["retry-after"])).toBeGreaterThan(0);
    const buyer = await post(servers[1]!, "/orders", order, newAddress(), { "idempotency-key": "rate-limit-buyer" });
    expect(buyer.statusCode).toBe(201);
    const [row] = await database.db.select({ n: count() }).from(orders);
    expect(row!.n).toBe(limit + 1);
  });

  it("stops one address sending WhatsApp codes to many numbers, but not a buyer on another address", async () => {
    const attacker = newAddress();
    const { limit } = RATE_LIMITS.codeSend.perAddress;
    const statuses: number[] = [];
    for (let index = 0; index <= limit; index++) {
      const phone = `0812${String(3_000_000 + index).padStart(7, "0")}`;
      statuses.push((await post(servers[index % 2]!, "/auth/whatsapp/code", { phone }, attacker)).statusCode);
    }
    expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);
    const buyer = await post(servers[0]!, "/auth/whatsapp/code", { phone: "081299999999" }, newAddress());
    expect(buyer.statusCode).toBe(200);
  });

  it("a stranger's 15+ wrong codes for a phone from one address are refused with Retry-After; its owner still signs in from another", async () => {
    const limit = RATE_LIMITS.codeCheck.perRequesterTarget!.limit;
    const phone = "081277777777";
    const stranger = newAddress();
    const guesses = await Promise.all(
      Array.from({ length: limit + 4 }, (_, index) =>
        post(servers[index % 2]!, "/auth/whatsapp/verify", { phone, code: String(100000 + index) }, stranger),
      ),
    );
    const limited = guesses.filter((answer) => answer.json<{ code: string }>().code === "api.rateLimited");
    expect(limited).toHaveLength(4);
    expect(limited.every((answer) => answer.statusCode === 429 && Number(answer.headers["retry-after"]) > 0)).toBe(
      true,
    );
    // The owner, on their own phone's network: a fresh code, and in.
    const owner = newAddress();
    const sent = await post(servers[0]!, "/auth/whatsapp/code", { phone }, owner);
    expect(sent.statusCode).toBe(200);
    const code = sent.json<{ data: { test_code: string } }>().data.test_code;
    const signedIn = await post(servers[1]!, "/auth/whatsapp/verify", { phone: "+62 812-7777-7777", code }, owner);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ access_token: expect.any(String) });
  });

  it("counts promo-code guesses per address, not quotes without a code", async () => {
    const address = newAddress();
    const { limit } = RATE_LIMITS.promoQuote.perAddress;
    const quote = (promoCode?: string) =>
      post(
        servers[0]!,
        "/orders/calculate",
        {
          game: "mobile-legends",
          product: "ml-170",
          account: { userId: "523456789", zoneId: "2001", region: "ID" },
          paymentMethod: "qris",
          ...(promoCode ? { promoCode } : {}),
        },
        address,
      );
    for (let index = 0; index < limit; index++) expect((await quote(`GUESS${index}`)).statusCode).toBe(200);
    expect((await quote("GUESSMORE")).statusCode).toBe(429);
    expect((await quote()).statusCode).toBe(200);
  });

  it("counts first-top-up quotes that look an account up, so a sweep of game IDs stops at the limit", async () => {
    const address = newAddress();
    const { limit } = RATE_LIMITS.firstTopUpQuote.perAddress;
    let sent = 0;
    const quote = (product: string, account: Record<string, string>) =>
      post(servers[sent++ % 2]!, "/orders/calculate", { game: "mobile-legends", product, account }, address);
    // A sweep: each quote names another player, and each answer says whether that player's account
    // already ordered the pack. Two servers share the count.
    for (let player = 0; player < limit; player++) {
      const answer = await quote("ml-first-50", { userId: String(610_000_000 + player), zoneId: "2001", region: "ID" });
      expect(answer.statusCode).toBe(200);
      expect(answer.json<{ data: { firstTopUpRepeat: unknown } }>().data.firstTopUpRepeat).toBeNull();
    }
    const over = await quote("ml-first-50", { userId: "699999999", zoneId: "2001", region: "ID" });
    expect(over.statusCode).toBe(429);
    expect(over.json<{ code: string; data?: unknown }>()).toMatchObject({ code: "api.rateLimited" });
    expect(over.json<{ data?: unknown }>().data).toBeUndefined();
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    // Quotes that tell nothing of an account stay open: another pack, or the pack before the ID is whole.
    expect((await quote("ml-170", { userId: "699999999", zoneId: "2001", region: "ID" })).statusCode).toBe(200);
    expect((await quote("ml-first-50", { userId: "699999999" })).statusCode).toBe(200);
  });

  it("first-top-up quotes sent at the same moment to two servers: exactly the limit answered", async () => {
    const address = newAddress();
    const { limit } = RATE_LIMITS.firstTopUpQuote.perAddress;
    const answers = await Promise.all(
      Array.from({ length: limit + 10 }, (_, player) =>
        post(
          servers[player % 2]!,
          "/orders/calculate",
          {
            game: "mobile-legends",
            product: "ml-first-150",
            account: { userId: String(620_000_000 + player), zoneId: "2001", region: "ID" },
          },
          address,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it("limits sign-in callbacks per address", async () => {
    const address = newAddress();
    const { limit } = RATE_LIMITS.signIn.perAddress;
    const statuses: number[] = [];
    for (let index = 0; index <= limit; index++) {
      const answer = await servers[index % 2]!.inject({
        url: `/backend/api/auth/oauth/callback/telegram?id=1&first_name=A&auth_date=1&hash=${index}`,
        remoteAddress: address,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });

  it("believes X-Forwarded-For only from a configured proxy", async () => {
    const { limit } = RATE_LIMITS.codeSend.perAddress;
    const direct = newAddress();
    const send = (server: FastifyInstance, index: number, remote: string, forwarded: string) =>
      post(server, "/auth/whatsapp/code", { phone: `0813${String(4_000_000 + index).padStart(7, "0")}` }, remote, {
        "x-forwarded-for": forwarded,
      });
    // Without a proxy configured, a new forged address on every request changes nothing.
    const forged: number[] = [];
    for (let index = 0; index <= limit; index++)
      forged.push((await send(servers[0]!, index, direct, `203.0.113.${index}`)).statusCode);
    expect(forged[limit]).toBe(429);
    // Behind one trusted proxy, the clients it names are counted apart.
    const proxy = newAddress();
    const behindProxy: number[] = [];
    for (let index = 0; index <= limit; index++)
      behindProxy.push((await send(servers[2]!, 100 + index, proxy, `203.0.113.${index}`)).statusCode);
    expect(behindProxy.every((status) => status === 200)).toBe(true);
  });
});
