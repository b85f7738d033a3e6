import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playerId } from "./support/buyers";
import { shopClient, type ShopClient } from "./support/client";
import { startCluster, type Cluster } from "./support/cluster";
import { formatCount, recordFigures } from "./support/figures";

const OUTAGE_MS = 10_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Anything that would show the database's insides: SQL, a failed query, its parameters. */
const INTERNALS = /\b(select|insert into|update .* set|delete from)\b|Failed query|params:/i;

interface Seen {
  at: number;
  status: number;
  body: string;
}

/**
 * The database goes away for 10 s while buyers keep coming (two servers): the shop answers with
 * the API's own 503 (never a 500, never SQL), says it is not ready, and comes back by itself,
 * including the deliveries that were under way.
 */
describe("a database outage under load", () => {
  let cluster: Cluster;
  let client: ShopClient;

  beforeAll(async () => {
    cluster = await startCluster({ servers: 2, env: { SUPPLIER_SANDBOX_DELAY_MS: "2000" } });
    client = shopClient(cluster);
  });
  afterAll(() => cluster.close());

  it("10 s without PostgreSQL: 503 JSON answers, readiness 503, recovery by itself", async () => {
    // Paid just before: their deliveries are under way when the database goes.
    const paidBefore = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const created = await client.createOrder(
          { game: "free-fire", product: "ff-140", account: { playerId: playerId(9, index) }, paymentMethod: "card" },
          `outage-before-${index}`,
        );
        await client.pay(created.body.data!.id, true);
        return created.body.data!.id;
      }),
    );

    const seen: Seen[] = [];
    const readiness: Seen[] = [];
    let running = true;
    let made = 0;
    const buyer = async (worker: number) => {
      while (running) {
        const index = (made += 1);
        const order = {
          game: "free-fire",
          product: "ff-140",
          account: { playerId: playerId(9, 100 + worker * 1_000 + index) },
          confirmed: true,
          paymentMethod: "qris",
        };
        for (const [method, path, body, headers] of [
          ["GET", "/games", undefined, {}],
          ["POST", "/orders/calculate", order, {}],
          ["POST", "/orders", order, { "idempotency-key": `outage-load-${worker}-${index}` }],
        ] as const) {
          const started = Date.now();
          try {
            const answer = await client.call("" + method, path, body, headers, false);
            seen.push({ at: started, status: answer.status, body: JSON.stringify(answer.body) });
          } catch (error) {
            seen.push({ at: started, status: 0, body: String(error) });
          }
        }
      }
    };
    const watcher = async () => {
      while (running) {
        for (const server of cluster.servers) {
          const started = Date.now();
          try {
            const answer = await fetch(`http://127.0.0.1:${server.port}/backend/api/ready`);
            readiness.push({ at: started, status: answer.status, body: await answer.text() });
          } catch (error) {
            readiness.push({ at: started, status: 0, body: String(error) });
          }
        }
        await pause(250);
      }
    };
    const load = Promise.all([...Array.from({ length: 6 }, (_, worker) => buyer(worker)), watcher()]);

    await pause(3_000);
    const cutAt = Date.now();
    await cluster.proxy.cut();
    await pause(OUTAGE_MS);
    await cluster.proxy.restore();
    const restoredAt = Date.now();
    await pause(8_000);
    running = false;
    await load;

    // During the outage (past the first second, when requests already running may still finish).
    const during = seen.filter((answer) => answer.at > cutAt + 1_000 && answer.at < restoredAt - 200);
    expect(during.length).toBeGreaterThan(20);
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toMatchObject({ code: "api.unavailable", message: expect.any(String) });
    }
    // A 502 is nginx's: a server broke a connection (or died). The servers' output says why.
    const broken = seen.filter((answer) => answer.status >= 500 && answer.status !== 503);
    expect(
      broken,
      broken.length
        ? `cut ${cutAt}, restored ${restoredAt}; ${cluster.servers
            .map(
              (server, index) =>
                `server ${index} ${server.running ? "running" : "STOPPED"}:\n${server.output().slice(-4_000)}`,
            )
            .join("\n")}`
        : undefined,
    ).toEqual([]);
    expect(seen.filter((answer) => INTERNALS.test(answer.body))).toEqual([]);
    const notReady = readiness.filter((answer) => answer.at > cutAt + 1_000 && answer.at < restoredAt - 200);
    expect(notReady.length).toBeGreaterThan(0);
    expect(notReady.every((answer) => answer.status === 503)).toBe(true);
    // Back by itself: orders are taken again, readiness is green again, nothing restarted.
    const firstOrderAfter = seen.find(
      (answer) => answer.at >= restoredAt && answer.status === 201 && answer.body.includes('"awaiting_payment"'),
    );
    expect(firstOrderAfter).toBeDefined();
    expect(readiness.slice(-cluster.servers.length).every((answer) => answer.status === 200)).toBe(true);
    expect(cluster.servers.map((server) => (server.running ? "running" : server.output()))).toEqual(
      cluster.servers.map(() => "running"),
    );
    for (const server of cluster.servers) expect(server.output()).not.toMatch(INTERNALS);
    // The deliveries under way when the database went finish once it is back.
    for (const id of paidBefore) expect(await client.waitFor(id, ["complete"])).toBe("complete");

    const recovered = firstOrderAfter!.at - restoredAt;
    recordFigures(
      `outage ${OUTAGE_MS / 1_000} s under load: ${formatCount(during.length)} answers during it, all 503 JSON without SQL; readiness 503; first order taken ${recovered} ms after the database came back; ${paidBefore.length} deliveries under way completed`,
    );
  });
});
