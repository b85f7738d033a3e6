import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../adapters/db/schema";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../tests/support/checkout-harness";
import { pageText } from "../tests/support/page-text";
import { asOperator, consoleDoor, signedInOperator } from "../tests/support/admin-operator";

/**
 * A delivery past its promise on the built shop's order page (decision 063): a guest is offered the
 * gold for signing in on the page; the page loaded signed in credits it once and says so; the
 * console's order page says it in one line.
 */
describe("the order page on a missed delivery promise", () => {
  let shop: CheckoutHarness;

  beforeAll(async () => {
    shop = await startCheckoutHarness({
      pages: true,
      delivery: { supplierDelayMs: 0 },
      promiseCompensation: { IDR: 10_000 },
    });
  }, 60_000);
  afterAll(() => shop?.close());

  /** A guest's Free Fire order (promise: 30 minutes) paid 45 minutes ago and stuck at the supplier. */
  async function lateGuestOrder(playerId: string) {
    const created = await shop.post(
      "/orders",
      { game: "free-fire", product: "ff-140", account: { playerId }, confirmed: true, paymentMethod: "card" },
      { "idempotency-key": `promise-${playerId}` },
    );
    const { data } = (await created.json()) as { data: { id: string } };
    await shop.post(`/orders/public/${data.id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    await until(async () => (await shop.orderRow(data.id)).status === "in_progress", 20_000);
    await shop.database.db
      .update(orders)
      .set({ paidAt: sql`now() - interval '45 minutes'` })
      .where(eq(orders.id, data.id));
    return data.id;
  }

  // Money is written with a no-break space ("Rp\u00a010.000"), read here as the space it shows.
  const page = async (orderId: string, headers: Record<string, string> = {}) =>
    (await pageText(await fetch(`${shop.base}/card-payment/${orderId}`, { headers }))).replace(/\u00a0/g, " ");

  it("offers a guest the gold for signing in, and credits the account signed in on the page once", async () => {
    // The sandbox supplier keeps this player ID pending.
    const orderId = await lateGuestOrder("128476666");
    const offered = await page(orderId);
    expect(offered).toContain("Pengiriman lebih lama dari janji kami, 30 menit. Masuk untuk menerima gold Rp 10.000.");
    expect(offered).toContain(`return=${encodeURIComponent(`/card-payment/${orderId}`)}`);

    const buyer = await shop.signedInBuyer("Putri");
    const granted = await page(orderId, buyer.auth);
    expect(granted).toContain(
      "Pengiriman lebih lama dari janji kami, 30 menit: kami menambahkan gold Rp 10.000 ke saldo Anda.",
    );
    expect(granted).not.toContain('data-testid="promise-offer"');
    // Loaded again, by the same account or another: nothing more.
    await page(orderId, buyer.auth);
    const other = await shop.signedInBuyer("Someone with the link");
    await page(orderId, other.auth);
    const balances = async (userId: string) => (await shop.services.wallet.balances(userId, "IDR")).gold.amount;
    expect(await balances(buyer.userId)).toBe(10_000);
    expect(await balances(other.userId)).toBe(0);
    // A visitor now reads that the gold was added, no offer.
    expect(await page(orderId)).toContain("kami menambahkan gold Rp 10.000 ke saldo Anda.");

    // The console's order page says it in one line.
    const support = await signedInOperator(shop, "Support", "support");
    const consolePage = (
      await pageText(await consoleDoor(shop).read(`/admin/orders/${orderId}`, asOperator(support)))
    ).replace(/\u00a0/g, " ");
    expect(consolePage).toMatch(
      /data-testid="admin-order-promise">Melewati janji pengiriman 30 menit: gold Rp 10.000 sudah ditambahkan.</,
    );
  });
});
