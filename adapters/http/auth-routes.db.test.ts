import { createHash, createHmac } from "node:crypto";
import pino from "pino";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateAccessToken, hashAccessToken } from "../../core/auth/access-token";
import { failure } from "../../core/failure";
import { money } from "../../core/money";
import { DEFAULT_SHOP_DETAILS } from "../../core/shop";
import { buildApp } from "../../server/app";
import { createHealthChecks, createServices } from "../../server/wiring";
import type { AppServices } from "../../core/services";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { startFakeFacebookGraph } from "../../tests/fakes/facebook-graph";
import { outboxMessages, sessions, users } from "../db/schema";

const TELEGRAM_BOT_TOKEN = "424242:test-bot";

/** Widget fields signed as Telegram signs them (SHA-256 of the bot token as the HMAC key). */
function telegramQuery(fields: Record<string, string>): string {
  const checkString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join("\n");
  const key = createHash("sha256").update(TELEGRAM_BOT_TOKEN).digest();
  const hash = createHmac("sha256", key).update(checkString).digest("hex");
  return new URLSearchParams({ ...fields, hash }).toString();
}

describe("session API", () => {
  let database: TestDatabase;
  let services: AppServices;
  let app: FastifyInstance;
  let userId: string;
  const token = generateAccessToken();

  let graph: Awaited<ReturnType<typeof startFakeFacebookGraph>>;

  beforeAll(async () => {
    graph = await startFakeFacebookGraph({
      appId: "fb-app",
      appSecret: "fb-secret",
      // The shop's configured address, never the request's Host (inject() sends "localhost:80").
      redirectUri: "https://kupi.example/auth/facebook",
      codes: {
        "code-rina": { id: "fb-100", name: "Rina", email: "rina@example.com" },
        "code-noemail": { id: "fb-200", name: "Tono" },
        "code-host": { id: "fb-300", name: "Sari" },
      },
    });
    database = await createTestDatabase();
    services = createServices(
      database.db,
      {
        testMode: true,
        shop: DEFAULT_SHOP_DETAILS,
        publicOrigin: "https://kupi.example",
        originFromRequest: false,
        production: true,
        providers: {
          telegramBotToken: TELEGRAM_BOT_TOKEN,
          telegramBotUsername: "KupiLoginBot",
          facebook: { appId: "fb-app", dialogUrl: "http://127.0.0.1/dialog" },
          google: false,
          telegram: false,
          whatsapp: true,
        },
      },
      { facebookAppSecret: "fb-secret", facebookGraphUrl: graph.url },
    );
    app = await buildApp({
      logger: pino({ level: "silent" }),
      services,
      health: createHealthChecks(database.db),
      pages: false,
    });
    const [user] = await database.db
      .insert(users)
      .values({ displayName: "Dewi", email: "dewi@example.com" })
      .returning();
    userId = user!.id;
    await database.db
      .insert(sessions)
      .values({ userId, tokenHash: hashAccessToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
    await services.wallet.accrueCashback({ userId, amount: money(1_250, "IDR"), reference: "test:cashback" });
    await services.wallet.creditGold({ userId, amount: money(40_000, "IDR"), reference: "test:gold" });
  });
  afterAll(async () => {
    await graph.close();
    await app.close();
    await database.drop();
  });

  it("answers 401 without a valid token, in the caller's language", async () => {
    const response = await app.inject({ method: "POST", url: "/backend/api/auth/me", headers: { locale: "en" } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Please sign in first.", code: "auth.required" });
  });

  it("returns the user with gold_amount and cashback_amount, by Bearer token or cookie", async () => {
    const byBearer = await app.inject({
      method: "POST",
      url: "/backend/api/auth/me",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byBearer.json()).toEqual({
      data: {
        id: userId,
        name: "Dewi",
        email: "dewi@example.com",
        currency: "IDR",
        gold_amount: 40_000,
        cashback_amount: 1_250,
      },
    });
    const byCookie = await app.inject({
      method: "POST",
      url: "/backend/api/auth/me",
      headers: { cookie: `access_token=${token}` },
    });
    expect(byCookie.statusCode).toBe(200);
  });

  it("logout ends the session everywhere and clears the cookie", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/backend/api/auth/logout",
      headers: { cookie: `access_token=${token}` },
    });
    expect(response.statusCode).toBe(204);
    // The token's cookie and its signed-in hint (core/cookies.ts), both expired.
    expect(response.headers["set-cookie"]).toEqual([
      "access_token=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
      "signed_in=; Max-Age=0; Path=/; Secure; SameSite=Lax",
    ]);
    const after = await app.inject({
      method: "POST",
      url: "/backend/api/auth/me",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it("signs in with Telegram's login widget, refusing tampered data, and finds the same user again", async () => {
    const fields = {
      id: "555000111",
      first_name: "Budi",
      username: "budi",
      auth_date: String(Math.floor(Date.now() / 1000)),
    };
    const first = await app.inject({ url: `/backend/api/auth/oauth/callback/telegram?${telegramQuery(fields)}` });
    expect(first.statusCode).toBe(200);
    const { access_token: accessToken } = first.json() as { access_token: string };
    const me = await app.inject({
      method: "POST",
      url: "/backend/api/auth/me",
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.json()).toMatchObject({ data: { name: "Budi", gold_amount: 0, cashback_amount: 0 } });

    const tampered = telegramQuery(fields).replace("555000111", "555000112");
    const refused = await app.inject({
      url: `/backend/api/auth/oauth/callback/telegram?${tampered}`,
      headers: { locale: "en" },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      message: "The Telegram sign-in data is invalid or has expired. Please sign in again.",
      code: "auth.telegramInvalid",
    });

    const again = await app.inject({ url: `/backend/api/auth/oauth/callback/telegram?${telegramQuery(fields)}` });
    const meAgain = await app.inject({
      method: "POST",
      url: "/backend/api/auth/me",
      headers: { authorization: `Bearer ${(again.json() as { access_token: string }).access_token}` },
    });
    expect(meAgain.json().data.id).toBe(me.json().data.id);
    // Each sign-in reached the login goal (the sandbox analytics records it in the outbox).
    const goals = await database.db.select().from(outboxMessages);
    expect(
      goals.filter((goal) => goal.channel === "analytics" && goal.body === JSON.stringify({ method: "telegram" })),
    ).toHaveLength(2);
  });

  /** A user with a live session opened `minutesAgo` by `openedBy` (a provider, or a sign-in link). */
  async function sessionOf(name: string, openedBy: string | null, minutesAgo = 0) {
    const [user] = await database.db.insert(users).values({ displayName: name }).returning();
    const session = generateAccessToken();
    await database.db.insert(sessions).values({
      userId: user!.id,
      tokenHash: hashAccessToken(session),
      expiresAt: new Date(Date.now() + 86_400_000),
      openedBy,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    return { userId: user!.id, session };
  }

  const telegramSignIn = (id: string, name: string, session: string) =>
    app.inject({
      url: `/backend/api/auth/oauth/callback/telegram?${telegramQuery({ id, first_name: name, auth_date: String(Math.floor(Date.now() / 1000)) })}`,
      headers: { authorization: `Bearer ${session}` },
    });
  const whoIs = async (accessToken: string) => (await services.auth.currentUser(accessToken))?.id;
  const redeemed = async (code: string) => {
    const result = await services.auth.redeemDeviceCode(code);
    if (!result.ok) throw new Error(`the sign-in code was refused: ${result.error.code}`);
    return result;
  };

  it("a sign-in in a browser signed in by someone else's sign-in link opens the signer's own account and links nothing", async () => {
    const mallory = await sessionOf("Mallory", "google");
    const { code } = await services.auth.issueDeviceCode(mallory.userId);
    // The victim's browser opened Mallory's link (and confirmed it), then signs in with Telegram.
    const opened = await redeemed(code);
    const answer = await telegramSignIn("555", "Victim", opened.accessToken);
    expect(answer.statusCode).toBe(200);
    const signedIn = (answer.json() as { access_token: string }).access_token;
    expect(await services.identities.list(mallory.userId)).toEqual([]);
    expect(await whoIs(signedIn)).not.toBe(mallory.userId);
    // The browser's old session (Mallory's) ended with the switch.
    expect(await whoIs(opened.accessToken)).toBeUndefined();
    // Even asked for, a link from a session opened by a sign-in link is refused.
    const again = await redeemed((await services.auth.issueDeviceCode(mallory.userId)).code);
    expect(await services.auth.requestLink(again.accessToken)).toEqual(failure("signInAgain"));
  });

  it("a sign-in while signed in without asking to link opens the identity's own account", async () => {
    const ani = await sessionOf("Ani", "whatsapp");
    const answer = await telegramSignIn("777", "Ani", ani.session);
    expect(answer.statusCode).toBe(200);
    expect(await services.identities.list(ani.userId)).toEqual([]);
  });

  it("the owner asks to link in a fresh sign-in: the next sign-in links the method, once", async () => {
    const budi = await sessionOf("Budi", "whatsapp", 2);
    expect(await services.auth.requestLink(budi.session)).toEqual({ ok: true });
    const linked = await telegramSignIn("888", "Budi", budi.session);
    expect(linked.statusCode).toBe(200);
    const linkedSession = (linked.json() as { access_token: string }).access_token;
    expect(await whoIs(linkedSession)).toBe(budi.userId);
    expect((await services.identities.list(budi.userId)).map((identity) => identity.provider)).toEqual(["telegram"]);
    // The request was spent with that session: another sign-in opens its own account.
    const other = await telegramSignIn("889", "Someone", linkedSession);
    expect(await whoIs((other.json() as { access_token: string }).access_token)).not.toBe(budi.userId);
    expect(await services.identities.list(budi.userId)).toHaveLength(1);
  });

  it("a request to link from a session opened long ago asks for a fresh sign-in first", async () => {
    const citra = await sessionOf("Citra", "google", 30);
    expect(await services.auth.requestLink(citra.session)).toEqual(failure("signInAgain"));
    await telegramSignIn("999", "Citra", citra.session);
    expect(await services.identities.list(citra.userId)).toEqual([]);
    expect(await services.auth.requestLink(undefined)).toEqual(failure("signedOut"));
  });

  it("signs in with Facebook through the Graph API, with or without an e-mail address", async () => {
    const response = await app.inject({ url: "/backend/api/auth/oauth/callback/facebook?code=code-rina" });
    expect(response.statusCode).toBe(200);
    const { access_token: accessToken } = response.json() as { access_token: string };
    // The token HttpOnly; beside it only a hint that someone is signed in, readable by the page's script.
    expect(response.headers["set-cookie"]).toEqual([
      `access_token=${accessToken}; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax`,
      "signed_in=1; Max-Age=31536000; Path=/; Secure; SameSite=Lax",
    ]);
    const me = await app.inject({
      method: "POST",
      url: "/backend/api/auth/me",
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.json()).toMatchObject({ data: { name: "Rina", email: "rina@example.com" } });

    const noEmail = await app.inject({ url: "/backend/api/auth/oauth/callback/facebook?code=code-noemail" });
    const meNoEmail = await app.inject({
      method: "POST",
      url: "/backend/api/auth/me",
      headers: { authorization: `Bearer ${(noEmail.json() as { access_token: string }).access_token}` },
    });
    expect(meNoEmail.json()).toMatchObject({ data: { name: "Tono", email: null } });
  });

  it("tells Facebook the shop's configured address, whatever Host the request carried", async () => {
    const response = await app.inject({
      url: "/backend/api/auth/oauth/callback/facebook?code=code-host",
      headers: { host: "evil.example" },
    });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a code Facebook does not accept (used twice, unknown), changing nothing", async () => {
    const reused = await app.inject({
      url: "/backend/api/auth/oauth/callback/facebook?code=code-rina",
      headers: { locale: "en" },
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({
      message: "The provider refused the sign-in. Try again or choose another method.",
      code: "auth.signInRefused",
    });
    expect(reused.headers["set-cookie"]).toBeUndefined();
    const junk = await app.inject({ url: "/backend/api/auth/oauth/callback/facebook?code=%3Cscript%3E" });
    expect(junk.statusCode).toBe(400);
  });

  it("signs in with a WhatsApp code (sandbox: the code waits in the outbox and is shown in test mode)", async () => {
    const bad = await app.inject({
      method: "POST",
      url: "/backend/api/auth/whatsapp/code",
      payload: { phone: "12" },
      headers: { locale: "en" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("auth.phoneInvalid");

    const sent = await app.inject({
      method: "POST",
      url: "/backend/api/auth/whatsapp/code",
      payload: { phone: "0812 3456 7890" },
    });
    expect(sent.statusCode).toBe(200);
    const { phone, test_code: code } = sent.json<{ data: { phone: string; test_code: string } }>().data;
    expect(phone).toBe("6281234567890");
    expect(code).toMatch(/^\d{6}$/);
    const outbox = await database.db.select().from(outboxMessages);
    expect(outbox.map((message) => [message.channel, message.recipient, message.body])).toContainEqual([
      "whatsapp",
      phone,
      `Kupi code: ${code}`,
    ]);

    const wrong = await app.inject({
      method: "POST",
      url: "/backend/api/auth/whatsapp/verify",
      payload: { phone, code: code === "000000" ? "111111" : "000000" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe("auth.codeInvalid");
    const right = await app.inject({
      method: "POST",
      url: "/backend/api/auth/whatsapp/verify",
      payload: { phone: "+62 812-3456-7890", code },
    });
    expect(right.statusCode).toBe(200);
    const { access_token: accessToken } = right.json() as { access_token: string };
    const me = await app.inject({
      method: "POST",
      url: "/backend/api/auth/me",
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.json()).toMatchObject({ data: { name: "+6281234567890" } });
    const reused = await app.inject({
      method: "POST",
      url: "/backend/api/auth/whatsapp/verify",
      payload: { phone, code },
    });
    expect(reused.statusCode).toBe(401);
  });

  it("one WhatsApp code verified ten times at the same moment opens one session; the others are refused, none fails", async () => {
    const sent = await app.inject({
      method: "POST",
      url: "/backend/api/auth/whatsapp/code",
      payload: { phone: "0813 9999 1234" },
    });
    const { phone, test_code: code } = sent.json<{ data: { phone: string; test_code: string } }>().data;
    const sessionsBefore = await database.db.$count(sessions);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({ method: "POST", url: "/backend/api/auth/whatsapp/verify", payload: { phone, code } }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The rest are refused as a used code or as too many tries, each with its message.
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused.every((answer) => [401, 429].includes(answer.statusCode) && answer.json().message)).toBe(true);
    expect((await database.db.$count(sessions)) - sessionsBefore).toBe(1);
  });
});
