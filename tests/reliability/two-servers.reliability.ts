import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectExactBooks, readBooks } from "./support/books";
import { playerId, signedInBuyer } from "./support/buyers";
import { shopClient, type ShopClient } from "./support/client";
import { startCluster, type Cluster } from "./support/cluster";
import { formatCount, recordFigures } from "./support/figures";

const ORDERS = 60;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two identical servers on one database, sharing the delivery queue, each receiving every payment
 * notification; one is killed in the middle of the deliveries and started again. Its deliveries are
 * taken over when its leases run out, never while it holds them: each effect happens once.
 */
describe("two servers on one database", () => {
  let cluster: Cluster;
  let client: ShopClient;

  beforeAll(async () => {
    // Each purchase stays pending at the supplier for 1.5 s: the kill lands in the middle of them.
    cluster = await startCluster({ servers: 2, env: { SUPPLIER_SANDBOX_DELAY_MS: "1500" } });
    client = shopClient(cluster);
  });
  afterAll(() => cluster.close());

  it("one killed and restarted during deliveries: every order delivered once, every effect once", async () => {
    const ids = await Promise.all(
      Array.from({ length: ORDERS }, async (_, index) => {
        const buyer = await signedInBuyer(cluster, `Two servers ${index}`);
        const created = await client.createOrder(
          {
            game: "free-fire",
            product: "ff-720",
            account: { playerId: playerId(8, index) },
            paymentMethod: index % 2 === 0 ? "card" : "qris",
            email: `two${index}@example.com`,
          },
          `two-servers-order-${index}`,
          buyer.auth,
        );
        const id = created.body.data!.id;
        const pay = await client.pay(id, index % 2 === 0);
        if (pay.body.redirectUrl) await client.payAtGateway(pay.body.redirectUrl);
        return id;
      }),
    );
    const pool = cluster.database.pool;
    const pendingAtSupplier = async () =>
      Number(
        (
          await pool.query<{ count: string }>(
            "SELECT count(*) AS count FROM sandbox_supplier_purchases WHERE status = 'pending'",
          )
        ).rows[0]!.count,
      );
    const deadline = Date.now() + 30_000;
    while ((await pendingAtSupplier()) < 5 && Date.now() < deadline) await pause(20);
    const inFlight = await pendingAtSupplier();
    const [first] = cluster.servers;
    await first!.kill();
    await pause(3_000);
    await first!.start();
    const outcomes = await Promise.all(ids.map((id) => client.waitFor(id, ["complete"])));
    expect(outcomes).toEqual(Array(ORDERS).fill("complete"));

    const perOrder = async (query: string) =>
      (await pool.query<{ n: string }>(query, [ids])).rows.map((row) => Number(row.n));
    const counts = {
      paid: await perOrder(
        "SELECT count(e.id) AS n FROM orders o LEFT JOIN order_events e ON e.order_id = o.id AND e.to_status = 'in_progress' WHERE o.id = ANY($1) GROUP BY o.id",
      ),
      complete: await perOrder(
        "SELECT count(e.id) AS n FROM orders o LEFT JOIN order_events e ON e.order_id = o.id AND e.to_status = 'complete' WHERE o.id = ANY($1) GROUP BY o.id",
      ),
      purchases: await perOrder(
        "SELECT count(p.reference) AS n FROM orders o LEFT JOIN sandbox_supplier_purchases p ON p.reference LIKE o.number || '-%' WHERE o.id = ANY($1) GROUP BY o.id",
      ),
      cashback: await perOrder(
        "SELECT count(t.id) AS n FROM orders o LEFT JOIN ledger_transactions t ON t.reference = 'order:' || o.id || ':cashback' WHERE o.id = ANY($1) GROUP BY o.id",
      ),
      receipts: await perOrder(
        "SELECT count(r.id) AS n FROM orders o LEFT JOIN receipts r ON r.order_id = o.id WHERE o.id = ANY($1) GROUP BY o.id",
      ),
    };
    for (const [effect, values] of Object.entries(counts))
      expect([effect, values]).toEqual([effect, Array(ORDERS).fill(1)]);
    const books = await readBooks(cluster);
    expect(books.returnedPayments).toBe(0);
    expectExactBooks(books);

    const doubles = Object.values(counts)
      .flat()
      .filter((n) => n !== 1).length;
    recordFigures(
      `two servers ${formatCount(ORDERS)} orders, one server killed with ${inFlight} purchases open at the supplier and restarted: ${doubles} double effects`,
    );
  });
});
