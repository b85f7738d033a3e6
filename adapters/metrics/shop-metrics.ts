import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { CommittedWork } from "../../core/orders/order-unit";
import type { LimitedAction } from "../../core/rate-limits";
import type { Currency } from "../../core/money";

/** What the gauges read from the database on a scrape: the open deliveries, the oldest's age. */
export interface DeliveryDepth {
  /** Open deliveries (queued here, pending at the supplier) by status. */
  byStatus: Partial<Record<"queued" | "pending", number>>;
  /** Seconds since the oldest open delivery was created; 0 with none open. */
  oldestSeconds: number;
}

/**
 * The shop's Prometheus metrics, one registry per server (tests build several in one process, and a
 * global registry would refuse the second). Label values are bounded by the code: route patterns,
 * status classes, order statuses, job names; never an address, an ID or a buyer's detail.
 */
export interface ShopMetrics {
  /** A request answered: its route's pattern (never the raw URL), method and status, and its duration. */
  request: (labels: { method: string; route: string; status: number }, seconds: number) => void;
  /** A committed unit of work on an order: its status moves, payments finished, refunds made or refused. */
  orderCommitted: (committed: CommittedWork) => void;
  /** A request a rate limit refused. */
  rateLimited: (action: LimitedAction) => void;
  /** One run of a background job, and whether it failed. */
  jobRan: (job: string, ok: boolean) => void;
  /** A supplier asked about a purchase: what it answered, and how long it took. */
  supplierAnswered: (supplier: string, outcome: SupplierOutcome, seconds: number) => void;
  /** Gold granted for a missed delivery promise (decision 063), by currency. */
  promiseCompensated: (currency: Currency) => void;
  /** The text a scrape answers. */
  scrape: () => Promise<string>;
  readonly contentType: string;
}

/** What a supplier answered about a purchase (core/orders/fulfillment.ts). */
export type SupplierOutcome = "success" | "pending" | "failed" | "outOfBalance" | "unavailable";

/** Seconds a scrape's database read is reused: scrapers every 15 s and several at once cost one query. */
const READ_CACHE_MS = 5_000;

export function createShopMetrics(options: {
  deliveryDepth: () => Promise<DeliveryDepth>;
  /** Each supplier's deposit as last read (rupiah), from the database; unread ones are left out. */
  supplierBalances?: () => Promise<Map<string, number | null>>;
  now?: () => number;
  /** This server's database connections (node-postgres's pool counts). */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
  /** A read that failed on a scrape (the gauges are left out of that scrape rather than stale). */
  onReadFailed?: (error: unknown) => void;
}): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const now = options.now ?? Date.now;

  const duration = new Histogram({
    name: "kupi_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route pattern, method and status class",
    labelNames: ["route", "method", "status_class"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const moves = new Counter({
    name: "kupi_order_moves_total",
    help: "Order status changes committed by this server, by the status left and the status reached",
    labelNames: ["from", "to"] as const,
    registers: [registry],
  });
  const jobs = new Counter({
    name: "kupi_job_runs_total",
    help: "Background job runs on this server, by job and outcome (ok, failed)",
    labelNames: ["job", "outcome"] as const,
    registers: [registry],
  });
  const payments = new Counter({
    name: "kupi_payments_total",
    help: "Payment attempts that reached a final status on this server, by provider and status (paid, failed, expired, canceled, refunded)",
    labelNames: ["provider", "status"] as const,
    registers: [registry],
  });
  const refunds = new Counter({
    name: "kupi_refunds_total",
    help: "Refunds finished on this server, by where the money went (the payment's provider, or gold) and outcome (done, refused)",
    labelNames: ["provider", "outcome"] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: "kupi_rate_limited_total",
    help: "Requests a rate limit refused on this server, by action",
    labelNames: ["action"] as const,
    registers: [registry],
  });
  const compensations = new Counter({
    name: "kupi_promise_compensations_total",
    help: "Gold granted by this server for deliveries past their promise, by currency",
    labelNames: ["currency"] as const,
    registers: [registry],
  });
  const pool = options.pool;
  if (pool)
    new Gauge({
      name: "kupi_db_pool_connections",
      help: "This server's database connections, by state: idle, busy; and requests waiting for one",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "busy" }, pool.totalCount - pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });

  const supplierAnswers = new Histogram({
    name: "kupi_supplier_answer_seconds",
    help: "Time a supplier took to answer about a purchase, by supplier and outcome (success, pending, failed, outOfBalance, unavailable)",
    labelNames: ["supplier", "outcome"] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  if (options.supplierBalances) {
    const read = options.supplierBalances;
    new Gauge({
      name: "kupi_supplier_balance_rupiah",
      help: "Each supplier's deposit as last read (the whole shop's, from the database)",
      labelNames: ["supplier"] as const,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          for (const [supplier, balance] of await read()) if (balance !== null) this.set({ supplier }, balance);
        } catch (error) {
          options.onReadFailed?.(error);
        }
      },
    });
  }

  let cached: { at: number; depth: Promise<DeliveryDepth> } | undefined;
  const depth = () => {
    if (!cached || now() - cached.at >= READ_CACHE_MS) {
      const read = options.deliveryDepth();
      cached = { at: now(), depth: read };
      // A failed read is not kept: the next scrape asks again.
      read.catch(() => {
        if (cached?.depth === read) cached = undefined;
      });
    }
    return cached.depth;
  };
  /** The depth for a gauge's collect, or undefined (and the gauge emptied) when the read failed. */
  const readDepth = async (gauge: Gauge): Promise<DeliveryDepth | undefined> => {
    try {
      return await depth();
    } catch (error) {
      gauge.reset();
      options.onReadFailed?.(error);
      return undefined;
    }
  };
  new Gauge({
    name: "kupi_deliveries_open",
    help: "Deliveries not finished yet (the whole shop's, read from the database), by status: queued, pending at the supplier",
    labelNames: ["status"] as const,
    registers: [registry],
    async collect() {
      const read = await readDepth(this);
      if (!read) return;
      for (const status of ["queued", "pending"] as const) this.set({ status }, read.byStatus[status] ?? 0);
    },
  });
  new Gauge({
    name: "kupi_delivery_oldest_open_seconds",
    help: "Age of the oldest delivery not finished yet (the whole shop's); 0 when none is open",
    registers: [registry],
    async collect() {
      const read = await readDepth(this);
      if (read) this.set(read.oldestSeconds);
    },
  });

  return {
    request({ method, route, status }, seconds) {
      duration.observe({ route, method, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    },
    orderCommitted(committed) {
      for (const { from, to } of committed.moves) moves.inc({ from, to });
      for (const { provider, status } of committed.payments) payments.inc({ provider, status });
      for (const { provider, status } of committed.refunds) refunds.inc({ provider, outcome: status });
    },
    rateLimited(action) {
      refusals.inc({ action });
    },
    jobRan(job, ok) {
      jobs.inc({ job, outcome: ok ? "ok" : "failed" });
    },
    supplierAnswered(supplier, outcome, seconds) {
      supplierAnswers.observe({ supplier, outcome }, seconds);
    },
    promiseCompensated(currency) {
      compensations.inc({ currency });
    },
    scrape: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
