import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { money } from "../../core/money";
import { createWallet } from "../../core/wallet/wallet";
import { createLedgerStore } from "../../adapters/db/wallet/ledger-store";
import { promoCodes } from "../../adapters/db/schema";
import { expectExactBooks, readBooks } from "./support/books";
import { failingPlayerId, playerId, signedInBuyer } from "./support/buyers";
import { shopClient, type ShopClient } from "./support/client";
import { startCluster, type Cluster } from "./support/cluster";
import { formatCount, recordFigures } from "./support/figures";

/**
 * Conflicting requests at the same moment, spread by nginx over two servers on one
 * database (the money rule of decision 009). Each trial is one race; it is exact when the books say what
 * one-at-a-time requests would have made them say.
 */
describe("races on two servers", () => {
  let cluster: Cluster;
  let client: ShopClient;
  const trials = { run: 0, exact: 0 };
  const tally = (exact: boolean) => {
    trials.run += 1;
    if (exact) trials.exact += 1;
  };

  beforeAll(async () => {
    cluster = await startCluster({ servers: 2 });
    client = shopClient(cluster);
  });
  afterAll(async () => {
    const books = await readBooks(cluster);
    // Which money went back and why, over the whole run: a run that returns more than its
    // scenarios explain shows here.
    const back = await cluster.database.pool.query<{ kind: string; reason: string; status: string; count: string }>(
      "SELECT kind, reason, status, count(*) FROM refunds GROUP BY 1, 2, 3 ORDER BY 1, 2, 3",
    );
    const refunds = back.rows.map((row) => `${row.kind} ${row.reason} ${row.status} ${row.count}`).join(", ");
    recordFigures(
      `races ${formatCount(trials.exact)}/${formatCount(trials.run)} exact; ledger: ${formatCount(books.ledgerTransactions)} transactions, ${books.unbalancedTransactions} unbalanced, ${books.overdrawnAccounts} overdrawn; ${books.underpaidDeliveries} underpaid deliveries, ${books.doubleRefunds} double refunds; refunds: ${refunds}`,
    );
    await cluster.close();
  });

  const freeFire = (id: string, extra: Record<string, unknown> = {}) => ({
    game: "free-fire",
    product: "ff-720",
    account: { playerId: id },
    paymentMethod: "qris",
    ...extra,
  });

  it("200 orders at once against one balance: it is spent exactly once, never overdrawn", async () => {
    const buyer = await signedInBuyer(cluster, "One balance", 50 * 20_000);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        client.createOrder(freeFire(playerId(1, index), { useGold: 20_000 }), `balance-order-${index}`, buyer.auth),
      ),
    );
    const balances = await createWallet(createLedgerStore(cluster.database.db)).balances(buyer.userId, "IDR");
    const { rows } = await cluster.database.pool.query<{ gold_used: string }>(
      "SELECT gold_used FROM orders WHERE user_id = $1",
      [buyer.userId],
    );
    const held = rows.map((row) => Number(row.gold_used)).filter((amount) => amount > 0);
    // "Use up to Rp 20.000 of gold": 50 orders hold it; the others found it spent (their quote or
    // their hold) and were refused, or went on without it when the quote already saw none left.
    for (const answer of answers) tally(answer.status === 201 || answer.status === 409);
    expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 409)).toEqual([]);
    expect(held).toEqual(Array(50).fill(20_000));
    expect(balances.gold).toEqual(money(0, "IDR"));
    expect(balances.goldHeld).toEqual(money(50 * 20_000, "IDR"));
  });

  it("the last use of a promo code, 200 orders paid at once: one delivered, 199 refunded in full", async () => {
    await cluster.database.db
      .insert(promoCodes)
      .values({ code: "TERAKHIR", kind: "percent", percentBps: 500, globalLimit: 1 });
    const orders = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        client.createOrder(
          freeFire(playerId(2, index), { promoCode: "TERAKHIR", paymentMethod: "card" }),
          `promo-order-${index}`,
        ),
      ),
    );
    expect(orders.filter((answer) => answer.status !== 201)).toEqual([]);
    const ids = orders.map((answer) => answer.body.data!.id);
    await Promise.all(ids.map((id) => client.pay(id, true)));
    const outcomes = await Promise.all(ids.map((id) => client.waitFor(id, ["complete", "canceled"])));
    const [promo] = await cluster.database.db.select().from(promoCodes).where(eq(promoCodes.code, "TERAKHIR"));
    for (const outcome of outcomes) tally(outcome === "complete" || outcome === "canceled");
    expect(outcomes.filter((outcome) => outcome === "complete")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "canceled")).toHaveLength(199);
    expect(promo!.redemptions).toBe(1);
  });

  it("Pay and a write-off change at the same moment, 100 times: never delivered for less than the total", async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, async (_, index) => {
        const buyer = await signedInBuyer(cluster, `Write-off ${index}`, 50_000);
        const created = await client.createOrder(
          freeFire(playerId(3, index), { useGold: 50_000 }),
          `writeoff-order-${index}`,
          buyer.auth,
        );
        const id = created.body.data!.id;
        const [pay, writeOff] = await Promise.all([
          client.pay(id, false),
          client.call("POST", `/orders/public/${id}/write-off`, { use: false }, buyer.auth),
        ]);
        if (!pay.body.redirectUrl) return false;
        await client.payAtGateway(pay.body.redirectUrl);
        // Whichever came first, the payment is for the total as it then stood: the order completes.
        return pay.status < 500 && writeOff.status < 500 && (await client.waitFor(id, ["complete"])) === "complete";
      }),
    );
    // Every order that was paid and delivered was paid exactly its total (the books check each).
    const books = await readBooks(cluster);
    for (const ok of results) tally(ok && books.underpaidDeliveries === 0);
    expect(books.underpaidDeliveries).toBe(0);
    expect(results.every(Boolean)).toBe(true);
  });

  it("Pay and a change of payment method at the same moment, 100 times: paid by the order's method, for its total", async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, async (_, index) => {
        // Half the orders are placed in English read in Indonesia (/en-id): the same market, the
        // same methods; another market's method (СБП) is refused in the same moment and changes nothing.
        const locale = index % 2 === 0 ? "id" : "en-id";
        const created = await client.createOrder(freeFire(playerId(7, index)), `method-order-${index}`, { locale });
        const id = created.body.data!.id;
        const [pay, change, foreign] = await Promise.all([
          client.pay(id, false),
          client.call("POST", `/orders/public/${id}/payment-method`, { method: "gopay" }),
          client.call("POST", `/orders/public/${id}/payment-method`, { method: "sbp" }),
        ]);
        if (!pay.body.redirectUrl) return { id, ok: false };
        await client.payAtGateway(pay.body.redirectUrl);
        const ok =
          pay.status < 500 &&
          change.status < 500 &&
          foreign.status >= 400 &&
          foreign.status < 500 &&
          (await client.waitFor(id, ["complete"])) === "complete";
        return { id, ok };
      }),
    );
    // The attempt that paid was made by the method the order now has, for the total that method makes.
    const mismatched = await cluster.database.pool.query<{ id: string }>(
      `SELECT o.id FROM orders o JOIN payments p ON p.id = o.paid_by
       WHERE o.id = ANY($1) AND (p.method <> o.payment_method OR p.amount <> o.total)`,
      [results.map((result) => result.id)],
    );
    const books = await readBooks(cluster);
    for (const result of results) tally(result.ok && books.underpaidDeliveries === 0);
    expect(mismatched.rows).toEqual([]);
    // Both locales' orders are rupiah orders, paid by an Indonesian method.
    const markets = await cluster.database.pool.query<{ locale: string; currency: string; payment_method: string }>(
      "SELECT DISTINCT locale, currency, payment_method FROM orders WHERE id = ANY($1) ORDER BY 1, 3",
      [results.map((result) => result.id)],
    );
    expect(markets.rows.every((row) => row.currency === "IDR" && ["qris", "gopay"].includes(row.payment_method))).toBe(
      true,
    );
    expect(new Set(markets.rows.map((row) => row.locale))).toEqual(new Set(["id", "en-id"]));
    expect(books.underpaidDeliveries).toBe(0);
    expect(results.every((result) => result.ok)).toBe(true);
  });

  it("a refund to the card and a refund as gold at the same moment, 100 times: one way back each", async () => {
    const ids = await Promise.all(
      Array.from({ length: 100 }, async (_, index) => {
        const buyer = await signedInBuyer(cluster, `Refund ${index}`);
        const created = await client.createOrder(
          freeFire(failingPlayerId(4, index), { paymentMethod: "card" }),
          `refund-order-${index}`,
          buyer.auth,
        );
        const id = created.body.data!.id;
        await client.pay(id, true);
        expect(await client.waitFor(id, ["delivery_failed"])).toBe("delivery_failed");
        await Promise.all([client.refund(id, "payment", buyer.auth), client.refund(id, "gold", buyer.auth)]);
        return id;
      }),
    );
    const outcomes = await Promise.all(ids.map((id) => client.waitFor(id, ["canceled"])));
    const books = await readBooks(cluster);
    for (const outcome of outcomes) tally(outcome === "canceled" && books.doubleRefunds === 0);
    expect(books.doubleRefunds).toBe(0);
    expect(outcomes.every((outcome) => outcome === "canceled")).toBe(true);
  });

  it("Pay again while the first payment is open, both then paid, 100 times: one delivery, the other payment returned", async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, async (_, index) => {
        const created = await client.createOrder(freeFire(playerId(5, index)), `twice-order-${index}`);
        const id = created.body.data!.id;
        const first = await client.pay(id, false);
        const second = await client.pay(id, false);
        const pages = [first.body.redirectUrl!, second.body.redirectUrl!];
        // The late first payment lands before or after the second one.
        if (index % 2 === 1) pages.reverse();
        for (const page of pages) await client.payAtGateway(page);
        return { id, status: await client.waitFor(id, ["complete"]) };
      }),
    );
    // Every second payment goes back on its own: wait for the refund job where the bank was slow.
    const deadline = Date.now() + 60_000;
    let books = await readBooks(cluster);
    while (books.openRefunds > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      books = await readBooks(cluster);
    }
    for (const result of results) tally(result.status === "complete");
    expect(results.every((result) => result.status === "complete")).toBe(true);
    // The whole run's books first (no money twice, every rupiah delivered or back), then this
    // scenario's own orders: each had exactly one payment returned. (The run's other scenarios may
    // return late payments of their own; they are theirs to count.)
    expectExactBooks(books);
    const returned = await cluster.database.pool.query<{ order_id: string; count: string }>(
      "SELECT order_id, count(*) FROM refunds WHERE kind = 'surplus' AND status = 'done' AND order_id = ANY($1) GROUP BY order_id",
      [results.map((result) => result.id)],
    );
    expect(returned.rows).toHaveLength(100);
    expect(returned.rows.filter((row) => Number(row.count) !== 1)).toEqual([]);
  });

  it("an account deleted while its owner buys and pays with gold, 100 times: no money stuck, no job left failing", async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, async (_, index) => {
        const buyer = await signedInBuyer(cluster, `Leaving ${index}`, 20_000);
        const token = buyer.auth.authorization.replace("Bearer ", "");
        // The owner deletes the account from its page at one of four moments of the purchase, racing
        // the step it meets: the order, Pay, the payment at the bank, the delivery of a paid order.
        const phase = index % 4;
        let deletion: Promise<number> | undefined;
        const deleteAt = (moment: number) => {
          if (moment === phase)
            deletion = fetch(`${cluster.nginx.url}/delete-personal`, {
              method: "POST",
              redirect: "manual",
              headers: {
                "content-type": "application/x-www-form-urlencoded",
                cookie: `access_token=${token}`,
                origin: cluster.nginx.url,
              },
              body: "confirm=yes",
            }).then((answer) => answer.status);
        };
        const bought = await (async () => {
          deleteAt(0);
          const created = await client.createOrder(
            freeFire(playerId(8, index), { useGold: 10_000 }),
            `leaving-order-${index}`,
            buyer.auth,
          );
          if (created.status !== 201) return { statuses: [created.status] };
          deleteAt(1);
          const pay = await client.pay(created.body.data!.id, false);
          deleteAt(2);
          if (pay.body.redirectUrl) await client.payAtGateway(pay.body.redirectUrl);
          await client.waitFor(created.body.data!.id, ["in_progress", "complete", "canceled"], 30_000);
          deleteAt(3);
          return { statuses: [created.status, pay.status], id: created.body.data!.id };
        })();
        if (!deletion) deleteAt(phase);
        const deleted = await (deletion ?? Promise.resolve(0));
        return { ...bought, deleted, userId: buyer.userId };
      }),
    );
    // Every payment the bank took is heard of; every order ends as goods or as money back.
    const ids = results.flatMap((result) => (result.id ? [result.id] : []));
    const pool = cluster.database.pool;
    const deadline = Date.now() + 60_000;
    const open = async () =>
      Number(
        (
          await pool.query<{ count: string }>(
            "SELECT count(*) FROM payments WHERE order_id = ANY($1) AND status = 'pending'",
            [ids],
          )
        ).rows[0]!.count,
      );
    let books = await readBooks(cluster);
    while (((await open()) > 0 || books.openRefunds > 0 || books.unheardPayments > 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      books = await readBooks(cluster);
    }
    const stuck = await pool.query<{ id: string }>(
      "SELECT id FROM orders WHERE id = ANY($1) AND status IN ('awaiting_payment', 'payment_failed') AND user_id IS NULL",
      [ids],
    );
    const leftInLedger = await pool.query<{ owner: string }>(
      "SELECT owner FROM ledger_accounts WHERE owner = ANY($1) AND balance <> 0",
      [results.map((result) => result.userId)],
    );
    const jobFailures = cluster.servers
      .flatMap((server) => server.output().split("\n"))
      .filter((line) => /could not (cancel|record|ask)|checkout job failed/.test(line));
    const statuses = results.flatMap((result) => [...result.statuses, result.deleted]);
    for (const result of results) tally(result.deleted === 200 && [...result.statuses].every((status) => status < 500));
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(results.map((result) => result.deleted).filter((status) => status !== 200)).toEqual([]);
    expect({ stuck: stuck.rows, leftInLedger: leftInLedger.rows, jobFailures }).toEqual({
      stuck: [],
      leftInLedger: [],
      jobFailures: [],
    });
    expectExactBooks(books);
  });
});
