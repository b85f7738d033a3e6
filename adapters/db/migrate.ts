import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import type { Database } from "./database";

/**
 * The committed SQL migrations, found from this module's own place: next to it in the sources
 * (adapters/db/), or from the server bundle in dist/.
 */
export const MIGRATIONS_DIR = fileURLToPath(
  new URL(import.meta.url.includes("/dist/") ? "../adapters/db/migrations" : "./migrations", import.meta.url),
);

/** Any fixed number works; it only has to be the same for every process migrating this database. */
const MIGRATION_LOCK = 7_216_401;

/**
 * Applies pending migrations. Safe to run from several processes at once (an advisory lock, held on
 * one dedicated connection, serialises them) and again and again (applied ones are skipped).
 */
export async function applyMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** True when every committed migration has been applied (what readiness reports). */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const expected = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  const exists = await db.execute<{ present: boolean }>(
    sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`,
  );
  if (!exists.rows[0]?.present) return expected.length === 0;
  const applied = await db.execute<{ hash: string }>(sql`SELECT hash FROM drizzle.__drizzle_migrations`);
  const hashes = new Set(applied.rows.map((row) => row.hash));
  return expected.every((migration) => hashes.has(migration.hash));
}
