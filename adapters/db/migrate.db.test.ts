import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAME_DEFINITIONS as GAMES } from "../../catalog/definitions";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { applyMigrations, migrationsApplied } from "./migrate";
import { games } from "./schema";
import { seedReferenceData } from "./seed";

describe("migrations and seed", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
  });
  afterAll(() => database.drop());

  it("reports an empty database as not migrated", async () => {
    expect(await migrationsApplied(database.db)).toBe(false);
  });

  it("applies every migration, and applying them again changes nothing", async () => {
    await applyMigrations(database.pool);
    expect(await migrationsApplied(database.db)).toBe(true);
    const first = await database.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    await applyMigrations(database.pool);
    await Promise.all([applyMigrations(database.pool), applyMigrations(database.pool)]);
    const again = await database.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    expect(again.rows).toEqual(first.rows);
    expect(await migrationsApplied(database.db)).toBe(true);
  });

  it("seeds the 35 games idempotently and keeps the operator's active switch", async () => {
    await seedReferenceData(database.db);
    await database.db
      .update(games)
      .set({ active: false })
      .where(sql`${games.slug} = 'likee'`);
    await seedReferenceData(database.db);
    const rows = await database.db.select().from(games);
    expect(rows).toHaveLength(35);
    expect(new Set(rows.map((row) => row.slug))).toEqual(new Set(GAMES.map((game) => game.slug)));
    expect(rows.find((row) => row.slug === "likee")?.active).toBe(false);
    for (const game of GAMES) {
      const row = rows.find((candidate) => candidate.slug === game.slug);
      expect(row?.deliveryPromiseMinutes, game.slug).toBe(game.deliveryPromiseMinutes);
      expect(row?.supplierNames, game.slug).toEqual(game.supplierNames ?? []);
    }
  });

  it("gives a game row written without a delivery promise the general hour", async () => {
    await database.db.execute(
      sql`INSERT INTO games (slug, name, publisher, position) VALUES ('old-row', 'Old', 'X', 99)`,
    );
    const [row] = await database.db
      .select()
      .from(games)
      .where(sql`${games.slug} = 'old-row'`);
    expect(row).toMatchObject({ deliveryPromiseMinutes: 60, usualDeliveryMinutes: null, supplierNames: [] });
    await database.db.execute(sql`DELETE FROM games WHERE slug = 'old-row'`);
  });
});
