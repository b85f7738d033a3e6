import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandboxApigames, type SandboxApigames } from "../../adapters/supplier/sandbox-apigames/face";
import { startFakeDigiflazz, type FakeDigiflazz, type FakeOutcome } from "../fakes/digiflazz";
import { expectExactBooks, readBooks } from "./support/books";
import { playerId } from "./support/buyers";
import { shopClient, type ShopClient } from "./support/client";
import { startCluster, type Cluster } from "./support/cluster";
import { formatCount, recordFigures } from "./support/figures";

const DIGIFLAZZ = {
  username: "kupireliability",
  apiKey: "reliability-digiflazz-key",
  webhookSecret: "reliability-hook",
};
const APIGAMES = { merchantId: "M261129RELIABLE", secretKey: "reliability-apigames-secret" };
const ORDERS = 200;

async function until(done: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A sale day with two suppliers (decision 049): two servers deliver Free Fire 140 through Digiflazz
 * first (a fake of its API) and Apigames second (the sandbox's face). With the orders in flight,
 * Digiflazz starts failing every purchase, then its deposit runs out. Every order must end delivered
 * by Apigames or refunded, no unit bought twice, the books exact, and the operators told once per
 * incident rather than once per order.
 */
describe("a sale day when the first supplier fails", () => {
  let digiflazz: FakeDigiflazz;
  let apigames: SandboxApigames;
  let cluster: Cluster;
  let client: ShopClient;
  let phase: "healthy" | "failing" | "broke" = "healthy";

  beforeAll(async () => {
    digiflazz = await startFakeDigiflazz({
      ...DIGIFLAZZ,
      behaviour: (request): FakeOutcome | undefined =>
        request.path.endsWith("/transaction") && phase === "failing" ? { status: "Gagal", rc: "02" } : undefined,
    });
    apigames = await startSandboxApigames({ ...APIGAMES, port: 0, host: "127.0.0.1", delayMs: 500 });
    cluster = await startCluster({
      servers: 2,
      env: {
        SUPPLIERS: "digiflazz,apigames",
        DIGIFLAZZ_URL: digiflazz.url,
        DIGIFLAZZ_USERNAME: DIGIFLAZZ.username,
        DIGIFLAZZ_API_KEY: DIGIFLAZZ.apiKey,
        DIGIFLAZZ_WEBHOOK_SECRET: DIGIFLAZZ.webhookSecret,
        APIGAMES_URL: apigames.url,
        APIGAMES_MERCHANT_ID: APIGAMES.merchantId,
        APIGAMES_SECRET_KEY: APIGAMES.secretKey,
      },
    });
    // The operator's offers: Digiflazz's code from its price list, Apigames' face sells our SKU.
    await cluster.database.pool.query(
      `INSERT INTO supplier_offers (product_sku, supplier, supplier_sku, cost_idr, rank)
       VALUES ('ff-140', 'digiflazz', 'FF140', 18000, 0), ('ff-140', 'apigames', 'ff-140', 10000, 1)`,
    );
    client = shopClient(cluster);
  });
  afterAll(async () => {
    await cluster?.close();
    await digiflazz?.close();
    await apigames?.close();
  });

  it(`${ORDERS} orders in flight: delivered by the second supplier, none twice, books exact, one alert per incident`, async () => {
    const ids: string[] = [];
    const numbers = new Map<string, string>();
    const buy = async (index: number) => {
      const created = await client.createOrder(
        { game: "free-fire", product: "ff-140", account: { playerId: playerId(7, index) }, paymentMethod: "card" },
        `suppliers-${index}`,
      );
      const order = created.body.data!;
      numbers.set(order.id, order.number);
      ids.push(order.id);
      await client.pay(order.id, true);
    };
    // A third of the orders while Digiflazz is healthy, a third while it fails every purchase, the
    // rest once its deposit is gone; each third in parallel, the deliveries of earlier ones still running.
    for (const [from, to, next] of [
      [0, 67, "failing"],
      [67, 134, "broke"],
      [134, ORDERS, undefined],
    ] as const) {
      await Promise.all(Array.from({ length: to - from }, (_, offset) => buy(from + offset)));
      // Digiflazz has delivered part of the first third before it starts failing.
      if (next === "failing") await until(() => digiflazz.purchases.size >= 30);
      if (next === "broke") digiflazz.balance = 0;
      if (next) phase = next;
    }
    const ended = await Promise.all(ids.map((id) => client.waitFor(id, ["complete", "delivery_failed"], 180_000)));

    // Units delivered at each supplier, by order number.
    const deliveredAt = new Map<string, number>();
    const count = (reference: string) => {
      const number = reference.split("-")[0]!;
      deliveredAt.set(number, (deliveredAt.get(number) ?? 0) + 1);
    };
    const atDigiflazz = [...digiflazz.purchases.values()].filter((purchase) => purchase.status === "Sukses");
    const atApigames = apigames.purchases().filter((purchase) => purchase.status === "Sukses");
    for (const purchase of atDigiflazz) count(purchase.refId);
    for (const purchase of atApigames) count(purchase.refId);
    const twice = [...deliveredAt.values()].filter((units) => units > 1).length;

    const pool = cluster.database.pool;
    const incidents = (
      await pool.query<{ key: string; count: number }>("SELECT key, count FROM alert_incidents ORDER BY key")
    ).rows;
    const books = await readBooks(cluster);
    const complete = ended.filter((status) => status === "complete").length;
    recordFigures(
      `suppliers: ${formatCount(complete)}/${formatCount(ORDERS)} delivered (${atDigiflazz.length} by Digiflazz, ${atApigames.length} by Apigames), ${ended.length - complete} failed, ${twice} delivered twice; incidents: ${incidents.map((row) => `${row.key} ×${row.count}`).join(", ")}`,
    );

    expect(ended.every((status) => status === "complete")).toBe(true);
    expect(twice).toBe(0);
    expect(atDigiflazz.length + atApigames.length).toBe(ORDERS);
    expect(atDigiflazz.length).toBeGreaterThan(0);
    expect(atApigames.length).toBeGreaterThanOrEqual(ORDERS - 67);
    // Every order Digiflazz failed went to Apigames before any refund.
    expect(books.ordersByStatus).toEqual({ complete: ORDERS });
    expectExactBooks(books);
    // Many failed purchases and a deposit run dry: one incident each, whatever the number of orders.
    const keys = incidents.map((row) => row.key);
    expect(keys.filter((key) => key === "providerErrors:digiflazz")).toHaveLength(1);
    expect(keys.filter((key) => key === "supplierBalanceLow:digiflazz")).toHaveLength(1);
    expect(keys.some((key) => key.startsWith("deliveryFailed") || key.startsWith("deliveredTwice"))).toBe(false);
  });
});
