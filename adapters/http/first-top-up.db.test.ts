import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { calendarDay } from "../../core/orders/order-date";
import { CARDS, startCheckoutHarness, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { orders } from "../db/schema";

/**
 * A first-top-up pack (Mobile Legends "50 + 5", +50 on the account's first
 * purchase of it) ordered again for the same game account is warned of before paying, and the
 * order needs the buyer's "I understand".
 */
describe("first-top-up pack ordered again for the same game account", () => {
  let shop: CheckoutHarness;
  beforeAll(async () => {
    shop = await startCheckoutHarness();
  }, 60_000);
  afterAll(() => shop.close());

  const ACCOUNT_A = { userId: "123456789", zoneId: "2001", region: "ID" };
  const ACCOUNT_B = { userId: "223456789", zoneId: "2001", region: "ID" };
  const body = (overrides: Record<string, unknown> = {}) => ({
    game: "mobile-legends",
    product: "ml-first-50",
    account: ACCOUNT_A,
    confirmed: true,
    paymentMethod: "card",
    ...overrides,
  });
  type Repeat = { status: string; date: string } | null;
  const quoteRepeat = async (overrides: Record<string, unknown> = {}): Promise<Repeat> => {
    const response = await shop.post("/orders/calculate", body(overrides));
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { firstTopUpRepeat: Repeat } }).data.firstTopUpRepeat;
  };
  const order = async (key: string, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const response = await shop.post("/orders", body(overrides), { "idempotency-key": key, ...headers });
    return { status: response.status, json: (await response.json()) as { data: { id: string }; message?: string } };
  };
  const pay = async (orderId: string) => {
    const tokenId = await shop.tokenize(CARDS.success);
    const paid = (await (await shop.post(`/orders/public/${orderId}/pay`, { tokenId })).json()) as { result: string };
    expect(paid.result).toBe("paid");
  };
  const countOrders = async () =>
    (await shop.database.db.select({ count: sql<number>`count(*)::int` }).from(orders))[0]!.count;
  const today = () => calendarDay(new Date(), "Asia/Jakarta");

  it("warns of an unpaid and then a paid earlier order, telling only its status and day", async () => {
    expect(await quoteRepeat()).toBeNull();
    const first = await order("first-topup-a-1");
    expect(first.status).toBe(201);
    // The same request again returns its order: it is not a repeat of itself.
    const retried = await order("first-topup-a-1");
    expect(retried.status).toBe(200);
    expect(retried.json.data.id).toBe(first.json.data.id);

    expect(await quoteRepeat()).toEqual({ status: "awaitingPayment", date: today() });
    await pay(first.json.data.id);
    const repeat = await quoteRepeat();
    // Anyone can type a game ID: nothing of the other order but its status and day.
    expect(repeat).toEqual({ status: "paid", date: today() });
    // The account as orders store it: "1234 56789" is the same User ID.
    expect(await quoteRepeat({ account: { ...ACCOUNT_A, userId: "1234 56789" } })).toEqual(repeat);
  });

  it("refuses the repeat without 'I understand', creating nothing; with it the order is created", async () => {
    const before = await countOrders();
    const refused = await order("first-topup-a-2");
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({
      message:
        "Akun ini sudah punya pesanan paket ini di Kupi, jadi bonus top up pertama tidak diberikan lagi. Centang “Saya mengerti” untuk tetap membeli.",
      code: "checkout.firstTopUpRepeat",
    });
    const english = await order("first-topup-a-2", {}, { locale: "en" });
    expect(english.json.message).toBe(
      "This account already has an order for this pack at Kupi, so the first top-up bonus will not be given again. Tick “I understand” to buy anyway.",
    );
    expect(await countOrders()).toBe(before);

    // The same key, now with the tick: the refused request made nothing, so this one is new.
    const accepted = await order("first-topup-a-2", { firstTopUpAcknowledged: true });
    expect(accepted.status).toBe(201);
    expect(await countOrders()).toBe(before + 1);
    const again = await order("first-topup-a-2", { firstTopUpAcknowledged: true });
    expect(again.status).toBe(200);
    expect(again.json.data.id).toBe(accepted.json.data.id);
  });

  it("another game account has no warning and orders without the tick", async () => {
    expect(await quoteRepeat({ account: ACCOUNT_B })).toBeNull();
    expect((await order("first-topup-b-1", { account: ACCOUNT_B })).status).toBe(201);
  });

  it("a pack without a first-top-up bonus never warns, even after a paid order of it", async () => {
    const regular = { product: "ml-59" };
    const first = await order("regular-a-1", regular);
    expect(first.status).toBe(201);
    await pay(first.json.data.id);
    expect(await quoteRepeat(regular)).toBeNull();
    expect((await order("regular-a-2", regular)).status).toBe(201);
  });
});
