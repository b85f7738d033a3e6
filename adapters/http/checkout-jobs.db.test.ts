import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerAnswers } from "../db/schema";
import { startCheckoutHarness, type CheckoutHarness } from "../../tests/support/checkout-harness";

/**
 * The background jobs meet every buyer's orders in one batch: an order one of them cannot settle
 * (whatever the reason) is logged and counted, and the batch goes on with everyone else's.
 */
describe("checkout jobs", () => {
  let shop: CheckoutHarness;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ notifications: { delayMs: 60_000 } });
  }, 60_000);
  afterAll(() => shop.close());

  /** An order holding gold whose hold the ledger no longer has: releasing or capturing it fails. */
  async function brokenOrder(name: string, playerId: string) {
    const buyer = await shop.signedInBuyer(name, { gold: 20_000 });
    const id = await order(playerId, buyer.auth);
    await shop.services.wallet.forfeitAll({ userId: buyer.userId, reference: `test:${buyer.userId}:broken` });
    return id;
  }

  async function order(playerId: string, auth: Record<string, string> = {}) {
    const created = await shop.post(
      "/orders",
      {
        game: "free-fire",
        product: "ff-720",
        account: { playerId },
        confirmed: true,
        paymentMethod: "qris",
        ...(Object.keys(auth).length > 0 ? { useGold: 10_000 } : {}),
      },
      { "idempotency-key": `jobs-${playerId}`, ...auth },
    );
    expect(created.status).toBe(201);
    return ((await created.json()) as { data: { id: string } }).data.id;
  }

  it("canceling expired orders goes past one it cannot cancel, and says which", async () => {
    const broken = await brokenOrder("Broken hold", "71000012");
    const healthy = [await order("71000112"), await order("71000212")];

    const result = await shop.services.paymentFlow.cancelExpired(new Date(Date.now() + 2 * 3_600_000));

    expect(result).toEqual({ done: 2, failed: 1 });
    for (const id of healthy) expect((await shop.orderRow(id)).status).toBe("canceled");
    expect((await shop.orderRow(broken)).status).toBe("awaiting_payment");
    const logged = shop.logLines.filter((line) => line.includes("could not cancel an expired order"));
    expect(logged.some((line) => line.includes(broken.slice(0, 8)))).toBe(true);
  });

  it("status checks of lost notifications go past one whose payment cannot be recorded", async () => {
    const broken = await brokenOrder("Broken payment", "72000012");
    const healthy = await order("72000112");
    // Both paid at the bank; the notifications are late (a minute), so only the status check hears.
    for (const id of [broken, healthy]) {
      const pay = (await (await shop.post(`/orders/public/${id}/pay`, {})).json()) as { redirectUrl: string };
      await shop.payAtGateway(pay.redirectUrl);
    }

    const result = await shop.services.paymentFlow.reconcile(new Date(Date.now() + 60_000));

    expect(result).toEqual({ done: 1, failed: 1 });
    expect((await shop.orderRow(healthy)).status).not.toBe("awaiting_payment");
    const logged = shop.logLines.filter((line) => line.includes("could not record a payment's status"));
    expect(logged.some((line) => line.includes(broken.slice(0, 8)))).toBe(true);
  });

  it("a payment asked about again and again keeps one answer until the answer changes", async () => {
    const id = await order("73000112");
    const pay = (await (await shop.post(`/orders/public/${id}/pay`, {})).json()) as { redirectUrl: string };
    // The buyer opens the bank's page and leaves: the payment waits there.
    await fetch(pay.redirectUrl);
    const statusAnswers = async () =>
      (
        await shop.database.db
          .select()
          .from(providerAnswers)
          .where(and(eq(providerAnswers.orderId, id), eq(providerAnswers.kind, "paymentStatus")))
          .orderBy(providerAnswers.id)
      ).map((row) => (row.answer as { transaction_status?: string }).transaction_status);
    const askLater = () => shop.services.paymentFlow.reconcile(new Date(Date.now() + 60_000));

    for (let poll = 0; poll < 3; poll += 1) await askLater();
    expect(await statusAnswers()).toEqual(["pending"]);

    await shop.payAtGateway(pay.redirectUrl);
    await askLater();
    await askLater();
    expect(await statusAnswers()).toEqual(["pending", "settlement"]);
  });
});
