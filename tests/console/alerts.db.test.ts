import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTelegramAlertSender } from "../../adapters/messaging/telegram-alerts";
import { auditLog, operatorAlerts } from "../../adapters/db/schema";
import { money } from "../../core/money";
import { startFakeTelegramBotApi, type FakeTelegramBotApi } from "../fakes/telegram-bot-api";
import { asOperator, consoleDoor, signedInOperator } from "../support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { pageText } from "../support/page-text";

const TOKEN = "7000000003:console-test-token";
const CHAT = "424242";

/** My alerts, through the page's one door: any operator sets their own chat and kinds, audited once. */
describe("the console's My alerts page", () => {
  let shop: CheckoutHarness;
  let bot: FakeTelegramBotApi;
  let door: ReturnType<typeof consoleDoor>;

  beforeAll(async () => {
    bot = await startFakeTelegramBotApi({ token: TOKEN, chats: [CHAT] });
    shop = await startCheckoutHarness({
      pages: true,
      alerts: { telegram: createTelegramAlertSender({ token: TOKEN, apiUrl: bot.url }) },
    });
    door = consoleDoor(shop);
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
    await bot?.close();
  });

  it("support saves a chat and two kinds; the alerts of those kinds reach the chat in the page's language", async () => {
    const support = await signedInOperator(shop, "Alerts Support", "support");
    const fields = { telegramChatId: CHAT, supplierBalanceLow: "on", deliveryFailed: "on" };
    const saved = await door.post("/admin/alerts", fields, asOperator(support));
    expect(saved.status).toBe(200);
    expect(await pageText(saved)).toContain("Tersimpan.");
    const [row] = await shop.database.db
      .select()
      .from(operatorAlerts)
      .where(eq(operatorAlerts.operatorId, support.userId));
    expect(row).toMatchObject({
      telegramChatId: CHAT,
      email: null,
      kinds: ["deliveryFailed", "supplierBalanceLow"],
      language: "id",
    });
    // The same settings again: nothing changes, nothing more is audited.
    await door.post("/admin/alerts", fields, asOperator(support));
    const audited = await shop.database.db.select().from(auditLog).where(eq(auditLog.action, "operator.alerts"));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ operatorId: support.userId, subject: `user:${support.userId}` });

    await shop.services.alerts.report({ kind: "jobFailing", job: "refunds", failures: 3 });
    await shop.services.alerts.supplierBalanceLow("digiflazz", money(10_000_00, "IDR"), money(500_000_00, "IDR"));
    await shop.services.alerts.run();
    expect(bot.messages.map((message) => message.text.split("\n")[0])).toEqual(["Saldo pemasok di bawah batas"]);
  });

  it("a chat id that is not a number is refused in the page's words, and nothing is saved", async () => {
    const manager = await signedInOperator(shop, "Alerts Manager", "manager");
    const refused = await door.post("/admin/alerts", { telegramChatId: "@someone" }, asOperator(manager));
    expect(refused.status).toBe(400);
    expect(await pageText(refused)).toContain("ID chat Telegram berupa angka");
    expect(
      await shop.database.db.select().from(operatorAlerts).where(eq(operatorAlerts.operatorId, manager.userId)),
    ).toEqual([]);
  });

  it("a buyer who is no operator is refused, and a stranger sent to sign in", async () => {
    const buyer = await shop.signedInBuyer("Alerts Buyer");
    expect((await door.post("/admin/alerts", { telegramChatId: CHAT }, buyer.auth)).status).toBe(403);
    const stranger = await door.post("/admin/alerts", { telegramChatId: CHAT });
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get("location")).toBe("/admin/sign-in");
  });
});
