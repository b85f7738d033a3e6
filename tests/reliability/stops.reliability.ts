import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** Its own port, beside the other scenarios' servers. */
const PORT = 3960;
const base = `http://127.0.0.1:${PORT}`;

/** Every process now running: its parent and its command line, read from /proc. */
function processes(): { pid: number; ppid: number; command: string }[] {
  const found = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name in stat is in parentheses and may hold spaces: the fields follow its last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, "utf8").replaceAll("\0", " ");
      found.push({ pid: Number(entry), ppid, command });
    } catch {
      // gone while we looked
    }
  }
  return found;
}

/** The pids started under `root`, children and theirs. */
function descendants(root: number): number[] {
  const all = processes();
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const { pid, ppid } of all)
      if (ppid === parent && !found.includes(pid)) {
        found.push(pid);
        queue.push(pid);
      }
  }
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // A zombie is dead; only its parent has not read its exit yet.
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

async function readyStatus(): Promise<number | "refused"> {
  return fetch(`${base}/backend/api/ready`).then(
    async (response) => {
      await response.arrayBuffer();
      return response.status;
    },
    () => "refused" as const,
  );
}

describe("stopping the shop started as the README says (npm start)", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "shop-stops-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** `npm start` (the README's command) with the embedded PostgreSQL in the scenario's DATA_DIR. */
  async function startWithNpm(env: Record<string, string>) {
    const npm = spawn("npm", ["start"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(PORT),
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    npm.stdout.on("data", (chunk) => (output += String(chunk)));
    npm.stderr.on("data", (chunk) => (output += String(chunk)));
    const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
    // A fresh PostgreSQL cluster (initdb), migrations and the seed first: slow on a busy machine.
    await expect.poll(readyStatus, { timeout: 120_000, interval: 200 }).toBe(200);
    const shop = descendants(npm.pid!);
    const postgres = processes().filter(({ command }) => command.includes(dataDir));
    expect(postgres.length, output).toBeGreaterThan(0);
    return {
      npm,
      exited,
      output: () => output,
      /** Nothing of the shop left: not Node under npm, not the embedded PostgreSQL or its workers. */
      left: () => [
        ...shop.filter(isAlive),
        ...processes()
          .filter(({ command }) => command.includes(dataDir))
          .map(({ pid }) => pid),
      ],
      /** After a failed run, nothing is left for the next one either. */
      kill: () => {
        if (npm.exitCode === null) npm.kill("SIGKILL");
        for (const pid of [...shop, ...postgres.map(({ pid }) => pid)]) if (isAlive(pid)) process.kill(pid, "SIGKILL");
      },
    };
  }

  /** A request whose body is still arriving: the rest is sent by `finish`. */
  async function requestInFlight() {
    const socket = connect(PORT, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += String(chunk)));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    const body = JSON.stringify({ game: "free-fire", product: "ff-140" });
    socket.write(
      `POST /backend/api/orders/calculate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    // Its headers reach the server before the signal does.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return {
      finish: async () => {
        socket.write(body.slice(10));
        await closed;
        return answer;
      },
      closed,
    };
  }

  it("on SIGTERM says 503 on readiness, finishes the request in flight, and leaves no process behind", async () => {
    // Long enough for a poll of /ready to see the 503 before the port closes.
    const shop = await startWithNpm({ SHUTDOWN_NOT_READY_MS: "2000", SHUTDOWN_TIMEOUT_MS: "30000" });
    try {
      const request = await requestInFlight();
      shop.npm.kill("SIGTERM");
      // A balancer polling readiness hears 503 while the shop still serves what it has.
      await expect.poll(readyStatus, { timeout: 10_000, interval: 50 }).toBe(503);
      expect(await request.finish(), shop.output()).toMatch(/^HTTP\/1\.1 200/);
      expect(await shop.exited, shop.output()).toBe(0);
      expect(shop.left()).toEqual([]);
    } finally {
      shop.kill();
    }
  });

  it("stops the embedded PostgreSQL even when the shutdown's time runs out on a request that never ends", async () => {
    const shop = await startWithNpm({ SHUTDOWN_TIMEOUT_MS: "1000" });
    try {
      const request = await requestInFlight();
      shop.npm.kill("SIGTERM");
      // The request is cut, not waited for; the exit code says the shutdown was forced.
      await request.closed;
      expect(await shop.exited, shop.output()).toBe(1);
      expect(shop.output()).toContain("shutdown timed out");
      expect(shop.left()).toEqual([]);
    } finally {
      shop.kill();
    }
  });

  it("refuses an unresolvable HOST or a file as DATA_DIR with one line each and exit code 1, no stack trace", async () => {
    const file = path.join(dataDir, "a-file");
    await writeFile(file, "");
    const start = (env: Record<string, string>) =>
      new Promise<{ code: number | null; text: string }>((resolve) => {
        const child = spawn(process.execPath, ["dist/server.js"], {
          env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "", ...env },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let text = "";
        child.stdout.on("data", (chunk) => (text += String(chunk)));
        child.stderr.on("data", (chunk) => (text += String(chunk)));
        child.once("exit", (code) => resolve({ code, text }));
      });
    expect(await start({ HOST: "shop.invalid", DATA_DIR: dataDir })).toEqual({
      code: 1,
      text: "Invalid environment:\n  HOST: is not an address or a host name this machine resolves (ENOTFOUND); 0.0.0.0 listens on every address\n",
    });
    expect(await start({ HOST: "127.0.0.1", DATA_DIR: file })).toEqual({
      code: 1,
      text: "Invalid environment:\n  DATA_DIR: is a file, not a directory\n",
    });
  });
});
