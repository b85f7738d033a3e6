import { readFileSync } from "node:fs";
import { join } from "node:path";
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

/** One committed migration: its file's name, and what drizzle records of it once applied. */
interface KnownMigration {
  tag: string;
  folderMillis: number;
  hash: string;
}

/** The migrations this build carries, oldest first, each named by its file (drizzle's journal). */
function knownMigrations(): KnownMigration[] {
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  return files.map((file, index) => ({
    tag: journal.entries[index]?.tag ?? String(file.folderMillis),
    folderMillis: file.folderMillis,
    hash: file.hash,
  }));
}

/**
 * The database holds a migration this build does not have: a newer build migrated it. Running the
 * older code against that schema could write what the newer code no longer reads, and drizzle's
 * migrator would skip the older migrations without a word, so the start stops instead.
 */
export class MigrationRefusal extends Error {
  override name = "MigrationRefusal";
}

/** The newest migration the database records, or undefined when it records none. */
async function newestApplied(client: pg.ClientBase): Promise<{ createdAt: number; hash: string } | undefined> {
  const present = await client.query<{ present: boolean }>(
    "SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present",
  );
  if (!present.rows[0]?.present) return undefined;
  const newest = await client.query<{ created_at: string; hash: string }>(
    "SELECT created_at, hash FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1",
  );
  const row = newest.rows[0];
  return row ? { createdAt: Number(row.created_at), hash: row.hash } : undefined;
}

/** What the database's schema is against this build: newer (refused), or the migrations it lacks. */
async function schemaState(client: pg.ClientBase): Promise<KnownMigration[]> {
  const known = knownMigrations();
  const applied = await newestApplied(client);
  if (!applied) return known;
  const newest = known.at(-1);
  if (!newest || applied.createdAt > newest.folderMillis) {
    throw new MigrationRefusal(
      `The database's schema is newer than this build: its newest migration is from ` +
        `${new Date(applied.createdAt).toISOString()} (hash ${applied.hash.slice(0, 12)}), this build's newest is ` +
        `${newest ? `${newest.tag} (${new Date(newest.folderMillis).toISOString()})` : "none"}; ` +
        `start the build that migrated it, or a newer one`,
    );
  }
  // drizzle's own rule: a migration is applied when it is newer than the newest one recorded.
  return known.filter((migration) => migration.folderMillis > applied.createdAt);
}

/** On one connection, under the migration lock: what `work` does never overlaps another process's migration. */
async function underLock<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      return await work(client);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * Applies pending migrations and answers their names, oldest first (none: the schema was current).
 * Safe to run from several processes at once (an advisory lock, held on one dedicated connection,
 * serialises them; drizzle applies them in one transaction) and again and again (applied ones are
 * skipped). A database migrated by a newer build is refused with a MigrationRefusal, untouched.
 */
export async function applyMigrations(pool: pg.Pool): Promise<string[]> {
  return underLock(pool, async (client) => {
    const pending = await schemaState(client);
    if (pending.length > 0) await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    return pending.map((migration) => migration.tag);
  });
}

/**
 * For a server that does not migrate at start: refuses (MigrationRefusal) a schema that is newer
 * than this build, or one that lacks some of its migrations (`npm run migrate` first).
 */
export async function requireCurrentSchema(pool: pg.Pool): Promise<void> {
  const pending = await underLock(pool, schemaState);
  if (pending.length > 0)
    throw new MigrationRefusal(
      `The database lacks ${pending.length} of this build's migrations (${pending[0]!.tag}` +
        `${pending.length > 1 ? ` to ${pending.at(-1)!.tag}` : ""}) and MIGRATE_ON_START is false: run npm run migrate first`,
    );
}

/** The newest migration this build carries (what `npm run migrate` names when there is nothing to do). */
export const newestKnownMigration = (): string | undefined => knownMigrations().at(-1)?.tag;

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
