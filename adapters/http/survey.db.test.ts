import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { createSurvey } from "../../core/survey/survey";
import { createSurveyRepository } from "../db/survey/survey-repository";
import { ledgerEntries, orders, payments, surveyResponses } from "../db/schema";

/**
 * The first survey ("a survey gives a free month of subscription") and its reward
 * (a single-use voucher for one 30-day membership, delivered like an order at price 0).
 */
describe("the first survey and its free month", () => {
  let shop: CheckoutHarness;
  let keys = 0;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ delivery: { supplierDelayMs: 0 } });
  }, 60_000);
  afterAll(() => shop.close());

  const answers = {
    foundVia: "friend",
    games: ["genshin", "mobile-legends"],
    priority: "speed",
    comment: "Lebih banyak promo",
  };
  const welkin = (uid: string) => ({
    game: "genshin",
    product: "gi-welkin",
    account: { uid, server: "os_asia" },
    confirmed: true,
  });
  const json = async <T>(response: Response) => (await response.json()) as T;
  const ordersOf = (userId: string) => shop.database.db.select().from(orders).where(eq(orders.userId, userId));

  it("is answered once per account: 10 completions sent at the same moment store one answer", async () => {
    const buyer = await shop.signedInBuyer("Survey race");
    const answersSent = await Promise.all(Array.from({ length: 10 }, () => shop.post("/survey", answers, buyer.auth)));
    const statuses = answersSent.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    const refused = await json<{ code: string; message: string }>(answersSent.find((a) => a.status === 409)!);
    expect(refused.code).toBe("survey.alreadyAnswered");
    expect(refused.message).toBe("Anda sudah mengisi survei ini. Setiap akun hanya bisa mengisinya sekali.");
    const rows = await shop.database.db.select().from(surveyResponses).where(eq(surveyResponses.userId, buyer.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ foundVia: "friend", games: ["genshin", "mobile-legends"], priority: "speed" });
  });

  it("needs a signed-in buyer and answers from the lists, refused with translated 4xx", async () => {
    const guest = await shop.post("/survey", answers);
    expect(guest.status).toBe(401);
    expect((await json<{ code: string }>(guest)).code).toBe("auth.required");
    const buyer = await shop.signedInBuyer("Survey checks");
    for (const bad of [
      { ...answers, foundVia: "tv" },
      { ...answers, games: [] },
      { ...answers, games: ["not-a-game"] },
      { ...answers, comment: "x".repeat(501) },
      { foundVia: "friend" },
    ]) {
      const answer = await shop.post("/survey", bad, { ...buyer.auth, locale: "en" });
      expect(answer.status).toBe(400);
      expect(await json<{ code: string; message: string }>(answer)).toEqual({
        code: "survey.invalid",
        message: "The survey answers are incomplete. Answer every question and choose games from the list.",
      });
    }
    // None of them counted: the buyer can still answer.
    expect((await shop.post("/survey", answers, buyer.auth)).status).toBe(201);
  });

  it("the voucher becomes one order at Rp 0 however many redemptions arrive at once, delivered with no payment and no cashback", async () => {
    const buyer = await shop.signedInBuyer("Voucher race");
    const early = await shop.post("/survey/voucher", welkin("812340001"), buyer.auth);
    expect(early.status).toBe(409);
    expect((await json<{ code: string }>(early)).code).toBe("survey.notAnswered");
    expect((await shop.post("/survey", answers, buyer.auth)).status).toBe(201);

    // Five for one account, five for another: one order in all.
    const redeemed = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        shop.post("/survey/voucher", welkin(index % 2 ? "812340001" : "812340002"), buyer.auth),
      ),
    );
    expect(redeemed.every((answer) => answer.status < 500)).toBe(true);
    expect(redeemed.filter((answer) => answer.status === 201)).toHaveLength(1);
    const bodies = await Promise.all(redeemed.map((answer) => json<{ data?: { id: string }; code?: string }>(answer)));
    const ids = new Set(bodies.flatMap((body) => (body.data ? [body.data.id] : [])));
    expect(ids.size).toBe(1);
    for (const body of bodies) if (!body.data) expect(body.code).toBe("survey.voucherUsed");
    const mine = await ordersOf(buyer.userId);
    expect(mine).toHaveLength(1);
    const [order] = mine;
    expect(order).toMatchObject({
      productSku: "gi-welkin",
      paymentMethod: "voucher",
      listAmount: 0,
      total: 0,
      tax: 0,
      fee: 0,
      cashbackUsed: 0,
      goldUsed: 0,
      cashbackAmount: 0,
    });

    // Delivered through the supplier like any order; no payment attempt, nothing in the ledger.
    await until(async () => (await shop.orderRow(order!.id)).status === "complete", 20_000);
    expect(await shop.database.db.select().from(payments).where(eq(payments.orderId, order!.id))).toHaveLength(0);
    const balances = await shop.services.wallet.balances(buyer.userId, "IDR");
    expect([balances.cashback.amount, balances.gold.amount]).toEqual([0, 0]);
    const ledger = await shop.database.db.select().from(ledgerEntries);
    expect(ledger.filter((entry) => JSON.stringify(entry).includes(order!.id))).toHaveLength(0);
    expect(await shop.services.survey.status(buyer.userId)).toEqual({ answered: true, voucherOrderId: order!.id });

    // In the buyer's order history and on its public page like any order.
    const history = await fetch(`${shop.base}/backend/api/orders`, { headers: buyer.auth });
    const listed = await json<{ data: { id: string; status: string; lines: { total: number } }[] }>(history);
    expect(listed.data).toEqual([
      expect.objectContaining({ id: order!.id, status: "complete", lines: expect.objectContaining({ total: 0 }) }),
    ]);

    // Spent: a later request for anything else is refused.
    const again = await shop.post("/survey/voucher", welkin("812340003"), buyer.auth);
    expect(again.status).toBe(409);
    expect((await json<{ code: string }>(again)).code).toBe("survey.voucherUsed");
  }, 60_000);

  it("only a 30-day membership, for a valid account, within the publisher's limit", async () => {
    const buyer = await shop.signedInBuyer("Voucher rules");
    expect((await shop.post("/survey", answers, buyer.auth)).status).toBe(201);
    for (const product of [
      { game: "genshin", product: "gi-60" },
      // Mobile Legends' weekly pass lasts 7 days.
      { game: "mobile-legends", product: "ml-weekly-pass" },
    ]) {
      const answer = await shop.post("/survey/voucher", { ...welkin("812340011"), ...product }, buyer.auth);
      expect(answer.status).toBe(422);
      expect((await json<{ code: string }>(answer)).code).toBe("survey.notEligible");
    }
    const badUid = await shop.post("/survey/voucher", welkin("8123"), buyer.auth);
    expect(badUid.status).toBe(400);
    expect(await json<{ code: string; fields: Record<string, string> }>(badUid)).toMatchObject({
      code: "validation.account",
      fields: { uid: "UID yang dimasukkan salah, coba lagi." },
    });

    // The publisher's limit: the moon pass at most 180 days per account, so at most 6 purchases.
    const uid = "812340012";
    for (let bought = 0; bought < 6; bought += 1) {
      const created = await shop.post(
        "/orders",
        { ...welkin(uid), paymentMethod: "card" },
        { "idempotency-key": `survey-limit-${++keys}-${Date.now()}` },
      );
      const { data } = await json<{ data: { id: string } }>(created);
      const paid = await shop.post(`/orders/public/${data.id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
      expect((await json<{ result: string }>(paid)).result).toBe("paid");
    }
    const limited = await shop.post("/survey/voucher", welkin(uid), buyer.auth);
    expect(limited.status).toBe(422);
    expect((await json<{ code: string }>(limited)).code).toBe("limit.maxStackedDays");
    // The refusal did not spend the voucher: another account gets the free month.
    const other = await shop.post("/survey/voucher", welkin("812340013"), buyer.auth);
    expect(other.status).toBe(201);
  }, 60_000);

  /** Pays card orders of the moon pass for `uid` until the publisher's limit (6 in 180 days) is one short. */
  const buyUpTo = async (uid: string, count: number) => {
    const ids: string[] = [];
    for (let bought = 0; bought < count; bought += 1) {
      const created = await shop.post(
        "/orders",
        { ...welkin(uid), paymentMethod: "card" },
        { "idempotency-key": `survey-back-${++keys}-${Date.now()}` },
      );
      ids.push((await json<{ data: { id: string } }>(created)).data.id);
    }
    return ids;
  };
  const payByCard = async (orderId: string) => {
    const paid = await shop.post(`/orders/public/${orderId}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    expect((await json<{ result: string }>(paid)).result).toBe("paid");
  };

  it("comes back once when its order is refused at payment by the purchase limit, and 10 redemptions then make one order", async () => {
    const buyer = await shop.signedInBuyer("Voucher refused");
    expect((await shop.post("/survey", answers, buyer.auth)).status).toBe(201);
    // Five moon passes paid for this UID and a sixth placed: the voucher's order is allowed when it
    // is created (5 of 6), and the sixth is paid between its creation and its payment, as a buyer
    // paying on another tab would.
    const uid = "812340021";
    const [sixth, ...five] = await buyUpTo(uid, 6);
    for (const id of five) await payByCard(id);
    const racing = createSurvey({
      responses: createSurveyRepository(shop.database.db),
      catalog: shop.services.catalog,
      lookup: shop.services.lookup,
      orders: shop.services.orders,
      process: {
        async startPayment(orderId, method) {
          await payByCard(sixth!);
          return shop.services.process.startPayment(orderId, method);
        },
      },
      productTitle: () => "Genshin Impact: Blessing of the Welkin Moon",
      onPaid: () => Promise.resolve(),
    });
    const refused = await racing.redeem(buyer.userId, {
      locale: "id",
      gameSlug: "genshin",
      productSku: "gi-welkin",
      account: { uid, server: "os_asia" },
      confirmed: true,
      lookupSkipped: false,
    });
    expect(refused.ok && refused.order.status).toBe("canceled");
    expect(await shop.services.survey.status(buyer.userId)).toEqual({ answered: true, voucherOrderId: null });

    // Back once: ten redemptions at once for two other accounts make one order in all.
    const redeemed = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        shop.post("/survey/voucher", welkin(index % 2 ? "812340022" : "812340023"), buyer.auth),
      ),
    );
    // A repeat of the winning request (same account) answers its order again with 200.
    expect(redeemed.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(redeemed.every((answer) => [200, 201, 409].includes(answer.status))).toBe(true);
    const live = (await ordersOf(buyer.userId)).filter((order) => order.status !== "canceled");
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ paymentMethod: "voucher", total: 0 });
    expect(await shop.services.survey.status(buyer.userId)).toEqual({ answered: true, voucherOrderId: live[0]!.id });
    const again = await shop.post("/survey/voucher", welkin("812340024"), buyer.auth);
    expect((await json<{ code: string }>(again)).code).toBe("survey.voucherUsed");
  }, 60_000);

  it("comes back when its delivery failed and the order was refunded, not before", async () => {
    const buyer = await shop.signedInBuyer("Voucher failed delivery");
    expect((await shop.post("/survey", answers, buyer.auth)).status).toBe(201);
    // The sandbox supplier fails for good for a game ID ending in 5555.
    const first = await shop.post("/survey/voucher", welkin("812345555"), buyer.auth);
    expect(first.status).toBe(201);
    const { data } = await json<{ data: { id: string } }>(first);
    await until(async () => (await shop.orderRow(data.id)).status === "delivery_failed", 20_000);
    // Failed but not refunded: support may still deliver it, so the voucher stays with it.
    const early = await shop.post("/survey/voucher", welkin("812340031"), buyer.auth);
    expect((await json<{ code: string }>(early)).code).toBe("survey.voucherUsed");

    const refunded = await shop.post(`/orders/public/${data.id}/refund`, { to: "payment" });
    expect(refunded.status).toBe(200);
    expect((await shop.orderRow(data.id)).status).toBe("canceled");
    // Refunding again does not give it back twice.
    expect((await shop.post(`/orders/public/${data.id}/refund`, { to: "payment" })).status).toBe(200);
    const redeemed = await Promise.all(
      Array.from({ length: 10 }, () => shop.post("/survey/voucher", welkin("812340031"), buyer.auth)),
    );
    expect(redeemed.filter((answer) => answer.status === 201)).toHaveLength(1);
    const live = (await ordersOf(buyer.userId)).filter((order) => order.status !== "canceled");
    expect(live).toHaveLength(1);
    await until(async () => (await shop.orderRow(live[0]!.id)).status === "complete", 20_000);
    const later = await shop.post("/survey/voucher", welkin("812340032"), buyer.auth);
    expect((await json<{ code: string }>(later)).code).toBe("survey.voucherUsed");
  }, 60_000);
});
