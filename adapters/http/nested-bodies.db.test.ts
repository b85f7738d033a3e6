import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS } from "../../contracts/api-paths";
import { DEFAULT_SHOP_DETAILS } from "../../core/shop";
import { buildApp } from "../../server/app";
import { createLogger } from "../../server/logger";
import { createHealthChecks, createServices } from "../../server/wiring";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { MAX_JSON_DEPTH } from "./body-checks";

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

const arrays = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
/** Arrays and objects in turn, as a recursive structure of the API's own shapes would nest. */
const mixed = (depth: number) =>
  `${Array.from({ length: depth }, (_, level) => (level % 2 ? "[" : '{"game":')).join("")}0${Array.from(
    { length: depth },
    (_, level) => (level % 2 ? "]" : "}"),
  )
    .reverse()
    .join("")}`;

/** Every endpoint that reads a JSON body, its path parameters filled in. */
const JSON_DOORS = Object.entries(API_PATHS)
  .filter(([, { method }]) => method !== "GET")
  .map(([name, { method, url }]) => ({ name, method, url: `/backend/api${url.replace(/:\w+/g, "x")}` }));

/**
 * A small body nested thousands of levels deep (10 KB of brackets) reached code that walks a body
 * recursively, overflowed the stack and answered 500 at every JSON route. It is refused at the door.
 */
describe("deeply nested JSON bodies", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      logger: createLogger({ level: "info" }, { write: (line: string) => logLines.push(line) }),
      services: createServices(database.db, config),
      health: createHealthChecks(database.db),
      pages: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("are refused at every JSON endpoint with the translated 400, never a 500", async () => {
    for (const door of JSON_DOORS) {
      for (const payload of [arrays(5_000), objects(5_000), mixed(10_000), objects(MAX_JSON_DEPTH + 1)]) {
        const answer = await app.inject({
          method: door.method,
          url: door.url,
          headers: { "content-type": "application/json", locale: "en" },
          payload,
        });
        const context = `${door.name} (${payload.length} bytes) -> ${answer.statusCode} ${answer.body.slice(0, 200)}`;
        expect(answer.statusCode, context).toBe(400);
        expect(answer.json(), context).toEqual({
          message: "Invalid request. Check the data you sent.",
          code: "api.badRequest",
        });
      }
    }
    expect(logLines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
  });

  it("up to the depth limit reach the route, which answers in its own words", async () => {
    // A payment notification takes any object and checks it itself: signature and order.
    const notify = (payload: string) =>
      app.inject({
        method: "POST",
        url: "/backend/api/payments/notification",
        headers: { "content-type": "application/json", locale: "en" },
        payload,
      });
    const atLimit = await notify(`{"order_id":${objects(MAX_JSON_DEPTH - 1)}}`);
    expect(atLimit.json().code, atLimit.body).toBe("checkout.notificationRefused");
    const overLimit = await notify(`{"order_id":${objects(MAX_JSON_DEPTH)}}`);
    expect(overLimit.json().code, overLimit.body).toBe("api.badRequest");
  });
});
