import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TimelineEntry } from "../../../core/admin/order-timeline";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../../../tests/support/checkout-harness";

/**
 * The console's timeline of a real order: bought and paid by card through the sandbox gateway, its
 * delivery failed at the sandbox supplier (the test account 123455555 always fails), refunded to the
 * card by the buyer, then its receipt sent. Every step is read back in the order it happened.
 */
describe("the operator's order timeline", () => {
  let shop: CheckoutHarness;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ delivery: { supplierDelayMs: 0 } });
  }, 60_000);
  afterAll(() => shop.close());

  it("tells a failed and refunded order's story in time order, with the provider's and supplier's words", async () => {
    const created = await shop.post(
      "/orders",
      {
        game: "free-fire",
        product: "ff-140",
        account: { playerId: "123455555" },
        confirmed: true,
        paymentMethod: "card",
        email: "budi@mail.test",
      },
      { "idempotency-key": `timeline-${Date.now()}` },
    );
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string } };
    const paid = await shop.post(`/orders/public/${data.id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    expect(((await paid.json()) as { result: string }).result).toBe("paid");
    await until(async () => (await shop.orderRow(data.id)).status === "delivery_failed", 20_000);
    expect((await shop.post(`/orders/public/${data.id}/refund`, { to: "payment" })).status).toBe(200);
    await shop.services.sendReceipts();
    const order = await shop.orderRow(data.id);

    const result = await shop.services.adminQueries.orderTimeline(data.id);
    if (!result.ok) throw new Error("no timeline");
    const { entries } = result.timeline;
    expect(result.timeline.order).toMatchObject({
      number: order.number,
      status: "canceled",
      accountLabel: "123455555",
    });
    // Each entry comes no earlier than the one before it.
    for (let index = 1; index < entries.length; index += 1) {
      expect(entries[index]!.at.getTime()).toBeGreaterThanOrEqual(entries[index - 1]!.at.getTime());
    }
    const statuses = entries.filter((entry) => entry.kind === "status");
    expect(statuses.map((entry) => [entry.from, entry.to])).toEqual([
      [null, "awaiting_payment"],
      ["awaiting_payment", "in_progress"],
      ["in_progress", "delivery_failed"],
      ["delivery_failed", "canceled"],
    ]);
    expect(statuses[2]).toMatchObject({ actor: "supplier:sandbox" });
    const payment = entries.find((entry) => entry.kind === "payment");
    expect(payment).toMatchObject({
      id: `${order.number}-1`,
      attempt: 1,
      method: "card",
      amount: { amount: order.total, currency: "IDR" },
    });
    // The provider's own status of the attempt, as it last said it (the card payment voided by the refund).
    expect((payment as Extract<TimelineEntry, { kind: "payment" }>).providerStatus).not.toBeNull();
    const delivery = entries.find((entry) => entry.kind === "delivery");
    expect(delivery).toMatchObject({ status: "failed", supplier: "sandbox" });
    expect((delivery as Extract<TimelineEntry, { kind: "delivery" }>).units["1"]).toMatchObject({
      reference: `${order.number}-1`,
      status: "failed",
    });
    expect(entries.find((entry) => entry.kind === "refund")).toMatchObject({
      refundKind: "order",
      method: "payment",
      amount: { amount: order.total, currency: "IDR" },
      status: "done",
      reason: "delivery",
      requestedBy: "buyer",
    });
    expect(entries.find((entry) => entry.kind === "receipt")).toMatchObject({
      channel: "email",
      recipient: "budi@mail.test",
      status: "sent",
    });
    // The sandbox's e-mail itself, as written to the outbox.
    expect(entries.find((entry) => entry.kind === "message")).toMatchObject({ recipient: "budi@mail.test" });
    // The refund comes after the failed delivery, the cancel with it.
    const kinds = entries.map((entry) => (entry.kind === "status" ? `status:${entry.to}` : entry.kind));
    expect(kinds.indexOf("status:delivery_failed")).toBeLessThan(kinds.indexOf("refund"));
  }, 60_000);

  it("refuses an id that is no order", async () => {
    expect(await shop.services.adminQueries.orderTimeline("not-an-id")).toEqual({
      ok: false,
      error: { code: "notFound" },
    });
    expect(await shop.services.adminQueries.orderTimeline("6f1c2d9e-0000-4000-8000-000000000999")).toEqual({
      ok: false,
      error: { code: "notFound" },
    });
  });
});
