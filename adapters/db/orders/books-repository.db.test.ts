import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAlerts } from "../../../core/alerts/alert-service";
import { money } from "../../../core/money";
import { createBooksCheck } from "../../../core/orders/books-check";
import { createWallet } from "../../../core/wallet/wallet";
import { alertedOperator } from "../../../tests/support/alert-operators";
import { storedOrder } from "../../../tests/support/stored-order";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { startFakeTelegramBotApi, type FakeTelegramBotApi } from "../../../tests/fakes/telegram-bot-api";
import { createAlertRecipients, createAlertStore } from "../alerts/alert-store";
import { alertComposer } from "../../messaging/alert-text";
import { createTelegramAlertSender } from "../../messaging/telegram-alerts";
import { ledgerAccounts, orders, payments, refunds } from "../schema";
import { createLedgerStore } from "../wallet/ledger-store";
import { createBooksRepository } from "./books-repository";

const TOKEN = "7000000003:books-test-token";
const CHAT = "2001";

/**
 * Money out of balance, as the operators hear of it: the books are summed from the tables a bug or a
 * hand-made change in the database would leave wrong, each imbalance is one Telegram message however
 * often it is found again, and one more when it is gone.
 */
describe("books check on PostgreSQL", () => {
  let database: TestDatabase;
  let bot: FakeTelegramBotApi;
  let clock = new Date("2026-11-29T10:00:00Z");
  const log = { warn: () => undefined, error: () => undefined };

  beforeAll(async () => {
    database = await createTestDatabase();
    bot = await startFakeTelegramBotApi({ token: TOKEN, chats: [CHAT] });
  }, 60_000);
  afterAll(async () => {
    await bot.close();
    await database.drop();
  });

  it("finds nothing in balanced books, then each imbalance once, and clears what is put right", async () => {
    const db = database.db;
    const alerts = createAlerts({
      store: createAlertStore(db),
      recipients: createAlertRecipients(db),
      senders: { telegram: createTelegramAlertSender({ token: TOKEN, apiUrl: bot.url }) },
      compose: alertComposer("https://kupi.example"),
      log,
      clock: () => clock,
    });
    await alertedOperator(db, { chat: CHAT, kinds: ["moneyOutOfBalance"] });
    const repository = createBooksRepository(db);
    const books = createBooksCheck({ store: repository, alerts, clock: () => clock });
    const hours = (count: number) => (clock = new Date(clock.getTime() + count * 3_600_000));
    const send = async () => {
      await alerts.run();
      return bot.messages.splice(0).map((message) => message.text);
    };

    // Balanced: a buyer's cashback and gold, an order paid by its one payment, a second payment returned.
    const wallet = createWallet(createLedgerStore(db));
    await wallet.accrueCashback({ userId: "u1", amount: money(1_500, "IDR"), reference: "order:1:cashback" });
    await wallet.creditGold({ userId: "u1", amount: money(50_000, "IDR"), reference: "order:2:refund" });
    const paid = await storedOrder(db, {
      total: 150_000,
      createdAt: new Date("2026-11-29T07:00:00Z"),
      paidAt: new Date("2026-11-29T07:05:00Z"),
      events: [["in_progress", new Date("2026-11-29T07:05:00Z")]],
    });
    const attempt = (number: number, status: "paid" | "pending" = "paid") => ({
      id: `${paid.number}-${number}`,
      orderId: paid.id,
      attempt: number,
      provider: "midtrans",
      method: "qris",
      amount: 150_000,
      currency: "IDR" as const,
      status,
      updatedAt: new Date("2026-11-29T07:05:00Z"),
    });
    /** The surplus refund that returns attempt `number`. */
    const returned = (number: number) => ({
      id: `return-${paid.number}-${number}`,
      orderId: paid.id,
      paymentId: `${paid.number}-${number}`,
      kind: "surplus" as const,
      method: "payment" as const,
      amount: 150_000,
      currency: "IDR" as const,
      status: "pending" as const,
      reason: "payment.duplicate" as const,
      requestedBy: "system",
    });
    await db.insert(payments).values([attempt(1), attempt(2)]);
    await db
      .update(orders)
      .set({ paidBy: `${paid.number}-1` })
      .where(eq(orders.id, paid.id));
    await db.insert(refunds).values(returned(2));
    expect(await books.check()).toEqual({ imbalances: 0 });
    expect(await send()).toEqual([]);

    // A balance changed by hand, and a third payment taken that nothing keeps or returns.
    const [cashback] = await db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.owner, "u1"), eq(ledgerAccounts.kind, "cashback")));
    await db
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + 2000` })
      .where(eq(ledgerAccounts.id, cashback!.id));
    await db.insert(payments).values(attempt(3));
    // A payment younger than the hour the jobs have to settle it is not out of balance yet.
    expect(await repository.imbalances(new Date("2026-11-29T07:00:00Z"))).toHaveLength(2);

    hours(1);
    expect(await books.check()).toEqual({ imbalances: 3 });
    const opened = await send();
    expect(opened).toHaveLength(3);
    expect(opened.join("\n")).toContain("ledger IDR: out of balance by IDR\u00a02,000.");
    expect(opened.join("\n")).toContain(`ledger account u1/cashback IDR: out of balance by IDR\u00a02,000.`);
    expect(opened.join("\n")).toContain(
      `payment ${paid.number}-3 (order ${paid.number}): out of balance by IDR\u00a0150,000.`,
    );
    expect(opened.join("\n")).toContain(`https://kupi.example/en/admin/orders/${paid.id}`);

    // Within the hour the books are not summed again; after it, the same imbalances send nothing
    // new, nor does a second server finding them.
    expect(await books.check()).toEqual({ imbalances: 3 });
    hours(1);
    const otherServer = createBooksCheck({ store: repository, alerts, clock: () => clock });
    expect(await Promise.all([books.check(), otherServer.check()])).toEqual([{ imbalances: 3 }, { imbalances: 3 }]);
    expect(await send()).toEqual([]);

    // Put right: the balance back, the payment returned. Each incident gets its follow-up.
    await db
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} - 2000` })
      .where(eq(ledgerAccounts.id, cashback!.id));
    await db.insert(refunds).values(returned(3));
    hours(1);
    expect(await Promise.all([books.check(), otherServer.check()])).toEqual([{ imbalances: 0 }, { imbalances: 0 }]);
    expect(await send()).toHaveLength(3);
  });
});
