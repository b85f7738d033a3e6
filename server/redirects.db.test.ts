import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { OAuth2Server } from "oauth2-mock-server";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SHOP_DETAILS } from "../core/shop";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database";
import { buildApp } from "./app";
import { createHealthChecks, createServices } from "./wiring";

/** The shop's configured address: every Location must resolve to it. */
const SHOP = "https://kupi.example";

/**
 * Paths that a browser, or a server that decodes escapes, resolves to another site: dot segments
 * (plain and percent-encoded) in front of a doubled slash, encoded slashes and backslashes.
 */
const HOSTILE_PATHS = [
  "/.//evil.example",
  "/..//evil.example",
  "/./..//evil.example",
  "/%2e%2e//evil.example",
  "/%2E/%2Fevil.example",
  "/%2e%2e%2f%2fevil.example",
  "/%2f%2fevil.example",
  "//evil.example",
  "/\\evil.example",
  "/%5cevil.example",
  "/.%5c/evil.example",
];

/** Each path as a `return=` value: written raw (escapes decoded once by the query) and encoded whole. */
const RETURN_VALUES = HOSTILE_PATHS.flatMap((path) => [path.replaceAll("\\", "%5C"), encodeURIComponent(path)]);

interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A Location header leaves the site when it resolves to another origin, or starts with "//" (or "/\"). */
function expectOnSite(answer: Answer, context: string) {
  expect(answer.statusCode, `${context}: ${answer.body.slice(0, 200)}`).toBeGreaterThanOrEqual(300);
  expect(answer.statusCode, context).toBeLessThan(400);
  const location = String(answer.headers.location);
  expect(location, context).not.toMatch(/^[/\\]{2}/);
  expect(location, context).not.toMatch(/^\/\\/);
  expect(new URL(location, `${SHOP}/some/page`).origin, `${context} -> ${location}`).toBe(SHOP);
}

/**
 * Every door of the shop that redirects (sign-in returns, the language switch, sign-in links, the
 * canonical-path redirect, the console's invitation) fed paths that resolve to another site:
 * the Location it answers always stays on the shop's own origin.
 */
describe("redirects never leave the site", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  const issuers = { google: new OAuth2Server(), telegram: new OAuth2Server() };

  beforeAll(async () => {
    for (const issuer of Object.values(issuers)) {
      await issuer.issuer.keys.generate("RS256");
      await issuer.start(0, "127.0.0.1");
    }
    issuers.google.service.on("beforeTokenSigning", (token) => {
      Object.assign(token.payload, { sub: "google-redirects-1", name: "Wulan", aud: "google-client" });
    });
    issuers.telegram.service.on("beforeTokenSigning", (token) => {
      Object.assign(token.payload, { sub: "tg-redirects-1", id: 700_100_300, name: "Agus", aud: "700000009" });
    });
    database = await createTestDatabase();
    const services = createServices(
      database.db,
      {
        testMode: true,
        shop: DEFAULT_SHOP_DETAILS,
        publicOrigin: SHOP,
        originFromRequest: false,
        production: true,
        providers: {
          telegramBotToken: undefined,
          telegramBotUsername: undefined,
          facebook: undefined,
          google: true,
          telegram: true,
          whatsapp: true,
        },
      },
      {
        google: { issuer: issuers.google.issuer.url!, clientId: "google-client", clientSecret: "google-secret" },
        telegram: { issuer: issuers.telegram.issuer.url!, clientId: "700000009", clientSecret: "tg-secret" },
        rateLimits: "off",
      },
    );
    app = await buildApp({
      logger: pino({ level: "silent" }),
      services,
      health: createHealthChecks(database.db),
      pages: { dev: false },
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    for (const issuer of Object.values(issuers)) await issuer.stop();
  });

  /**
   * A request over a socket with its target exactly as written: a test client (inject, fetch) would
   * first resolve the dot segments and backslashes a browser or an attacker's script sends as they are.
   */
  const send = (method: string, target: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<Answer>((resolve, reject) => {
      const outgoing = httpRequest({ host: "127.0.0.1", port, method, path: target, headers }, (incoming) => {
        let text = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => (text += chunk));
        incoming.on("end", () => resolve({ statusCode: incoming.statusCode!, headers: incoming.headers, body: text }));
      });
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  const get = (target: string, headers: Record<string, string> = {}) => send("GET", target, headers);
  const post = (target: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    send(
      "POST",
      target,
      { "content-type": "application/x-www-form-urlencoded", ...headers },
      new URLSearchParams(fields).toString(),
    );

  it("test sign-in returns to the account page, not to a path that resolves elsewhere", async () => {
    for (const value of RETURN_VALUES) {
      for (const locale of ["", "/en"]) {
        const answer = await post(`${locale}/auth/test?return=${value}`, { name: "Budi" });
        expectOnSite(answer, `test sign-in, return=${value}`);
        expect(answer.headers.location, value).toBe(`${locale}/account`);
      }
    }
  });

  it("WhatsApp sign-in returns to the account page, not to a path that resolves elsewhere", async () => {
    let number = 0;
    for (const value of RETURN_VALUES) {
      const phone = `0812 7000 ${String((number += 1)).padStart(4, "0")}`;
      const url = `/auth/whatsapp?return=${value}`;
      const sent = await post(url, { intent: "send", phone });
      const code = /data-testid="whatsapp-test-code"[^>]*>[^<]*?(\d{6})/.exec(sent.body)?.[1];
      expect(code, `no code shown: ${sent.statusCode}`).toMatch(/^\d{6}$/);
      const answer = await post(url, { intent: "verify", phone, code: code! });
      expectOnSite(answer, `WhatsApp sign-in, return=${value}`);
      expect(answer.headers.location, value).toBe("/account");
    }
  });

  for (const provider of ["google", "telegram"] as const) {
    it(`${provider} sign-in hands the return page a path on this site, not one that resolves elsewhere`, async () => {
      for (const value of RETURN_VALUES) {
        const started = await get(`/backend/api/auth/oauth/redirect/${provider}?return=${value}`);
        expect(started.statusCode, started.body).toBe(302);
        // The provider's page approves at once and sends the browser back to the shop's return page.
        const approved = await fetch(String(started.headers.location), { redirect: "manual" });
        const back = new URL(approved.headers.get("location")!);
        expect(back.origin + back.pathname).toBe(`${SHOP}/auth/${provider}`);
        const flowCookie = String(started.headers["set-cookie"]).split(";")[0]!;
        const finished = await get(`/backend/api/auth/oauth/callback/${provider}${back.search}`, {
          cookie: flowCookie,
        });
        expect(finished.statusCode, finished.body).toBe(200);
        const returnTo = (JSON.parse(finished.body) as { return_to: string }).return_to;
        expect(returnTo, value).toBe("/account");
      }
    });
  }

  it("the canonical-path redirect, the language switch and sign-in links keep their Location on this site", async () => {
    for (const path of HOSTILE_PATHS) {
      for (const url of [`${path}/`, `${path}//`, `${path}?lang=en`, `${path}/?lang=en`, `${path}?token=abc`]) {
        expectOnSite(await get(url), `GET ${url}`);
      }
    }
  });

  it("the console's invitation sends a visitor who is not signed in back to it, on this site", async () => {
    for (const path of HOSTILE_PATHS) {
      for (const url of [`/admin/invite${path}`, `/en/admin/invite${path}`, `/admin/invite/x${path}`]) {
        const answer = await post(url, {});
        expect(answer.statusCode, `POST ${url}`).toBeLessThan(500);
        if (answer.headers.location !== undefined) expectOnSite(answer, `POST ${url}`);
      }
    }
    // A token the route does take: the visitor is sent to sign in on the invitation's own page.
    expectOnSite(await post("/admin/invite/%2e%2e%2f%2fevil.example", {}), "POST an encoded token");
  });
});
