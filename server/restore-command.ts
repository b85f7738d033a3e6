import path from "node:path";
import { parseArgs } from "node:util";
import { envSchema } from "./env";
import { archiveLiveWal, restoreToTime, RestoreRefusal, runningEmbeddedServer } from "./backups";
import { oneLine } from "./migrate-command";

/** An ISO 8601 time that says its zone: a bare local time would mean another moment on another machine. */
const ZONED_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/i;

/**
 * `npm run restore -- --to "<ISO time>" [--into <dir>]`: restores the embedded PostgreSQL as it was at
 * that time into a new DATA_DIR (decision 053), one line per step, and says how to start the shop on
 * it. The live DATA_DIR is only read. A failure is one line and exit code 1.
 */
export async function runRestoreCommand(
  args: string[],
  source: Record<string, string | undefined>,
  write: (line: string) => void,
): Promise<number> {
  const fail = (message: string) => {
    write(`Restore failed: ${message}`);
    return 1;
  };
  let options: { to?: string; into?: string };
  try {
    options = parseArgs({ args, options: { to: { type: "string" }, into: { type: "string" } } }).values;
  } catch (error) {
    return fail(`${oneLine(error)}; use --to "<ISO time>" [--into <new directory>]`);
  }
  if (source.DATABASE_URL?.trim())
    return fail("DATABASE_URL is set: that database's backups are its own (its service's restore, or pg_restore)");
  if (!options.to) return fail('say the time to restore to: --to "2026-11-29T10:00:00Z"');
  const target = new Date(options.to);
  if (!ZONED_TIME.test(options.to.trim()) || Number.isNaN(target.getTime()))
    return fail(
      `${options.to} is not an ISO time with its time zone, such as 2026-11-29T10:00:00Z or 2026-11-29T17:00:00+07:00`,
    );
  const dataDir = envSchema.shape.DATA_DIR.parse(source.DATA_DIR);
  const into = path.resolve(
    options.into ?? `${path.resolve(dataDir)}-restored-${target.toISOString().replaceAll(":", "-").replace(".", "-")}`,
  );
  try {
    const restored = await restoreToTime(dataDir, target, into, {
      beforeCopy: async () => {
        const live = await runningEmbeddedServer(dataDir);
        if (!live) return;
        await archiveLiveWal(live.url);
        write("archived the running shop's latest WAL");
      },
    });
    write(`restored base backup ${restored.backup.name} into ${restored.into}`);
    write(`replayed the WAL archive to ${target.toISOString()}; ${path.resolve(dataDir)} was not touched`);
    write(`start the shop on it: DATA_DIR=${restored.into} npm start (then npm run backup)`);
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefusal) return fail(error.message);
    const message = oneLine(error);
    // Recovery stops only at a commit later than its target: without one it cannot tell it got there.
    if (/recovery ended before/.test(message))
      return fail(
        `${message}: the archive's WAL ends before that time; retry in a minute, or restore to an earlier time`,
      );
    return fail(message);
  }
}
