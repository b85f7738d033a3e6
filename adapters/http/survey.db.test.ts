import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { ledgerEntries, orders, payments, surveyResponses } from "../db/schema";

/**
 * The first survey (SPEC §1 "a survey gives a free month of subscription", §2) and its reward
 * (DESIGN §2: a single-use voucher for one 30-day membership, delivered like an order at price 0).
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
  const orderRow = async (id: string) => (await shop.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

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
    await until(async () => (await orderRow(order!.id)).status === "complete", 20_000);
    expect(await shop.database.db.select().from(payments).where(eq(payments.orderId, order!.id))).toHaveLength(0);
    const balances = await shop.services.wallet.balances(buyer.userId, "IDR");
    expect([balances.cashback.amount, balances.gold.amount]).toEqual([0, 0]);
    const ledger = await shop.database.db.select().from(ledgerEntries);
    expect(ledger.filter((entry) => JSON.stringify(entry).includes(order!.id))).toHaveLength(0);
    const [response] = await shop.database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.userId, buyer.userId));
    expect(response!.voucherOrderId).toBe(order!.id);

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

    // SPEC §9: the moon pass at most 180 days per account, so at most 6 purchases.
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
});
