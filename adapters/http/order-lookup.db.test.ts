import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { DEFAULT_SHOP_DETAILS } from "../../core/shop";
import { newOrderNumber } from "../../core/orders/order-number";
import { ORDER_LOOKUP_PER_ADDRESS, ORDER_LOOKUP_PER_NUMBER, RATE_LIMITS } from "../../core/rate-limits";
import { buildApp } from "../../server/app";
import { createHealthChecks, createServices } from "../../server/wiring";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { rateLimitHits } from "../db/schema";

const config = {
  testMode: true,
  shop: DEFAULT_SHOP_DETAILS,
  publicOrigin: "http://127.0.0.1:3000",
  originFromRequest: false,
  production: false,
  providers: {
    telegramBotToken: undefined,
    telegramBotUsername: undefined,
    facebook: undefined,
    google: false,
    telegram: false,
    whatsapp: false,
  },
};

const NO_MATCH_ID = "Tidak ada pesanan yang cocok dengan data ini. Periksa lagi, lalu coba kembali.";

interface PlacedOrder {
  id: string;
  number: string;
}

/**
 * POST /orders/public/lookup: a guest who lost the link to their order finds it by its number and
 * the game ID or the receipt's contact; wrong details get one message; tries are counted in
 * PostgreSQL per address and per order number, so two servers count together.
 */
describe("finding a lost order over HTTP", () => {
  let database: TestDatabase;
  let servers: FastifyInstance[];
  const build = () =>
    buildApp({
      logger: pino({ level: "silent" }),
      // One minute into a ten-minute window (and into an hour): no count is split by a window ending.
      services: createServices(database.db, config, { rateLimitClock: () => new Date("2026-11-23T10:01:00Z") }),
      health: createHealthChecks(database.db),
      pages: false,
    });

  let addresses = 0;
  /** Each test speaks from its own addresses, so the counts of one do not spill into another. */
  const newAddress = () => `198.51.100.${++addresses}`;
  const lookup = (
    body: Record<string, unknown>,
    options: { address?: string; server?: number; headers?: Record<string, string> } = {},
  ) =>
    servers[options.server ?? 0]!.inject({
      method: "POST",
      url: "/backend/api/orders/public/lookup",
      payload: body,
      remoteAddress: options.address ?? newAddress(),
      headers: options.headers ?? {},
    });

  let orderCount = 0;
  /** A guest's Mobile Legends order with the receipt's contacts as they were typed at checkout. */
  async function placeOrder(contacts: { email?: string; phone?: string }): Promise<PlacedOrder> {
    const answer = await servers[0]!.inject({
      method: "POST",
      url: "/backend/api/orders",
      payload: {
        game: "mobile-legends",
        product: "ml-170",
        account: { userId: "123456789", zoneId: "2001", region: "ID" },
        confirmed: true,
        paymentMethod: "qris",
        ...contacts,
      },
      remoteAddress: "192.0.2.1",
      headers: { "idempotency-key": `lookup-order-${++orderCount}` },
    });
    expect(answer.statusCode).toBe(201);
    const { data } = answer.json<{ data: PlacedOrder }>();
    return { id: data.id, number: data.number };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    servers = [await build(), await build()];
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await database.drop();
  });

  it("finds the order by its number and the game ID with its zone, and gives its page's path", async () => {
    const order = await placeOrder({ email: "putri@mail.com" });
    const found = await lookup({ number: order.number.toLowerCase(), gameId: "123456789(2001)" });
    expect(found.statusCode).toBe(200);
    const body = found.json<{ data: { id: string; number: string }; orderPage: string }>();
    expect(body.data).toMatchObject({ id: order.id, number: order.number });
    expect(body.orderPage).toBe(`/card-payment/${order.id}`);
    // In the buyer's language: the English page of the order.
    const english = await lookup({ number: order.number, gameId: "123456789 (2001)" }, { headers: { locale: "en" } });
    expect(english.json<{ orderPage: string }>().orderPage).toBe(`/en/card-payment/${order.id}`);
    // The user ID without its zone is not the game ID the order was for.
    expect((await lookup({ number: order.number, gameId: "123456789" })).statusCode).toBe(404);
  });

  it("finds it by the receipt's e-mail in another case, or its WhatsApp number written another way", async () => {
    const order = await placeOrder({ email: "Putri.Ayu@Mail.com", phone: "0812-3456-7890" });
    for (const contact of [" putri.ayu@MAIL.COM ", "+62 812 3456 7890", "6281234567890", "081234567890"]) {
      const found = await lookup({ number: order.number, contact });
      expect(found.statusCode, contact).toBe(200);
      expect(found.json<{ data: { id: string } }>().data.id).toBe(order.id);
    }
  });

  it("says only 'no order matches' for a wrong ID, a wrong contact, a contact the order lacks or an unknown number", async () => {
    const order = await placeOrder({ phone: "081298765432" });
    const answers = [
      await lookup({ number: order.number, gameId: "123456789 (2002)" }),
      await lookup({ number: order.number, contact: "081298765433" }),
      await lookup({ number: order.number, contact: "putri@mail.com" }),
      await lookup({ number: newOrderNumber(), gameId: "123456789 (2001)" }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: NO_MATCH_ID, code: "findOrder.noMatch" });
    }
    const english = await lookup({ number: order.number, gameId: "1" }, { headers: { locale: "en" } });
    expect(english.json()).toEqual({
      message: "No order matches these details. Check them and try again.",
      code: "findOrder.noMatch",
    });
  });

  it("refuses bad input with a translated 400 in the API's shape, never a 500", async () => {
    const invalid = {
      message: "Masukkan nomor pesanan 8 karakter, lalu ID game atau e-mail/nomor WhatsApp.",
      code: "findOrder.invalid",
    };
    for (const body of [
      {},
      { gameId: "123456789 (2001)" },
      { number: 12345678, gameId: "123456789 (2001)" },
      { number: "K7M4Q2TX", gameId: "x".repeat(121) },
      { number: "not-a-number", gameId: "123456789 (2001)" },
      { number: "K7M4Q2TX" },
      { number: "K7M4Q2TX", contact: "hello" },
    ]) {
      const answer = await lookup(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json(), JSON.stringify(body)).toEqual(invalid);
    }
  });

  it(`refuses tries of one order number past ${ORDER_LOOKUP_PER_NUMBER.limit} within the hour, even with the right ID, from any address`, async () => {
    expect(RATE_LIMITS.orderLookup.perTarget).toBe(ORDER_LOOKUP_PER_NUMBER);
    expect(ORDER_LOOKUP_PER_NUMBER).toEqual({ limit: 5, windowSeconds: 3600 });
    const order = await placeOrder({});
    for (let index = 0; index < ORDER_LOOKUP_PER_NUMBER.limit; index++)
      expect((await lookup({ number: order.number, gameId: `99999${index}` }, { server: index % 2 })).statusCode).toBe(
        404,
      );
    const refused = await lookup({ number: order.number, gameId: "123456789 (2001)" }, { server: 1 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: "Terlalu banyak percobaan. Coba lagi dalam 59 menit.",
      code: "findOrder.tooManyTries",
    });
    expect(refused.headers["retry-after"]).toBe(String(59 * 60));
    // Another order is found as usual.
    const other = await placeOrder({});
    expect((await lookup({ number: other.number, gameId: "123456789 (2001)" })).statusCode).toBe(200);
  });

  it(`refuses tries from one address past ${ORDER_LOOKUP_PER_ADDRESS.limit} within ten minutes, whatever the numbers`, async () => {
    expect(RATE_LIMITS.orderLookup.perAddress).toBe(ORDER_LOOKUP_PER_ADDRESS);
    expect(ORDER_LOOKUP_PER_ADDRESS).toEqual({ limit: 20, windowSeconds: 600 });
    const address = newAddress();
    for (let index = 0; index < ORDER_LOOKUP_PER_ADDRESS.limit; index++)
      expect((await lookup({ number: newOrderNumber(), gameId: "1" }, { address, server: index % 2 })).statusCode).toBe(
        404,
      );
    const order = await placeOrder({});
    const refused = await lookup({ number: order.number, gameId: "123456789 (2001)" }, { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: "findOrder.tooManyTries",
      message: expect.stringContaining("9 menit"),
    });
    expect(refused.headers["retry-after"]).toBe("540");
    // Malformed tries count too: a script gains nothing by sending nonsense.
    const other = newAddress();
    for (let index = 0; index < ORDER_LOOKUP_PER_ADDRESS.limit; index++)
      expect((await lookup({ number: "nonsense" }, { address: other })).statusCode).toBe(400);
    expect((await lookup({ number: order.number, gameId: "123456789 (2001)" }, { address: other })).statusCode).toBe(
      429,
    );
    // The buyer at another address finds the order.
    expect((await lookup({ number: order.number, gameId: "123456789 (2001)" })).statusCode).toBe(200);
  });

  it("counts 10 tries sent at once on two servers as 10: the first 5 on the number answered, the rest refused", async () => {
    const order = await placeOrder({});
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        lookup({ number: order.number, gameId: `88888${index}` }, { address, server: index % 2 }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(ORDER_LOOKUP_PER_NUMBER.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - ORDER_LOOKUP_PER_NUMBER.limit);
    const [counter] = await database.db
      .select({ hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, `orderLookup:ip:${address}`));
    expect(counter?.hits).toBe(10);
  });
});
