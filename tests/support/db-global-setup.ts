import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../adapters/db/database";
import { applyMigrations } from "../../adapters/db/migrate";
import { seedReferenceData } from "../../adapters/db/seed";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../server/embedded-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** A connection URL with the right to create databases (its database part is ignored). */
    adminDatabaseUrl: string;
    /** A migrated, seeded database to clone for each test file. */
    templateDatabase: string;
  }
}

/** The database name part of a URL replaced. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Starts the test PostgreSQL (TEST_DATABASE_URL's server, else an embedded one in a temporary
 * directory), builds a template database with every migration and the seed, and hands both to the
 * test files.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(tmpdir(), "shop-test-pg-"));
    // Every test file's database is cloned from the template, which PostgreSQL writes to its WAL:
    // archived, a run's clones would fill the disk with segments nobody restores.
    embedded = await startEmbeddedPostgres(dataDir, pino({ level: "warn" }), { archive: false });
    adminUrl = embedded.url;
  }
  const template = `shop_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${template}`);
  const handle = openDatabase(withDatabase(adminUrl, template), { max: 2 });
  await applyMigrations(handle.pool);
  await seedReferenceData(handle.db);
  await handle.close();

  project.provide("adminDatabaseUrl", adminUrl);
  project.provide("templateDatabase", template);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
