import pino from "pino";
import type PgBoss from "pg-boss";
import { afterEach, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database";
import { startJobBoss } from "./job-boss";

/**
 * Servers starting together on a fresh database each create the shop's job queues; pg-boss alone
 * lets PostgreSQL abort some of those creations with a deadlock, and that server fails to start.
 */
const log = pino({ level: "silent" });
let database: TestDatabase | undefined;
const started: PgBoss[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((boss) => boss.stop({ graceful: false, wait: true })));
  await database?.drop();
  database = undefined;
});

const start = (url: string, queue: PgBoss.Queue) =>
  startJobBoss({
    connectionString: url,
    applicationName: "job-boss-test",
    max: 2,
    queue,
    log,
    errorMessage: "job boss test error",
  }).then((boss) => {
    started.push(boss);
    return boss;
  });

it("starts four servers' two queues at the same moment on a fresh database, each queue once", async () => {
  database = await createTestDatabase({ empty: true });
  const url = database.url;
  const delivery = {
    name: "deliver-order",
    policy: "standard",
    retryLimit: 14,
    retryDelay: 5,
    retryBackoff: true,
  } as const;
  const giveaway = { name: "giveaway-draw", policy: "standard", retryLimit: 3, retryDelay: 60 } as const;
  const outcomes = await Promise.allSettled(
    Array.from({ length: 4 }, () => [start(url, delivery), start(url, giveaway)]).flat(),
  );
  expect(outcomes.map((outcome) => (outcome.status === "rejected" ? String(outcome.reason) : "started"))).toEqual(
    Array(8).fill("started"),
  );
  const queues = await database.pool.query<{ name: string; retry_limit: number; retry_delay: number }>(
    "SELECT name, retry_limit, retry_delay FROM pgboss.queue WHERE name NOT LIKE '\\_\\_pgboss%' ORDER BY name",
  );
  expect(queues.rows).toEqual([
    { name: "deliver-order", retry_limit: 14, retry_delay: 5 },
    { name: "giveaway-draw", retry_limit: 3, retry_delay: 60 },
  ]);
  // Every server can put a job on a queue another server created.
  for (const boss of started) expect(await boss.send("deliver-order", { orderId: "x" })).toEqual(expect.any(String));
}, 120_000);

it("a start that fails lets the next one create its queue", async () => {
  database = await createTestDatabase({ empty: true });
  await expect(start(database.url, { name: "???" })).rejects.toThrow();
  await start(database.url, { name: "deliver-order" });
  const queues = await database.pool.query<{ name: string }>(
    "SELECT name FROM pgboss.queue WHERE name NOT LIKE '\\_\\_pgboss%'",
  );
  expect(queues.rows).toEqual([{ name: "deliver-order" }]);
}, 60_000);
