import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { money } from "../../core/money";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { ledgerAccounts, orderEvents, promoCodes, refunds } from "../db/schema";

/**
 * Money under requests that arrive at the same moment (decision 009's money rule): each test sends the
 * conflicting requests together, several times over, and checks the books afterwards.
 */
describe("money exactness when requests race", () => {
  let shop: CheckoutHarness;
  let keys = 0;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ delivery: { supplierDelayMs: 0 } });
  }, 60_000);
  afterAll(() => shop.close());

  const json = async <T>(response: Response) => (await response.json()) as T;

  async function createOrder(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await shop.post(
      "/orders",
      { confirmed: true, paymentMethod: "qris", ...body },
      { "idempotency-key": `race-${++keys}-${Date.now()}`, ...headers },
    );
    return { status: response.status, id: (await json<{ data?: { id: string } }>(response)).data?.id ?? "" };
  }

  const freeFire = (playerId: string, extra: Record<string, unknown> = {}) => ({
    game: "free-fire",
    product: "ff-140",
    account: { playerId },
    ...extra,
  });

  async function payByCard(id: string) {
    const paid = await shop.post(`/orders/public/${id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    expect((await json<{ result: string }>(paid)).result).toBe("paid");
  }

  it("one Idempotency-Key sent ten times at once, some with another body: one order, one event, the same answer to each like request", async () => {
    // Guest orders with nothing else to write: the pipelined insert (statement-pipeline.ts), where
    // several of these are in flight at once and the unique key decides between them.
    const key = `race-same-key-${Date.now()}`;
    const bodies = Array.from({ length: 10 }, (_, index) => freeFire(index % 3 === 2 ? "812345679" : "812345678"));
    const answers = await Promise.all(
      bodies.map((body) =>
        shop.post("/orders", { confirmed: true, paymentMethod: "qris", ...body }, { "idempotency-key": key }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    const ids = await Promise.all(
      answers.map(async (answer) => (await json<{ data?: { id: string } }>(answer)).data?.id),
    );
    const winner = ids[statuses.indexOf(201)]!;
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const orderRows = await shop.database.db.execute<{ id: string; account: unknown }>(
      sql`select id, account from orders where idempotency_key = ${key}`,
    );
    expect(orderRows.rows.map((row) => row.id)).toEqual([winner]);
    const winningPlayer = (orderRows.rows[0]!.account as { playerId: string }).playerId;
    // Every request with the winner's body got its order; every other body under the key was refused.
    bodies.forEach((body, index) => {
      if (body.account.playerId === winningPlayer) {
        expect([200, 201]).toContain(statuses[index]);
        expect(ids[index]).toBe(winner);
      } else expect(statuses[index]).toBe(422);
    });
    const created = await shop.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, winner));
    expect(created.map((event) => event.toStatus)).toEqual(["awaiting_payment"]);
  });

  it("a failed delivery refunded twice at the same moment (to the card and as gold) is refunded once", async () => {
    for (let trial = 0; trial < 6; trial += 1) {
      const buyer = await shop.signedInBuyer(`Refund race ${trial}`);
      const { id } = await createOrder(freeFire(`1234${trial}5555`, { paymentMethod: "card" }), buyer.auth);
      await payByCard(id);
      await until(async () => (await shop.orderRow(id)).status === "delivery_failed", 20_000);
      const order = await shop.orderRow(id);

      const answers = await Promise.all([
        shop.post(`/orders/public/${id}/refund`, { to: "payment" }, buyer.auth),
        shop.post(`/orders/public/${id}/refund`, { to: "gold" }, buyer.auth),
      ]);
      expect(answers.map((answer) => answer.status).every((status) => status < 500)).toBe(true);
      await until(async () => (await shop.orderRow(id)).status === "canceled", 10_000);

      const atGateway = await shop.midtrans.fetchStatus({ paymentId: `${order.number}-1` });
      const gold = (await shop.services.wallet.balances(buyer.userId, "IDR")).gold.amount;
      // The card payment had not settled yet: it comes back by being voided at the bank.
      const refundedToCard = atGateway?.status === "canceled";
      // Exactly one way back, and 100% of the total by it.
      expect([refundedToCard, gold > 0].filter(Boolean)).toHaveLength(1);
      expect(refundedToCard ? order.total : gold).toBe(order.total);
      const rows = await shop.database.db.select().from(refunds).where(eq(refunds.orderId, id));
      expect(rows).toHaveLength(1);
    }
  }, 120_000);

  it("Pay and a change of the write-off at the same moment never deliver an order for less than its total", async () => {
    for (let trial = 0; trial < 16; trial += 1) {
      const buyer = await shop.signedInBuyer(`Underpay race ${trial}`, { gold: 50_000 });
      const { id } = await createOrder(
        freeFire(`2234${String(trial).padStart(2, "0")}1234`, { product: "ff-720", useGold: 50_000 }),
        buyer.auth,
      );
      // The write-off goes first by 0 to 30 ms, so Pay lands at every point of its transaction.
      const writeOffSent = shop.post(`/orders/public/${id}/write-off`, { use: false }, buyer.auth);
      await new Promise((resolve) => setTimeout(resolve, trial * 2));
      const [pay, writeOff] = await Promise.all([shop.post(`/orders/public/${id}/pay`, {}), writeOffSent]);
      expect([pay.status, writeOff.status].every((status) => status < 500)).toBe(true);
      const redirect = await json<{ redirectUrl?: string }>(pay);
      if (!redirect.redirectUrl) continue;
      await shop.payAtGateway(redirect.redirectUrl);
      await until(async () => (await shop.attemptsOf(id)).some((attempt) => attempt.status !== "pending"), 10_000);
      await new Promise((resolve) => setTimeout(resolve, 200));

      const order = await shop.orderRow(id);
      const [attempt] = await shop.attemptsOf(id);
      if (order.status === "in_progress" || order.status === "complete") {
        // Delivered only when the money that arrived is the order's total.
        expect(attempt!.amount).toBe(order.total);
      } else {
        // Otherwise what arrived goes back to the buyer.
        await until(async () => (await shop.midtrans.fetchStatus({ paymentId: attempt!.id }))?.status === "refunded");
      }
    }
  }, 120_000);

  it("a second payment completed after the first one paid the order is refunded automatically", async () => {
    const { id } = await createOrder(freeFire("334455667"));
    const first = await json<{ redirectUrl: string }>(await shop.post(`/orders/public/${id}/pay`, {}));
    // Pay again while the first payment is still open at the provider; then both are completed.
    const second = await json<{ redirectUrl: string }>(await shop.post(`/orders/public/${id}/pay`, {}));
    await shop.payAtGateway(first.redirectUrl);
    await shop.payAtGateway(second.redirectUrl);
    const order = await shop.orderRow(id);
    // The gateway notifies each payment on its own, so either notification may reach the shop
    // first: whichever paid the order stays paid, the other comes back.
    const atGateway = () =>
      Promise.all([1, 2].map((attempt) => shop.midtrans.fetchStatus({ paymentId: `${order.number}-${attempt}` })));
    await until(async () => (await atGateway()).some((payment) => payment?.status === "refunded"));
    const statuses = await atGateway();
    expect(statuses.map((payment) => payment?.status).sort()).toEqual(["paid", "refunded"]);
    const kept = statuses.find((payment) => payment?.status === "paid");
    expect(kept?.amount).toEqual(money(order.total, "IDR"));
    expect((await shop.orderRow(id)).paidBy).toBe(kept?.paymentId);
    await until(async () => (await shop.orderRow(id)).status === "complete", 20_000);
    const paidEvents = await shop.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.toStatus, "in_progress")));
    expect(paidEvents).toHaveLength(1);
  }, 30_000);

  it("a write-off racing another order for the same balance answers with a message, never a 500, and never overdraws", async () => {
    for (let trial = 0; trial < 8; trial += 1) {
      const buyer = await shop.signedInBuyer(`Balance race ${trial}`, { gold: 50_000 });
      const { id } = await createOrder(freeFire(`4234${trial}1234`, { product: "ff-720" }), buyer.auth);
      const [toggle, other] = await Promise.all([
        shop.post(`/orders/public/${id}/write-off`, { use: true }, buyer.auth),
        shop.post(
          "/orders",
          freeFire(`5234${trial}1234`, { product: "ff-720", confirmed: true, paymentMethod: "qris", useGold: 50_000 }),
          { "idempotency-key": `race-other-${trial}-${Date.now()}`, ...buyer.auth },
        ),
      ]);
      for (const answer of [toggle, other]) {
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) expect((await json<{ message: string }>(answer)).message).toBeTruthy();
      }
      const balances = await shop.services.wallet.balances(buyer.userId, "IDR");
      expect(balances.gold.amount).toBeGreaterThanOrEqual(0);
      expect(balances.gold.amount + balances.goldHeld.amount).toBe(50_000);
    }
    const [negative] = await shop.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.owner} <> 'shop' AND ${ledgerAccounts.balance} < 0`);
    expect(negative!.count).toBe(0);
  }, 60_000);

  it("a stranger's unpaid order for someone's player ID does not stop that player's own weekly card", async () => {
    const account = { playerId: "778899001133" };
    const weekly = { game: "honor-of-kings", product: "hok-weekly-card", account };
    const stranger = await createOrder(weekly);
    expect(stranger.status).toBe(201);
    const own = await createOrder({ ...weekly, paymentMethod: "card" });
    expect(own.status).toBe(201);
    await payByCard(own.id);
    await until(async () => (await shop.orderRow(own.id)).status === "complete", 20_000);
  }, 30_000);

  it("five unpaid orders do not use up a promo code limited to five: a sixth buyer still gets it", async () => {
    await shop.database.db
      .insert(promoCodes)
      .values({ code: "LIMA5", kind: "percent", percentBps: 1_000, globalLimit: 5 });
    for (let index = 0; index < 5; index += 1) {
      expect((await createOrder(freeFire(`6634${index}1234`, { promoCode: "LIMA5" }))).status).toBe(201);
    }
    const sixth = await createOrder(freeFire("663491234", { promoCode: "LIMA5", paymentMethod: "card" }));
    expect(sixth.status).toBe(201);
    await payByCard(sixth.id);
    await until(async () => (await shop.orderRow(sixth.id)).status === "complete", 20_000);
    expect((await shop.orderRow(sixth.id)).promoDiscount).toBeGreaterThan(0);
  }, 30_000);
});
