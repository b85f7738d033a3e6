import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { deliveries } from "../adapters/db/schema";
import { money } from "../core/money";
import { formatOrderClock, formatOrderDate } from "../core/orders/order-date";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../tests/support/checkout-harness";
import { pageText } from "../tests/support/page-text";

/**
 * A paid order's page shows its steps, each with its time on the market's clock: the payment
 * received (and matched late when it was first reported expired), the item sent for top-up, the
 * supplier's confirmation with the publisher's serial, the item in the game account; a delivery that
 * failed for good says which step failed. No step, and nothing on the page, names a supplier. The
 * built shop's pages.
 */
describe("the order page's steps", () => {
  let shop: CheckoutHarness;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true, delivery: { supplierDelayMs: 0 } });
  }, 60_000);
  afterAll(() => shop?.close());

  async function placed(playerId: string, paymentMethod: "card" | "qris") {
    const created = await shop.post(
      "/orders",
      { game: "free-fire", product: "ff-140", account: { playerId }, confirmed: true, paymentMethod },
      { "idempotency-key": `steps-${playerId}` },
    );
    return ((await created.json()) as { data: { id: string } }).data.id;
  }

  /** The order's page once its delivery has ended, and its steps' list. */
  async function stepsOf(id: string, path: string) {
    await until(async () => (await shop.orderRow(id)).status !== "in_progress", 20_000);
    const html = await pageText(await fetch(`${shop.base}${path}/card-payment/${id}`));
    const steps = html.slice(
      html.indexOf('data-testid="order-steps"'),
      html.indexOf("</ol>", html.indexOf('data-testid="order-steps"')),
    );
    // No buyer's page names a supplier: not in the steps, nowhere on the page.
    expect(html).not.toMatch(/digiflazz|apigames/i);
    return { html, steps };
  }

  async function paidOrder(playerId: string, path: string) {
    const id = await placed(playerId, "card");
    await shop.post(`/orders/public/${id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    return { id, ...(await stepsOf(id, path)) };
  }

  it("shows a delivered order's four steps done, each at its time in WIB, the serial with a copy button", async () => {
    const { id, steps } = await paidOrder("556677001", "");
    const row = await shop.orderRow(id);
    expect(row.status).toBe("complete");
    for (const step of ["paid", "sent", "confirmed", "delivered"])
      expect(steps).toContain(`data-step="${step}" data-state="done"`);
    for (const name of [
      "Pembayaran diterima",
      "Dikirim untuk top up",
      "Top up dikonfirmasi oleh pemasok kami",
      "Masuk ke akun game Anda",
    ])
      expect(steps).toContain(name);
    // Each step's time is on Jakarta's clock, as the order's date is.
    expect(steps).toContain(formatOrderDate(row.paidAt!.toISOString(), "Asia/Jakarta"));
    expect(steps.match(/<time /g)).toHaveLength(4);
    // The supplier's confirmation, at its time, carries the publisher's serial as the supplier gave it.
    const [delivery] = await shop.database.db.select().from(deliveries).where(eq(deliveries.orderId, id));
    const unit = delivery!.units["1"]!;
    expect(unit.serial).toMatch(/^SBX/);
    expect(steps).toContain(formatOrderDate(unit.confirmedAt!, "Asia/Jakarta"));
    const confirmed = steps.slice(steps.indexOf('data-step="confirmed"'), steps.indexOf('data-step="delivered"'));
    expect(confirmed).toContain(`Bukti top up dari penerbit: ${unit.serial}`);
    expect(confirmed).toContain(">Salin</button>");
    expect(steps).not.toMatch(/sandbox|digiflazz|apigames/i);
  });

  it("says when a payment first reported expired was matched after all, on the market's clock", async () => {
    const id = await placed("556677002", "qris");
    expect((await shop.post(`/orders/public/${id}/pay`, {})).status).toBe(200);
    const [attempt] = await shop.attemptsOf(id);
    const update = (status: "expired" | "paid") => ({
      paymentId: attempt!.id,
      status,
      amount: money(attempt!.amount, "IDR"),
      providerStatus: status === "paid" ? "settlement" : "expire",
    });
    await shop.services.paymentFlow.applyUpdate(update("expired"), "notification", "midtrans");
    expect((await shop.orderRow(id)).status).toBe("payment_failed");
    // The bank did not honour the expiry: the money arrives, and the order takes it.
    await shop.services.paymentFlow.applyUpdate(update("paid"), "notification", "midtrans");
    const { steps } = await stepsOf(id, "/en");
    const paidAt = (await shop.orderRow(id)).paidAt!.toISOString();
    expect(steps).toContain(
      `The payment service first reported your payment as expired. The money arrived after all, and we matched it to this order at ${formatOrderClock(paidAt, "Asia/Jakarta")}.`,
    );
    // An order paid at once says nothing of the kind.
    const { steps: plain } = await paidOrder("556677003", "/en");
    expect(plain).not.toContain('data-testid="payment-matched-late"');
  });

  it("says in English that a delivery failed for good could not reach the game account", async () => {
    // The sandbox supplier fails this player ID for good.
    const { steps } = await paidOrder("128475555", "/en");
    expect(steps).toContain('data-step="delivered" data-state="failed"');
    expect(steps).toContain("Could not be delivered to the game account");
    expect(steps).toContain("Payment received");
  });
});
