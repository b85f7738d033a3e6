import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../adapters/db/database";
import { applyMigrations } from "../adapters/db/migrate";
import { seedReferenceData } from "../adapters/db/seed";
import { storedOrder } from "../tests/support/stored-order";
import { runBackupCommand } from "./backup-command";
import { listBaseBackups, restoreToTime, scheduleBaseBackups, takeBaseBackup } from "./backups";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "./embedded-postgres";
import { runRestoreCommand } from "./restore-command";
import { backupPaths } from "./wal-archive";

const log = pino({ level: "silent" });

/** Writes `count` orders and answers their numbers. */
async function writeOrders(database: DatabaseHandle, count: number): Promise<string[]> {
  const numbers: string[] = [];
  for (let index = 0; index < count; index += 1)
    numbers.push((await storedOrder(database.db, { createdAt: new Date() })).number);
  return numbers;
}

async function orderNumbers(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ number: string }>("SELECT number FROM orders ORDER BY number");
    return rows.map((row) => row.number);
  } finally {
    await client.end();
  }
}

/** Waits until the server has archived the segment closed at `switchedAt` (pg_switch_wal's answer). */
async function archived(url: string, switchedAt: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>("SELECT pg_walfile_name($1::pg_lsn) AS name", [switchedAt]);
    const segment = rows[0]!.name;
    for (;;) {
      const status = await client.query<{ last: string | null; failed: string; error: string | null }>(
        "SELECT last_archived_wal AS last, failed_count::text AS failed, last_failed_wal AS error FROM pg_stat_archiver",
      );
      const { last, failed, error } = status.rows[0]!;
      if (last && last >= segment) return;
      if (failed !== "0") throw new Error(`archiving failed (${failed} times, last on ${error})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

/** Lets the clock move past the last commit, so a time taken now falls strictly between writes. */
const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 3));

describe("backups of the embedded PostgreSQL", () => {
  let dataDir: string;
  let restoredDir: string;
  let live: EmbeddedDatabase;
  let database: DatabaseHandle;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "shop-backups-"));
    restoredDir = `${dataDir}-restored`;
    live = await startEmbeddedPostgres(dataDir, log);
    database = openDatabase(live.url, { max: 2, pipelineLanes: 0 });
    await applyMigrations(database.pool);
    await seedReferenceData(database.db);
  });
  afterAll(async () => {
    await database?.close();
    await live?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(restoredDir, { recursive: true, force: true });
  });

  it("restores to a point in time: the orders written before it, none written after", async () => {
    const a = await writeOrders(database, 2);
    const { backup } = await takeBaseBackup(dataDir, live.url, { keep: 7 });
    expect(await listBaseBackups(backupPaths(dataDir))).toEqual([backup]);
    const b = await writeOrders(database, 2);
    await nextMillisecond();
    const target = new Date();
    await nextMillisecond();
    const c = await writeOrders(database, 2);
    const switched = await database.pool.query<{ lsn: string }>("SELECT pg_switch_wal()::text AS lsn");
    await archived(live.url, switched.rows[0]!.lsn);

    const restored = await restoreToTime(dataDir, target, restoredDir);
    expect(restored.backup.name).toBe(backup.name);
    const copy = await startEmbeddedPostgres(restoredDir, log);
    try {
      expect(await orderNumbers(copy.url)).toEqual([...a, ...b].toSorted());
    } finally {
      await copy.stop();
    }
    // The live database is untouched: it still has every order.
    expect(await orderNumbers(live.url)).toEqual([...a, ...b, ...c].toSorted());
  }, 120_000);

  it("restores to a moment just past with nothing written since: npm run restore archives the running shop's WAL", async () => {
    const before = await orderNumbers(live.url);
    const d = await writeOrders(database, 1);
    await nextMillisecond();
    const target = new Date();
    const into = `${restoredDir}-quiet`;
    const lines: string[] = [];
    const code = await runRestoreCommand(
      ["--to", target.toISOString(), "--into", into],
      { DATA_DIR: dataDir },
      (line) => lines.push(line),
    );
    try {
      expect({ code, lines }).toEqual({
        code: 0,
        lines: [
          "archived the running shop's latest WAL",
          expect.stringMatching(/^restored base backup .* into /),
          expect.stringMatching(/^replayed the WAL archive to /),
          `start the shop on it: DATA_DIR=${into} npm start (then npm run backup)`,
        ],
      });
      const copy = await startEmbeddedPostgres(into, log);
      try {
        expect(await orderNumbers(copy.url)).toEqual([...before, ...d].toSorted());
      } finally {
        await copy.stop();
      }
    } finally {
      await rm(into, { recursive: true, force: true });
    }
  }, 120_000);

  it("npm run backup takes a base backup from the running shop, and refuses in one line without one", async () => {
    const backup = async (env: Record<string, string>) => {
      const lines: string[] = [];
      const code = await runBackupCommand(env, (line) => lines.push(line));
      return { code, lines };
    };
    expect(await backup({ DATA_DIR: dataDir })).toEqual({
      code: 0,
      lines: [
        expect.stringMatching(/^base backup .*backups\/base\/\S+ \(restores to any time from \S+\)$/),
        expect.stringMatching(/^kept 7 base backups at most: removed 0 base backups and \d+ WAL files$/),
      ],
    });
    expect(await backup({ DATA_DIR: `${dataDir}-nothing` })).toEqual({
      code: 1,
      lines: [expect.stringMatching(/^Backup failed: no shop is running on DATA_DIR=/)],
    });
    expect(await backup({ DATA_DIR: dataDir, DATABASE_URL: "postgres://shop@db.example/shop" })).toEqual({
      code: 1,
      lines: [expect.stringMatching(/^Backup failed: DATABASE_URL is set: that database's backups are its own/)],
    });
  }, 60_000);

  it("keeps BACKUP_KEEP base backups and the archived WAL from the oldest kept one's start", async () => {
    const paths = backupPaths(dataDir);
    const earlier = await listBaseBackups(paths);
    expect(earlier.length).toBeGreaterThan(0);
    const { backup, pruned } = await takeBaseBackup(dataDir, live.url, { keep: 1 });
    expect(pruned.baseBackups).toBe(earlier.length);
    expect(await listBaseBackups(paths)).toEqual([backup]);
    const segments = (await readdir(paths.wal)).filter((name) => /^[0-9A-F]{24}$/.test(name));
    expect(segments.length).toBeGreaterThan(0);
    expect(segments.every((name) => name.slice(8) >= backup.startWal.slice(8))).toBe(true);
  }, 60_000);

  it("the server's schedule takes a base backup at start when it has none", async () => {
    const paths = backupPaths(dataDir);
    await rm(paths.base, { recursive: true, force: true });
    const taken = new Promise<string>((resolve, reject) => {
      const schedule = scheduleBaseBackups({
        dataDir,
        url: live.url,
        everyHours: 24,
        keep: 7,
        onTaken: ({ backup }) => void schedule.stop().then(() => resolve(backup.name)),
        onFailed: reject,
      });
    });
    const name = await taken;
    expect((await listBaseBackups(paths)).map((backup) => backup.name)).toEqual([name]);
  }, 60_000);

  it("refuses a time in the future, one before every base backup, and a directory that exists", async () => {
    const restore = async (...args: string[]) => {
      const lines: string[] = [];
      const code = await runRestoreCommand(args, { DATA_DIR: dataDir }, (line) => lines.push(line));
      return { code, lines };
    };
    const future = await restore("--to", new Date(Date.now() + 3_600_000).toISOString());
    expect(future.code).toBe(1);
    expect(future.lines).toEqual([expect.stringMatching(/^Restore failed: .* is in the future/)]);
    const early = await restore("--to", "2020-01-01T00:00:00Z", "--into", `${dataDir}-never`);
    expect(early.code).toBe(1);
    expect(early.lines).toEqual([expect.stringMatching(/^Restore failed: no base backup finished before 2020/)]);
    const taken = await restore("--to", new Date().toISOString(), "--into", dataDir);
    expect(taken.code).toBe(1);
    expect(taken.lines).toEqual([expect.stringMatching(/^Restore failed: .* exists: name a new directory/)]);
    const zoneless = await restore("--to", "2026-11-29T10:00:00");
    expect(zoneless.lines).toEqual([expect.stringMatching(/^Restore failed: .*time zone/)]);
  });
});
