import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../adapters/db/database";
import { withDatabase } from "./db-global-setup";

export interface TestDatabase extends DatabaseHandle {
  url: string;
  name: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file, cloned from the migrated template (fast: a file copy on the
 * server, no migrations to run). Pass `{ empty: true }` for a database with no schema at all.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = inject("adminDatabaseUrl");
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      options.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${inject("templateDatabase")}`,
    );
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  // A test's own reads and writes (a hundred buyers arranged at once on a busy machine) queue for
  // these 5 clients: they wait as long as it takes, unlike the shop's requests (5 s, then 503).
  const handle = openDatabase(url, { max: 5, waitMs: 120_000 });
  return {
    ...handle,
    url,
    name,
    async drop() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
