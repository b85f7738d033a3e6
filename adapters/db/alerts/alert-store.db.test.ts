import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createAlerts } from "../../../core/alerts/alert-service";
import { money } from "../../../core/money";
import { alertComposer } from "../../messaging/alert-text";
import { createTelegramAlertSender } from "../../messaging/telegram-alerts";
import { openDatabase, type DatabaseHandle } from "../database";
import { alertIncidents, alertMessages, operatorAlerts, operators, users } from "../schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { alertedOperator } from "../../../tests/support/alert-operators";
import { startFakeTelegramBotApi, type FakeTelegramBotApi } from "../../../tests/fakes/telegram-bot-api";
import { createAlertRecipients, createAlertStore } from "./alert-store";

const TOKEN = "7000000002:store-test-token";
const CHATS = ["1001", "1002", "1003"];

describe("alerts: incidents in PostgreSQL, sent through the fake Bot API", () => {
  let database: TestDatabase;
  let second: DatabaseHandle;
  let bot: FakeTelegramBotApi;
  let clock = new Date("2026-11-29T10:00:00Z");
  let lines: { level: string; object: Record<string, unknown>; message: string }[] = [];

  const log = {
    warn: (object: object, message: string) => lines.push({ level: "warn", object: { ...object }, message }),
    error: (object: object, message: string) => lines.push({ level: "error", object: { ...object }, message }),
  };
  function server(db = database.db, telegram = true) {
    return createAlerts({
      store: createAlertStore(db),
      recipients: createAlertRecipients(db),
      senders: telegram ? { telegram: createTelegramAlertSender({ token: TOKEN, apiUrl: bot.url }) } : {},
      compose: alertComposer("https://kupi.example"),
      log,
      clock: () => clock,
    });
  }
  const minutesLater = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

  beforeAll(async () => {
    database = await createTestDatabase();
    second = openDatabase(database.url, { max: 5 });
    bot = await startFakeTelegramBotApi({ token: TOKEN, chats: CHATS });
  }, 60_000);
  afterAll(async () => {
    await second.close();
    await bot.close();
    await database.drop();
  });
  beforeEach(() => {
    lines = [];
    bot.messages.length = 0;
  });
  afterEach(async () => {
    await database.db.delete(alertIncidents);
    await database.db.delete(operatorAlerts);
    await database.db.delete(operators);
    await database.db.delete(users);
    minutesLater(24 * 60);
  });

  const low = (supplier = "digiflazz") =>
    ({ supplier, balance: money(450_000_00, "IDR"), threshold: money(1_000_000_00, "IDR") }) as const;

  it("a supplier balance under its threshold sends one message; a second in the incident sends none, and counts", async () => {
    await alertedOperator(database.db, { chat: CHATS[0], kinds: ["supplierBalanceLow"], language: "id" });
    const alerts = server();
    const { supplier, balance, threshold } = low();
    await alerts.supplierBalanceLow(supplier, balance, threshold);
    expect(await alerts.run()).toMatchObject({ sent: 1 });
    expect(bot.messages).toHaveLength(1);
    expect(bot.messages[0]!.text).toContain("Saldo pemasok di bawah batas");
    expect(bot.messages[0]!.text).toContain("https://kupi.example/admin/dashboard");

    minutesLater(5);
    await alerts.supplierBalanceLow(supplier, balance, threshold);
    expect(await alerts.run()).toMatchObject({ sent: 0 });
    expect(bot.messages).toHaveLength(1);
    const [incident] = await database.db.select().from(alertIncidents);
    expect(incident).toMatchObject({ key: "supplierBalanceLow:digiflazz", count: 2, closedAt: null });
  });

  it("each event writes one log line naming its kind and incident, and never the bot's token", async () => {
    const alerts = server();
    await alerts.supplierBalanceLow(...(Object.values(low()) as [string, never, never]));
    await alerts.supplierBalanceLow(...(Object.values(low()) as [string, never, never]));
    const alertLines = lines.filter((line) => line.message === "alert");
    expect(alertLines).toEqual([
      {
        level: "warn",
        object: { alert: "supplierBalanceLow", incident: "supplierBalanceLow:digiflazz" },
        message: "alert",
      },
      {
        level: "warn",
        object: { alert: "supplierBalanceLow", incident: "supplierBalanceLow:digiflazz" },
        message: "alert",
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
  });

  it("a follow-up with the count goes out when the incident clears, and when its quiet window has passed", async () => {
    await alertedOperator(database.db, { chat: CHATS[0] });
    const alerts = server();
    const job = { kind: "jobFailing", job: "refunds", failures: 3 } as const;
    await alerts.report(job);
    await alerts.report(job);
    await alerts.report(job);
    await alerts.clear(job);
    await alerts.run();
    expect(bot.messages.map((message) => message.text.split("\n")[0])).toEqual([
      "A background job keeps failing",
      "Cleared: A background job keeps failing",
    ]);
    expect(bot.messages[1]!.text).toContain("3 events in this incident");

    const { supplier, balance, threshold } = low("vendor-b");
    await alerts.supplierBalanceLow(supplier, balance, threshold);
    await alerts.run();
    minutesLater(359);
    expect(await alerts.run()).toMatchObject({ closed: 0, sent: 0 });
    minutesLater(2);
    expect(await alerts.run()).toMatchObject({ closed: 1, sent: 1 });
    expect(bot.messages.at(-1)!.text).toContain("Cleared: Supplier balance under its threshold");
    expect(bot.messages.at(-1)!.text).toContain("1 event in this incident");
    // After it cleared, the same event is a new incident: told again.
    await alerts.supplierBalanceLow(supplier, balance, threshold);
    await alerts.run();
    expect(bot.messages.filter((message) => message.text.startsWith("Supplier balance"))).toHaveLength(2);
  });

  it("two servers on one database racing the same event open one incident and send one message", async () => {
    await alertedOperator(database.db, { chat: CHATS[0] });
    const one = server(database.db);
    const two = server(second.db);
    const event = {
      kind: "deliveryFailed",
      game: "free-fire",
      supplier: "digiflazz",
      orderId: "x",
      orderNumber: "K-1",
    } as const;
    await Promise.all(Array.from({ length: 10 }, (_, index) => (index % 2 ? one : two).report(event)));
    await Promise.all([one.run(), two.run(), one.run(), two.run()]);
    expect(bot.messages).toHaveLength(1);
    const incidents = await database.db.select().from(alertIncidents);
    expect(incidents).toHaveLength(1);
    expect(incidents[0]!.count).toBe(10);
  });

  it("Telegram's 429 is honoured: the message waits retry_after seconds, then goes", async () => {
    await alertedOperator(database.db, { chat: CHATS[1] });
    const alerts = server();
    bot.flood(CHATS[1]!, 30);
    await alerts.report({ kind: "providerErrors", provider: "midtrans", operation: "payment", errors: 3 });
    expect(await alerts.run()).toMatchObject({ sent: 0, failed: 1 });
    const requests = bot.requests;
    clock = new Date(clock.getTime() + 20_000);
    expect(await alerts.run()).toMatchObject({ sent: 0, failed: 0 });
    expect(bot.requests).toBe(requests);
    clock = new Date(clock.getTime() + 11_000);
    expect(await alerts.run()).toMatchObject({ sent: 1 });
    expect(bot.messages).toHaveLength(1);
    const [row] = await database.db.select().from(alertMessages);
    expect(row).toMatchObject({ status: "sent", attempts: 0 });
  });

  it("a chat that blocked the bot (403) is given up and does not hold back the others", async () => {
    const blocked = await alertedOperator(database.db, { chat: CHATS[2], name: "Blocked" });
    await alertedOperator(database.db, { chat: CHATS[0], name: "Reachable" });
    bot.block(CHATS[2]!);
    const alerts = server();
    await alerts.report({ kind: "moneyOutOfBalance", scope: "wallet", difference: money(1_500, "IDR") });
    expect(await alerts.run()).toMatchObject({ sent: 1, failed: 1 });
    expect(bot.messages.map((message) => message.chatId)).toEqual([CHATS[0]]);
    const [refused] = await database.db.select().from(alertMessages).where(eq(alertMessages.operatorId, blocked));
    expect(refused).toMatchObject({ status: "failed" });
    expect(refused!.lastError).toContain("403");
    expect(refused!.lastError).not.toContain(TOKEN);
    const requests = bot.requests;
    minutesLater(1);
    await alerts.run();
    expect(bot.requests).toBe(requests);
  });

  it("an operator gets at most 20 messages an hour, however many incidents open", async () => {
    await alertedOperator(database.db, { chat: CHATS[0] });
    const alerts = server();
    for (let job = 0; job < 25; job += 1) await alerts.report({ kind: "jobFailing", job: `job-${job}`, failures: 3 });
    await alerts.run(100);
    expect(bot.messages).toHaveLength(20);
    expect(await database.db.select().from(alertIncidents)).toHaveLength(25);
  });

  it("without a Telegram channel (no bot token) an alert is logged only, and not retried", async () => {
    await alertedOperator(database.db, { chat: CHATS[0] });
    const alerts = server(database.db, false);
    await alerts.report({ kind: "jobFailing", job: "receipts", failures: 3 });
    expect(await alerts.run()).toMatchObject({ sent: 1 });
    expect(bot.messages).toHaveLength(0);
    expect(lines.map((line) => line.message)).toContain("alert channel not configured: logged only");
  });

  it("only active operators who asked for the kind are told", async () => {
    await alertedOperator(database.db, { chat: CHATS[0], kinds: ["deliveryFailed"] });
    const disabled = await alertedOperator(database.db, { chat: CHATS[1] });
    await database.db.update(operators).set({ status: "disabled" }).where(eq(operators.userId, disabled));
    const alerts = server();
    await alerts.report({ kind: "jobFailing", job: "prune", failures: 3 });
    await alerts.run();
    expect(bot.messages).toHaveLength(0);
  });
});
