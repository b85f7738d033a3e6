import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, newestKnownMigration } from "../adapters/db/migrate";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database";
import { runMigrateCommand } from "./migrate-command";

const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
const ROOT = fileURLToPath(new URL("..", import.meta.url));

async function migrate(env: Record<string, string | undefined>): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await runMigrateCommand(env, (line) => lines.push(line));
  return { code, lines };
}

/** A database some newer build migrated: it records a migration after this build's newest. */
async function newerDatabase(databases: TestDatabase[]): Promise<TestDatabase> {
  const database = await createTestDatabase();
  databases.push(database);
  await database.db.execute(
    sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${"beef".repeat(16)}, ${known.at(-1)!.folderMillis + 60_000})`,
  );
  return database;
}

/** The server as `npm run dev` runs it, on the given database: its exit code and what it wrote to stderr. */
async function startServer(env: Record<string, string>): Promise<{ code: number; stderr: string }> {
  try {
    await promisify(execFile)(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        PORT: "0",
        HOST: "127.0.0.1",
        LOG_LEVEL: "silent",
        ...env,
      },
      timeout: 90_000,
    });
    return { code: 0, stderr: "" };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { code: failed.code ?? -1, stderr: failed.stderr ?? "" };
  }
}

describe("npm run migrate", () => {
  const databases: TestDatabase[] = [];
  afterAll(() => Promise.all(databases.map((database) => database.drop())));

  it("applies every migration to an empty database, one line each, then finds the schema current", async () => {
    const database = await createTestDatabase({ empty: true });
    databases.push(database);
    const first = await migrate({ DATABASE_URL: database.url });
    expect(first.code).toBe(0);
    expect(first.lines).toHaveLength(known.length + 1);
    expect(first.lines[0]).toMatch(/^applied 0000_\w+$/);
    expect(first.lines.at(-2)).toBe(`applied ${newestKnownMigration()}`);
    expect(first.lines.at(-1)).toBe(`${known.length} migrations applied; the schema is current`);

    const again = await migrate({ DATABASE_URL: database.url });
    expect(again).toEqual({
      code: 0,
      lines: [`The schema is current (newest migration: ${newestKnownMigration()})`],
    });
  });

  it("refuses a database a newer build migrated, in one line", async () => {
    const database = await newerDatabase(databases);
    const refused = await migrate({ DATABASE_URL: database.url });
    expect(refused.code).toBe(1);
    expect(refused.lines).toHaveLength(1);
    expect(refused.lines[0]).toMatch(
      /^Migration failed: The database's schema is newer than this build: .*beefbeefbeef/,
    );
    expect(refused.lines[0]).toContain(newestKnownMigration()!);
  });

  it("fails in one line without a stack or the URL's password when the database cannot be reached", async () => {
    const password = "not-to-be-printed-5f2e9a";
    const unreachable = await migrate({ DATABASE_URL: `postgres://shop:${password}@127.0.0.1:1/shop` });
    expect(unreachable.code).toBe(1);
    expect(unreachable.lines).toHaveLength(1);
    expect(unreachable.lines[0]).toMatch(/^Migration failed: .*ECONNREFUSED/);
    expect(unreachable.lines[0]).not.toContain(password);
    expect(unreachable.lines[0]).not.toMatch(/\n|\bat \S+ \(/);

    expect(await migrate({})).toEqual({
      code: 1,
      lines: [
        "Migration failed: DATABASE_URL is not set (the embedded PostgreSQL is migrated by npm start, which starts it)",
      ],
    });
    expect((await migrate({ DATABASE_URL: "mysql://shop@host/shop" })).lines).toEqual([
      "Migration failed: DATABASE_URL must be a postgres:// or postgresql:// URL",
    ]);
  });
});

describe("a server's start on a schema it must not run on", () => {
  const databases: TestDatabase[] = [];
  afterAll(() => Promise.all(databases.map((database) => database.drop())));

  it("refuses a newer schema in one line naming both newest migrations, instead of serving", async () => {
    const database = await newerDatabase(databases);
    const start = await startServer({ DATABASE_URL: database.url });
    expect(start.code).toBe(1);
    expect(start.stderr).toMatch(
      new RegExp(
        `^Start refused: The database's schema is newer than this build: .*beefbeefbeef.*${newestKnownMigration()}.*\\n$`,
      ),
    );
    expect(start.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("with MIGRATE_ON_START=false, refuses a schema that lacks migrations and leaves it unmigrated", async () => {
    const database = await createTestDatabase({ empty: true });
    databases.push(database);
    const start = await startServer({ DATABASE_URL: database.url, MIGRATE_ON_START: "false" });
    expect(start.code).toBe(1);
    expect(start.stderr).toMatch(
      new RegExp(
        `^Start refused: The database lacks ${known.length} of this build's migrations \\(0000_\\w+ to ${newestKnownMigration()}\\) .*run npm run migrate first\\n$`,
      ),
    );
    const tables = await database.db.execute<{ present: boolean }>(
      sql`SELECT to_regclass('public.orders') IS NOT NULL AS present`,
    );
    expect(tables.rows[0]!.present).toBe(false);
  });
});
