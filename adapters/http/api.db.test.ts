import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { DEFAULT_SHOP_DETAILS } from "../../core/shop";
import { buildApp } from "../../server/app";
import { createHealthChecks, createServices } from "../../server/wiring";
import { createLogger } from "../../server/logger";
import { openDatabase } from "../db/database";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { API_PATHS } from "../../contracts/api-paths";

const config = {
  testMode: true,
  shop: DEFAULT_SHOP_DETAILS,
  publicOrigin: "http://localhost:3000",
  originFromRequest: false,
  production: false,
  providers: {
    telegramBotToken: undefined,
    telegramBotUsername: undefined,
    facebook: undefined,
    google: false,
    telegram: false,
    whatsapp: true,
  },
};

async function apiOnlyApp(database: TestDatabase): Promise<FastifyInstance> {
  return buildApp({
    logger: pino({ level: "silent" }),
    services: createServices(database.db, config),
    health: createHealthChecks(database.db),
    pages: false,
  });
}

describe("API", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await apiOnlyApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("serves every endpoint of the contract, each with its schemas", async () => {
    for (const [name, { method, url }] of Object.entries(API_PATHS)) {
      expect(app.hasRoute({ method, url: `/backend/api${url}` }), name).toBe(true);
    }
    // A body outside the contract is refused in the route's words, a path parameter that names
    // nothing is not found, and an answer always leaves through its schema.
    const rating = await app.inject({
      method: "PUT",
      url: "/backend/api/orders/public/feedback/00000000-0000-4000-8000-000000000000",
      payload: { stars: "five" },
    });
    expect(rating.json()).toMatchObject({ code: "feedback.invalid" });
    expect(rating.statusCode).toBe(400);
    const order = await app.inject({ url: "/backend/api/orders/public/not-an-id" });
    expect(order.statusCode).toBe(404);
    expect(order.json()).toMatchObject({ code: "payment.orderNotFound" });
  });

  it("answers malformed JSON, a foreign content type and an oversized body in the API's own shape", async () => {
    const send = (payload: string, type: string) =>
      app.inject({
        method: "POST",
        url: "/backend/api/orders/calculate",
        headers: { "content-type": type, locale: "en" },
        payload,
      });
    const broken = await send('{"game":', "application/json");
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: "Invalid request. Check the data you sent.", code: "api.badRequest" });
    const text = await send("game=ml", "text/plain");
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      message: "This data format is not supported. Send JSON.",
      code: "api.unsupportedType",
    });
    const huge = await send(JSON.stringify({ comment: "x".repeat(70_000) }), "application/json");
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: "What was sent is too large.", code: "api.tooLarge" });
  });

  it("answers health and readiness", async () => {
    const health = await app.inject({ url: "/backend/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    const ready = await app.inject({ url: "/backend/api/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", database: true, migrations: true });
  });

  it("answers an unknown API path with a JSON 404 in the caller's language", async () => {
    const english = await app.inject({ url: "/backend/api/nope?x=1", headers: { locale: "en" } });
    expect(english.statusCode).toBe(404);
    expect(english.headers["content-type"]).toMatch(/^application\/json/);
    expect(english.json()).toEqual({ message: "API path not found: GET /backend/api/nope", code: "api.notFound" });
    const indonesian = await app.inject({ method: "POST", url: "/backend/api/orders/nope", payload: {} });
    expect(indonesian.statusCode).toBe(404);
    expect(indonesian.json()).toEqual({
      message: "Alamat API tidak ditemukan: POST /backend/api/orders/nope",
      code: "api.notFound",
    });
  });

  it("answers malformed JSON with a translated 400, not a 500", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/backend/api/orders/nope",
      headers: { "content-type": "application/json", locale: "ru" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Неверный запрос. Проверьте отправленные данные.",
      code: "api.badRequest",
    });
  });

  it("tags every response with a request id, keeping a well-formed incoming one", async () => {
    const fresh = await app.inject({ url: "/backend/api/health" });
    expect(fresh.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await app.inject({ url: "/backend/api/health", headers: { "x-request-id": "edge-12345678" } });
    expect(forwarded.headers["x-request-id"]).toBe("edge-12345678");
    const hostile = await app.inject({ url: "/backend/api/health", headers: { "x-request-id": "a b\nforged log" } });
    expect(hostile.headers["x-request-id"]).not.toContain("forged");
  });

  it("does not offer a sign-in provider that is not configured", async () => {
    const response = await app.inject({ url: "/backend/api/auth/oauth/callback/telegram?id=1&auth_date=1&hash=x" });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("auth.providerUnavailable");
  });

  it("redirects a trailing slash with 301, keeping the query", async () => {
    const response = await app.inject({ url: "/backend/api/health/?verbose=1" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/backend/api/health?verbose=1");
  });

  it("personal answers are never cached; no page may use the camera, the microphone or the location", async () => {
    const personal = await app.inject({ method: "POST", url: "/backend/api/auth/me" });
    expect(personal.headers["cache-control"]).toBe("no-store");
    expect((await app.inject({ url: "/backend/api/orders" })).headers["cache-control"]).toBe("no-store");
    const games = await app.inject({ url: "/backend/api/games" });
    expect(games.headers["cache-control"]).not.toBe("no-store");
    expect(games.headers["permissions-policy"]).toContain("camera=()");
    expect(games.headers["permissions-policy"]).toContain("geolocation=()");
  });

  it("a NUL character anywhere in a request is refused with a translated 400, never a failed query", async () => {
    const nul = await app.inject({
      method: "POST",
      url: "/backend/api/orders/calculate",
      headers: { locale: "en" },
      payload: { game: "free-fire", product: "ff-140", account: { playerId: "123456789" }, promoCode: "EPIC\u0000WIN" },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: "api.badRequest" });
    expect((await app.inject({ url: "/backend/api/games/free%00fire" })).statusCode).toBe(400);
  });

  it("readiness answers 503 within its time limit when the database does not answer", async () => {
    const frozen = await buildApp({
      logger: pino({ level: "silent" }),
      services: createServices(database.db, config),
      health: { ready: () => new Promise(() => undefined) },
      pages: false,
    });
    try {
      const answer = await frozen.inject({ url: "/backend/api/ready" });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ status: "not_ready", database: false });
    } finally {
      await frozen.close();
    }
  });

  it("readiness answers 503 as soon as shutdown begins, while the database still answers", async () => {
    let stopping = false;
    const stoppable = await buildApp({
      logger: pino({ level: "silent" }),
      services: createServices(database.db, config),
      health: { ...createHealthChecks(database.db), stopping: () => stopping },
      pages: false,
    });
    try {
      expect((await stoppable.inject({ url: "/backend/api/ready" })).statusCode).toBe(200);
      stopping = true;
      const answer = await stoppable.inject({ url: "/backend/api/ready" });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ status: "stopping" });
      // The shop still serves everything else until it stops accepting.
      expect((await stoppable.inject({ url: "/backend/api/games" })).statusCode).toBe(200);
    } finally {
      await stoppable.close();
    }
  });
});

describe("readiness without migrations", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    app = await apiOnlyApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("is 503 while migrations are missing, and still alive", async () => {
    const ready = await app.inject({ url: "/backend/api/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: "not_ready", database: true, migrations: false });
    expect((await app.inject({ url: "/backend/api/health" })).statusCode).toBe(200);
  });

  it("is 503 when the database cannot be reached", async () => {
    await database.close();
    const ready = await app.inject({ url: "/backend/api/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: "not_ready", database: false });
  });
});

describe("API while the database is out of reach", () => {
  let app: FastifyInstance;
  const logLines: string[] = [];
  // Nothing listens on port 1: every query fails to connect, as in an outage.
  const unreachable = openDatabase("postgres://postgres@127.0.0.1:1/shop");
  beforeAll(async () => {
    app = await buildApp({
      logger: createLogger({ level: "trace" }, { write: (line: string) => logLines.push(line) }),
      services: createServices(unreachable.db, config),
      health: createHealthChecks(unreachable.db),
      pages: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await unreachable.close();
  });

  it("answers 503 in the API's own shape and language, with no SQL in the answer or the log", async () => {
    const answer = await app.inject({
      method: "POST",
      url: "/backend/api/orders/calculate",
      headers: { locale: "en" },
      payload: { game: "mobile-legends", product: "ml-86", account: { userId: "123456789", zoneId: "2001" } },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      message: "The service is briefly unavailable. Try again in a few seconds.",
      code: "api.unavailable",
    });
    const everything = `${answer.body}\n${logLines.join("")}`;
    expect(everything).not.toMatch(/select|insert|Failed query|params:|mobile-legends/i);
    expect(logLines.join("")).toContain("database unavailable");
    expect((await app.inject({ url: "/backend/api/ready" })).statusCode).toBe(503);
  });
});

describe("request logs", () => {
  it("never show a secret from a URL's query (sign-in links, OAuth codes and states)", async () => {
    const database = await createTestDatabase();
    const logLines: string[] = [];
    const app = await buildApp({
      logger: createLogger({ level: "info" }, { write: (line: string) => logLines.push(line) }),
      services: createServices(database.db, config),
      health: createHealthChecks(database.db),
      pages: false,
    });
    try {
      await app.inject({
        url: "/backend/api/auth/oauth/callback/google?code=SECRET-CODE-4711&state=SECRET-STATE-4711",
      });
      await app.inject({ url: "/backend/api/games?token=SECRET-TOKEN-4711&locale=id" });
      const logged = logLines.join("");
      expect(logged).toContain("incoming request");
      expect(logged).toContain("code=redacted&state=redacted");
      expect(logged).toContain("token=redacted");
      expect(logged).toContain("locale=id");
      expect(logged).not.toContain("SECRET");
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
