import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hubSignature } from "../../adapters/supplier/digiflazz-protocol";
import { startFakeDigiflazz, type FakeDigiflazz } from "../fakes/digiflazz";
import { signedInBuyer } from "./support/buyers";
import { shopClient, type ShopClient } from "./support/client";
import { OPERATOR_TOKEN, startCluster, type Cluster } from "./support/cluster";
import { formatCount, recordFigures } from "./support/figures";

const DIGIFLAZZ = { username: "kupireliability", apiKey: "reliability-key-123", webhookSecret: "reliability-hook-456" };
const ORDERS = 30;
const UNITS = 5;
const COPIES = 10;

/** A fixed shuffle (Fisher-Yates with a small LCG), so a failure can be replayed as it happened. */
function shuffled<T>(items: T[], seed: number): T[] {
  const result = [...items];
  let state = seed;
  for (let index = result.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [result[index], result[other]] = [result[other]!, result[index]!];
  }
  return result;
}

/**
 * Every payment notification and every supplier callback delivered ten times, shuffled, to both
 * servers, with forged ones mixed in: each effect (paid, delivered, cashback, a purchase at the
 * supplier) happens once, and no duplicate is mistaken for a second payment.
 */
describe("webhooks: duplicated, shuffled and forged, on two servers", () => {
  let fake: FakeDigiflazz;
  let cluster: Cluster;
  let client: ShopClient;

  beforeAll(async () => {
    fake = await startFakeDigiflazz(DIGIFLAZZ);
    // Purchases stay pending until the test settles them and sends the callbacks itself.
    fake.scriptSku("FF140", { status: "Pending", after: 1_000_000 });
    cluster = await startCluster({
      servers: 2,
      env: {
        DIGIFLAZZ_USERNAME: DIGIFLAZZ.username,
        DIGIFLAZZ_API_KEY: DIGIFLAZZ.apiKey,
        DIGIFLAZZ_WEBHOOK_SECRET: DIGIFLAZZ.webhookSecret,
        DIGIFLAZZ_URL: fake.url,
      },
    });
    client = shopClient(cluster);
    const sync = await client.call(
      "POST",
      "/operator/supplier/sync",
      {},
      { authorization: `Bearer ${OPERATOR_TOKEN}` },
    );
    expect(sync.status).toBe(200);
  });
  afterAll(async () => {
    await cluster.close();
    await fake.close();
  });

  it(`${ORDERS} orders of ${UNITS} units: every notification and callback ${COPIES} times, shuffled, forged ones mixed in`, async () => {
    const buyers = await Promise.all(
      Array.from({ length: ORDERS }, (_, index) => signedInBuyer(cluster, `Hook ${index}`)),
    );
    const ids = await Promise.all(
      buyers.map(async (buyer, index) => {
        const created = await client.createOrder(
          {
            game: "free-fire",
            product: "ff-140",
            quantity: UNITS,
            account: { playerId: `7${String(index).padStart(6, "0")}12` },
            paymentMethod: "qris",
            email: `buyer${index}@example.com`,
          },
          `hook-order-${index}`,
          buyer.auth,
        );
        const pay = await client.pay(created.body.data!.id, false);
        await client.payAtGateway(pay.body.redirectUrl!);
        return created.body.data!.id;
      }),
    );
    // The gateway's own notifications (through nginx, mirrored to both servers) pay the orders.
    for (const id of ids) expect(await client.waitFor(id, ["in_progress"])).toBe("in_progress");
    const pool = cluster.database.pool;
    const numbers = (await pool.query<{ number: string }>("SELECT number FROM orders WHERE id = ANY($1)", [ids])).rows;
    const references = numbers.flatMap(({ number }) =>
      Array.from({ length: UNITS }, (_, unit) => `${number}-${unit + 1}`),
    );
    // Every unit is bought at the supplier (pending there) before it reports.
    const deadline = Date.now() + 60_000;
    while (references.some((reference) => !fake.purchases.has(reference)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    for (const reference of references) fake.settle(reference, { status: "Sukses" });
    for (const reference of references) expect(await fake.sendCallback(reference)).toBe(200);

    // Replays: each genuine message again and again, and forgeries, in a fixed random order.
    const genuine = cluster.nginx.notifications.map((message) => ({ ...message }));
    const forged = genuine.flatMap((message) => {
      if (message.path.endsWith("/payments/notification")) {
        const body = JSON.parse(message.body) as Record<string, string>;
        return [
          { ...message, body: JSON.stringify({ ...body, signature_key: "0".repeat(128) }) },
          { ...message, body: JSON.stringify({ ...body, gross_amount: "1.00" }) },
        ];
      }
      const body = message.body.replace('"status":"Sukses"', '"status":"Gagal"');
      return [
        { ...message, body, headers: { ...message.headers, "x-hub-signature": hubSignature("not-the-secret", body) } },
        { ...message, body },
      ];
    });
    const replays = shuffled([...Array.from({ length: COPIES - 1 }, () => genuine).flat(), ...forged], 20_261_123);
    const answers = await Promise.all(
      replays.map(async (message, index) => {
        const server = cluster.servers[index % cluster.servers.length]!;
        const response = await fetch(`http://127.0.0.1:${server.port}${message.path}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(message.headers["x-hub-signature"] ? { "x-hub-signature": message.headers["x-hub-signature"] } : {}),
          },
          body: message.body,
        });
        return { forged: forged.includes(message), status: response.status };
      }),
    );
    expect(answers.filter((answer) => answer.forged).every((answer) => answer.status === 403)).toBe(true);
    expect(answers.filter((answer) => !answer.forged).every((answer) => answer.status === 200)).toBe(true);
    for (const id of ids) expect(await client.waitFor(id, ["complete"])).toBe("complete");

    // Each effect once.
    const once = async (query: string) =>
      (await pool.query<{ n: string }>(query, [ids])).rows.map((row) => Number(row.n));
    const paidEvents = await once(
      "SELECT count(*) AS n FROM orders o LEFT JOIN order_events e ON e.order_id = o.id AND e.to_status = 'in_progress' WHERE o.id = ANY($1) GROUP BY o.id",
    );
    const completeEvents = await once(
      "SELECT count(*) AS n FROM orders o LEFT JOIN order_events e ON e.order_id = o.id AND e.to_status = 'complete' WHERE o.id = ANY($1) GROUP BY o.id",
    );
    const cashback = await once(
      "SELECT count(*) AS n FROM orders o LEFT JOIN ledger_transactions t ON t.reference = 'order:' || o.id || ':cashback' WHERE o.id = ANY($1) GROUP BY o.id",
    );
    const receipts = await once("SELECT count(*) AS n FROM receipts WHERE order_id = ANY($1) GROUP BY order_id");
    const returned = await once("SELECT count(*) AS n FROM refunds WHERE order_id = ANY($1)");
    expect(paidEvents).toEqual(Array(ORDERS).fill(1));
    expect(completeEvents).toEqual(Array(ORDERS).fill(1));
    expect(cashback).toEqual(Array(ORDERS).fill(1));
    expect(receipts).toEqual(Array(ORDERS).fill(1));
    expect(returned).toEqual([0]);
    const purchases = references.map((reference) => fake.purchases.get(reference)?.posts ?? 0);
    expect(purchases.every((posts) => posts >= 1)).toBe(true);
    expect(fake.purchases.size).toBe(ORDERS * UNITS);

    const doubles =
      [...paidEvents, ...completeEvents, ...cashback, ...receipts].filter((n) => n !== 1).length + (returned[0] ?? 0);
    recordFigures(
      `webhooks ${formatCount(genuine.length * COPIES)} deliveries of ${formatCount(genuine.length)} messages, ${formatCount(forged.length)} forged refused, ${doubles} double effects`,
    );
  });
});
