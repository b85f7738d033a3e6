import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTelegramAlertSender } from "../messaging/telegram-alerts";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { alertedOperator } from "../../tests/support/alert-operators";
import { startFakeTelegramBotApi, type FakeTelegramBotApi } from "../../tests/fakes/telegram-bot-api";
import { PaymentProviderError } from "../../core/payments/payments-port";
import { PROVIDER_ERRORS } from "../../core/alerts/alerts";
import { alertIncidents, deliveries } from "../db/schema";

const TOKEN = "7000000001:alerts-test-token";
const CHAT = "555000111";

describe("operators are told on Telegram: the whole shop, a fake Bot API", () => {
  let shop: CheckoutHarness;
  let bot: FakeTelegramBotApi;
  let keys = 0;

  beforeAll(async () => {
    bot = await startFakeTelegramBotApi({ token: TOKEN, chats: [CHAT] });
    shop = await startCheckoutHarness({
      delivery: { supplierDelayMs: 0 },
      alerts: { telegram: createTelegramAlertSender({ token: TOKEN, apiUrl: bot.url }) },
    });
    await alertedOperator(shop.database.db, { chat: CHAT, kinds: ["deliveryFailed", "deliveriesLate"] });
  }, 60_000);
  afterAll(async () => {
    await shop.close();
    await bot.close();
  });

  async function paidOrder(playerId: string) {
    const created = await shop.post(
      "/orders",
      { game: "free-fire", product: "ff-140", account: { playerId }, confirmed: true, paymentMethod: "card" },
      { "idempotency-key": `alerts-${++keys}-${Date.now()}` },
    );
    const { data } = (await created.json()) as { data: { id: string } };
    const paid = await shop.post(`/orders/public/${data.id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    expect(((await paid.json()) as { result: string }).result).toBe("paid");
    return data.id;
  }

  const messagesFor = (text: string) => bot.messages.filter((message) => message.text.includes(text));

  it("a delivery failing for good sends one message with the order and a console link; a second one in the incident sends none", async () => {
    // The failure is reported just after the order moves: wait for the report, not only the move.
    const failures = async () =>
      (await shop.database.db.select().from(alertIncidents).where(eq(alertIncidents.kind, "deliveryFailed")))[0]
        ?.count ?? 0;
    const first = await paidOrder("123455555");
    await until(async () => (await failures()) === 1, 20_000);
    await shop.services.alerts.run();
    const number = (await shop.orderRow(first)).number;
    expect(messagesFor("Delivery failed for good")).toHaveLength(1);
    expect(bot.messages[0]).toMatchObject({ chatId: CHAT, linkPreviewOptions: { is_disabled: true } });
    expect(bot.messages[0]!.text).toContain(number);
    expect(bot.messages[0]!.text).toContain(`${shop.base}/en/admin/orders/${first}`);

    const second = await paidOrder("223455555");
    await until(async () => (await failures()) === 2, 20_000);
    expect((await shop.orderRow(second)).status).toBe("delivery_failed");
    await shop.services.alerts.run();
    expect(messagesFor("Delivery failed for good")).toHaveLength(1);
    const [incident] = await shop.database.db
      .select()
      .from(alertIncidents)
      .where(eq(alertIncidents.kind, "deliveryFailed"));
    expect(incident).toMatchObject({ count: 2, closedAt: null });
    expect(incident!.key).toMatch(/^deliveryFailed:free-fire:/);
  }, 60_000);

  it("a delivery past its promise sends one message; the next sweep's late delivery sends none", async () => {
    const ids = [await paidOrder("123456666"), await paidOrder("223456666")];
    for (const id of ids)
      await until(
        async () =>
          (await shop.database.db.select().from(deliveries).where(eq(deliveries.orderId, id)))[0]?.status === "pending",
      );
    const paidAt = (await shop.orderRow(ids[0]!)).paidAt!;
    expect((await shop.services.fulfillment.sweep(new Date(paidAt.getTime() + 31 * 60_000))).flagged).toBeGreaterThan(
      0,
    );
    await shop.services.alerts.run();
    expect(messagesFor("Deliveries past their promise")).toHaveLength(1);
    const later = await paidOrder("323456666");
    await until(
      async () =>
        (await shop.database.db.select().from(deliveries).where(eq(deliveries.orderId, later)))[0]?.status ===
        "pending",
    );
    const laterPaidAt = (await shop.orderRow(later)).paidAt!;
    expect((await shop.services.fulfillment.sweep(new Date(laterPaidAt.getTime() + 31 * 60_000))).flagged).toBe(1);
    await shop.services.alerts.run();
    expect(messagesFor("Deliveries past their promise")).toHaveLength(1);
  }, 60_000);
});

describe("operators are told when a payment provider answers errors", () => {
  let shop: CheckoutHarness;
  let bot: FakeTelegramBotApi;
  let keys = 0;

  beforeAll(async () => {
    bot = await startFakeTelegramBotApi({ token: TOKEN, chats: [CHAT] });
    shop = await startCheckoutHarness({
      payments: (port) => ({
        ...port,
        provider: port.provider,
        cardTokenizer: port.cardTokenizer,
        startRedirect: () => Promise.reject(new PaymentProviderError("sandbox: POST /snap/v1/transactions timed out")),
      }),
      alerts: { telegram: createTelegramAlertSender({ token: TOKEN, apiUrl: bot.url }) },
    });
    await alertedOperator(shop.database.db, { chat: CHAT, kinds: ["providerErrors"] });
  }, 60_000);
  afterAll(async () => {
    await shop.close();
    await bot.close();
  });

  async function payFails() {
    const created = await shop.post(
      "/orders",
      {
        game: "free-fire",
        product: "ff-140",
        account: { playerId: "123456789" },
        confirmed: true,
        paymentMethod: "qris",
      },
      { "idempotency-key": `provider-alerts-${++keys}-${Date.now()}` },
    );
    const { data } = (await created.json()) as { data: { id: string } };
    const pay = await shop.post(`/orders/public/${data.id}/pay`, {});
    expect(pay.status).toBeGreaterThanOrEqual(400);
  }

  it("errors under the threshold send nothing; at the threshold one message; more in the incident none", async () => {
    for (let error = 1; error < PROVIDER_ERRORS.threshold; error += 1) await payFails();
    await shop.services.alerts.run();
    expect(bot.messages).toHaveLength(0);
    await payFails();
    await shop.services.alerts.run();
    expect(bot.messages).toHaveLength(1);
    expect(bot.messages[0]!.text).toContain("A payment provider answers errors");
    await payFails();
    await shop.services.alerts.run();
    expect(bot.messages).toHaveLength(1);
  }, 60_000);
});
