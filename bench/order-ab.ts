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
import autocannon from "autocannon";
import { cpuMs, treeCpuMs } from "./measure";
import { BENCH_ORDER, buildSpecs, startShop, stopShop, type ShopProcess } from "./shop-process";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

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
        body: BENCH_ORDER,
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

async function main(): Promise<void> {
  const specs = buildSpecs(process.argv.slice(2));
  if (specs.length < 2) throw new Error("usage: npx tsx bench/order-ab.ts before=/tmp/before after=.");
  const builds: ShopProcess[] = [];
  try {
    for (const spec of specs) builds.push(await startShop(spec.name, spec.dir, { env: spec.env }));
    for (const build of builds) await load(build.origin, WARMUP_SECONDS);
    const rows: { round: number; build: string; rps: number; p99: number; shopCpu: number; treeCpu: number }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // Each round in the other order: neither build always follows the other's load.
      const order = round % 2 === 1 ? builds : [...builds].reverse();
      for (const build of order) {
        const shopBefore = await cpuMs(build.shop.pid!);
        const treeBefore = await treeCpuMs(build.shop.pid!);
        const result = await load(build.origin, SECONDS);
        const shopCpu = ((await cpuMs(build.shop.pid!)) - shopBefore) / result.requests;
        const treeCpuPerOrder = ((await treeCpuMs(build.shop.pid!)) - treeBefore) / result.requests;
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
    for (const build of builds) await stopShop(build);
  }
}

await main();
