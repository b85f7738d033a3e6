import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderEvents } from "../../adapters/db/schema";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { clickShop } from "../support/click-shop";

/**
 * Click's calls for one order arriving at the same moment, as they do when Click retries a call whose
 * answer was lost while the first is still being answered (decision 024). Whatever the interleaving,
 * the order keeps at most one transaction able to confirm, and is paid once.
 */
describe("Click calls at the same moment, and again after a crash", () => {
  let shop: CheckoutHarness;
  let clickIds = 4_200_000_000;
  const click = clickShop(() => shop, "61240");
  const nextId = () => String(++clickIds);

  beforeAll(async () => {
    shop = await startCheckoutHarness({ delivery: { supplierDelayMs: 0 } });
  }, 60_000);
  afterAll(() => shop.close());

  const paidEvents = async (orderId: string) =>
    (await shop.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).filter(
      (event) => event.toStatus === "in_progress",
    );

  it("two new Prepares at once leave one transaction open, and only it confirms the order", async () => {
    const order = await click.order();
    const amount = `${order.total}.00`;
    const ids = [nextId(), nextId()];
    const answers = await Promise.all(
      ids.map((clickTransId) => click.call("prepare", { clickTransId, paymentId: order.paymentId, amount })),
    );
    // Each is either taken (and may be replaced by the other) or refused with a code Click documents.
    for (const [index, answer] of answers.entries()) {
      expect([0, -7]).toContain(answer.error);
      if (answer.error === 0) expect(answer.merchant_prepare_id).toBe(Number(ids[index]));
    }
    expect(answers.some((answer) => answer.error === 0)).toBe(true);
    const open = (await click.transactionsOf(order.paymentId)).filter((row) => row.state === 1);
    expect(open).toHaveLength(1);
    const live = open[0]!.transactionId;
    const other = ids.find((id) => id !== live)!;

    const [confirmed, refused] = await Promise.all([
      click.call("complete", { clickTransId: live, paymentId: order.paymentId, amount }),
      click.call("complete", { clickTransId: other, paymentId: order.paymentId, amount }),
    ]);
    expect(confirmed).toMatchObject({ error: 0, merchant_confirm_id: Number(live) });
    expect([-9, -4, -6]).toContain(refused.error);
    expect(await paidEvents(order.id)).toHaveLength(1);
  }, 30_000);

  it("the same Prepare twice at once is one transaction, answered alike", async () => {
    const order = await click.order();
    const amount = `${order.total}.00`;
    const clickTransId = nextId();
    const answers = await Promise.all(
      [1, 2].map(() => click.call("prepare", { clickTransId, paymentId: order.paymentId, amount })),
    );
    expect(answers).toEqual([
      expect.objectContaining({ error: 0, merchant_prepare_id: Number(clickTransId) }),
      expect.objectContaining({ error: 0, merchant_prepare_id: Number(clickTransId) }),
    ]);
    expect(await click.transactionsOf(order.paymentId)).toHaveLength(1);
    expect(await click.call("complete", { clickTransId, paymentId: order.paymentId, amount })).toMatchObject({
      error: 0,
    });
    expect(await paidEvents(order.id)).toHaveLength(1);
  }, 30_000);

  // A server killed between marking the transaction confirmed and paying the order leaves exactly
  // this: Click had no answer, so it calls Complete again.
  it("a crash between the transaction's mark and the payment is healed by Click's retry, paid once", async () => {
    const order = await click.order();
    const amount = `${order.total}.00`;
    const clickTransId = nextId();
    await click.call("prepare", { clickTransId, paymentId: order.paymentId, amount });
    expect(await shop.services.providerTransactions.transition("click", clickTransId, 1, 2)).toBeTruthy();
    expect((await shop.orderRow(order.id)).status).toBe("awaiting_payment");

    const retried = await Promise.all(
      [1, 2].map(() => click.call("complete", { clickTransId, paymentId: order.paymentId, amount })),
    );
    expect(retried.map((answer) => answer.error)).toEqual([-4, -4]);
    expect((await shop.orderRow(order.id)).status).not.toBe("awaiting_payment");
    expect(await paidEvents(order.id)).toHaveLength(1);
    expect((await shop.attemptsOf(order.id)).map((attempt) => attempt.status)).toEqual(["paid"]);
  }, 30_000);
});
