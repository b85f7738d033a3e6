import type { Logger } from "pino";
import { openDatabase, type DatabaseHandle } from "../adapters/db/database";
import { listenForCatalogChanges } from "../adapters/db/catalog/catalog-change-events";
import { listenForDueDeliveries, listenForOrderNews } from "../adapters/db/orders/order-news-events";
import { createPgListener } from "../adapters/db/pg-listener";
import { createDeliveryWake } from "./delivery-wake";
import { applyMigrations, requireCurrentSchema } from "../adapters/db/migrate";
import { readDeliveryDepth } from "../adapters/db/orders/delivery-depth";
import { createShopMetrics, type ShopMetrics } from "../adapters/metrics/shop-metrics";
import { supplierAccountsOf } from "../adapters/db/orders/supplier-account-repository";
import { seedReferenceData } from "../adapters/db/seed";
import type { HealthChecks } from "../adapters/http/health-routes";
import { createSmtpReceiptSender } from "../adapters/messaging/receipt-smtp";
import type { AppServices } from "../core/services";
import { startCheckoutJobs } from "./checkout-jobs";
import type { ShopConfig } from "./config";
import { startDeliveryQueue, type DeliveryQueue } from "./delivery-queue";
import { openAll } from "./disposal";
import { startGiveawayJobs } from "./giveaway-jobs";
import { scheduleBaseBackups } from "./backups";
import { startEmbeddedPostgres } from "./embedded-postgres";
import { reportFiscalHolds } from "./fiscal-holds";
import { startPayments } from "./payments";
import { createHealthChecks, createServices } from "./wiring";
import { startSupplier } from "./supplier";
import type { SupplierPort } from "../core/orders/supplier-port";
import { serviceOptions } from "./wiring/providers";

export interface Composition {
  services: AppServices;
  health: HealthChecks;
  database: DatabaseHandle;
  /** This server's metrics: its requests, order moves and jobs, and the shop's open deliveries. */
  metrics: ShopMetrics;
  /** Stops the jobs, the queue, the mailer and the payment gateway, closes the pool, stops the embedded PostgreSQL. */
  close(): Promise<void>;
  /**
   * Stops the embedded PostgreSQL alone (nothing without one): for a shutdown whose time ran out
   * before close() got to it. A PostgreSQL left running would hold DATA_DIR and a port.
   */
  stopDatabase(): Promise<void>;
}

/**
 * The composition root: the database (DATABASE_URL, else the embedded one), migrations, reference
 * data, the payment provider, the services every route uses, the delivery queue and the jobs. What
 * it opens goes on one disposal stack, closed in reverse on a failed start and on shutdown.
 */
export async function compose(config: ShopConfig, log: Logger): Promise<Composition> {
  let stopDatabase = () => Promise.resolve();
  const { value, stack } = await openAll(async (stack) => {
    let url = config.database.url;
    if (!url) {
      const embedded = await startEmbeddedPostgres(config.database.dataDir, log, { unixSocket: true });
      stopDatabase = () => embedded.stop();
      stack.defer(() => embedded.stop());
      url = embedded.url;
    }
    const database = openDatabase(url);
    stack.defer(() => database.close());
    // Live servers may leave migrating to `npm run migrate` (decision 051); the embedded PostgreSQL
    // is this process's own and always migrated here.
    if (config.database.migrateOnStart || !config.database.url) {
      const applied = await applyMigrations(database.pool);
      if (applied.length > 0) log.info({ migrations: applied }, "migrations applied");
    } else await requireCurrentSchema(database.pool);
    await seedReferenceData(database.db);
    if (config.database.url) {
      log.info("backups are the database's own: its service's backups, or pg_dump of that server's version");
    } else {
      // After the migrations: a first backup at first start already holds the schema.
      const backups = scheduleBaseBackups({
        dataDir: config.database.dataDir,
        url,
        ...config.backups,
        onTaken: ({ backup, pruned }) => log.info({ backup: backup.name, pruned }, "base backup taken"),
        onFailed: (error) => log.error({ err: error }, "base backup failed"),
      });
      stack.defer(() => backups.stop());
    }
    const metrics = createShopMetrics({
      deliveryDepth: () => readDeliveryDepth(database.db),
      supplierBalances: async () =>
        new Map([...(await supplierAccountsOf(database.db))].map(([name, account]) => [name, account.balanceIdr])),
      pool: database.pool,
      onReadFailed: (error) => log.warn({ err: error }, "metrics: the open deliveries could not be read"),
    });

    const payments = await startPayments(config, log);
    stack.defer(() => payments.close());
    const smtp = config.smtp && createSmtpReceiptSender(config.smtp);
    if (smtp) stack.defer(() => smtp.close());
    const suppliers: SupplierPort[] = [];
    for (const supplierConfig of config.suppliers) {
      const handle = await startSupplier(supplierConfig, database.db, log.child({ service: "sandbox-digiflazz" }));
      stack.defer(() => handle.close());
      suppliers.push(handle.port);
    }

    // Set once the queue runs; the services are built before it, since the queue delivers through them.
    const queue: { current?: DeliveryQueue } = {};
    const services = createServices(
      database.db,
      config.public,
      serviceOptions(database.db, config, {
        payments: payments.ports,
        suppliers,
        smtp,
        log: log.child({ component: "checkout" }),
        // Deliveries paid before the queue is up are picked up by its first sweep.
        enqueueDelivery: (orderId) => queue.current?.enqueue(orderId) ?? Promise.resolve(),
        onOrderCommitted: metrics.orderCommitted,
        onRateLimited: metrics.rateLimited,
        onSupplierAnswer: metrics.supplierAnswered,
        onPromiseCompensated: metrics.promiseCompensated,
      }),
    );
    log.info(
      {
        mode: config.live ? "live" : "test",
        payments: payments.ports.map((port) => port.provider),
        suppliers: suppliers.map((supplier) => supplier.name),
      },
      config.live
        ? "live mode: real payments and supplier; test sign-in and the sandbox are off"
        : "test mode: sandbox payments, supplier and player check; test sign-in open; every page says so",
    );
    await reportFiscalHolds(services.catalogAdmin, config.public.publicOrigin, log);

    // One LISTEN connection hears the other servers (and this one's own transactions): catalog
    // changes for the page cache, orders' news for open order pages, due deliveries for the worker.
    const listener = createPgListener(url, log.child({ component: "listener" }));
    listenForCatalogChanges(listener, services.catalogChanges);
    listenForOrderNews(listener, services.orderNews);
    listenForDueDeliveries(
      listener,
      createDeliveryWake(services.fulfillment, log.child({ component: "delivery-wake" })),
    );
    await listener.start();
    stack.defer(() => listener.close());

    const started = await startDeliveryQueue({
      connectionString: url,
      fulfillment: services.fulfillment,
      log: log.child({ component: "delivery-queue" }),
      retryDelaySeconds: config.deliveryRetryDelaySeconds,
      onRun: metrics.jobRan,
    });
    queue.current = started;
    stack.defer(() => started.stop());
    // Every open delivery back on the queue: one leased by a server that died is taken over once its
    // lease runs out; one leased by a live server (several servers share the database) stays with it.
    await services.fulfillment.sweep(new Date(), { all: true });
    const jobs = startCheckoutJobs(
      services,
      log.child({ component: "checkout-jobs" }),
      config.paymentStatusCheckAfterSeconds,
      metrics.jobRan,
    );
    stack.defer(() => jobs.stop());
    const giveawayJobs = await startGiveawayJobs({
      connectionString: url,
      giveaway: services.giveaway,
      log: log.child({ component: "giveaway" }),
      onRun: metrics.jobRan,
    });
    stack.defer(() => giveawayJobs.stop());
    return { services, health: createHealthChecks(database.db), database, metrics };
  });
  return { ...value, close: () => stack.dispose(), stopDatabase: () => stopDatabase() };
}
