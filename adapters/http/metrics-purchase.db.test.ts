import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { readDeliveryDepth } from "../db/orders/delivery-depth";
import { supplierAccountsOf } from "../db/orders/supplier-account-repository";
import { createShopMetrics, type ShopMetrics } from "../metrics/shop-metrics";

/** One sample's value in a scrape, by its name and labels as printed (undefined when missing). */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** A purchase from the buyer's click to the supplier's answer, as the metrics count it. */
describe("the metrics after a purchase", () => {
  let shop: CheckoutHarness;
  let metrics: ShopMetrics;

  beforeAll(async () => {
    // The harness's database exists once the shop does; the metrics read it only when scraped.
    metrics = createShopMetrics({
      deliveryDepth: () => readDeliveryDepth(shop.database.db),
      supplierBalances: async () =>
        new Map([...(await supplierAccountsOf(shop.database.db))].map(([name, account]) => [name, account.balanceIdr])),
    });
    shop = await startCheckoutHarness({
      delivery: { supplierDelayMs: 0 },
      observers: { onOrderCommitted: metrics.orderCommitted, onSupplierAnswer: metrics.supplierAnswered },
    });
  }, 60_000);
  afterAll(() => shop?.close());

  it("shows the order paid and delivered, the supplier's answers and its deposit", async () => {
    const created = await shop.post(
      "/orders",
      {
        game: "free-fire",
        product: "ff-140",
        account: { playerId: "556677881" },
        confirmed: true,
        paymentMethod: "card",
      },
      { "idempotency-key": "metrics-purchase-1" },
    );
    const { data } = (await created.json()) as { data: { id: string } };
    await shop.post(`/orders/public/${data.id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    while ((await shop.services.fulfillment.deliver(data.id)) === "pending");
    await shop.services.balances.read(shop.services.suppliers[0]!);

    const text = await metrics.scrape();
    expect(sample(text, 'kupi_order_moves_total{from="awaiting_payment",to="in_progress"}')).toBe(1);
    expect(sample(text, 'kupi_order_moves_total{from="in_progress",to="complete"}')).toBe(1);
    expect(sample(text, 'kupi_supplier_answer_seconds_count{supplier="sandbox",outcome="success"}')).toBe(1);
    expect(sample(text, 'kupi_supplier_balance_rupiah{supplier="sandbox"}')).toBe(10_000_000);
    expect(sample(text, 'kupi_deliveries_open{status="pending"}')).toBe(0);
    expect(sample(text, 'kupi_payments_total{provider="sandbox",status="paid"}')).toBe(1);
  });

  it("counts a declined card and a refund by their provider and outcome", async () => {
    const buyer = await shop.signedInBuyer("Sari");
    const order = async (playerId: string) => {
      const created = await shop.post(
        "/orders",
        { game: "free-fire", product: "ff-140", account: { playerId }, confirmed: true, paymentMethod: "card" },
        { "idempotency-key": `metrics-${playerId}`, ...buyer.auth },
      );
      return ((await created.json()) as { data: { id: string } }).data.id;
    };
    const declined = await order("556677882");
    await shop.post(`/orders/public/${declined}/pay`, { tokenId: await shop.tokenize(CARDS.declined) });
    // The sandbox supplier fails this player ID for good; the buyer takes the money back to the card.
    const failed = await order("128455555");
    await shop.post(`/orders/public/${failed}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    await until(async () => (await shop.orderRow(failed)).status === "delivery_failed", 20_000);
    expect((await shop.post(`/orders/public/${failed}/refund`, { to: "payment" }, buyer.auth)).status).toBe(200);

    const text = await metrics.scrape();
    expect(sample(text, 'kupi_payments_total{provider="sandbox",status="failed"}')).toBe(1);
    expect(sample(text, 'kupi_payments_total{provider="sandbox",status="paid"}')).toBe(2);
    expect(sample(text, 'kupi_refunds_total{provider="sandbox",outcome="done"}')).toBe(1);
    expect(sample(text, 'kupi_order_moves_total{from="delivery_failed",to="canceled"}')).toBe(1);
  });
});
