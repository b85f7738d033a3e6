import { chown, mkdir, stat } from "node:fs/promises";
import path from "node:path";

/**
 * Where the embedded PostgreSQL's backups live, and the server settings that archive its WAL there
 * (decision 053). Shared by the starter (server/embedded-postgres.ts) and the backups themselves.
 */

export interface BackupPaths {
  /** DATA_DIR, resolved. */
  root: string;
  /** The PostgreSQL data directory: DATA_DIR/postgres. */
  database: string;
  /** The WAL archive. */
  wal: string;
  /** The base backups, one directory each, named by their time. */
  base: string;
}

export function backupPaths(dataDir: string): BackupPaths {
  const root = path.resolve(dataDir);
  return {
    root,
    database: path.join(root, "postgres"),
    wal: path.join(root, "backups", "wal"),
    base: path.join(root, "backups", "base"),
  };
}

/** A value for sh in single quotes: nothing inside is expanded. */
function shellQuoted(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/** A path inside archive_command or restore_command: PostgreSQL reads `%` there as its own escape. */
const commandPath = (value: string) => shellQuoted(value.replaceAll("%", "%%"));

/**
 * The archive_command copying each completed WAL segment into `walDir`: to a temporary name, flushed,
 * then renamed, so the archive never holds half a segment. A segment already archived with the same
 * content is success (PostgreSQL may ask again after a crash); with other content it is a failure,
 * so PostgreSQL keeps the segment and retries rather than lose either copy.
 */
export function archiveCommand(walDir: string): string {
  const target = `${commandPath(walDir)}/"%f"`;
  return (
    `if [ -f ${target} ]; then cmp -s "%p" ${target}; ` +
    `else cp "%p" ${target}.tmp && { sync ${target}.tmp 2>/dev/null || sync; } && mv ${target}.tmp ${target}; fi`
  );
}

/** The restore_command reading segments back from the archive in `walDir`. */
export function restoreCommand(walDir: string): string {
  return `cp ${commandPath(walDir)}/"%f" "%p"`;
}

/**
 * The server flags that archive into `walDir`: `archive_timeout` closes a segment at least once an
 * hour when anything was written, so a quiet shop's writes reach the archive too. Each closed
 * segment takes 16 MB however little it holds: once a minute would be up to 23 GB a day, once an
 * hour at most 384 MB. A restore closes the current segment itself (server/backups.ts).
 */
export function archivingFlags(walDir: string): string[] {
  return [
    "-c",
    "wal_level=replica",
    "-c",
    "archive_mode=on",
    "-c",
    `archive_command=${archiveCommand(walDir)}`,
    "-c",
    "archive_timeout=3600",
  ];
}

/** Makes `directory` (and its parents) owned like `like`: as root, PostgreSQL runs as its own user. */
async function ownLike(directory: string, like: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const owner = await stat(like);
  await chown(directory, owner.uid, owner.gid);
}

/** The WAL archive made and writable by the server's user (the owner of its data directory). */
export async function prepareArchive(paths: BackupPaths): Promise<void> {
  await mkdir(paths.wal, { recursive: true });
  await ownLike(path.dirname(paths.wal), paths.database);
  await ownLike(paths.wal, paths.database);
}
