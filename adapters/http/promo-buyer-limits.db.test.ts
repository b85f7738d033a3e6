import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { promoCodes } from "../db/schema";

/**
 * A code limited per buyer counts the buyer by every identity their orders carry (the account, the
 * game account, the contact e-mail and phone), not by the session: signing out does not make a
 * buyer new.
 */
describe("per-buyer promo limits", () => {
  let shop: CheckoutHarness;
  let keys = 0;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ delivery: { supplierDelayMs: 0 } });
    await shop.database.db.insert(promoCodes).values([
      { code: "SEPARUH", kind: "percent", percentBps: 5_000, perUserLimit: 1 },
      { code: "SEPARUH2", kind: "percent", percentBps: 5_000, perUserLimit: 1 },
    ]);
  }, 60_000);
  afterAll(() => shop.close());

  async function order(
    code: string,
    playerId: string,
    email: string,
    headers: Record<string, string> = {},
    extra: Record<string, unknown> = {},
  ) {
    const answer = await shop.post(
      "/orders",
      {
        game: "free-fire",
        product: "ff-140",
        account: { playerId },
        confirmed: true,
        paymentMethod: "card",
        promoCode: code,
        email,
        ...extra,
      },
      { "idempotency-key": `buyer-limit-${++keys}-${Date.now()}`, ...headers },
    );
    return { status: answer.status, body: (await answer.json()) as { data?: { id: string }; code?: string } };
  }

  async function payByCard(id: string) {
    await shop.post(`/orders/public/${id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
  }

  it("a one-use code used signed in is refused to the same game ID, e-mail or phone as a guest", async () => {
    const buyer = await shop.signedInBuyer("Dimas");
    const first = await order("SEPARUH", "814000012", "dimas@example.com", buyer.auth, {
      phone: "081211112222",
    });
    expect(first.status).toBe(201);
    await payByCard(first.body.data!.id);
    await until(async () => (await shop.orderRow(first.body.data!.id)).status === "complete", 20_000);

    const sameGameId = await order("SEPARUH", "814000012", "other@example.com");
    const sameEmail = await order("SEPARUH", "814000099", "DIMAS@example.com");
    const samePhone = await order("SEPARUH", "814000098", "third@example.com", {}, { phone: "+62 812-1111-2222" });
    for (const refused of [sameGameId, sameEmail, samePhone]) {
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe("checkout.promoInvalid");
    }
    // Someone else (another game ID, another contact) still gets it.
    expect((await order("SEPARUH", "814000097", "rani@example.com")).status).toBe(201);
  }, 30_000);

  it("two unpaid orders of one buyer with a one-use code, signed in and as a guest: the second paid is refunded in full", async () => {
    const buyer = await shop.signedInBuyer("Eka");
    const signedIn = await order("SEPARUH2", "815000012", "eka@example.com", buyer.auth);
    const guest = await order("SEPARUH2", "815000012", "eka.lain@example.com");
    expect([signedIn.status, guest.status]).toEqual([201, 201]);

    await payByCard(signedIn.body.data!.id);
    await until(async () => (await shop.orderRow(signedIn.body.data!.id)).status === "complete", 20_000);
    await payByCard(guest.body.data!.id);
    await until(async () => (await shop.orderRow(guest.body.data!.id)).status === "canceled", 20_000);
    const refunded = await shop.database.db.query.refunds.findFirst({
      where: (refunds, { eq }) => eq(refunds.orderId, guest.body.data!.id),
    });
    expect(refunded).toMatchObject({ reason: "promo.exhausted", status: "done" });
  }, 30_000);
});
