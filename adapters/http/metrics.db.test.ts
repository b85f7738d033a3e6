import pino from "pino";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SHOP_DETAILS } from "../../core/shop";
import { buildApp } from "../../server/app";
import { createHealthChecks, createServices } from "../../server/wiring";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { storedOrder } from "../../tests/support/stored-order";
import { readDeliveryDepth } from "../db/orders/delivery-depth";
import { createShopMetrics, type ShopMetrics } from "../metrics/shop-metrics";
import type { MetricsAccess } from "./metrics-routes";

const config = {
  testMode: true,
  shop: DEFAULT_SHOP_DETAILS,
  publicOrigin: "http://localhost:3000",
  originFromRequest: false,
  production: false,
  providers: {
    telegramBotToken: undefined,
    telegramBotUsername: undefined,
    facebook: undefined,
    google: false,
    telegram: false,
    whatsapp: true,
  },
};

const TOKEN = "metrics-token-for-tests-0001";

/** One sample's value in a scrape (undefined when the line is missing), by its name and labels as printed. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics", () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  let metrics: ShopMetrics;
  let services: ReturnType<typeof createServices>;
  /** The shared metrics' clock: a test moves it past the read cache to see the database anew. */
  let clock = 0;

  async function shopApp(access: MetricsAccess, own = metrics): Promise<FastifyInstance> {
    const app = await buildApp({
      logger: pino({ level: "silent" }),
      services,
      health: createHealthChecks(database.db),
      pages: false,
      metrics: { metrics: own, access },
    });
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    metrics = createShopMetrics({
      now: () => clock,
      deliveryDepth: () => readDeliveryDepth(database.db),
      pool: database.pool,
    });
    services = createServices(database.db, config, {
      onOrderCommitted: metrics.orderCommitted,
      onRateLimited: metrics.rateLimited,
    });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
  });

  it("counts a request under its route's pattern and status class, never under its address", async () => {
    const app = await shopApp({ token: undefined, loopback: true });
    const orderId = "0f5e2c4a-1b3d-4e6f-8a9b-7c6d5e4f3a2b";
    const order = await app.inject({ url: `/backend/api/orders/public/${orderId}` });
    expect(order.statusCode).toBe(404);
    expect((await app.inject({ url: "/backend/api/health" })).statusCode).toBe(200);

    const scrape = await app.inject({ url: "/metrics" });
    expect(scrape.statusCode).toBe(200);
    expect(scrape.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = scrape.body;
    expect(
      sample(
        text,
        'kupi_http_request_duration_seconds_count{route="/backend/api/orders/public/:id",method="GET",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'kupi_http_request_duration_seconds_count{route="/backend/api/health",method="GET",status_class="2xx"}',
      ),
    ).toBe(1);
    expect(text).not.toContain(orderId);
    // The process's own figures come with it.
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("counts an order's committed move by the statuses it left and reached, and the open deliveries", async () => {
    const app = await shopApp({ token: undefined, loopback: true });
    const past = new Date(Date.now() - 3 * 3_600_000);
    const expired = await storedOrder(database.db, { createdAt: past, events: [["awaiting_payment", past]] });
    await storedOrder(database.db, {
      createdAt: past,
      paidAt: past,
      events: [
        ["awaiting_payment", past],
        ["in_progress", past],
      ],
      delivery: "queued",
    });
    expect((await services.paymentFlow.cancelExpired(new Date())).done).toBeGreaterThanOrEqual(1);
    clock += 60_000;

    const text = (await app.inject({ url: "/metrics" })).body;
    expect(sample(text, 'kupi_order_moves_total{from="awaiting_payment",to="canceled"}')).toBe(1);
    expect(sample(text, 'kupi_deliveries_open{status="queued"}')).toBe(1);
    expect(sample(text, 'kupi_deliveries_open{status="pending"}')).toBe(0);
    expect(sample(text, "kupi_delivery_oldest_open_seconds")).toBeGreaterThan(3 * 3_600 - 60);
    // Nothing of the order itself: no ID, number or player.
    expect(text).not.toContain(expired.id);
    expect(text).not.toContain(expired.number);
  });

  it("counts the requests a rate limit refused, by action, and shows the pool's connections", async () => {
    const app = await shopApp({ token: undefined, loopback: true });
    const lookup = () =>
      app.inject({
        method: "POST",
        url: "/backend/api/orders/public/lookup",
        payload: { number: "K7M4Q2TX", gameId: "123456789" },
        remoteAddress: "10.9.8.7",
      });
    // One order number may be looked up 5 times an hour; the 6th and 7th are refused.
    for (let index = 0; index < 5; index += 1) expect((await lookup()).statusCode).toBe(404);
    expect((await lookup()).statusCode).toBe(429);
    expect((await lookup()).statusCode).toBe(429);
    const text = (await app.inject({ url: "/metrics" })).body;
    expect(sample(text, 'kupi_rate_limited_total{action="orderLookup"}')).toBe(2);
    expect(text).not.toContain("10.9.8.7");
    const busy = sample(text, 'kupi_db_pool_connections{state="busy"}');
    const idle = sample(text, 'kupi_db_pool_connections{state="idle"}');
    expect(busy! + idle!).toBe(database.pool.totalCount);
    expect(sample(text, 'kupi_db_pool_connections{state="waiting"}')).toBe(0);
  });

  it("labels nothing but route patterns, methods, classes, statuses, job names, actions and states", async () => {
    const app = await shopApp({ token: undefined, loopback: true });
    metrics.jobRan("receipts", false);
    await app.inject({ url: "/backend/api/orders/public/lookup?phone=%2B6281234567890" });
    await app.inject({ url: "/no/such/page/0f5e2c4a-1b3d-4e6f-8a9b-7c6d5e4f3a2b" });
    const text = (await app.inject({ url: "/metrics" })).body;
    expect(sample(text, 'kupi_job_runs_total{job="receipts",outcome="failed"}')).toBe(1);
    expect(text).not.toContain("6281234567890");
    expect(text).not.toContain("no/such/page");
    const shop = text.split("\n").filter((line) => line.startsWith("kupi_"));
    const labels = new Set(shop.flatMap((line) => [...line.matchAll(/[{,](\w+)="/g)].map((match) => match[1])));
    expect([...labels].sort()).toEqual([
      "action",
      "from",
      "job",
      "le",
      "method",
      "outcome",
      "route",
      "state",
      "status",
      "status_class",
      "to",
    ]);
  });

  it("answers only loopback in test mode without a token", async () => {
    const app = await shopApp({ token: undefined, loopback: true });
    const outside = await app.inject({ url: "/metrics", remoteAddress: "203.0.113.7" });
    expect(outside.statusCode).toBe(403);
    expect(outside.body).not.toContain("kupi_");
  });

  it("answers only the bearer of METRICS_TOKEN when one is set, from anywhere", async () => {
    const app = await shopApp({ token: TOKEN, loopback: false });
    for (const authorization of [undefined, "Bearer wrong-token-of-the-same-size-01", `Basic ${TOKEN}`, TOKEN]) {
      const refused = await app.inject({
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode, authorization).toBe(401);
      expect(refused.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(refused.body).not.toContain("kupi_");
    }
    const admitted = await app.inject({
      url: "/metrics",
      remoteAddress: "203.0.113.7",
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(admitted.statusCode).toBe(200);
    expect(admitted.body).toContain("kupi_http_request_duration_seconds");
  });

  it("does not exist in live mode without a token", async () => {
    const app = await shopApp({ token: undefined, loopback: false });
    const scrape = await app.inject({ url: "/metrics" });
    expect(scrape.statusCode).toBe(404);
    expect(scrape.body).not.toContain("kupi_");
  });

  it("reads the database once for scrapes close together, and leaves the gauges out while it cannot", async () => {
    let reads = 0;
    let fail = false;
    let clock = 0;
    const own = createShopMetrics({
      now: () => clock,
      deliveryDepth: async () => {
        reads += 1;
        if (fail) throw new Error("database unavailable");
        return { byStatus: { pending: 2 }, oldestSeconds: 30 };
      },
    });
    const app = await shopApp({ token: undefined, loopback: true }, own);
    await Promise.all([app.inject({ url: "/metrics" }), app.inject({ url: "/metrics" })]);
    clock += 1_000;
    const cached = (await app.inject({ url: "/metrics" })).body;
    expect(reads).toBe(1);
    expect(sample(cached, 'kupi_deliveries_open{status="pending"}')).toBe(2);
    clock += 5_000;
    fail = true;
    const down = await app.inject({ url: "/metrics" });
    expect(down.statusCode).toBe(200);
    expect(down.body).not.toContain("kupi_deliveries_open{");
    expect(down.body).toContain("kupi_http_request_duration_seconds");
    expect(reads).toBe(2);
  });
});
