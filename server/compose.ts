import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { createAccountRepository } from "../adapters/db/account-repository";
import { createCatalogRepository } from "../adapters/db/catalog-repository";
import { createIdentityRepository } from "../adapters/db/identity-repository";
import { createFacebookGraphLogin } from "../adapters/identity/facebook-graph";
import { createOidcLogin } from "../adapters/identity/oidc-login";
import { createOtpStore } from "../adapters/db/otp-store";
import { createRateLimitStore } from "../adapters/db/rate-limit-store";
import { createSignInCodeStore } from "../adapters/db/sign-in-code-store";
import { createRateLimiter } from "../core/rate-limits";
import { createGa4Analytics } from "../adapters/analytics/ga4-analytics";
import { createOutboxAnalytics } from "../adapters/analytics/outbox-analytics";
import { createOutboxWhatsApp } from "../adapters/messaging/outbox-whatsapp";
import { createWhatsAppCloudMessenger } from "../adapters/messaging/whatsapp-cloud";
import { createLedgerStore } from "../adapters/db/ledger-store";
import { openDatabase, type Database, type DatabaseHandle } from "../adapters/db/database";
import { applyMigrations, migrationsApplied } from "../adapters/db/migrate";
import { seedReferenceData } from "../adapters/db/seed";
import { createSessionRepository } from "../adapters/db/session-repository";
import type { HealthChecks } from "../adapters/http/health-routes";
import { createSandboxPlayerLookup } from "../adapters/lookup/sandbox-player-lookup";
import { createUnavailablePlayerLookup } from "../adapters/lookup/unavailable-player-lookup";
import type { PlayerLookup } from "../core/catalog/player-lookup";
import { DEFAULT_SHOP_DETAILS, type ShopDetails } from "../core/shop";
import { createWallet } from "../core/wallet/wallet";
import { createOrderRepository } from "../adapters/db/order-repository";
import { createOrderUnitOfWork } from "../adapters/db/order-unit";
import { createRefundRepository } from "../adapters/db/refund-repository";
import { createCheckout } from "../core/checkout/checkout";
import { createOrderProcess } from "../core/checkout/order-process";
import { createPaymentFlow } from "../core/checkout/payment-flow";
import { createRefundFlow } from "../core/checkout/refund-flow";
import type { PaymentsPort } from "../core/payments/payments-port";
import { productLabel } from "../app/lib/product-label";
import { unconfiguredPayments } from "../adapters/payments/unconfigured-payments";
import { startPayments, type PaymentsHandle } from "./payments";
import { startCheckoutJobs } from "./checkout-jobs";
import { createFulfillment } from "../core/fulfillment/fulfillment";
import type { SupplierPort } from "../core/fulfillment/supplier-port";
import { createFulfillmentRepository } from "../adapters/db/fulfillment-repository";
import { createSupplierSkuRepository } from "../adapters/db/supplier-sku-repository";
import { mapSupplierSkus } from "../adapters/supplier/supplier-sku-mapping";
import { createSandboxSupplier } from "../adapters/supplier/sandbox-supplier";
import { createDigiflazzSupplier } from "../adapters/supplier/digiflazz-supplier";
import { startDeliveryQueue, type DeliveryQueue } from "./delivery-queue";
import type { ReceiptSender } from "../core/checkout/receipts";
import { sendPendingReceipts } from "../core/checkout/receipt-job";
import { composeReceipt } from "../adapters/messaging/receipt-text";
import { createOutboxReceiptSender } from "../adapters/messaging/receipt-outbox";
import { createSmtpReceiptSender } from "../adapters/messaging/receipt-smtp";
import { createWhatsAppReceiptSender } from "../adapters/messaging/receipt-whatsapp";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "./embedded-postgres";
import { isLive, type Env } from "./env";
import type { AppServices, PublicConfig } from "../core/services";

export interface Composition {
  services: AppServices;
  health: HealthChecks;
  database: DatabaseHandle;
  /** Closes the database pool, then stops the embedded PostgreSQL if this process started it. */
  close(): Promise<void>;
}

function shopDetails(env: Env): ShopDetails {
  return {
    shopName: env.SHOP_NAME ?? DEFAULT_SHOP_DETAILS.shopName,
    legalName: env.SHOP_LEGAL_NAME ?? DEFAULT_SHOP_DETAILS.legalName,
    supportEmail: env.SHOP_SUPPORT_EMAIL ?? DEFAULT_SHOP_DETAILS.supportEmail,
    telegramBot: env.SHOP_TELEGRAM_BOT ?? DEFAULT_SHOP_DETAILS.telegramBot,
    whatsappNumber: env.SHOP_WHATSAPP_NUMBER ?? DEFAULT_SHOP_DETAILS.whatsappNumber,
  };
}

/** The services over one database; tests build them on their own database the same way. */
export function createServices(
  db: Database,
  config: PublicConfig,
  secrets: {
    facebookAppSecret?: string;
    facebookGraphUrl?: string;
    google?: { issuer: string; clientId: string; clientSecret: string };
    telegram?: { issuer: string; clientId: string; clientSecret: string };
    whatsapp?: { graphUrl: string; phoneNumberId: string; accessToken: string; templateName: string };
    ga4?: { endpoint: string; measurementId: string; apiSecret: string };
    payments?: PaymentsPort;
    /** The player check; default: the sandbox's (test mode). */
    lookup?: PlayerLookup;
    /** Unpaid orders are canceled after this many minutes. */
    unpaidMinutes?: number;
    /** Where checkout's own warnings go (a late payment refunded, an amount that differs...). */
    log?: Logger;
    /** Real receipt channels; a channel without one writes to the outbox table (test mode). */
    receipts?: Partial<Record<"email" | "whatsapp", ReceiptSender>>;
    /** The supplier; default: the sandbox supplier with a 3-second delivery. */
    supplier?: SupplierPort;
    operatorToken?: string;
    /** Puts a paid order's delivery on the durable queue (started after the services). */
    enqueueDelivery?: (orderId: string) => Promise<void>;
    /** This server process, as the owner of the leases it takes (default: host, pid and a random part). */
    instanceId?: string;
    /** How long a delivery lease lasts without renewal (default 30 s). */
    deliveryLeaseSeconds?: number;
    /** "off" only in test mode (server/env.ts), for tests that send thousands of requests. */
    rateLimits?: "on" | "off";
    /** The rate limits' clock (tests fix it inside one window). */
    rateLimitClock?: () => Date;
  } = {},
): AppServices {
  const facebook =
    config.providers.facebook && secrets.facebookAppSecret
      ? createFacebookGraphLogin({
          appId: config.providers.facebook.appId,
          appSecret: secrets.facebookAppSecret,
          graphUrl: secrets.facebookGraphUrl ?? "https://graph.facebook.com/v19.0",
        })
      : undefined;
  const oidc = {
    ...(config.providers.google && secrets.google
      ? { google: createOidcLogin({ provider: "google", ...secrets.google }) }
      : {}),
    ...(config.providers.telegram && secrets.telegram
      ? { telegram: createOidcLogin({ provider: "telegram", ...secrets.telegram }) }
      : {}),
  };
  const whatsapp = {
    store: createOtpStore(db),
    messenger: secrets.whatsapp ? createWhatsAppCloudMessenger(secrets.whatsapp) : createOutboxWhatsApp(db),
    // Only test mode shows a sandbox code on the page: never with real money.
    sandbox: !secrets.whatsapp && config.testMode,
  };
  const rateLimitStore = createRateLimitStore(db);
  const signInCodes = createSignInCodeStore(db);
  const catalog = createCatalogRepository(db);
  const lookup = secrets.lookup ?? createSandboxPlayerLookup();
  const wallet = createWallet(createLedgerStore(db));
  const orders = createOrderRepository(db);
  const payments = secrets.payments ?? unconfiguredPayments;
  const unpaidMinutes = secrets.unpaidMinutes ?? 60;
  const checkoutLog = secrets.log ?? { info: () => undefined, warn: () => undefined };
  const process = createOrderProcess({
    units: createOrderUnitOfWork(db),
    orders,
    async productLimit(order) {
      const game = await catalog.findGame(order.gameSlug, order.locale, order.currency);
      const product = game?.products.find((candidate) => candidate.sku === order.productSku);
      return product ? { limit: product.limit, durationDays: product.durationDays } : null;
    },
  });
  const refunds = createRefundFlow({ store: createRefundRepository(db), process, payments, log: checkoutLog });
  const outboxReceipts = createOutboxReceiptSender(db);
  const receiptSender: ReceiptSender = {
    send: (message) => (secrets.receipts?.[message.channel] ?? outboxReceipts).send(message),
  };
  const supplier = secrets.supplier ?? createSandboxSupplier(db, { delayMs: 3_000 });
  const fulfillmentStore = createFulfillmentRepository(db);
  const enqueueDelivery = secrets.enqueueDelivery ?? (() => Promise.resolve());
  const fulfillment = createFulfillment({
    orders,
    process,
    store: fulfillmentStore,
    supplier,
    enqueue: enqueueDelivery,
    owner: secrets.instanceId ?? `${hostname()}:${globalThis.process.pid}:${randomBytes(4).toString("hex")}`,
    leaseSeconds: secrets.deliveryLeaseSeconds,
    refundsOf: refunds.ofOrder,
    log: checkoutLog,
    async productFacts(order) {
      const game = await catalog.findGame(order.gameSlug, order.locale, order.currency);
      const product = game?.products.find((candidate) => candidate.sku === order.productSku);
      if (!game || !product) return undefined;
      return {
        // The sandbox supplier sells our own codes; a real one needs the price-list mapping.
        supplierSku: supplier.name === "sandbox" ? product.sku : await fulfillmentStore.supplierSku(product.sku),
        form: game.account,
      };
    },
  });
  const receiptOrigin = config.publicOrigin;
  return {
    config,
    catalog,
    // Sandbox until a supplier with a nickname check is configured (DESIGN §5).
    lookup,
    sessions: createSessionRepository(db),
    accounts: createAccountRepository(db),
    identities: createIdentityRepository(db),
    facebook,
    oidc,
    whatsapp,
    wallet,
    analytics: secrets.ga4 ? createGa4Analytics(secrets.ga4) : createOutboxAnalytics(db),
    orders,
    process,
    refunds,
    checkout: createCheckout({
      catalog,
      lookup,
      orders,
      process,
      wallet,
      unpaidMinutes,
      productTitle: (game, product, locale) =>
        `${game.name}: ${productLabel(product, game.texts.currencyUnit, locale).title}`,
    }),
    payments,
    paymentFlow: createPaymentFlow({
      orders,
      process,
      payments,
      unpaidMinutes,
      log: checkoutLog,
      onPaid: enqueueDelivery,
      onRefundsClaimed: refunds.runNow,
    }),
    fulfillment,
    supplier,
    operatorToken: secrets.operatorToken,
    rateLimits: createRateLimiter(
      rateLimitStore,
      secrets.rateLimits === "off" ? "off" : undefined,
      secrets.rateLimitClock,
    ),
    signInCodes,
    async pruneExpired(now) {
      await rateLimitStore.prune(now);
      await signInCodes.prune(new Date(now.getTime() - 86_400_000));
    },
    async syncSupplierSkus() {
      const skus = createSupplierSkuRepository(db);
      const result = mapSupplierSkus(await skus.products(), await supplier.priceList());
      await skus.setSupplierSkus(result.mapped);
      return { mapped: Object.keys(result.mapped).length, unmatched: result.unmatched };
    },
    sendReceipts: () =>
      sendPendingReceipts({
        orders,
        sender: receiptSender,
        compose: (order, receipt) => composeReceipt(order, receipt, receiptOrigin),
        log: checkoutLog,
      }),
  };
}

export function createHealthChecks(db: Database): HealthChecks {
  return {
    async ready() {
      await db.execute(sql`SELECT 1`);
      return { database: true, migrations: await migrationsApplied(db) };
    },
  };
}

/**
 * The composition root: the database (DATABASE_URL, else the embedded one), migrations, reference
 * data, and the services every route uses.
 */
export async function compose(env: Env, log: Logger): Promise<Composition> {
  let embedded: EmbeddedDatabase | undefined;
  const url = env.DATABASE_URL ?? (embedded = await startEmbeddedPostgres(env.DATA_DIR, log)).url;
  const database = openDatabase(url);
  try {
    await applyMigrations(database.pool);
    await seedReferenceData(database.db);
  } catch (error) {
    await database.close();
    await embedded?.stop();
    throw error;
  }

  let payments: PaymentsHandle;
  try {
    payments = await startPayments(env, log);
  } catch (error) {
    await database.close();
    await embedded?.stop();
    throw error;
  }
  const shop = shopDetails(env);
  let queue: DeliveryQueue | undefined;
  const supplier =
    env.DIGIFLAZZ_USERNAME && env.DIGIFLAZZ_API_KEY && env.DIGIFLAZZ_WEBHOOK_SECRET
      ? createDigiflazzSupplier({
          baseUrl: env.DIGIFLAZZ_URL,
          username: env.DIGIFLAZZ_USERNAME,
          apiKey: env.DIGIFLAZZ_API_KEY,
          webhookSecret: env.DIGIFLAZZ_WEBHOOK_SECRET,
          ...(env.PUBLIC_ORIGIN
            ? { callbackUrl: `${env.PUBLIC_ORIGIN.replace(/\/$/, "")}/backend/api/supplier/callback` }
            : {}),
        })
      : createSandboxSupplier(database.db, { delayMs: env.SUPPLIER_SANDBOX_DELAY_MS });
  const smtp = env.SMTP_URL
    ? createSmtpReceiptSender({
        url: env.SMTP_URL,
        from: env.RECEIPT_FROM ?? `${shop.shopName} <${shop.supportEmail}>`,
      })
    : undefined;
  const services = createServices(
    database.db,
    {
      // Test mode exactly when no real payment provider is configured (env.ts refuses the sandbox,
      // a sandbox supplier and a missing PUBLIC_ORIGIN next to real keys).
      testMode: !isLive(env),
      shop,
      // Live mode requires PUBLIC_ORIGIN (server/env.ts); test mode runs on this machine.
      publicOrigin: env.PUBLIC_ORIGIN?.replace(/\/$/, "") ?? `http://localhost:${env.PORT}`,
      production: env.NODE_ENV === "production",
      providers: {
        telegramBotToken: env.TELEGRAM_BOT_TOKEN,
        telegramBotUsername: env.TELEGRAM_BOT_USERNAME?.replace(/^@/, ""),
        facebook:
          env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
            ? { appId: env.FACEBOOK_APP_ID, dialogUrl: env.FACEBOOK_DIALOG_URL }
            : undefined,
        google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
        telegram: Boolean(env.TELEGRAM_CLIENT_ID && env.TELEGRAM_CLIENT_SECRET),
        // Codes reach phones through the Cloud API; without it only test mode's outbox shows them.
        whatsapp: Boolean(env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_ACCESS_TOKEN) || !isLive(env),
      },
    },
    {
      facebookAppSecret: env.FACEBOOK_APP_SECRET,
      facebookGraphUrl: env.FACEBOOK_GRAPH_URL,
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? { issuer: env.GOOGLE_ISSUER, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
          : undefined,
      telegram:
        env.TELEGRAM_CLIENT_ID && env.TELEGRAM_CLIENT_SECRET
          ? { issuer: env.TELEGRAM_ISSUER, clientId: env.TELEGRAM_CLIENT_ID, clientSecret: env.TELEGRAM_CLIENT_SECRET }
          : undefined,
      ga4:
        env.GA4_MEASUREMENT_ID && env.GA4_API_SECRET
          ? { endpoint: env.GA4_ENDPOINT, measurementId: env.GA4_MEASUREMENT_ID, apiSecret: env.GA4_API_SECRET }
          : undefined,
      whatsapp:
        env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_ACCESS_TOKEN
          ? {
              graphUrl: env.WHATSAPP_GRAPH_URL,
              phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
              accessToken: env.WHATSAPP_ACCESS_TOKEN,
              templateName: env.WHATSAPP_TEMPLATE,
            }
          : undefined,
      payments: payments.port,
      ...(isLive(env) ? { lookup: createUnavailablePlayerLookup() } : {}),
      unpaidMinutes: env.ORDER_UNPAID_MINUTES,
      log: log.child({ component: "checkout" }),
      supplier,
      operatorToken: env.OPERATOR_TOKEN,
      deliveryLeaseSeconds: env.DELIVERY_LEASE_SECONDS,
      rateLimits: env.RATE_LIMITS,
      // Deliveries paid before the queue is up are picked up by its first sweep.
      enqueueDelivery: (orderId) => queue?.enqueue(orderId) ?? Promise.resolve(),
      receipts: {
        ...(smtp ? { email: smtp } : {}),
        ...(env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_ACCESS_TOKEN
          ? {
              whatsapp: createWhatsAppReceiptSender({
                graphUrl: env.WHATSAPP_GRAPH_URL,
                phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
                accessToken: env.WHATSAPP_ACCESS_TOKEN,
                templateName: env.WHATSAPP_RECEIPT_TEMPLATE,
              }),
            }
          : {}),
      },
    },
  );
  log.info(
    { mode: services.config.testMode ? "test" : "live", payments: payments.port.provider, supplier: supplier.name },
    services.config.testMode
      ? "test mode: sandbox payments, supplier and player check; test sign-in open; every page says so"
      : "live mode: real payments and supplier; test sign-in and the sandbox are off",
  );
  const health = createHealthChecks(database.db);
  try {
    queue = await startDeliveryQueue({
      connectionString: url,
      fulfillment: services.fulfillment,
      log: log.child({ component: "delivery-queue" }),
      retryDelaySeconds: env.DELIVERY_RETRY_DELAY_SECONDS,
    });
  } catch (error) {
    await payments.close();
    await database.close();
    await embedded?.stop();
    throw error;
  }
  // Every open delivery back on the queue: one leased by a server that died is taken over once its
  // lease runs out; one leased by a live server (several servers share the database) stays with it.
  await services.fulfillment.sweep(new Date(), { all: true });
  const jobs = startCheckoutJobs(
    services,
    log.child({ component: "checkout-jobs" }),
    env.PAYMENT_STATUS_CHECK_AFTER_SECONDS,
  );

  return {
    services,
    health,
    database,
    async close() {
      jobs.stop();
      await queue?.stop();
      smtp?.close();
      await payments.close();
      await database.close();
      await embedded?.stop();
    },
  };
}
