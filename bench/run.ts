/**
 * Throughput of the built shop beside a bare Fastify server answering the same bytes in the same run
 * (docs/principles.md: speed is measured as ratios, never as timed assertions in tests). Needs
 * `npm run build` first.
 *
 *   npm run bench                  10 s per target, report only
 *   npm run bench -- --check       exit 1 when a budget in bench/budgets.json is missed
 *   npm run bench -- --quick       2 s per target: proves the harness works, numbers are not judged
 *   npm run bench -- --lighthouse  Lighthouse only (working on the pages' scores), no load
 *   BENCH_SECONDS=30 npm run bench
 *   BENCH_WARMUP_SECONDS=0 npm run bench   no warm-up load before each target (default 30 s, quick 0)
 *   BENCH_ONLY=quote,order npm run bench   only the targets whose names start with one of these words
 *   BENCH_ONLY=live npm run bench          only the live order path (bench/live.ts), on a shop of its own
 *
 * Lighthouse 12 (mobile preset, Debian's Chromium; bench/lighthouse.ts) runs first on five pages, the
 * median of 3 runs (1 in the quick mode). Writes bench/results/latest.json and each page's last
 * Lighthouse report beside it.
 */
import { fork, type ChildProcess } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, constants as zlibConstants } from "node:zlib";
import autocannon from "autocannon";
import {
  checkBudgets,
  LIGHTHOUSE_CATEGORIES,
  type Budgets,
  type LighthouseResult,
  type LiveMeasured,
  type Measured,
} from "./budgets";
import { runLighthouse, type LighthousePage } from "./lighthouse";
import { measureLive } from "./live";
import { cpuMs } from "./measure";
import { BENCH_ORDER, startShop, stopShop } from "./shop-process";

const QUICK = process.argv.includes("--quick");
const CHECK = process.argv.includes("--check");
const LIGHTHOUSE_ONLY = process.argv.includes("--lighthouse");
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 2 : 10));
/**
 * Load sent to the shop before each target's measured run, and not counted. V8 compiles a render's
 * hot functions over its first few thousand calls: an uncached game page cost 10.4 CPU ms per request
 * in its first 500 renders after a start, 7-8 ms after 2,000 and 6 ms after 5,000 (bench/README.md).
 * A server on a sale day has been up for hours; the cold start is reported in the README on its own.
 * The bare floor has nothing to compile and is not warmed.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? (QUICK ? 0 : 30));
/** As the issue measured: 20 connections (BENCH_CONNECTIONS), compression accepted as a browser does. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Lighthouse runs per page, the median kept (the 3); the quick mode runs once to prove the harness. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? (QUICK ? 1 : 3));
/** Names (or first words of names) of the only targets to load; unset: all. */
const ONLY = (process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((word) => word.trim())
  .filter(Boolean);
/** The live order path (bench/live.ts): orders paid at once, pages left open, the quiet interval in seconds. */
const LIVE_ORDERS = Number(process.env.BENCH_LIVE_ORDERS ?? 200);
const LIVE_STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 2_000);
/**
 * 25 s, the streams' heartbeat period (order-events-routes.ts): every interval holds exactly one
 * heartbeat to every page, whenever it starts. The quick mode's 5 s may hold none.
 */
const LIVE_IDLE_SECONDS = Number(process.env.BENCH_LIVE_IDLE_SECONDS ?? (QUICK ? 5 : 25));
const ACCEPT = { "accept-encoding": "br, gzip", "user-agent": "Mozilla/5.0 (bench)" };

interface Target {
  name: string;
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Each request carries its own Idempotency-Key (order creation places a new order every time). */
  idempotent?: boolean;
  /** Each request's body, made anew for every request (a new game account each time); `body` is the first. */
  freshBody?: () => string;
}

const ORDER = BENCH_ORDER;
const JSON_POST = { "content-type": "application/json" };
/** The player check of one Mobile Legends account, as the game page asks it while the buyer types. */
const PLAYER_CHECK = "/backend/api/games/mobile-legends/lookup";
const playerCheck = (userId: string) => JSON.stringify({ account: { userId, zoneId: "2001" } });
let accounts = 0;
/**
 * A game account never asked before. Its User ID ends in 1: the sandbox lookup answers an ID ending in
 * 9999 only after its 3 s limit, and one ending in 0000 or 4030 as not found or not allowed
 * (adapters/lookup/sandbox-player-lookup.ts), none of them the buyer typing an ID that exists.
 */
const freshAccount = () => playerCheck(String(100_000_001 + 10 * ++accounts));
/**
 * A buyer's session cookie: catalog pages are the shared ones from the page cache whoever asks, and
 * the browser asks GET /auth/session who is signed in (an unknown token costs the same session
 * look-up a live one does).
 */
const SESSION = { cookie: "access_token=bench-unknown-session-token" };

/** The pages Lighthouse judges: a fresh order's payment page and a delivered order's page. */
function lighthousePages(orders: Orders): LighthousePage[] {
  return [
    { name: "home", path: "/" },
    { name: "game", path: "/mobile-legends" },
    { name: "form", path: "/mobile-legends/form" },
    { name: "payment", path: `/card-payment/${orders.fresh}`, noindex: true },
    { name: "order", path: `/card-payment/${orders.delivered}`, noindex: true },
  ];
}

interface Orders {
  /** Awaiting payment: the page shows the payment methods and the Pay button. */
  fresh: string;
  /** Pay pressed, its payment open at the gateway: the page follows it (use-order-news.ts) and, without a stream, polls. */
  waiting: string;
  /** Paid in the sandbox gateway and delivered by the sandbox supplier: the page a buyer keeps. */
  delivered: string;
}

function targets(orders: Orders): Target[] {
  return [
    { name: "home page", method: "GET", path: "/" },
    { name: "game page (cached)", method: "GET", path: "/mobile-legends" },
    // A query keeps a page out of the page cache (adapters/http/page-cache-policy.ts): ?sku= (a product
    // picked from a link) is rendered for every request, the cost of any render the cache cannot spare.
    { name: "game page (uncached)", method: "GET", path: "/mobile-legends?sku=ml-170" },
    // A campaign's link: its landing parameters change nothing on the page, which comes from the cache.
    { name: "game page (campaign link)", method: "GET", path: "/mobile-legends?utm_source=tiktok&utm_campaign=payday" },
    { name: "game page (signed in)", method: "GET", path: "/mobile-legends", headers: SESSION },
    { name: "session call", method: "GET", path: "/backend/api/auth/session", headers: SESSION },
    { name: "form page", method: "GET", path: "/mobile-legends/form" },
    { name: "payment page", method: "GET", path: `/card-payment/${orders.fresh}` },
    { name: "order page", method: "GET", path: `/card-payment/${orders.delivered}` },
    { name: "legal page", method: "GET", path: "/privacy" },
    { name: "quote", method: "POST", path: "/backend/api/orders/calculate", headers: JSON_POST, body: ORDER },
    {
      name: "order creation",
      method: "POST",
      path: "/backend/api/orders",
      headers: JSON_POST,
      body: ORDER,
      idempotent: true,
    },
    { name: "public order read", method: "GET", path: `/backend/api/orders/public/${orders.fresh}` },
    // What an open order page asks every 3 s when it cannot hold a stream (use-order-news.ts): the
    // order's news read once, on an order whose payment is open (a page follows only an order that moves).
    {
      name: "order news read",
      method: "GET",
      path: `/backend/api/orders/public/${orders.waiting}/news`,
    },
    // The player check the game page makes as the buyer types an ID (rate limits off, as for every
    // target: the shop's answer is measured, not the limiter's refusal). The same account every
    // time, as a buyer's page asks again while they fill in the rest: answered from the lookup's
    // cache (core/catalog/lookup-cache.ts)...
    {
      name: "player check (cached)",
      method: "POST",
      path: PLAYER_CHECK,
      headers: JSON_POST,
      body: playerCheck("123456789"),
    },
    // ...and a new account every time, as many buyers at once: each is a question for the lookup.
    {
      name: "player check (uncached)",
      method: "POST",
      path: PLAYER_CHECK,
      headers: JSON_POST,
      body: freshAccount(),
      freshBody: freshAccount,
    },
  ];
}

let keys = 0;
const idempotencyKey = () => `bench-${process.pid}-${++keys}`;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request with the bytes as sent (fetch would decompress them). */
function rawRequest(origin: string, target: Omit<Target, "name">): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...ACCEPT, ...target.headers };
  if (target.idempotent) headers["idempotency-key"] = idempotencyKey();
  return new Promise((resolve, reject) => {
    const request = http.request(origin + target.path, { method: target.method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const kept: Record<string, string> = {};
        for (const name of ["content-type", "content-encoding", "vary", "cache-control", "etag"]) {
          const value = response.headers[name];
          if (typeof value === "string") kept[name] = value;
        }
        resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
    });
    request.on("error", reject);
    request.end(target.body);
  });
}

async function load(
  url: string,
  target: Target,
  seconds = SECONDS,
): Promise<{ rps: number; p99: number; errors: number; detail: string; requests: number }> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: target.method,
        headers: { ...ACCEPT, ...target.headers },
        body: target.body,
        // (autocannon calls any setupRequest key it finds, so the key is left out rather than undefined)
        ...(target.idempotent || target.freshBody
          ? {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                ...(target.idempotent ? { headers: { ...request.headers, "idempotency-key": idempotencyKey() } } : {}),
                ...(target.freshBody ? { body: target.freshBody() } : {}),
              }),
            }
          : {}),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    requests: result.requests.total,
    detail: `${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts)`,
  };
}

/** Compressed bytes of the scripts and styles a page loads (what a phone downloads before it is usable). */
async function pageWeight(origin: string, pagePath: string): Promise<{ jsKb: number; cssKb: number }> {
  const html = (
    await rawRequest(origin, { method: "GET", path: pagePath, headers: { "accept-encoding": "identity" } })
  ).body.toString("utf8");
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const hrefOf = (tag: string) => /\shref="([^"]+)"/.exec(tag)?.[1];
  for (const [tag] of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)) scripts.add(hrefOf(tag)!);
  for (const [, src] of html.matchAll(/import\("([^"]+\.js)"\)/g)) scripts.add(src!);
  for (const [, src] of html.matchAll(/<script[^>]* src="([^"]+\.js)"/g)) scripts.add(src!);
  for (const [tag] of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)) styles.add(hrefOf(tag)!);
  const size = async (files: Set<string>, extraBytes = 0) => {
    let bytes = extraBytes;
    for (const file of files) bytes += (await rawRequest(origin, { method: "GET", path: file })).body.length;
    return Math.round(bytes / 102.4) / 10;
  };
  // The stylesheet is sent inline in the page (app/root.tsx): counted as its text compressed alone
  // (Brotli 11, as the built files are), so the CSS budget still reads what the phone receives.
  let inlineCssBytes = 0;
  for (const [, text] of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g))
    inlineCssBytes += brotliCompressSync(text!, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { jsKb: await size(scripts), cssKb: await size(styles, inlineCssBytes) };
}

async function createOrder(origin: string): Promise<string> {
  const created = await rawRequest(origin, {
    method: "POST",
    path: "/backend/api/orders",
    headers: { ...JSON_POST, "accept-encoding": "identity" },
    body: ORDER,
    idempotent: true,
  });
  if (created.status !== 201 && created.status !== 200)
    throw new Error(`order creation answered ${created.status}: ${created.body.toString("utf8")}`);
  return (JSON.parse(created.body.toString("utf8")) as { data: { id: string } }).data.id;
}

/** Presses Pay on an order, as a buyer does, and goes no further: its payment stays open at the gateway. */
async function startPayment(origin: string, orderId: string): Promise<string | undefined> {
  const started = await fetch(`${origin}/backend/api/orders/public/${orderId}/pay`, {
    method: "POST",
    headers: JSON_POST,
    body: "{}",
  });
  return ((await started.json()) as { redirectUrl?: string }).redirectUrl;
}

/**
 * Pays an order as a buyer does, through the built-in sandbox gateway (test mode: no keys configured):
 * Pay, the gateway's page, its Pay button; then waits for the sandbox supplier's delivery.
 */
async function payAndAwaitDelivery(origin: string, orderId: string): Promise<void> {
  const gatewayUrl = await startPayment(origin, orderId);
  if (!gatewayUrl) throw new Error(`paying the bench's order ${orderId} led to no gateway`);
  const gatewayPage = await (await fetch(gatewayUrl)).text();
  const formToken = /name="form_token" value="([0-9a-f]+)"/.exec(gatewayPage)?.[1];
  if (!formToken) throw new Error("the sandbox gateway's page has no form token");
  await fetch(gatewayUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action: "pay", form_token: formToken, lang: "id" }).toString(),
    redirect: "manual",
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    const order = (await (await fetch(`${origin}/backend/api/orders/public/${orderId}`)).json()) as {
      data: { status: string };
    };
    if (order.data.status === "complete") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the bench's paid order ${orderId} was not delivered within a minute`);
}

function rssMb(pid: number): Promise<number> {
  return readFile(`/proc/${pid}/status`, "utf8").then(
    (status) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024),
    () => 0,
  );
}

interface ShopRun {
  measured: Measured[];
  lighthouse: LighthouseResult[];
  weight: { jsKb: number; cssKb: number };
  rss: number;
  broken: boolean;
}

/** Lighthouse, then the load on each target, on the built shop beside the bare floor. */
async function loadShop(): Promise<ShopRun> {
  const started = await startShop("shop", ".", {
    port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined,
  });
  const { shop, origin, dataDir } = started;
  let baseline: ChildProcess | undefined;
  try {
    const orders: Orders = {
      fresh: await createOrder(origin),
      waiting: await createOrder(origin),
      delivered: await createOrder(origin),
    };
    if (!(await startPayment(origin, orders.waiting))) throw new Error("Pay on the bench's waiting order led nowhere");
    await payAndAwaitDelivery(origin, orders.delivered);
    const list = targets(orders).filter(
      (target) => ONLY.length === 0 || ONLY.some((word) => target.name.startsWith(word)),
    );

    // Lighthouse first, on a quiet shop (the load below leaves thousands of orders and a warm heap).
    // One request per page before it: a visitor meets the page cache warm (a first visitor after a
    // deploy or a price change pays one render, not every visitor), and Node's code is warm too.
    for (const page of lighthousePages(orders))
      await rawRequest(origin, { method: "GET", path: page.path, headers: { "accept-language": "id-ID,id;q=0.9" } });
    const lighthouse = await runLighthouse(origin, lighthousePages(orders), LIGHTHOUSE_RUNS, "bench/results");

    // The floor answers exactly what the shop answered, captured once per target.
    const answers: Record<string, unknown> = {};
    for (const [index, target] of (LIGHTHOUSE_ONLY ? [] : list).entries()) {
      const answer = await rawRequest(origin, target);
      if (answer.status >= 300) throw new Error(`${target.name}: the shop answered ${answer.status}`);
      answers[`t${index}`] = {
        method: target.method,
        status: answer.status,
        headers: answer.headers,
        body: answer.body.toString("base64"),
      };
    }
    const answersFile = path.join(dataDir, "baseline-answers.json");
    await writeFile(answersFile, JSON.stringify(answers));
    baseline = fork("bench/baseline-server.mjs", { env: { ...process.env, BASELINE_ANSWERS_FILE: answersFile } });
    const baselinePort = await new Promise<number>((resolve) =>
      baseline!.once("message", (message) => resolve((message as { port: number }).port)),
    );

    const measured: Measured[] = [];
    let broken = false;
    for (const [index, target] of (LIGHTHOUSE_ONLY ? [] : list).entries()) {
      const floor = await load(`http://127.0.0.1:${baselinePort}/t${index}`, target);
      if (WARMUP_SECONDS > 0) await load(origin + target.path, target, WARMUP_SECONDS);
      const cpuBefore = await cpuMs(shop.pid!);
      const ours = await load(origin + target.path, target);
      const cpuPerRequest = (await cpuMs(shop.pid!)) - cpuBefore;
      if (ours.errors > 0 || floor.errors > 0) {
        broken = true;
        console.log(`${target.name}: shop ${ours.detail}; baseline ${floor.detail}`);
      }
      measured.push({
        name: target.name,
        rps: Math.round(ours.rps),
        p99Ms: ours.p99,
        baselineRps: Math.round(floor.rps),
        ratio: Number((ours.rps / floor.rps).toFixed(3)),
        errors: ours.errors,
        baselineErrors: floor.errors,
        cpuMsPerRequest: ours.requests > 0 ? Number((cpuPerRequest / ours.requests).toFixed(2)) : null,
      });
    }
    const weight = await pageWeight(origin, "/mobile-legends");
    const rss = await rssMb(shop.pid!);
    return { measured, lighthouse, weight, rss, broken };
  } finally {
    baseline?.disconnect();
    await stopShop(started);
  }
}

async function main(): Promise<void> {
  const budgets = JSON.parse(await readFile("bench/budgets.json", "utf8")) as Budgets;
  // BENCH_ONLY=live runs the live order path alone: no page of the first shop is loaded.
  const liveOnly = ONLY.length > 0 && ONLY.every((word) => word === "live");
  const runsLive = !LIGHTHOUSE_ONLY && (ONLY.length === 0 || ONLY.includes("live"));
  const shopRun: ShopRun | undefined = liveOnly ? undefined : await loadShop();
  // After the first shop has stopped: its idle jobs would share the cores the quiet interval measures.
  const live: LiveMeasured[] = runsLive
    ? await measureLive({
        orders: LIVE_ORDERS,
        streams: LIVE_STREAMS,
        idleSeconds: LIVE_IDLE_SECONDS,
        warmRound: !QUICK,
        ...(process.env.BENCH_PORT ? { firstPort: Number(process.env.BENCH_PORT) + 1 } : {}),
      })
    : [];
  const measured = shopRun?.measured ?? [];
  const lighthouse = shopRun?.lighthouse ?? [];
  const outcome = checkBudgets(budgets, measured, shopRun?.weight, lighthouse, live);
  // Lost events or broken streams fail the run as failed requests do: the shop or the harness is broken.
  const broken = (shopRun?.broken ?? false) || live.some((row) => row.lost > 0);

  if (measured.length > 0)
    console.table(
      measured.map((row) => ({
        target: row.name,
        "shop req/s": row.rps,
        "p99 ms": row.p99Ms,
        "CPU ms/req": row.cpuMsPerRequest,
        "baseline req/s": row.baselineRps,
        ratio: row.ratio,
        errors: row.errors,
        "baseline errors": row.baselineErrors,
      })),
    );
  if (live.length > 0) {
    console.log(`The live order path (${LIVE_ORDERS} orders at once, ${LIVE_STREAMS} idle pages):`);
    console.table(
      live.map((row) => ({
        measure: row.name,
        count: row.count,
        lost: row.lost,
        "p50 ms": row.p50Ms,
        "p99 ms": row.p99Ms,
        "max ms": row.maxMs,
        "core share": row.coreShare,
        "CPU ms/req": row.cpuMsPerRequest,
        note: row.note,
      })),
    );
  }
  if (shopRun) {
    console.log(`Lighthouse (mobile, median of ${LIGHTHOUSE_RUNS}):`);
    console.table(
      lighthouse.map((row) => ({
        page: row.page,
        ...Object.fromEntries(LIGHTHOUSE_CATEGORIES.map((category) => [category, row.scores[category]])),
        "LCP ms": row.metrics.lcpMs,
        "TBT ms": row.metrics.tbtMs,
        CLS: row.metrics.cls,
        "SI ms": row.metrics.speedIndexMs,
        "CPU index": row.benchmarkIndex,
      })),
    );
    for (const row of lighthouse)
      if (row.flagged.length > 0) console.log(`Lighthouse ${row.page} flags: ${row.flagged.join(", ")}`);
    const { weight, rss } = shopRun;
    console.log(`game page: ${weight.jsKb} KB JS, ${weight.cssKb} KB CSS compressed; shop RSS after load ${rss} MB`);
  }
  for (const miss of outcome.misses) console.log(`budget missed: ${miss}`);
  if (broken)
    console.log("some requests failed (non-2xx, socket errors, lost events): see the errors and lost columns");

  await mkdir("bench/results", { recursive: true });
  await writeFile(
    "bench/results/latest.json",
    JSON.stringify(
      {
        at: new Date().toISOString(),
        machine: {
          cpus: os.cpus().length,
          model: os.cpus()[0]?.model,
          memoryGb: Math.round(os.totalmem() / 2 ** 30),
        },
        node: process.version,
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        connections: CONNECTIONS,
        quick: QUICK,
        targets: measured,
        live,
        lighthouse,
        gamePageWeight: shopRun?.weight,
        rssMbAfterLoad: shopRun?.rss,
        budgetMisses: outcome.misses,
      },
      null,
      2,
    ),
  );
  // The quick mode proves the harness and the shop answer; its few seconds are too short to judge.
  if (broken || (CHECK && !QUICK && outcome.misses.length > 0)) process.exitCode = 1;
}

await main();
