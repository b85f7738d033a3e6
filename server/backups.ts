import { existsSync } from "node:fs";
import {
  chmod,
  chown,
  copyFile,
  mkdir,
  readdir,
  readFile,
  readlink,
  rename,
  rm,
  stat,
  symlink,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { replayRecovery } from "./embedded-postgres";
import { archivingFlags, backupPaths, prepareArchive, restoreCommand, type BackupPaths } from "./wal-archive";

/**
 * Backups of the embedded PostgreSQL (decision 053): every WAL segment archived into
 * DATA_DIR/backups/wal as PostgreSQL completes it, base backups taken through its backup API
 * (pg_backup_start/pg_backup_stop) into DATA_DIR/backups/base/<time>, and point-in-time restores
 * into a new data directory. The embedded package ships no pg_basebackup, so the copy is the
 * low-level API's: the data directory's files copied while the backup is open, the backup_label
 * PostgreSQL hands back written beside them.
 */

// ---------------------------------------------------------------------------------------------
// Base backups

export interface BaseBackup {
  /** Its directory's name: the time it started, sortable. */
  name: string;
  directory: string;
  /** When pg_backup_stop returned: a restore to any later time can start from this backup. */
  finishedAt: Date;
  /** The first WAL segment a restore from it needs. */
  startWal: string;
}

/** What backup.json in a base backup's directory holds. */
interface BackupFacts {
  finishedAt: string;
  startWal: string;
  stopLsn: string;
}

const WAL_FILE = /^([0-9A-F]{8})([0-9A-F]{16})/;

/** A directory name for a time, sortable and free of characters some file systems refuse. */
function stamp(at: Date): string {
  return at.toISOString().replaceAll(":", "-").replace(".", "-");
}

/**
 * Files and directories of a data directory that a base backup leaves out, as PostgreSQL's own
 * pg_basebackup does: the server's runtime state and WAL (the archive supplies it). The directories
 * are kept, empty, since the server expects them.
 */
const EMPTIED_DIRECTORIES = new Set([
  "pg_wal",
  "pg_replslot",
  "pg_dynshmem",
  "pg_notify",
  "pg_serial",
  "pg_snapshots",
  "pg_stat_tmp",
  "pg_subtrans",
]);
const LEFT_OUT_FILES = new Set([
  "postmaster.pid",
  "postmaster.opts",
  "backup_label",
  "tablespace_map",
  "backup_manifest",
  "recovery.signal",
  "standby.signal",
]);

async function makeEmptiedDirectories(databaseDir: string): Promise<void> {
  for (const name of EMPTIED_DIRECTORIES) await mkdir(path.join(databaseDir, name), { recursive: true, mode: 0o700 });
  await mkdir(path.join(databaseDir, "pg_wal", "archive_status"), { recursive: true, mode: 0o700 });
  await mkdir(path.join(databaseDir, "pg_wal", "summaries"), { recursive: true, mode: 0o700 });
}

/**
 * Copies a directory tree. Files that vanish while it runs are skipped: the server drops and
 * rewrites files during a base backup, and the WAL replayed on restore puts back what they held.
 */
async function copyTree(
  from: string,
  to: string,
  options: {
    leaveOut?: (relative: string, isDirectory: boolean) => "copy" | "skip" | "empty";
    owner?: { uid: number; gid: number };
    signal?: AbortSignal;
  },
  relative = "",
): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  if (options.owner) await chown(to, options.owner.uid, options.owner.gid);
  const entries = await readdir(from, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  for (const entry of entries) {
    options.signal?.throwIfAborted();
    const name = path.join(relative, entry.name);
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    const decision = options.leaveOut?.(name, entry.isDirectory()) ?? "copy";
    if (decision === "skip") continue;
    if (entry.isDirectory()) {
      if (decision === "empty") {
        await mkdir(target, { recursive: true, mode: 0o700 });
        if (options.owner) await chown(target, options.owner.uid, options.owner.gid);
      } else await copyTree(source, target, options, name);
    } else if (entry.isSymbolicLink()) {
      await symlink(await readlink(source), target);
    } else {
      try {
        // Copies the mode too: PostgreSQL refuses a data directory whose files others may read.
        await copyFile(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw error;
      }
      if (options.owner) await chown(target, options.owner.uid, options.owner.gid);
    }
  }
}

function leaveOutOfBackup(relative: string, isDirectory: boolean): "copy" | "skip" | "empty" {
  const parts = relative.split(path.sep);
  const base = parts.at(-1)!;
  if (parts.length === 1 && isDirectory && EMPTIED_DIRECTORIES.has(base)) return "empty";
  if (parts.length === 1 && !isDirectory && LEFT_OUT_FILES.has(base)) return "skip";
  if (base.startsWith("pgsql_tmp") || base === "pg_internal.init") return "skip";
  return "copy";
}

/** The complete base backups, oldest first (a directory still being written ends in .partial). */
export async function listBaseBackups(paths: BackupPaths): Promise<BaseBackup[]> {
  const names = await readdir(paths.base).catch(() => [] as string[]);
  const found: BaseBackup[] = [];
  for (const name of names.toSorted()) {
    if (name.endsWith(".partial")) continue;
    const directory = path.join(paths.base, name);
    const facts = await readFile(path.join(directory, "backup.json"), "utf8")
      .then((text) => JSON.parse(text) as BackupFacts)
      .catch(() => undefined);
    if (!facts) continue;
    found.push({ name, directory, finishedAt: new Date(facts.finishedAt), startWal: facts.startWal });
  }
  return found;
}

/**
 * Takes a base backup of the server at `url` (a superuser's connection) whose data directory is
 * DATA_DIR/postgres, then keeps the newest `keep` base backups and the WAL they need.
 */
export async function takeBaseBackup(
  dataDir: string,
  url: string,
  options: { keep: number; signal?: AbortSignal; now?: Date },
): Promise<{ backup: BaseBackup; pruned: Pruned }> {
  const paths = backupPaths(dataDir);
  const name = stamp(options.now ?? new Date());
  const partial = path.join(paths.base, `${name}.partial`);
  const directory = path.join(paths.base, name);
  await mkdir(paths.base, { recursive: true });
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => undefined);
  await client.connect();
  let started = false;
  try {
    // The copy holds the password file and every row: for the shop's user alone.
    await mkdir(partial, { mode: 0o700 });
    // A fast checkpoint: the backup starts now rather than at the next scheduled checkpoint.
    await client.query("SELECT pg_backup_start($1, true)", [`kupi ${name}`]);
    started = true;
    await copyTree(paths.database, path.join(partial, "postgres"), {
      leaveOut: leaveOutOfBackup,
      signal: options.signal,
    });
    await makeEmptiedDirectories(path.join(partial, "postgres"));
    // Waits until the last segment the backup needs is archived: a finished backup is restorable.
    const stopped = await client.query<{ labelfile: string; spcmapfile: string | null; lsn: string; at: Date }>(
      "SELECT labelfile, spcmapfile, lsn::text AS lsn, clock_timestamp() AS at FROM pg_backup_stop(true)",
    );
    started = false;
    const { labelfile, spcmapfile, lsn, at } = stopped.rows[0]!;
    await writeFile(path.join(partial, "postgres", "backup_label"), labelfile, { mode: 0o600 });
    if (spcmapfile) await writeFile(path.join(partial, "postgres", "tablespace_map"), spcmapfile, { mode: 0o600 });
    const startWal = /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(labelfile)?.[1];
    if (!startWal) throw new Error("PostgreSQL's backup label names no start WAL file");
    const password = path.join(paths.root, "postgres-password");
    if (existsSync(password)) await copyFile(password, path.join(partial, "postgres-password"));
    const facts: BackupFacts = { finishedAt: at.toISOString(), startWal, stopLsn: lsn };
    await writeFile(path.join(partial, "backup.json"), `${JSON.stringify(facts, null, 2)}\n`);
    await rename(partial, directory);
    const backup: BaseBackup = { name, directory, finishedAt: at, startWal };
    return { backup, pruned: await pruneBackups(paths, options.keep) };
  } catch (error) {
    // The session's end aborts an open backup too; asking first keeps the server's log quiet.
    if (started) await client.query("SELECT pg_backup_stop(false)").catch(() => undefined);
    await rm(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface Pruned {
  baseBackups: number;
  walFiles: number;
}

/**
 * Keeps the newest `keep` base backups and removes the WAL older than the oldest kept one's start.
 * Timeline history files stay: they are small and a restore across a timeline needs them.
 */
async function pruneBackups(paths: BackupPaths, keep: number): Promise<Pruned> {
  const complete = await listBaseBackups(paths);
  const removed = complete.slice(0, Math.max(0, complete.length - keep));
  const kept = complete.slice(removed.length);
  for (const backup of removed) await rm(backup.directory, { recursive: true, force: true });
  // A .partial older than the newest complete backup belongs to a backup that was cut off.
  const newest = kept.at(-1);
  for (const name of await readdir(paths.base).catch(() => [] as string[])) {
    if (newest && name.endsWith(".partial") && name < newest.name)
      await rm(path.join(paths.base, name), { recursive: true, force: true });
  }
  let walFiles = 0;
  const oldest = kept[0] && WAL_FILE.exec(kept[0].startWal)?.[2];
  if (oldest) {
    for (const name of await readdir(paths.wal).catch(() => [] as string[])) {
      const position = WAL_FILE.exec(name)?.[2];
      if (!position || name.endsWith(".history") || position >= oldest) continue;
      await rm(path.join(paths.wal, name), { force: true });
      walFiles += 1;
    }
  }
  return { baseBackups: removed.length, walFiles };
}

// ---------------------------------------------------------------------------------------------
// Schedule

/**
 * Base backups of the embedded PostgreSQL every `everyHours` (0: none), the first at start when the
 * newest is older than that (or there is none). stop() cuts a backup in progress (its partial copy is
 * removed) rather than hold up the shutdown.
 */
export function scheduleBaseBackups(options: {
  dataDir: string;
  url: string;
  everyHours: number;
  keep: number;
  onTaken: (result: { backup: BaseBackup; pruned: Pruned }) => void;
  onFailed: (error: unknown) => void;
}): { stop(): Promise<void> } {
  if (options.everyHours <= 0) return { stop: () => Promise.resolve() };
  const every = options.everyHours * 3_600_000;
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const plan = (delay: number) => {
    if (abort.signal.aborted) return;
    timer = setTimeout(() => {
      running = takeBaseBackup(options.dataDir, options.url, { keep: options.keep, signal: abort.signal })
        .then(options.onTaken, (error: unknown) => {
          if (!abort.signal.aborted) options.onFailed(error);
        })
        .finally(() => plan(every));
    }, delay);
    timer.unref();
  };
  void listBaseBackups(backupPaths(options.dataDir)).then((backups) => {
    const newest = backups.at(-1);
    plan(newest ? Math.max(0, newest.finishedAt.getTime() + every - Date.now()) : 0);
  });
  return {
    stop: async () => {
      abort.abort();
      clearTimeout(timer);
      await running;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Point-in-time restore

/**
 * The running embedded PostgreSQL of DATA_DIR, from its postmaster.pid (PostgreSQL's documented
 * layout: the process id first, the port fourth), or undefined when none runs there.
 */
export async function runningEmbeddedServer(dataDir: string): Promise<{ url: string } | undefined> {
  const paths = backupPaths(dataDir);
  const lines = (await readFile(path.join(paths.database, "postmaster.pid"), "utf8").catch(() => "")).split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  const password = (await readFile(path.join(paths.root, "postgres-password"), "utf8")).trim();
  return { url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres` };
}

/**
 * Brings the live server's last writes into the archive: a transaction committed now (recovery stops
 * only at a commit later than its target time, so a quiet shop would leave it no such record), then
 * its current WAL segment closed and archived. Waits at most `timeoutMs` for the archiver.
 */
export async function archiveLiveWal(url: string, timeoutMs = 60_000): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query("SELECT pg_current_xact_id()");
    const switched = await client.query<{ segment: string }>("SELECT pg_walfile_name(pg_switch_wal()) AS segment");
    const segment = switched.rows[0]!.segment;
    for (const deadline = Date.now() + timeoutMs; ;) {
      const status = await client.query<{ last: string | null }>(
        "SELECT last_archived_wal AS last FROM pg_stat_archiver",
      );
      const last = status.rows[0]?.last;
      if (last && last.slice(8) >= segment.slice(8)) return;
      if (Date.now() > deadline)
        throw new Error(`WAL segment ${segment} was not archived in time: see PostgreSQL's log`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The live server's WAL segments the archive does not hold yet, copied into the restored pg_wal, as
 * PostgreSQL's recovery procedure says: the latest writes are there until their segment is full
 * or archive_timeout closes it. Recovery reads the archive first and these after it; a segment still being
 * written, or a recycled one, ends the replay at its last valid record, as after a crash.
 */
async function copyUnarchivedWal(
  paths: BackupPaths,
  destination: BackupPaths,
  owner: { uid: number; gid: number } | undefined,
): Promise<void> {
  const archived = new Set(await readdir(paths.wal).catch(() => [] as string[]));
  const live = path.join(paths.database, "pg_wal");
  for (const name of await readdir(live).catch(() => [] as string[])) {
    if (!/^[0-9A-F]{24}$/.test(name) || archived.has(name)) continue;
    const target = path.join(destination.database, "pg_wal", name);
    try {
      await copyFile(path.join(live, name), target);
    } catch (error) {
      // Recycled or removed by the live server meanwhile: the archive has what it held.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    if (owner) await chown(target, owner.uid, owner.gid);
  }
}

/** A restore refused before anything was written, with the reason an operator acts on. */
export class RestoreRefusal extends Error {}

/**
 * Restores the newest base backup finished before `target` into `into` (a directory that must not
 * exist: the live data directory is never touched), with its own WAL archive, and replays the
 * archived WAL up to `target` by starting PostgreSQL on it once, then stopping it. `into` is then a
 * DATA_DIR the shop starts on.
 */
export async function restoreToTime(
  dataDir: string,
  target: Date,
  into: string,
  options: { now?: Date; beforeCopy?: () => Promise<void> } = {},
): Promise<{ backup: BaseBackup; into: string }> {
  const now = options.now ?? new Date();
  const paths = backupPaths(dataDir);
  const destination = backupPaths(into);
  if (target.getTime() > now.getTime())
    throw new RestoreRefusal(`${target.toISOString()} is in the future (now ${now.toISOString()})`);
  if (existsSync(destination.root))
    throw new RestoreRefusal(`${destination.root} exists: name a new directory with --into`);
  const backups = await listBaseBackups(paths);
  const backup = backups.filter((candidate) => candidate.finishedAt <= target).at(-1);
  if (!backup) {
    throw new RestoreRefusal(
      backups[0]
        ? `no base backup finished before ${target.toISOString()} (the oldest finished ${backups[0].finishedAt.toISOString()})`
        : `no base backup in ${paths.base} (npm run backup takes one)`,
    );
  }
  await options.beforeCopy?.();
  await mkdir(destination.root, { recursive: true });
  try {
    await restoreInto(paths, destination, backup, target);
  } catch (error) {
    // Only what this restore made: the directory did not exist before it.
    await rm(destination.root, { recursive: true, force: true });
    throw error;
  }
  return { backup, into: destination.root };
}

/**
 * Whom PostgreSQL runs as when the shop runs as root: the owner of the live data directory, or, when
 * restoring from backups copied back without one, the `postgres` user the embedded package creates.
 */
async function serverUser(paths: BackupPaths): Promise<{ uid: number; gid: number } | undefined> {
  const live = await stat(paths.database).catch(() => undefined);
  if (live) return { uid: live.uid, gid: live.gid };
  const passwd = await readFile("/etc/passwd", "utf8").catch(() => "");
  const fields = passwd
    .split("\n")
    .find((line) => line.startsWith("postgres:"))
    ?.split(":");
  return fields ? { uid: Number(fields[2]), gid: Number(fields[3]) } : undefined;
}

async function restoreInto(
  paths: BackupPaths,
  destination: BackupPaths,
  backup: BaseBackup,
  target: Date,
): Promise<void> {
  const owner = process.getuid?.() === 0 ? await serverUser(paths) : undefined;
  // As root, PostgreSQL runs as its own user, which must enter the directory (decision 002).
  if (owner) await chmod(destination.root, 0o755);
  await copyTree(path.join(backup.directory, "postgres"), destination.database, { owner });
  await copyUnarchivedWal(paths, destination, owner);
  await chmod(destination.database, 0o700);
  const password = path.join(backup.directory, "postgres-password");
  const livePassword = path.join(paths.root, "postgres-password");
  await copyFile(existsSync(password) ? password : livePassword, path.join(destination.root, "postgres-password"));
  await prepareArchive(destination);

  const settings = [
    "",
    "# Point-in-time restore (npm run restore): read while recovery.signal exists, that is until the",
    "# replay below has reached its target and the server was promoted.",
    `restore_command = '${restoreCommand(paths.wal).replaceAll("'", "''")}'`,
    // PostgreSQL's own timestamp form: the setting refuses ISO 8601's T and Z.
    `recovery_target_time = '${target.toISOString().replace("T", " ").replace("Z", "+00")}'`,
    "recovery_target_action = 'promote'",
    "",
  ].join("\n");
  const conf = path.join(destination.database, "postgresql.conf");
  await writeFile(conf, `${await readFile(conf, "utf8")}${settings}`);
  await writeFile(path.join(destination.database, "recovery.signal"), "");
  if (owner) await chown(path.join(destination.database, "recovery.signal"), owner.uid, owner.gid);
  await replayRecovery(destination.database, archivingFlags(destination.wal));
  if (existsSync(path.join(destination.database, "recovery.signal")))
    throw new Error("PostgreSQL stopped before the replay finished");
}
