/**
 * The CPU one rendered page costs, for two or more builds side by side (bench/README.md, "comparing
 * two builds"): each build's server on its own fresh embedded database with bench/request-cpu.mjs
 * loaded, its pages requested one at a time over one connection, the builds and pages interleaved
 * request by request so that whatever else runs on the machine falls on all of them alike. Reports
 * per build and page the trimmed mean (the slowest tenth left out) and the median of the server's
 * CPU milliseconds per request. On a shared machine this is the figure that holds still; load runs
 * move with the neighbours (bench/history.md, "Where a rendered page's CPU goes").
 *
 *   npx tsx bench/page-ab.ts before=/tmp/before after=.    (copies as for bench/order-ab.ts)
 *   npx tsx bench/page-ab.ts now=.                         one build: where its pages stand
 *
 *   BENCH_WARMUP_REQUESTS per page and build before measuring (default 2,000: V8 compiles a render's
 *   hot functions over its first thousands), BENCH_REQUESTS measured (default 600),
 *   BENCH_PAGES: names of the pages to measure, comma-separated (default all).
 */
import http from "node:http";
import { fileURLToPath } from "node:url";
import { BENCH_ORDER, buildSpecs, startShop, stopShop, type ShopProcess } from "./shop-process";

const WARMUP = Number(process.env.BENCH_WARMUP_REQUESTS ?? 2_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const ONLY = (process.env.BENCH_PAGES ?? "").split(",").filter(Boolean);
const HOOK = fileURLToPath(new URL("./request-cpu.mjs", import.meta.url));

/** The pages with a render budget (budgets.json), a static page for the frame alone, and the order's reads. */
function pages(orderId: string): { name: string; path: string }[] {
  return [
    { name: "game page (uncached)", path: "/mobile-legends?sku=ml-170" },
    { name: "payment page", path: `/card-payment/${orderId}` },
    { name: "legal page (uncached)", path: "/privacy?bench=1" },
    { name: "payment page's data", path: `/card-payment/${orderId}.data` },
    { name: "order news read", path: `/backend/api/orders/public/${orderId}/news` },
  ].filter((page) => ONLY.length === 0 || ONLY.some((word) => page.name.startsWith(word)));
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(origin: string, path: string, label?: string): Promise<number> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: hostname,
        port,
        path,
        agent,
        headers: { "accept-encoding": "br, gzip", ...(label ? { "x-bench-cpu": label } : {}) },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
  });
}

async function newOrder(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/backend/api/orders`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": `page-ab-${process.pid}-${Date.now()}` },
    body: BENCH_ORDER,
  });
  return ((await answer.json()) as { data: { id: string } }).data.id;
}

async function main(): Promise<void> {
  const specs = buildSpecs(process.argv.slice(2));
  if (specs.length === 0) throw new Error("usage: npx tsx bench/page-ab.ts before=/tmp/before after=.");
  const shops: ShopProcess[] = [];
  try {
    for (const spec of specs)
      shops.push(await startShop(spec.name, spec.dir, { env: spec.env, nodeArgs: ["--import", HOOK] }));
    const targets = (
      await Promise.all(
        shops.map(async (shop) => {
          const id = await newOrder(shop.origin);
          return pages(id).map((page) => ({ shop, page, label: `${shop.name} | ${page.name}` }));
        }),
      )
    ).flat();
    // Interleaved: one request to each build's each page in turn.
    for (let round = 0; round < WARMUP + REQUESTS; round++)
      for (const target of targets) {
        const status = await get(target.shop.origin, target.page.path, round >= WARMUP ? target.label : undefined);
        if (status !== 200) throw new Error(`${target.shop.name} ${target.page.path} answered ${status}`);
      }
    const samples: Record<string, number[]> = {};
    for (const shop of shops) {
      const answer = await fetch(`${shop.origin}/__bench-cpu`);
      Object.assign(samples, (await answer.json()) as Record<string, number[]>);
    }
    console.log("| page | build | requests | CPU ms (trimmed mean) | CPU ms (median) |");
    console.log("| --- | --- | --- | --- | --- |");
    for (const page of pages("-"))
      for (const shop of shops) {
        const spent = [...(samples[`${shop.name} | ${page.name}`] ?? [])].sort((a, b) => a - b);
        const kept = spent.slice(0, Math.max(1, Math.floor(spent.length * 0.9)));
        const mean = kept.reduce((sum, value) => sum + value, 0) / kept.length;
        const median = spent[Math.floor(spent.length / 2)] ?? NaN;
        console.log(`| ${page.name} | ${shop.name} | ${spent.length} | ${mean.toFixed(3)} | ${median.toFixed(3)} |`);
      }
  } finally {
    agent.destroy();
    for (const shop of shops) await stopShop(shop);
  }
}

await main();
