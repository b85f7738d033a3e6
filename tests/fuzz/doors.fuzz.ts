import { request as httpRequest } from "node:http";
import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymeAuthorization } from "../../adapters/payments/payme-protocol";
import { orders } from "../../adapters/db/schema";
import { HARNESS_SECRETS, PAYME_KEYS, startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { databaseDigest } from "../support/db-digest";
import { describeFindings, scanLog } from "../support/log-scan";
import { API_PATHS } from "../../contracts/api-paths";
import routeConfig from "../../app/routes";
import { signedInOperator } from "../support/admin-operator";
import { consolePagesWithActions, intentsOf } from "../support/console-doors";
import {
  anyMethod,
  encodedSegment,
  hostileBody,
  hostileHeaders,
  hostileQuery,
  hostileReturnPath,
  hostileReturnValue,
  hostileSegment,
  type HostileBody,
  oddStrings,
} from "./inputs";

/**
 * Hostile input at every door of the built shop: each API endpoint, webhook and page form
 * gets random, malformed, oversized and wrongly typed bodies, bodies nested thousands of levels
 * deep, odd Unicode and NUL bytes, wrong methods and content types, forged headers and origins,
 * strange paths, every route parameter percent-encoded every hostile way, and return paths that
 * resolve to another site. Every answer must be below 500; every API error must be the JSON
 * `{message, code}`; every redirect must stay on the shop's origin; nothing may be logged at error
 * level; and a refused request must leave the database exactly as it was (checked per batch of
 * requests).
 *
 * The seed is fixed so that CI runs the same inputs every time; FUZZ_SEED explores others.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS_PER_DOOR = Number(process.env.FUZZ_RUNS ?? 750);
/** Each route parameter's door gets fewer: there are dozens of them, and they share their code. */
const RUNS_PER_PARAMETER_DOOR = Math.ceil(RUNS_PER_DOOR / 5);

let shop: CheckoutHarness;
let canceledOrder: string;
let buyerAuth: string;
/** An admin's session and shop session cookies, so that the console's routes read their parameters. */
let operatorCookie: string;
const figures = { inputs: 0, serverErrors: 0, accepted: 0, checkedBatches: 0 };

/** Every table of the shop's schema, row by row, as one digest: equal digests, same data. */
const snapshot = () => databaseDigest(shop.database.db);

interface Door {
  name: string;
  /** A request for one generated input. */
  request: fc.Arbitrary<InjectOptions>;
  /**
   * Page forms answer HTML; the API answers JSON; a provider's protocol door (Payme's Merchant API)
   * answers in that protocol: JSON-RPC at HTTP 200, refused when the body carries an `error`.
   */
  kind: "api" | "page" | "payme" | "click";
  /** How many inputs it gets (RUNS_PER_DOOR unless said). */
  runs?: number;
  /**
   * Sent over a socket with its target exactly as written: inject() resolves dot segments and
   * backslashes first, as no attacker's script is obliged to.
   */
  raw?: boolean;
}

/** An answer, from inject() or from a socket. */
type Answer = Pick<LightMyRequestResponse, "statusCode" | "headers" | "body" | "json">;

/** Sends a request over a socket to the listening shop, its target unresolved. */
function sendRaw(request: InjectOptions): Promise<Answer> {
  const { port } = new URL(shop.base);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: request.method,
        path: String(request.url),
        headers: request.headers as Record<string, string>,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () => {
          const body = Buffer.concat(chunks).toString("utf8");
          resolve({
            statusCode: incoming.statusCode!,
            headers: incoming.headers,
            body,
            json: <T>() => JSON.parse(body) as T,
          } as Answer);
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(request.payload as string | Buffer | undefined);
  });
}

interface RouteEntry {
  id?: string;
  path?: string;
  children?: RouteEntry[];
}

/** The page routes with a parameter (app/routes.ts), in the Indonesian tree: the others are the same under a prefix. */
function pageRoutesWithParameters(entries = routeConfig as RouteEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.id?.startsWith("id/") && entry.path?.includes(":") ? [entry.path] : []),
    ...pageRoutesWithParameters(entry.children ?? []),
  ]);
}

function withBody(options: InjectOptions, body: HostileBody): InjectOptions {
  return {
    ...options,
    payload: body.payload,
    headers: {
      ...(options.headers as Record<string, string>),
      ...(body.contentType ? { "content-type": body.contentType } : {}),
    },
  };
}

function doors(): Door[] {
  const id = fc.oneof(fc.constant(canceledOrder), fc.uuid(), hostileSegment());
  const slug = fc.oneof(fc.constantFrom("mobile-legends", "free-fire", "genshin-impact", "pubg"), hostileSegment());
  const api = (
    name: string,
    method: fc.Arbitrary<string>,
    path: fc.Arbitrary<string>,
    options: { body?: boolean } = {},
  ): Door => ({
    name,
    kind: "api",
    request: fc
      .record({ method, path, query: hostileQuery(), headers: hostileHeaders(buyerAuth), body: hostileBody() })
      .map(({ method: m, path: p, query, headers, body }) => {
        const base: InjectOptions = { method: m as InjectOptions["method"], url: `/backend/api${p}${query}`, headers };
        return options.body === false ? base : withBody(base, body);
      }),
  });
  const post = fc.constant("POST");
  /** Click's Prepare and Complete: hostile form-encoded or JSON calls, mostly POST. */
  const click = (name: string, path: string): Door => ({
    ...api(name, fc.oneof(post, post, post, anyMethod()), fc.constant(path)),
    kind: "click",
  });
  /** A form post as a browser sends one, so that hostile addresses and parameters reach the actions. */
  const plainForm = fc.constant({ payload: "name=Budi&intent=send", contentType: "application/x-www-form-urlencoded" });
  const page = (name: string, path: fc.Arbitrary<string>): Door => ({
    name,
    kind: "page",
    request: fc
      .record({
        method: fc.oneof(post, post, anyMethod()),
        path,
        query: hostileQuery(),
        headers: hostileHeaders(undefined, shop.base),
        body: fc.oneof({ weight: 3, arbitrary: hostileBody({ form: true }) }, { weight: 1, arbitrary: plainForm }),
      })
      .map(({ method, path: p, query, headers, body }) =>
        withBody({ method: method as InjectOptions["method"], url: `${p}${query}`, headers }, body),
      ),
  });
  const consoleField = fc.constantFrom(
    ...["role", "email", "identity", "userId", "to", "reason", "note", "key", "channel", "recipient", "amount"],
    ...["currency", "orderId", "code", "kind", "percent", "minimum", "startsAt", "endsAt", "perUserLimit"],
    ...["globalLimit", "gameSlug", "productSku", "active", "slug", "sku", "field", "value", "bonus", "remove"],
    ...["scope", "target", "fixed", "rate", "game", "token", "hidden", "method", "supplierSku", "kind"],
    ...["campaign", "weekStart", "step"],
  );
  const plausible = fc.constantFrom(
    ...["", "on", "off", "true", "false", "1", "0", "-1", "1e9", "12,5", "2.000.000", "IDR", "USD", "XYZ"],
    ...["gold", "payment", "email", "whatsapp", "admin", "support", "shop", "game", "product", "active"],
    ...[
      "free-fire",
      "ff-140",
      "EPICWIN",
      "2026-12-01T10:00",
      "2026-02-30T25:61",
      "00000000-0000-4000-8000-000000000000",
    ],
  );
  const consoleForm = (template: string, intents: string[]): Door => ({
    name: `console form: /${template}`,
    kind: "page",
    request: fc
      .record({
        l: locale,
        intent: fc.oneof(fc.constantFrom(...intents, ""), oddStrings),
        fields: fc.array(fc.tuple(consoleField, fc.oneof(plausible, oddStrings)), { maxLength: 10 }),
      })
      .map(({ l, intent, fields }) =>
        withBody(
          {
            method: "POST",
            url: `${l}/${template.replace(":id", canceledOrder).replace(":game", "free-fire").replace(":code", "EPICWIN").replace(":token", "x")}`,
            headers: { cookie: operatorCookie, origin: shop.base },
          },
          {
            payload: new URLSearchParams([["intent", intent], ...fields]).toString(),
            contentType: "application/x-www-form-urlencoded",
          },
        ),
      ),
  });
  // Payme's calls: hostile bodies, and well-formed calls of every method with hostile params, half of
  // them with Payme's real key so that they reach the methods' own checks.
  const paymeCall = fc
    .record({
      method: fc.oneof(
        fc.constantFrom(
          "CheckPerformTransaction",
          "CreateTransaction",
          "PerformTransaction",
          "CancelTransaction",
          "CheckTransaction",
          "GetStatement",
          "ChangePassword",
        ),
        fc.string(),
      ),
      params: fc.record(
        {
          id: fc.oneof(fc.stringMatching(/^[0-9a-f]{24}$/), fc.anything()),
          time: fc.oneof(fc.constant(Date.now()), fc.anything()),
          amount: fc.oneof(fc.integer(), fc.anything()),
          account: fc.oneof(fc.record({ order_id: fc.oneof(fc.string(), fc.anything()) }), fc.anything()),
          reason: fc.oneof(fc.integer({ min: -5, max: 12 }), fc.anything()),
          from: fc.oneof(fc.integer(), fc.anything()),
          to: fc.oneof(fc.integer(), fc.anything()),
          password: fc.anything(),
        },
        { requiredKeys: [] },
      ),
    })
    .map((call) => ({ payload: JSON.stringify({ jsonrpc: "2.0", id: 1, ...call }), contentType: "application/json" }));
  const paymeDoor: Door = {
    name: "POST /payments/payme",
    kind: "payme",
    request: fc
      .record({
        method: fc.oneof(post, post, post, anyMethod()),
        headers: hostileHeaders(paymeAuthorization(PAYME_KEYS.key)),
        body: fc.oneof(hostileBody(), paymeCall),
      })
      .map(({ method, headers, body }) =>
        withBody({ method: method as InjectOptions["method"], url: "/backend/api/payments/payme", headers }, body),
      ),
  };
  const locale = fc.constantFrom("", "/en", "/ru", "/uz");
  // Where a return path, a dot segment or a backslash could become a Location: the sign-in forms'
  // return=, the canonical-path redirect, the language switch, sign-in links, the invitation page,
  // the OIDC start.
  const rawTarget = fc.oneof(
    fc
      .tuple(locale, fc.constantFrom("/auth/test", "/auth/whatsapp"), hostileReturnValue)
      .map(([l, form, value]) => `${l}${form}?return=${value}`),
    fc
      .tuple(hostileReturnPath(), fc.constantFrom("", "/", "//", "?lang=en", "/?lang=ru", "?token=abc"))
      .map(([path, tail]) => `${path}${tail}`),
    fc.tuple(locale, hostileReturnPath()).map(([l, path]) => `${l}/admin/invite${path}`),
    hostileReturnValue.map((value) => `/backend/api/auth/oauth/redirect/google?return=${value}`),
  );
  const rawDoor: Door = {
    name: "raw targets: dot segments and backslashes as sent",
    kind: "page",
    raw: true,
    request: fc
      .record({
        method: fc.constantFrom("GET", "POST"),
        target: rawTarget,
        headers: hostileHeaders(undefined, shop.base),
        body: fc.oneof(plainForm, hostileBody({ form: true })),
      })
      .map(({ method, target, headers, body }) =>
        method === "GET"
          ? { method, url: target, headers }
          : withBody({ method: method as InjectOptions["method"], url: target, headers }, body),
      ),
  };
  return [
    api("GET /games", fc.constant("GET"), fc.constant("/games"), { body: false }),
    api(
      "GET /games/:slug",
      fc.constant("GET"),
      slug.map((s) => `/games/${s}`),
      { body: false },
    ),
    api(
      "POST /games/:slug/lookup",
      post,
      slug.map((s) => `/games/${s}/lookup`),
    ),
    api("POST /orders/calculate", post, fc.constant("/orders/calculate")),
    api("POST /orders", post, fc.constant("/orders")),
    api("GET /orders", fc.constant("GET"), fc.constant("/orders"), { body: false }),
    api(
      "GET /orders/public/:id",
      fc.constant("GET"),
      id.map((i) => `/orders/public/${i}`),
      { body: false },
    ),
    api(
      "POST /orders/public/:id/pay",
      post,
      id.map((i) => `/orders/public/${i}/pay`),
    ),
    api(
      "POST /orders/public/:id/write-off",
      post,
      id.map((i) => `/orders/public/${i}/write-off`),
    ),
    api(
      "POST /orders/public/:id/payment-method",
      post,
      id.map((i) => `/orders/public/${i}/payment-method`),
    ),
    api(
      "POST /orders/public/:id/refund",
      post,
      id.map((i) => `/orders/public/${i}/refund`),
    ),
    api(
      "PUT /orders/public/feedback/:id",
      fc.constant("PUT"),
      id.map((i) => `/orders/public/feedback/${i}`),
    ),
    api("POST /orders/public/feedback", post, fc.constant("/orders/public/feedback")),
    api("GET /orders/public/feedback", fc.constant("GET"), fc.constant("/orders/public/feedback"), { body: false }),
    api("POST /payments/notification", post, fc.constant("/payments/notification")),
    api("POST /payments/yookassa/notification", post, fc.constant("/payments/yookassa/notification")),
    paymeDoor,
    click("POST /payments/click/prepare", "/payments/click/prepare"),
    click("POST /payments/click/complete", "/payments/click/complete"),
    api("POST /supplier/callback", post, fc.constant("/supplier/callback")),
    api("POST /operator/supplier/sync", post, fc.constant("/operator/supplier/sync")),
    api("POST /auth/me", post, fc.constant("/auth/me")),
    api("POST /auth/logout", post, fc.constant("/auth/logout")),
    api("POST /auth/whatsapp/code", post, fc.constant("/auth/whatsapp/code")),
    api("POST /auth/whatsapp/verify", post, fc.constant("/auth/whatsapp/verify")),
    api(
      "GET /auth/oauth/callback/:provider",
      fc.constant("GET"),
      fc
        .oneof(fc.constantFrom("telegram", "facebook", "google"), hostileSegment())
        .map((p) => `/auth/oauth/callback/${p}`),
      { body: false },
    ),
    api(
      "GET /auth/oauth/redirect/:provider",
      fc.constant("GET"),
      fc.oneof(fc.constantFrom("telegram", "google"), hostileSegment()).map((p) => `/auth/oauth/redirect/${p}`),
      { body: false },
    ),
    {
      name: "GET /media/:file (uploaded art)",
      kind: "page",
      request: fc
        .record({
          method: fc.oneof(fc.constantFrom("GET", "HEAD"), anyMethod()),
          file: fc.oneof(
            fc.stringMatching(/^[0-9a-f]{32}-(24|48|96|144|0|99999)\.webp$/),
            hostileSegment(),
            encodedSegment(),
          ),
          headers: hostileHeaders(undefined, shop.base),
        })
        .map(({ method, file, headers }) => ({
          method: method as InjectOptions["method"],
          url: `/media/${file}`,
          headers,
        })),
    },
    api("GET /health, /ready", fc.constant("GET"), fc.constantFrom("/health", "/ready"), { body: false }),
    api(
      "any method, any path",
      anyMethod(),
      fc.array(hostileSegment(), { minLength: 0, maxLength: 4 }).map((segments) => `/${segments.join("/")}`),
    ),
    page(
      "form: test sign-in",
      locale.map((l) => `${l}/auth/test`),
    ),
    page(
      "form: WhatsApp sign-in",
      locale.map((l) => `${l}/auth/whatsapp`),
    ),
    page(
      "form: account",
      locale.map((l) => `${l}/account`),
    ),
    page(
      "form: delete personal data",
      locale.map((l) => `${l}/delete-personal`),
    ),
    // The console's forms, each posted by an admin from the shop's own page (so that it reaches the
    // action, the operator's one door): each intent its schema takes, none, or another, with the
    // fields of every console form holding hostile text or plausible values.
    ...consolePagesWithActions().map(({ path, file }) => consoleForm(path, intentsOf(file))),
    page(
      "any page path",
      fc
        .tuple(locale, fc.array(hostileSegment(), { minLength: 1, maxLength: 3 }))
        .map(([l, s]) => `${l}/${s.join("/")}`),
    ),
    ...parameterDoors(),
    rawDoor,
  ];

  /**
   * Every route parameter of the API (contracts/api-paths.ts) and of the pages (app/routes.ts),
   * percent-encoded every hostile way, half of the time with an admin's session so that the
   * console's routes read them too.
   */
  function parameterDoors(): Door[] {
    const parameter = fc.oneof({ weight: 3, arbitrary: encodedSegment() }, { weight: 1, arbitrary: hostileSegment() });
    const filled = (template: string) => {
      const names = template.match(/:\w+/g) ?? [];
      return fc
        .array(parameter, { minLength: names.length, maxLength: names.length })
        .map((values) => names.reduce((path, name, index) => path.replace(name, () => values[index]!), template));
    };
    const asOperatorOrNot = (door: Door): Door => ({
      ...door,
      runs: RUNS_PER_PARAMETER_DOOR,
      request: fc
        .tuple(door.request, fc.boolean())
        .map(([request, operator]) =>
          operator ? { ...request, headers: { ...(request.headers as object), cookie: operatorCookie } } : request,
        ),
    });
    const apiDoors = Object.values(API_PATHS)
      .filter(({ url }) => url.includes(":"))
      .map(({ method, url }) =>
        asOperatorOrNot(
          api(`${method} ${url} (encoded parameters)`, fc.oneof(fc.constant(method), anyMethod()), filled(url), {
            body: method !== "GET",
          }),
        ),
      );
    // Half of a page's inputs are what a browser sends (a plain form from the shop's own origin, by
    // a visitor, a buyer or an operator), so that the parameter reaches the loaders and actions.
    const visitor = fc.constantFrom(undefined, `access_token=${buyerAuth.slice("Bearer ".length)}`, operatorCookie);
    const fromBrowser = (path: fc.Arbitrary<string>) =>
      fc
        .record({
          method: fc.constantFrom("GET", "POST"),
          path,
          cookie: visitor,
          origin: fc.constantFrom(undefined, shop.base),
        })
        .map(({ method, path: target, cookie, origin }) =>
          withBody(
            {
              method: method as InjectOptions["method"],
              url: target,
              headers: { ...(cookie ? { cookie } : {}), ...(origin ? { origin } : {}) },
            },
            {
              payload: method === "POST" ? "name=Budi&intent=send" : undefined,
              contentType: method === "POST" ? "application/x-www-form-urlencoded" : undefined,
            },
          ),
        );
    const pageDoors = pageRoutesWithParameters().map((template) => {
      const path = fc.tuple(locale, filled(template)).map(([l, p]) => `${l}/${p}`);
      const door = asOperatorOrNot(page(`page /${template} (encoded parameters)`, path));
      return { ...door, request: fc.oneof(door.request, fromBrowser(path)) };
    });
    return [...apiDoors, ...pageDoors];
  }
}

/** What no answer may contain: traces of SQL, of the database, or of a stack. */
const INTERNALS =
  /\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b|postgres|drizzle|node_modules|\bat \w+ \(|ECONNREFUSED/;

describe("fuzz: hostile input at every door", () => {
  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true, rateLimits: "off" });
    const buyer = await shop.signedInBuyer("Fuzz", { cashback: 50_000, gold: 50_000 });
    buyerAuth = buyer.auth.authorization;
    const operator = await signedInOperator(shop, "Fuzz Admin", "admin");
    operatorCookie = `${operator.cookie}; access_token=${operator.auth.authorization.slice("Bearer ".length)}`;
    const created = await shop.post(
      "/orders",
      {
        game: "mobile-legends",
        product: "ml-170",
        account: { userId: "123456789", zoneId: "2001", region: "ID" },
        confirmed: true,
        paymentMethod: "qris",
      },
      { "idempotency-key": "fuzz-canceled-order", ...buyer.auth },
    );
    canceledOrder = ((await created.json()) as { data: { id: string } }).data.id;
    // Canceled: whatever a request asks of it (pay, write-off, method, rating, refund), it must be refused.
    await shop.services.paymentFlow.cancelExpired(new Date(Date.now() + 2 * 3_600_000));
  }, 120_000);

  afterAll(async () => {
    console.log(
      `fuzz: ${figures.inputs.toLocaleString("en")} inputs at ${doors().length} doors, ${figures.serverErrors} server errors; ` +
        `${figures.checkedBatches} batches of refused requests left the database unchanged; ${figures.accepted} requests were accepted`,
    );
    await shop?.close();
  });

  it("answers every input below 500, API errors as translated {message, code}, and changes nothing it refuses", async () => {
    for (const door of doors()) {
      let before = await snapshot();
      let batchAccepted = false;
      let inBatch = 0;
      await fc.assert(
        fc.asyncProperty(door.request, async (request) => {
          figures.inputs++;
          const answer = door.raw ? await sendRaw(request) : await shop.app.inject(request);
          if (answer.statusCode >= 500) figures.serverErrors++;
          const context = `${door.name}: ${request.method} ${request.url} -> ${answer.statusCode} ${answer.body.slice(0, 300)}`;
          expect(answer.statusCode, context).toBeLessThan(500);
          expect(answer.body, context).not.toMatch(INTERNALS);
          // A redirect stays on the shop's own origin, however the address it was asked for was written.
          if (answer.headers.location !== undefined) {
            const location = String(answer.headers.location);
            expect(location, context).not.toMatch(/^[/\\]{2}/);
            expect(new URL(location, `${shop.base}/a/b`).origin, `${context}: Location ${location}`).toBe(shop.base);
          }
          // Dot segments ("/backend/api/../") leave the API: the path a server resolves decides.
          const isApi =
            door.kind !== "page" && new URL(String(request.url), "http://shop").pathname.startsWith("/backend/api");
          // Payme's door answers its own protocol: HTTP 200 with a JSON-RPC result or error.
          const paymeRefused =
            door.kind === "payme" && answer.statusCode === 200 && "error" in answer.json<Record<string, unknown>>();
          // Click hears Click's shape: an error code and its note, with 200 (a refusal is error < 0).
          let clickRefused = false;
          if (door.kind === "click" && answer.statusCode < 400 && request.method === "POST") {
            const body = answer.json<{ error: unknown; error_note: unknown }>();
            expect(typeof body.error, context).toBe("number");
            expect(typeof body.error_note, context).toBe("string");
            clickRefused = body.error !== 0;
          }
          if (isApi && answer.statusCode >= 400 && request.method !== "HEAD") {
            expect(answer.headers["content-type"], context).toMatch(/^application\/json/);
            const body = answer.json<{ message: unknown; code: unknown }>();
            expect(typeof body.message, context).toBe("string");
            expect(typeof body.code, context).toBe("string");
          }
          const accepted =
            !paymeRefused &&
            !clickRefused &&
            answer.statusCode < 400 &&
            request.method !== "GET" &&
            request.method !== "HEAD" &&
            request.method !== "OPTIONS";
          if (accepted) {
            figures.accepted++;
            batchAccepted = true;
          }
          // An admin's session records each use (its idle clock), whatever the request asked.
          if (String((request.headers as Record<string, string> | undefined)?.cookie).includes("admin_session="))
            batchAccepted = true;
          if (++inBatch === 50) {
            const after = await snapshot();
            if (!batchAccepted) {
              expect(after, `${door.name}: refused requests changed the database`).toBe(before);
              figures.checkedBatches++;
            }
            before = after;
            batchAccepted = false;
            inBatch = 0;
          }
        }),
        { seed: SEED, numRuns: door.runs ?? RUNS_PER_DOOR, endOnFailure: true },
      );
    }
    const errors = shop.logLines.filter((line) => /"level":(50|60)/.test(line));
    expect(errors, "error-level log lines").toEqual([]);
    // Every line the shop logged, at trace level: no order's UUID, sign-in token, invitation or secret.
    const orderIds = (await shop.database.db.select({ id: orders.id }).from(orders)).map((row) => row.id);
    const findings = scanLog(shop.logLines.join(""), { orderIds, secrets: HARNESS_SECRETS });
    expect(findings, describeFindings(findings)).toEqual([]);
    expect(figures.inputs).toBeGreaterThanOrEqual(20_000);
  });
});
