import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createStatementPipeline, type StatementPipeline } from "./statement-pipeline";

/**
 * The order insert's batched statements (statement-pipeline.ts): several sent in one write are still
 * each their own transaction, and a lane whose connection is lost is opened again.
 */
describe("the statement pipeline", () => {
  let database: TestDatabase;
  let pipeline: StatementPipeline;

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    await database.pool.query("CREATE TABLE pipelined (key text PRIMARY KEY, n integer NOT NULL)");
    pipeline = createStatementPipeline({ connectionString: database.url }, { lanes: 2 });
  });
  afterAll(async () => {
    await pipeline.close();
    await database.drop();
  });

  const insert = (key: string, n: number) =>
    pipeline.query<{ key: string; n: number }>({
      name: "pipelined_insert",
      text: "INSERT INTO pipelined (key, n) VALUES ($1, $2) RETURNING key, n",
      values: [key, n],
    });

  it("answers each statement of a batch on its own: one refused, the others committed", async () => {
    // Sent in the same turn of the event loop: one batch, one lane, one after another in its process.
    const results = await Promise.allSettled([insert("a", 1), insert("b", 2), insert("a", 3), insert("c", 4)]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseFulfilledResult<pg.QueryResult>).value.rows).toEqual([{ key: "b", n: 2 }]);
    expect(((results[2] as PromiseRejectedResult).reason as { code?: string }).code).toBe("23505");
    // Committed, visible to any other connection (no transaction left open by the refused one).
    const { rows } = await database.pool.query("SELECT key, n FROM pipelined ORDER BY key");
    expect(rows).toEqual([
      { key: "a", n: 1 },
      { key: "b", n: 2 },
      { key: "c", n: 4 },
    ]);
  });

  it("spreads a burst over the lanes, every statement answered", async () => {
    const burst = await Promise.all(Array.from({ length: 20 }, (_, index) => insert(`burst-${index}`, index)));
    expect(burst.map((result) => result.rows[0]!.n)).toEqual(Array.from({ length: 20 }, (_, index) => index));
    const { rows } = await database.pool.query(
      "SELECT count(DISTINCT pid)::int AS lanes FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'INSERT INTO pipelined%'",
    );
    expect(rows).toEqual([{ lanes: 2 }]);
    await database.pool.query("DELETE FROM pipelined WHERE key LIKE 'burst-%'");
  });

  it("opens a lane again after its connection is lost", async () => {
    await Promise.all([insert("d", 5), insert("e", 6)]);
    const { rows: lanes } = await database.pool.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'INSERT INTO pipelined%'",
    );
    expect(lanes.length).toBeGreaterThan(0);
    for (const { pid } of lanes) await database.pool.query("SELECT pg_terminate_backend($1)", [pid]);
    // The lost connections are noticed (their "error" or "end"), then the next statements reopen them.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const results = await Promise.allSettled([insert("f", 7), insert("g", 8)]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled"]);
    const { rows } = await database.pool.query("SELECT count(*)::int AS count FROM pipelined");
    expect(rows).toEqual([{ count: 7 }]);
  });
});
