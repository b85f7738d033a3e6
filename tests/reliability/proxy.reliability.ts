import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorSessions, operators, users } from "../../adapters/db/schema";
import { generateTotpSecret } from "../../core/admin/totp";
import { formatMoney, money } from "../../core/money";
import { expectExactBooks, readBooks } from "./support/books";
import { playerId, signedInBuyer } from "./support/buyers";
import { shopClient, type ShopClient } from "./support/client";
import { freePort, startCluster, type Cluster } from "./support/cluster";
import { formatCount, recordFigures } from "./support/figures";
import { testShippedConfig } from "./support/nginx";

const ORDERS = 300;
const AT_ONCE = 30;
/** The shop's s-maxage on anonymous pages (server/page-cache.ts): how long nginx serves its copy unasked. */
const SHARED_MAX_AGE_MS = 10_000;
const BROWSER = { "user-agent": "Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36" };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An operator of the console with a session as after a TOTP code, as its cookie. */
async function consoleManager(cluster: Cluster): Promise<string> {
  const db = cluster.database.db;
  const [user] = await db.insert(users).values({ displayName: "Proxy Manager" }).returning();
  await db.insert(operators).values({
    userId: user!.id,
    role: "manager",
    status: "active",
    totpSecret: generateTotpSecret(),
    totpConfirmedAt: new Date(),
  });
  const token = randomBytes(32).toString("base64url");
  await db.insert(operatorSessions).values({
    tokenHash: createHash("sha256").update(token).digest("hex"),
    userId: user!.id,
    expiresAt: new Date(Date.now() + 3_600_000),
    lastSeenAt: new Date(),
  });
  return `admin_session=${token}`;
}

/** One line of nginx's access log (the `proxy` format of tests/reliability/support/nginx.ts). */
function accessLines(cluster: Cluster) {
  return [
    ...cluster.nginx.output().matchAll(/\] (\S+) (\d{3}) \d+ \S+ upstream=(.*) upstream_status=(.*) cache=/g),
  ].map(([, method, status, upstream, upstreamStatus]) => ({
    method: method!,
    status: Number(status),
    /** The servers nginx tried, in turn: more than one when it passed the request on. */
    tries: upstream!.split(",").length,
    upstreamStatus: upstreamStatus!,
  }));
}

/**
 * Three servers behind Debian's nginx, configured as deploy/nginx.conf: anonymous pages come from
 * the proxy's cache as the shop's Cache-Control allows and a console price change reaches them by
 * revalidation; then 300 purchases with one server stopped (SIGTERM, a deploy) in the middle.
 */
describe("three servers behind nginx", () => {
  let cluster: Cluster;
  let client: ShopClient;

  beforeAll(async () => {
    cluster = await startCluster({ servers: 3 });
    client = shopClient(cluster);
  });
  afterAll(() => cluster.close());

  it("the shipped deploy/nginx.conf is one nginx accepts", async () => {
    const checked = await testShippedConfig(await freePort());
    expect(checked.output).toContain("test is successful");
    expect(checked.code, checked.output).toBe(0);
  });

  const page = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${cluster.nginx.url}${path}`, { headers: { ...BROWSER, ...headers } });

  it("serves an anonymous game page from its cache, never a personal one, and a new price within s-maxage", async () => {
    const games = (await (await fetch(`${cluster.nginx.url}/backend/api/games/azur-lane`)).json()) as {
      data: { products: { sku: string; price: { amount: number } }[] };
    };
    const product = games.data.products[0]!;
    const salePrice = product.price.amount - 1_000;
    const shown = formatMoney(money(salePrice, "IDR"), "id-ID");

    const first = await page("/azur-lane");
    expect(first.status).toBe(200);
    expect(["MISS", "EXPIRED"]).toContain(first.headers.get("x-cache-status"));
    const html = await first.text();
    const second = await page("/azur-lane");
    expect(second.headers.get("x-cache-status")).toBe("HIT");
    expect(await second.text()).toBe(html);
    expect(html).not.toContain(shown);

    // A visitor with a cookie or a bearer token is always sent to a server (the page may be theirs).
    const signedIn = await signedInBuyer(cluster, "Proxy Buyer");
    expect((await page("/azur-lane", signedIn.auth)).headers.get("x-cache-status")).toBe("BYPASS");
    expect((await page("/azur-lane", { cookie: "signed_in=1" })).headers.get("x-cache-status")).toBe("BYPASS");
    // An answer that sets a cookie (a campaign link's attribution) is never kept for the next visitor.
    for (let visit = 0; visit < 2; visit += 1) {
      const landing = await page("/azur-lane?utm_source=proxy-test");
      expect(landing.headers.getSetCookie().length).toBeGreaterThan(0);
      expect(landing.headers.get("x-cache-status")).toBe("MISS");
    }
    // Personal answers are never kept either, not even by mistake of a visitor without cookies.
    for (let visit = 0; visit < 2; visit += 1)
      expect((await page("/find-order")).headers.get("x-cache-status")).not.toBe("HIT");

    // A sale set in the console, through nginx as an operator's browser posts it.
    const manager = await consoleManager(cluster);
    const sale = await fetch(`${cluster.nginx.url}/admin/catalog/azur-lane`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: cluster.nginx.url,
        cookie: manager,
      },
      body: new URLSearchParams({
        intent: "sale",
        sku: product.sku,
        currency: "IDR",
        amount: String(salePrice),
        startsAt: "",
        endsAt: "",
        reason: "proxy cache test",
      }).toString(),
    });
    expect(sale.status).toBe(200);
    const changedAt = Date.now();
    // The servers heard the change at once: a request that bypasses the proxy's cache shows it.
    await expect
      .poll(async () => (await (await page("/azur-lane", { cookie: "signed_in=1" })).text()).includes(shown), {
        timeout: 5_000,
        interval: 100,
      })
      .toBe(true);
    // The proxy's copy is served until it is older than s-maxage, then asked for again with its
    // ETag: a background revalidation brings the new page, which the next visitor gets.
    const statuses: string[] = [];
    for (;;) {
      const answer = await page("/azur-lane");
      statuses.push(answer.headers.get("x-cache-status") ?? "none");
      if ((await answer.text()).includes(shown)) break;
      expect(Date.now() - changedAt).toBeLessThan(SHARED_MAX_AGE_MS + 5_000);
      await pause(250);
    }
    const shownAfter = Date.now() - changedAt;
    expect(statuses).toContain("HIT");
    expect((await page("/azur-lane")).headers.get("x-cache-status")).toBe("HIT");

    recordFigures(
      `proxy cache: anonymous game page HIT from nginx, cookie/token BYPASS, cookie-setting answers never kept; a console price change shown after ${(shownAfter / 1_000).toFixed(1)} s (s-maxage ${SHARED_MAX_AGE_MS / 1_000} s)`,
    );
  });

  it(`${ORDERS} purchases across three servers, one stopped with SIGTERM midway: none lost, books exact`, async () => {
    const before = accessLines(cluster).length;
    let created = 0;
    let stopping: Promise<void> | undefined;
    const stopped = cluster.servers[1]!;
    const ids: string[] = [];
    const purchase = async (index: number) => {
      const buyer = await signedInBuyer(cluster, `Proxy load ${index}`);
      const order = await client.createOrder(
        {
          game: "free-fire",
          product: "ff-140",
          account: { playerId: playerId(9, index) },
          paymentMethod: index % 2 === 0 ? "card" : "qris",
          email: `proxy${index}@example.com`,
        },
        `proxy-load-${index}`,
        buyer.auth,
      );
      expect(order.status).toBe(201);
      const id = order.body.data!.id;
      ids.push(id);
      created += 1;
      if (created === ORDERS / 2) stopping = stopped.stop();
      const pay = await client.pay(id, index % 2 === 0);
      expect(pay.status).toBe(200);
      if (pay.body.redirectUrl) expect(await client.payAtGateway(pay.body.redirectUrl)).toBeLessThan(400);
    };
    const started = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < ORDERS) await purchase(next++);
      }),
    );
    await stopping;
    expect(stopped.running).toBe(false);
    const placed = (Date.now() - started) / 1_000;
    // Delivered, read from the database: a buyer's page polling each order would only add load here.
    const pool = cluster.database.pool;
    const complete = async () =>
      Number(
        (
          await pool.query<{ n: string }>(
            "SELECT count(*) AS n FROM orders WHERE id = ANY($1) AND status = 'complete'",
            [ids],
          )
        ).rows[0]!.n,
      );
    await expect.poll(complete, { timeout: 120_000, interval: 250 }).toBe(ORDERS);
    const seconds = (Date.now() - started) / 1_000;

    const perOrder = async (query: string) =>
      (await pool.query<{ n: string }>(query, [ids])).rows.map((row) => Number(row.n));
    const counts = {
      orders: [
        Number(
          (await pool.query<{ n: string }>("SELECT count(*) AS n FROM orders WHERE id = ANY($1)", [ids])).rows[0]!.n,
        ) / ORDERS,
      ],
      paid: await perOrder(
        "SELECT count(e.id) AS n FROM orders o LEFT JOIN order_events e ON e.order_id = o.id AND e.to_status = 'in_progress' WHERE o.id = ANY($1) GROUP BY o.id",
      ),
      purchases: await perOrder(
        "SELECT count(p.reference) AS n FROM orders o LEFT JOIN sandbox_supplier_purchases p ON p.reference LIKE o.number || '-%' WHERE o.id = ANY($1) GROUP BY o.id",
      ),
      receipts: await perOrder(
        "SELECT count(r.id) AS n FROM orders o LEFT JOIN receipts r ON r.order_id = o.id WHERE o.id = ANY($1) GROUP BY o.id",
      ),
    };
    expect(counts.orders).toEqual([1]);
    for (const [effect, values] of Object.entries(counts).slice(1))
      expect([effect, values]).toEqual([effect, Array(ORDERS).fill(1)]);
    const books = await readBooks(cluster);
    expect(books.returnedPayments).toBe(0);
    expectExactBooks(books);

    const lines = accessLines(cluster).slice(before);
    const passedOn = lines.filter((line) => line.tries > 1).length;
    const badGateway = lines.filter((line) => line.status === 502).length;
    recordFigures(
      `three servers behind nginx: ${formatCount(ORDERS)} purchases placed and paid in ${placed.toFixed(0)} s, delivered in ${seconds.toFixed(0)} s, one server stopped (SIGTERM) after ${formatCount(ORDERS / 2)}; ${formatCount(lines.length)} requests, ${passedOn} passed on to another server by nginx, ${badGateway} answered 502 and retried by the client; 0 lost, 0 double effects`,
    );
  });
});
