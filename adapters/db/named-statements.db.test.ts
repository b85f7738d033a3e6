import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { openDatabase, type DatabaseHandle } from "./database";
import { games } from "./schema";

/** The statements PostgreSQL holds prepared on the pool's one connection, by their text. */
async function prepared(handle: DatabaseHandle): Promise<Map<string, string>> {
  const { rows } = await handle.pool.query<{ name: string; statement: string }>(
    "SELECT name, statement FROM pg_prepared_statements",
  );
  return new Map(rows.map((row) => [row.statement, row.name]));
}

describe("statements with parameters are prepared once per connection", () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = openDatabase(database.url, { max: 1, pipelineLanes: 0 });
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it("names a read by its text and answers it again from the same statement", async () => {
    const read = (slug: string) => handle.db.select({ name: games.name }).from(games).where(eq(games.slug, slug));
    expect(await read("mobile-legends")).toEqual([{ name: "Mobile Legends: Bang Bang" }]);
    expect(await read("free-fire")).toEqual([{ name: "Free Fire" }]);
    const text = read("x").toSQL().sql;
    const named = [...(await prepared(handle))].filter(([statement]) => statement === text);
    expect(named).toHaveLength(1);
    expect(named[0]![1]).toMatch(/^s_[\w-]{32}$/);
  });

  it("leaves statements without parameters simple, so a script of several still runs", async () => {
    const answers = await handle.pool.query("SELECT 1 AS one; SELECT 2 AS two");
    expect((answers as unknown as { rows: unknown[] }[]).map((answer) => answer.rows)).toEqual([
      [{ one: 1 }],
      [{ two: 2 }],
    ]);
    await handle.db.execute(sql`SELECT count(*) FROM games`);
    expect([...(await prepared(handle)).keys()].some((statement) => statement.includes("count(*)"))).toBe(false);
  });

  it("keeps a statement's own name, and works inside a transaction", async () => {
    const own = handle.db
      .select({ slug: games.slug })
      .from(games)
      .where(eq(games.slug, sql.placeholder("slug")))
      .prepare("game_by_slug_test");
    const inTransaction = await handle.db.transaction(async (tx) => {
      await tx.update(games).set({ position: 99 }).where(eq(games.slug, "free-fire"));
      return tx.select({ position: games.position }).from(games).where(eq(games.slug, "free-fire"));
    });
    expect(inTransaction).toEqual([{ position: 99 }]);
    expect(await own.execute({ slug: "genshin" })).toEqual([{ slug: "genshin" }]);
    expect([...(await prepared(handle)).values()]).toContain("game_by_slug_test");
  });
});
