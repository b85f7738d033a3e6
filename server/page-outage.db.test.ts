import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../adapters/db/database";
import { generateAccessToken } from "../core/auth/access-token";
import { DEFAULT_SHOP_DETAILS } from "../core/shop";
import { buildApp } from "./app";
import { createLogger } from "./logger";
import { createHealthChecks, createServices } from "./wiring";

/**
 * Pages while the database is out of reach (the API answers its 503 `api.unavailable` then): each
 * answers 503 with a short page in the visitor's language saying to try again, and when, never the
 * 500 error page, and the log says why without an error line per visitor.
 */
describe("pages while the database is out of reach", () => {
  let app: FastifyInstance;
  const logLines: string[] = [];
  // Nothing listens on port 1: every query fails to connect, as in an outage.
  const unreachable = openDatabase("postgres://postgres@127.0.0.1:1/shop");

  beforeAll(async () => {
    app = await buildApp({
      logger: createLogger({ level: "info" }, { write: (line: string) => logLines.push(line) }),
      services: createServices(unreachable.db, {
        testMode: true,
        shop: DEFAULT_SHOP_DETAILS,
        publicOrigin: "http://localhost:3000",
        originFromRequest: false,
        production: true,
        providers: {
          telegramBotToken: undefined,
          telegramBotUsername: undefined,
          facebook: undefined,
          google: false,
          telegram: false,
          whatsapp: true,
        },
      }),
      health: createHealthChecks(unreachable.db),
      pages: { dev: false },
    });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await unreachable.close();
  });

  /** The outage is logged as a warning that names it, never as an error line per visitor. */
  function expectLoggedAsOutage() {
    expect(logLines.join("")).toContain("page request failed: database unavailable");
    expect(logLines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
  }

  it("answer 503 with a translated 'try again' page and Retry-After, never the 500 error page", async () => {
    for (const [url, words] of [
      ["/", "Toko sedang tidak bisa diakses untuk sementara. Coba lagi sebentar lagi."],
      ["/en/mobile-legends", "The shop is briefly unavailable. Please try again in a moment."],
      ["/ru/account", "Магазин временно недоступен. Попробуйте ещё раз чуть позже."],
      ["/uz/find-order", "Do'kon vaqtincha ishlamayapti. Birozdan so'ng qayta urinib ko'ring."],
    ] as const) {
      // A signed-in buyer's pages too: the session is looked up in the database.
      const answer = await app.inject({ url, headers: { cookie: `access_token=${generateAccessToken()}` } });
      expect(answer.statusCode, `${url}: ${answer.body.slice(0, 300)}`).toBe(503);
      expect(answer.headers["content-type"], url).toMatch(/^text\/html/);
      expect(Number(answer.headers["retry-after"]), url).toBeGreaterThan(0);
      expect(answer.headers["cache-control"], url).toBe("no-store");
      expect(answer.body, url).toContain(words);
      expect(answer.body, url).not.toMatch(/select|Failed query|ECONNREFUSED/i);
    }
    expectLoggedAsOutage();
  });

  it("answer a form's post and a page's data the same way", async () => {
    const post = await app.inject({
      method: "POST",
      url: "/en/auth/test",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "name=Budi",
    });
    expect(post.statusCode, post.body.slice(0, 300)).toBe(503);
    expect(post.body).toContain("The shop is briefly unavailable.");
    const data = await app.inject({ url: "/en/mobile-legends.data" });
    expect(data.statusCode).toBe(503);
    expect(Number(data.headers["retry-after"])).toBeGreaterThan(0);
    expectLoggedAsOutage();
  });
});
