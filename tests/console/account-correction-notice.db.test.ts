import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountNoticeQueue } from "../../adapters/db/orders/receipt-queue";
import { accountNotices, orderAccountCorrections, outboxMessages } from "../../adapters/db/schema";
import { formatOrderDate } from "../../core/orders/order-date";
import { sendPendingReceipts } from "../../core/orders/receipt-job";
import type { ReceiptMessage } from "../../core/orders/receipts";
import { composeReceipt } from "../../adapters/messaging/receipt-text";
import { asOperator, consoleDoor, paidCardOrder, signedInOperator } from "../support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { pageText } from "../support/page-text";

/**
 * The buyer is told when support corrects their order's game account: one notice per contact they
 * gave, queued with the correction and sent once by the receipt job (in test mode, to the outbox),
 * and a sentence on the order's page, from which account to which and when, in the market's clock;
 * never who corrected it or why.
 */
describe("the buyer is told of a corrected game account", () => {
  let shop: CheckoutHarness;
  let door: ReturnType<typeof consoleDoor>;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true, delivery: { supplierDelayMs: 0 } });
    door = consoleDoor(shop);
  }, 60_000);
  afterAll(() => shop?.close());

  const correct = (id: string, who: Record<string, string>, playerId: string) =>
    door.post(
      `/admin/orders/${id}`,
      { intent: "correctAccount", "account.playerId": playerId, reason: "buyer wrote on WhatsApp, secret note" },
      who,
    );
  const noticesOf = (orderId: string) =>
    shop.database.db.select().from(accountNotices).where(eq(accountNotices.orderId, orderId));
  const correctionOf = async (orderId: string) => {
    const rows = await shop.database.db
      .select()
      .from(orderAccountCorrections)
      .where(eq(orderAccountCorrections.orderId, orderId));
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };
  const noticesInOutbox = (orderId: string, number: string) =>
    shop.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.orderId, orderId),
          like(outboxMessages.body, `Kupi: akun game pesanan ${number} sudah diperbaiki%`),
        ),
      );

  it("ten identical corrections queue one notice per contact channel; the job sends each once", async () => {
    const support = await signedInOperator(shop, "Support Notice", "support");
    const buyer = await shop.signedInBuyer("Buyer Notice");
    const id = await paidCardOrder(shop, "940405555", buyer.auth, "delivery_failed", {
      email: "rani@example.com",
      phone: "0812 4040 5555",
    });
    const { number } = await shop.orderRow(id);

    const answers = await Promise.all(Array.from({ length: 10 }, () => correct(id, asOperator(support), "940401234")));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const correction = await correctionOf(id);
    const queued = await noticesOf(id);
    expect(queued.map((notice) => [notice.key, notice.channel, notice.recipient, notice.status]).sort()).toEqual([
      [`correction:${correction.id}:email`, "email", "rani@example.com", "pending"],
      [`correction:${correction.id}:whatsapp`, "whatsapp", "6281240405555", "pending"],
    ]);

    await shop.services.sendReceipts();
    await shop.services.sendReceipts();
    const sent = await noticesInOutbox(id, number);
    expect(sent.map((message) => [message.channel, message.recipient]).sort()).toEqual([
      ["email", "rani@example.com"],
      ["whatsapp", "6281240405555"],
    ]);
    const time = formatOrderDate(correction.createdAt.toISOString(), "Asia/Jakarta");
    for (const message of sent) {
      expect(message.body).toContain(
        `Tim dukungan memperbaiki akun game pesanan ${number}: dari 94•••••55 menjadi 94•••••34 (${time}).`,
      );
      expect(message.body).toContain(`${shop.base}/card-payment/${id}`);
      expect(message.body).not.toContain("secret note");
      expect(message.body).not.toContain("Support Notice");
    }
    expect((await noticesOf(id)).map((notice) => [notice.status, notice.attempts])).toEqual([
      ["sent", 0],
      ["sent", 0],
    ]);

    // The console's outbox lists both, as it lists receipts.
    const page = await pageText(await door.read(`/admin/orders/${id}`, asOperator(support)));
    const listed = [...page.matchAll(/<strong>Pemberitahuan akun game<!-- --> · <!-- -->(email|whatsapp)<\/strong>/g)];
    expect(listed.map((match) => match[1]).sort()).toEqual(["email", "whatsapp"]);
  }, 60_000);

  it("a server that dies between taking a notice and recording it: the notice goes again under the same key", async () => {
    const support = await signedInOperator(shop, "Support Crash", "support");
    const buyer = await shop.signedInBuyer("Buyer Crash");
    const id = await paidCardOrder(shop, "941415555", buyer.auth, "delivery_failed", { email: "dewi@example.com" });
    expect((await correct(id, asOperator(support), "941411234")).status).toBe(200);
    const correction = await correctionOf(id);
    const queue = createAccountNoticeQueue(shop.database.db);

    // The first server takes the notice for a second, hands it to the relay and dies before recording it.
    const taken = await queue.claimReceipts(50, 1);
    const mine = taken.filter((notice) => notice.orderId === id);
    expect(mine.map((notice) => notice.key)).toEqual([`correction:${correction.id}:email`]);
    const order = (await shop.services.orders.find(id))!;
    const lost: ReceiptMessage = composeReceipt(order, mine[0]!, shop.base);

    const sentBy = (log: ReceiptMessage[]) => ({
      orders: shop.services.orders,
      receipts: queue,
      sender: { send: async (message: ReceiptMessage) => void log.push(message) },
      compose: (o: typeof order, notice: (typeof taken)[number]) => composeReceipt(o, notice, shop.base),
      log: { warn: () => undefined },
    });
    // While its lease runs, no other server sends it.
    const during: ReceiptMessage[] = [];
    await sendPendingReceipts(sentBy(during));
    expect(during.filter((message) => message.orderId === id)).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const after: ReceiptMessage[] = [];
    await sendPendingReceipts(sentBy(after));
    const again = after.filter((message) => message.orderId === id);
    expect(again).toEqual([lost]);
    expect(again[0]!.key).toBe(`correction:${correction.id}:email`);

    const later: ReceiptMessage[] = [];
    await sendPendingReceipts(sentBy(later));
    expect(later.filter((message) => message.orderId === id)).toEqual([]);
    expect((await noticesOf(id)).map((notice) => notice.status)).toEqual(["sent"]);
  }, 60_000);

  it("the buyer's order page says it, in Indonesian and in English, without who or why", async () => {
    const support = await signedInOperator(shop, "Support Page", "support");
    const buyer = await shop.signedInBuyer("Buyer Page");
    const id = await paidCardOrder(shop, "942425555", buyer.auth, "delivery_failed");
    expect((await correct(id, asOperator(support), "942421234")).status).toBe(200);
    const time = formatOrderDate((await correctionOf(id)).createdAt.toISOString(), "Asia/Jakarta");

    const indonesian = await pageText(await door.read(`/card-payment/${id}`, buyer.auth));
    expect(indonesian).toContain(
      `data-testid="order-account-corrected">Tim dukungan memperbaiki akun game pesanan ini: dari 94•••••55 menjadi 94•••••34 (${time}).</p>`,
    );
    const english = await pageText(await door.read(`/en-id/card-payment/${id}`, buyer.auth));
    expect(english).toContain(
      `data-testid="order-account-corrected">Support corrected the game account of this order: from 94•••••55 to 94•••••34 (${time}).</p>`,
    );
    for (const page of [indonesian, english]) {
      expect(page).not.toContain("secret note");
      expect(page).not.toContain("Support Page");
    }
    // No notice without a contact to send it to.
    expect(await noticesOf(id)).toEqual([]);
  }, 60_000);
});
