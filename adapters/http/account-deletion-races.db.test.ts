import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCheckoutHarness, until, type CheckoutHarness } from "../../tests/support/checkout-harness";

/**
 * Deleting an account while its owner places and pays orders with their balances: whatever comes
 * first, no money is left stuck (a hold forfeited under an unpaid order, a payment kept with no
 * goods), no request answers 500, and the jobs that meet such an order keep working.
 */
describe("account deletion racing purchases", () => {
  let shop: CheckoutHarness;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ delivery: { supplierDelayMs: 0 } });
  }, 60_000);
  afterAll(() => shop.close());

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function buyAndPay(auth: Record<string, string>, trial: number) {
    const order = await shop.post(
      "/orders",
      {
        game: "free-fire",
        product: "ff-720",
        account: { playerId: `61${String(trial).padStart(6, "0")}12` },
        confirmed: true,
        paymentMethod: "qris",
        useGold: 10_000,
      },
      { "idempotency-key": `deletion-race-${trial}-${Date.now()}`, ...auth },
    );
    const created = (await order.json()) as { data?: { id: string } };
    if (!created.data) return { statuses: [order.status] };
    const pay = await shop.post(`/orders/public/${created.data.id}/pay`, {});
    const paid = (await pay.json()) as { redirectUrl?: string };
    if (paid.redirectUrl) await shop.payAtGateway(paid.redirectUrl);
    return { statuses: [order.status, pay.status], orderId: created.data.id, paidAtBank: Boolean(paid.redirectUrl) };
  }

  it("an order placed or paid while its account is deleted ends as goods or as money back, never stuck", async () => {
    const outcomes: { statuses: number[]; orderId?: string; paidAtBank?: boolean }[] = [];
    for (let trial = 0; trial < 20; trial += 1) {
      const buyer = await shop.signedInBuyer(`Deleted while buying ${trial}`, { gold: 30_000 });
      const [bought, deleted] = await Promise.all([
        buyAndPay(buyer.auth, trial),
        (async () => {
          await pause((trial * 7) % 40);
          return shop.services.auth.deleteAccount(buyer.userId);
        })(),
      ]);
      expect(deleted).toEqual({ ok: true });
      outcomes.push(bought);
      // The deleted account keeps nothing: no balance, no hold under an order it can no longer see.
      const left = await shop.database.db.execute<{ balance: string }>(
        sql`SELECT balance FROM ledger_accounts WHERE owner = ${buyer.userId} AND balance <> 0`,
      );
      expect(left.rows).toEqual([]);
    }
    expect(outcomes.flatMap((outcome) => outcome.statuses).filter((status) => status >= 500)).toEqual([]);

    // Every payment the bank took is heard of: the order went to delivery, or the money goes back.
    for (const { orderId, paidAtBank } of outcomes) {
      if (!orderId || !paidAtBank) continue;
      await until(async () => {
        const [attempt] = await shop.attemptsOf(orderId);
        return attempt?.status !== "pending";
      });
      const order = await shop.orderRow(orderId);
      const [attempt] = await shop.attemptsOf(orderId);
      const returned = await shop.database.db.execute<{ amount: string }>(
        sql`SELECT amount FROM refunds WHERE payment_id = ${attempt!.id} AND kind = 'surplus'`,
      );
      const paidFor = ["in_progress", "complete"].includes(order.status) && order.paidBy === attempt!.id;
      expect({ order: order.status, paidFor, returned: returned.rows.map((row) => Number(row.amount)) }).toEqual(
        paidFor
          ? { order: order.status, paidFor, returned: [] }
          : { order: "canceled", paidFor, returned: [attempt!.amount] },
      );
    }
    // No order of a deleted account is left waiting for a payment its holds no longer back.
    const waiting = await shop.database.db.execute<{ id: string }>(
      sql`SELECT id FROM orders WHERE user_id IS NULL AND gold_used > 0 AND status IN ('awaiting_payment', 'payment_failed')`,
    );
    expect(waiting.rows).toEqual([]);

    // The jobs that meet these orders run through them without failing.
    const later = new Date(Date.now() + 3 * 3_600_000);
    expect((await shop.services.paymentFlow.cancelExpired(later)).failed).toBe(0);
    expect((await shop.services.paymentFlow.reconcile(later)).failed).toBe(0);
    expect((await shop.services.refunds.runDue()).failed).toBe(0);
    const unbalanced = await shop.database.db.execute(
      sql`SELECT e.transaction_id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
          GROUP BY e.transaction_id, a.currency HAVING sum(e.amount) <> 0`,
    );
    expect(unbalanced.rows).toEqual([]);
  }, 120_000);

  it("signing out or linking a method while buying with gold answers cleanly and keeps every balance whole", async () => {
    for (let trial = 0; trial < 12; trial += 1) {
      const buyer = await shop.signedInBuyer(`Switching while buying ${trial}`, { gold: 30_000 });
      const token = buyer.auth.authorization.replace("Bearer ", "");
      const [order, , again] = await Promise.all([
        shop.post(
          "/orders",
          {
            game: "free-fire",
            product: "ff-720",
            account: { playerId: `62${String(trial).padStart(6, "0")}12` },
            confirmed: true,
            paymentMethod: "qris",
            useGold: 10_000,
          },
          { "idempotency-key": `switch-race-${trial}-${Date.now()}`, ...buyer.auth },
        ),
        trial % 2 === 0
          ? shop.post("/auth/logout", {}, buyer.auth)
          : shop.services.auth.completeSignIn(
              { provider: "test", subject: `switch-${trial}`, displayName: "Other", email: null },
              token,
            ),
        shop.post(
          "/orders",
          {
            game: "free-fire",
            product: "ff-720",
            account: { playerId: `63${String(trial).padStart(6, "0")}12` },
            confirmed: true,
            paymentMethod: "qris",
            useGold: 10_000,
          },
          { "idempotency-key": `switch-race-again-${trial}-${Date.now()}`, ...buyer.auth },
        ),
      ]);
      for (const answer of [order, again]) expect([201, 401]).toContain(answer.status);
      const balances = await shop.services.wallet.balances(buyer.userId, "IDR");
      const held = await shop.database.db.execute<{ held: string }>(
        sql`SELECT coalesce(sum(gold_used), 0) AS held FROM orders WHERE user_id = ${buyer.userId}`,
      );
      expect(balances.goldHeld.amount).toBe(Number(held.rows[0]!.held));
      expect(balances.gold.amount + balances.goldHeld.amount).toBe(30_000);
    }
  }, 60_000);
});
