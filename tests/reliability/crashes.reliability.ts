import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney, money } from "../../core/money";
import { expectExactBooks, readBooks } from "./support/books";
import { failingPlayerId, playerId } from "./support/buyers";
import { shopClient, type ShopClient } from "./support/client";
import { startCluster, type Cluster } from "./support/cluster";
import { formatCount, recordFigures } from "./support/figures";

const PURCHASES = 100;
const AT_ONCE = 20;
const KILLS = 12;
const SEED = 20_261_123;

/** A small seeded generator: the kills land at the same moments when the test is run again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * 100 purchases (one in five to a game account the supplier cannot deliver to, so it is refunded),
 * twenty at a time, while the server is killed with SIGKILL at twelve random moments and started
 * again each time. The
 * buyer's browser does what a browser does: sends again what failed without an answer. At the end
 * every order is complete or canceled with its money back, and the bank's books reconcile to the unit.
 */
describe("crashes: SIGKILL at random points of 100 purchases", () => {
  let cluster: Cluster;
  let client: ShopClient;

  beforeAll(async () => {
    cluster = await startCluster({ servers: 1, env: { SUPPLIER_SANDBOX_DELAY_MS: "800" } });
    client = shopClient(cluster);
  });
  afterAll(() => cluster.close());

  it("every order ends complete or refunded; money in = delivered + refunded, to the unit", async () => {
    const inFlight = { creation: 0, payment: 0, refund: 0 };
    const hit = { creation: 0, payment: 0, delivery: 0, refund: 0 };
    const tracked = async <T>(phase: keyof typeof inFlight, work: () => Promise<T>): Promise<T> => {
      inFlight[phase] += 1;
      try {
        return await work();
      } finally {
        inFlight[phase] -= 1;
      }
    };

    const purchase = async (index: number): Promise<{ id: string; status: string }> => {
      const failing = index % 5 === 0;
      const card = index % 2 === 0;
      const account = { playerId: failing ? failingPlayerId(6, index) : playerId(6, index) };
      const created = await tracked("creation", () =>
        client.createOrder(
          { game: "free-fire", product: "ff-140", account, paymentMethod: card ? "card" : "qris" },
          `crash-order-${index}`,
        ),
      );
      const id = created.body.data!.id;
      // Pay until the order is paid: a Pay whose answer was lost is sent again (a new attempt).
      for (let tries = 0; tries < 20; tries += 1) {
        const status = (await client.status(id)).status;
        if (status !== "awaiting_payment" && status !== "payment_failed") break;
        const pay = await tracked("payment", () => client.pay(id, card));
        if (pay.body.redirectUrl) await client.payAtGateway(pay.body.redirectUrl);
        if ((await client.waitFor(id, ["in_progress", "complete", "delivery_failed"], 10_000)) !== "awaiting_payment")
          break;
      }
      const settled = await client.waitFor(id, ["complete", "delivery_failed", "canceled"], 180_000);
      if (settled !== "delivery_failed") return { id, status: settled };
      await tracked("refund", () => client.refund(id, "payment"));
      return { id, status: await client.waitFor(id, ["canceled"], 180_000) };
    };

    // The buyers: ten at a time, each going through a purchase from start to end.
    let next = 0;
    const results: { id: string; status: string }[] = [];
    const buyers = Array.from({ length: AT_ONCE }, async () => {
      while (next < PURCHASES) {
        const index = next;
        next += 1;
        results.push(await purchase(index));
      }
    });
    let buying = true;
    const done = Promise.all(buyers).finally(() => (buying = false));

    // The killer: twelve SIGKILLs, each aimed at a phase in turn (creation, payment, delivery,
    // refund): it waits until something of that phase is under way, then strikes 0 to 30 ms later.
    const draw = random(SEED);
    const phases = ["creation", "payment", "delivery", "refund"] as const;
    const openDeliveries = async () =>
      Number(
        (
          await cluster.database.pool.query<{ count: string }>(
            "SELECT count(*) AS count FROM deliveries WHERE status IN ('queued', 'pending')",
          )
        ).rows[0]!.count,
      );
    const pendingRefunds = async () =>
      Number(
        (
          await cluster.database.pool.query<{ count: string }>(
            "SELECT count(*) AS count FROM refunds WHERE status = 'pending'",
          )
        ).rows[0]!.count,
      );
    const underWay = async (phase: (typeof phases)[number]) =>
      phase === "delivery"
        ? (await openDeliveries()) > 0
        : inFlight[phase] > 0 || (phase === "refund" && (await pendingRefunds()) > 0);
    let kills = 0;
    const server = cluster.servers[0]!;
    const restarts: number[] = [];
    while (buying && kills < KILLS) {
      const phase = phases[kills % phases.length]!;
      const waitUntil = Date.now() + 20_000;
      while (buying && Date.now() < waitUntil && !(await underWay(phase))) await pause(10);
      if (!buying) break;
      await pause(draw() * 30);
      hit.creation += inFlight.creation;
      hit.payment += inFlight.payment;
      hit.delivery += await openDeliveries();
      hit.refund += Math.max(inFlight.refund, await pendingRefunds());
      await server.kill();
      kills += 1;
      const started = Date.now();
      await server.start();
      restarts.push(Date.now() - started);
      // Let the buyers get going again before the next strike.
      await pause(500 + draw() * 1_500);
    }
    await done;

    // Whatever the job still owes (a refund whose answer was lost) settles by itself.
    const deadline = Date.now() + 120_000;
    let books = await readBooks(cluster);
    const settling = () =>
      books.openRefunds > 0 || books.unheardPayments > 0 || (books.ordersByStatus.in_progress ?? 0) > 0;
    while (settling() && Date.now() < deadline) {
      await pause(1_000);
      books = await readBooks(cluster);
    }
    const complete = results.filter((result) => result.status === "complete").length;
    const refunded = results.filter((result) => result.status === "canceled").length;
    expect(results).toHaveLength(PURCHASES);
    expect(complete + refunded).toBe(PURCHASES);
    expect(refunded).toBe(PURCHASES / 5);
    expect(books.ordersByStatus).toEqual({ complete, canceled: refunded });
    expectExactBooks(books);
    // One purchase at the supplier per delivered order, whatever the restarts.
    const { rows } = await cluster.database.pool.query<{ count: string }>(
      `SELECT count(*) FROM sandbox_supplier_purchases p JOIN orders o ON p.reference = o.number || '-1'
       WHERE o.status = 'complete' AND p.status = 'success'`,
    );
    expect(Number(rows[0]!.count)).toBe(complete);
    expect(kills).toBe(KILLS);

    const rupiah = (amount: number) => formatMoney(money(amount, "IDR"), "id-ID");
    const restart = Math.round(restarts.reduce((sum, ms) => sum + ms, 0) / restarts.length);
    recordFigures(
      `crashes ${formatCount(PURCHASES)} purchases, ${kills} SIGKILLs in the middle of ${hit.creation} creations, ${hit.payment} payments, ${hit.delivery} deliveries, ${hit.refund} refunds (back up in ${restart} ms on average), 0 lost: ${complete} complete, ${refunded} refunded; money in ${rupiah(books.moneyIn)} = delivered ${rupiah(books.delivered)} + refunded ${rupiah(books.refundedAtBank + books.refundedAsGold)}`,
    );
  });
});
