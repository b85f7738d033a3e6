import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAME_DEFINITIONS as GAMES } from "../../catalog/definitions";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { openDatabase } from "./database";
import {
  applyMigrations,
  MIGRATIONS_DIR,
  MigrationRefusal,
  migrationsApplied,
  newestKnownMigration,
  requireCurrentSchema,
} from "./migrate";
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

describe("a schema newer than the build, and migrations from several servers at once", () => {
  const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  const newest = known.at(-1)!;
  const databases: TestDatabase[] = [];
  afterAll(() => Promise.all(databases.map((database) => database.drop())));

  const recorded = async (database: TestDatabase) =>
    (await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`))
      .rows[0]!.n;

  it("refuses a database migrated by a newer build, naming both newest migrations, and changes nothing", async () => {
    const database = await createTestDatabase();
    databases.push(database);
    expect(await applyMigrations(database.pool)).toEqual([]);
    await requireCurrentSchema(database.pool);
    const later = newest.folderMillis + 86_400_000;
    await database.db.execute(
      sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${"f00dcafe".repeat(8)}, ${later})`,
    );
    const before = await recorded(database);
    for (const attempt of [applyMigrations(database.pool), requireCurrentSchema(database.pool)]) {
      const refusal = await attempt.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(MigrationRefusal);
      const message = (refusal as Error).message;
      expect(message).not.toContain("\n");
      expect(message).toContain("newer than this build");
      expect(message).toContain(newestKnownMigration()!);
      expect(message).toContain("f00dcafef00d");
      expect(message).toContain(new Date(later).toISOString());
    }
    expect(await recorded(database)).toBe(before);
  });

  it("lets a server that does not migrate start only on a schema that has every migration", async () => {
    const database = await createTestDatabase({ empty: true });
    databases.push(database);
    await expect(requireCurrentSchema(database.pool)).rejects.toThrow(
      new RegExp(`lacks ${known.length} of this build's migrations .*run npm run migrate first`),
    );
    await applyMigrations(database.pool);
    await expect(requireCurrentSchema(database.pool)).resolves.toBeUndefined();
  });

  it("migrates an empty database once when two servers start on it at the same moment", async () => {
    const database = await createTestDatabase({ empty: true });
    databases.push(database);
    // Two servers: two pools, as two processes would have.
    const servers = [
      openDatabase(database.url, { max: 2, pipelineLanes: 0 }),
      openDatabase(database.url, { max: 2, pipelineLanes: 0 }),
    ];
    try {
      const applied = await Promise.all(servers.map((server) => applyMigrations(server.pool)));
      // One applied everything, the other found the schema current once the lock was its turn.
      expect(applied.map((tags) => tags.length).sort((a, b) => a - b)).toEqual([0, known.length]);
      expect(applied.flat().at(-1)).toBe(newestKnownMigration());
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
    expect(await recorded(database)).toBe(known.length);
    expect(await migrationsApplied(database.db)).toBe(true);
  });

  it("seeds a fresh database once when four servers start on it at the same moment", async () => {
    const database = await createTestDatabase({ empty: true });
    databases.push(database);
    await applyMigrations(database.pool);
    const servers = Array.from({ length: 4 }, () => openDatabase(database.url, { max: 2, pipelineLanes: 0 }));
    try {
      const outcomes = await Promise.allSettled(servers.map((server) => seedReferenceData(server.db)));
      expect(outcomes.map((outcome) => (outcome.status === "rejected" ? String(outcome.reason) : "seeded"))).toEqual(
        Array(4).fill("seeded"),
      );
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
    const rows = await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM games`);
    expect(rows.rows[0]!.n).toBe(GAMES.length);
  });
});
