import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatOrderDate } from "../core/orders/order-date";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../tests/support/checkout-harness";
import { pageText } from "../tests/support/page-text";

/**
 * A paid order's page shows its steps, each with its time on the market's clock: the payment
 * received, the item sent for top-up, the item in the game account; a delivery that failed for good
 * says which step failed. The built shop's pages.
 */
describe("the order page's steps", () => {
  let shop: CheckoutHarness;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true, delivery: { supplierDelayMs: 0 } });
  }, 60_000);
  afterAll(() => shop?.close());

  async function paidOrder(playerId: string, path: string) {
    const created = await shop.post(
      "/orders",
      { game: "free-fire", product: "ff-140", account: { playerId }, confirmed: true, paymentMethod: "card" },
      { "idempotency-key": `steps-${playerId}` },
    );
    const { data } = (await created.json()) as { data: { id: string } };
    await shop.post(`/orders/public/${data.id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    await until(async () => (await shop.orderRow(data.id)).status !== "in_progress", 20_000);
    const html = await pageText(await fetch(`${shop.base}${path}/card-payment/${data.id}`));
    const steps = html.slice(
      html.indexOf('data-testid="order-steps"'),
      html.indexOf("</ol>", html.indexOf('data-testid="order-steps"')),
    );
    return { id: data.id, steps };
  }

  it("shows a delivered order's three steps done, each at its time in WIB", async () => {
    const { id, steps } = await paidOrder("556677001", "");
    const row = await shop.orderRow(id);
    expect(row.status).toBe("complete");
    expect(steps).toContain('data-step="paid" data-state="done"');
    expect(steps).toContain('data-step="sent" data-state="done"');
    expect(steps).toContain('data-step="delivered" data-state="done"');
    for (const name of ["Pembayaran diterima", "Dikirim untuk top up", "Masuk ke akun game Anda"])
      expect(steps).toContain(name);
    // Each step's time is on Jakarta's clock, as the order's date is.
    expect(steps).toContain(formatOrderDate(row.paidAt!.toISOString(), "Asia/Jakarta"));
    expect(steps.match(/<time /g)).toHaveLength(3);
    expect(steps).not.toMatch(/sandbox|digiflazz|apigames/i);
  });

  it("says in English that a delivery failed for good could not reach the game account", async () => {
    // The sandbox supplier fails this player ID for good.
    const { steps } = await paidOrder("128475555", "/en");
    expect(steps).toContain('data-step="delivered" data-state="failed"');
    expect(steps).toContain("Could not be delivered to the game account");
    expect(steps).toContain("Payment received");
  });
});
