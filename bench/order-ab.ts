/**
 * Order creation of two builds side by side on the same machine, in alternating rounds (as
 * bench/README.md's "comparing two builds" says): each build's server on its own fresh embedded
 * database, warmed, then measured in turns under the same load, so that whatever else runs on the
 * machine falls on both. Reports per round and per build the orders per second, p99, and the CPU
 * milliseconds per order of the shop's process and of its whole process tree (the embedded
 * PostgreSQL included).
 *
 *   npm run build, copy the build (dist/, build/, public/, adapters/db/migrations/, package.json,
 *   a node_modules link) to another directory, change the code, npm run build again, then:
 *   npx tsx bench/order-ab.ts before=/tmp/before after=.
 *   (a build's own environment after its directory: after=.,VARIABLE=value)
 *
 *   BENCH_ROUNDS (default 4), BENCH_SECONDS per round (8), BENCH_WARMUP_SECONDS (15),
 *   BENCH_CONNECTIONS (20).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** The bench's order (bench/run.ts's): a guest's, no promo code, no balances. */
const ORDER = JSON.stringify({
  game: "mobile-legends",
  product: "ml-170",
  account: { userId: "123456789", zoneId: "2001", region: "ID" },
  confirmed: true,
  paymentMethod: "qris",
});

interface Build {
  name: string;
  dir: string;
  shop: ChildProcess;
  origin: string;
  dataDir: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 1200; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function cpuOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

async function childrenOf(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const children: number[] = [];
  for (const task of tasks) {
    const list = await readFile(`/proc/${pid}/task/${task}/children`, "utf8").catch(() => "");
    for (const child of list.split(" ").filter(Boolean)) children.push(Number(child));
  }
  return children;
}

/** CPU milliseconds of a process and every process below it (its database's server processes). */
async function treeCpu(pid: number): Promise<number> {
  let total = await cpuOf(pid);
  for (const child of await childrenOf(pid)) total += await treeCpu(child);
  return total;
}

let keys = 0;

async function load(origin: string, seconds: number) {
  const result = await autocannon({
    url: `${origin}/backend/api/orders`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json", "accept-encoding": "br, gzip" },
        body: ORDER,
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          headers: { ...request.headers, "idempotency-key": `ab-${process.pid}-${++keys}` },
        }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.errors + result.timeouts + result.non2xx,
  };
}

async function start(name: string, dir: string, env: Record<string, string>): Promise<Build> {
  const root = path.resolve(dir);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `order-ab-${name}-`));
  const port = await freePort();
  const shop = spawn(process.execPath, [path.join(root, "dist/server.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMITS: "off",
      ...env,
    },
    stdio: "inherit",
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/backend/api/ready`);
  return { name, dir: root, shop, origin, dataDir };
}

async function main(): Promise<void> {
  const specs = process.argv.slice(2).map((arg) => {
    const [build, ...settings] = arg.split(",");
    const [name, dir] = (build ?? "").split("=");
    if (!name || !dir) throw new Error(`expected name=directory[,VARIABLE=value...], got ${arg}`);
    return { name, dir, env: Object.fromEntries(settings.map((setting) => setting.split("=") as [string, string])) };
  });
  if (specs.length < 2) throw new Error("usage: npx tsx bench/order-ab.ts before=/tmp/before after=.");
  const builds: Build[] = [];
  try {
    for (const spec of specs) builds.push(await start(spec.name, spec.dir, spec.env));
    for (const build of builds) await load(build.origin, WARMUP_SECONDS);
    const rows: { round: number; build: string; rps: number; p99: number; shopCpu: number; treeCpu: number }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // Each round in the other order: neither build always follows the other's load.
      const order = round % 2 === 1 ? builds : [...builds].reverse();
      for (const build of order) {
        const shopBefore = await cpuOf(build.shop.pid!);
        const treeBefore = await treeCpu(build.shop.pid!);
        const result = await load(build.origin, SECONDS);
        const shopCpu = ((await cpuOf(build.shop.pid!)) - shopBefore) / result.requests;
        const treeCpuPerOrder = ((await treeCpu(build.shop.pid!)) - treeBefore) / result.requests;
        if (result.failed > 0) console.log(`${build.name}: ${result.failed} failed requests in round ${round}`);
        rows.push({
          round,
          build: build.name,
          rps: Math.round(result.rps),
          p99: result.p99,
          shopCpu: Number(shopCpu.toFixed(3)),
          treeCpu: Number(treeCpuPerOrder.toFixed(3)),
        });
        console.log(JSON.stringify(rows.at(-1)));
      }
    }
    console.log(
      "\n| build | rounds | orders/s (mean) | p99 ms (mean) | shop CPU ms/order | shop + PostgreSQL CPU ms/order |",
    );
    console.log("| --- | --- | --- | --- | --- | --- |");
    for (const build of builds) {
      const mine = rows.filter((row) => row.build === build.name);
      const mean = (pick: (row: (typeof rows)[number]) => number) =>
        mine.reduce((sum, row) => sum + pick(row), 0) / mine.length;
      console.log(
        `| ${build.name} | ${mine.length} | ${Math.round(mean((row) => row.rps))} | ${mean((row) => row.p99).toFixed(1)} | ${mean((row) => row.shopCpu).toFixed(3)} | ${mean((row) => row.treeCpu).toFixed(3)} |`,
      );
    }
    const [first, second] = builds;
    const ratios = Array.from({ length: ROUNDS }, (_, index) => {
      const a = rows.find((row) => row.round === index + 1 && row.build === first!.name)!;
      const b = rows.find((row) => row.round === index + 1 && row.build === second!.name)!;
      return b.rps / a.rps;
    });
    console.log(
      `\n${second!.name} / ${first!.name} orders/s per round: ${ratios.map((ratio) => ratio.toFixed(3)).join(", ")}`,
    );
  } finally {
    for (const build of builds) {
      build.shop.kill("SIGTERM");
      await new Promise((resolve) => build.shop.once("exit", resolve));
      await rm(build.dataDir, { recursive: true, force: true });
    }
  }
}

await main();
