import { spawn } from "node:child_process";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** nobody: a user every Linux machine has, and the kind the shop's image runs as (no root, no `postgres`). */
const NOBODY = { uid: 65534, gid: 65534 };

/** The shop's embedded start in its own process: starts, asks who it is connected as, stops. */
const SCRIPT = `
import pino from "pino";
import pg from "pg";
import { startEmbeddedPostgres } from "./server/embedded-postgres.ts";
const db = await startEmbeddedPostgres(process.env.EMBEDDED_TEST_DIR, pino({ level: "silent" }));
const client = new pg.Client({ connectionString: db.url });
await client.connect();
const { rows } = await client.query("select current_database() as database");
await client.end();
await db.stop();
process.stdout.write(JSON.stringify(rows[0]));
`;

/** Runs SCRIPT as a user that is not root: this one when it is not root, else nobody. */
function runAsNonRoot(dataDir: string): Promise<{ code: number | null; out: string; err: string }> {
  const asRoot = process.getuid?.() === 0;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", SCRIPT], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: dataDir, EMBEDDED_TEST_DIR: dataDir },
      ...(asRoot ? NOBODY : {}),
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, out, err }));
  });
}

describe("the embedded PostgreSQL", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("starts for a user that is not root and has no `postgres` user to become", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "kupi-embedded-"));
    if (process.getuid?.() === 0) await chown(dir, NOBODY.uid, NOBODY.gid);
    const result = await runAsNonRoot(path.join(dir, "data"));
    expect(result.err).not.toMatch(/groupadd|Failed to create/);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.out)).toEqual({ database: "shop" });
  }, 90_000);
});
