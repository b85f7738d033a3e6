/**
 * Throughput of the built shop against a baseline measured in the same command (DEVELOPERS.md: speed
 * is measured as ratios, never as timed assertions in tests). Needs `npm run build` first.
 *
 *   npm run bench                 5 s per target
 *   BENCH_SECONDS=15 npm run bench
 *
 * Exits 1 when a ratio falls under its budget in bench/budgets.json.
 */
import { fork, spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TARGETS = [
  { name: "home page (SSR)", path: "/" },
  { name: "game page (SSR)", path: "/genshin" },
  { name: "legal page (SSR)", path: "/privacy" },
  { name: "health API", path: "/backend/api/health" },
] as const;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function measure(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function main(): Promise<void> {
  const budgets = JSON.parse(await readFile("bench/budgets.json", "utf8")) as Record<string, number>;
  const dataDir = await mkdtemp(path.join(tmpdir(), "shop-bench-"));
  const port = await freePort();
  const shop: ChildProcess = spawn(process.execPath, ["dist/server.js"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  let baseline: ChildProcess | undefined;
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitFor(`${origin}/backend/api/ready`);
    const pages: Record<string, { type: string; body: string }> = {};
    for (const target of TARGETS) {
      const response = await fetch(origin + target.path, { headers: { "user-agent": "bench" } });
      pages[target.path] = { type: response.headers.get("content-type") ?? "text/html", body: await response.text() };
    }
    const pagesFile = path.join(dataDir, "baseline-pages.json");
    await writeFile(pagesFile, JSON.stringify(pages));
    baseline = fork("bench/baseline-server.mjs", { env: { ...process.env, BASELINE_PAGES_FILE: pagesFile } });
    const baselinePort = await new Promise<number>((resolve) =>
      baseline!.once("message", (message) => resolve((message as { port: number }).port)),
    );

    const rows = [];
    let failed = false;
    for (const target of TARGETS) {
      const floor = await measure(`http://127.0.0.1:${baselinePort}${target.path}`);
      const ours = await measure(origin + target.path);
      const ratio = ours / floor;
      const budget = budgets[target.path] ?? 0;
      if (ratio < budget) failed = true;
      rows.push({
        target: target.name,
        "shop req/s": Math.round(ours),
        "baseline req/s": Math.round(floor),
        ratio: ratio.toFixed(3),
        budget,
        ok: ratio >= budget ? "yes" : "NO",
      });
    }
    console.table(rows);
    await mkdir("bench/results", { recursive: true });
    await writeFile(
      "bench/results/latest.json",
      JSON.stringify({ at: new Date().toISOString(), seconds: SECONDS, rows }, null, 2),
    );
    if (failed) process.exitCode = 1;
  } finally {
    baseline?.disconnect();
    shop.kill("SIGTERM");
    await new Promise((resolve) => shop.once("exit", resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
