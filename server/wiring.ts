import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { createAccountRepository } from "../adapters/db/auth/account-repository";
import { createCatalogRepository } from "../adapters/db/catalog/catalog-repository";
import { createIdentityRepository } from "../adapters/db/auth/identity-repository";
import { createFacebookGraphLogin } from "../adapters/identity/facebook-graph";
import { createOidcLogin } from "../adapters/identity/oidc-login";
import { createOtpStore } from "../adapters/db/auth/otp-store";
import { createRateLimitStore } from "../adapters/db/rate-limit-store";
import { createSettingsStore } from "../adapters/db/admin/settings-store";
import { createSupportLimits } from "../core/admin/support-limits";
import { createSignInCodeStore } from "../adapters/db/auth/sign-in-code-store";
import { createRateLimiter } from "../core/rate-limits";
import { createGa4Analytics } from "../adapters/analytics/ga4-analytics";
import { createOutboxAnalytics } from "../adapters/analytics/outbox-analytics";
import { createOutboxWhatsApp } from "../adapters/messaging/outbox-whatsapp";
import { createWhatsAppCloudMessenger } from "../adapters/messaging/whatsapp-cloud";
import { createLedgerStore } from "../adapters/db/wallet/ledger-store";
import type { Database } from "../adapters/db/database";
import { migrationsApplied } from "../adapters/db/migrate";
import { createSessionRepository } from "../adapters/db/auth/session-repository";
import type { HealthChecks } from "../adapters/http/health-routes";
import { createSandboxPlayerLookup } from "../adapters/lookup/sandbox-player-lookup";
import { createUnavailablePlayerLookup } from "../adapters/lookup/unavailable-player-lookup";
import type { PlayerLookup } from "../core/catalog/player-lookup";
import { createWallet } from "../core/wallet/wallet";
import { createOrderRepository } from "../adapters/db/orders/order-repository";
import { createAttemptReads } from "../adapters/db/orders/attempt-reads";
import { createFeedbackStore } from "../adapters/db/orders/feedback-store";
import { createReceiptQueue } from "../adapters/db/orders/receipt-queue";
import { createOrderUnitOfWork } from "../adapters/db/orders/order-unit";
import { createRefundRepository } from "../adapters/db/orders/refund-repository";
import { createCheckout } from "../core/orders/checkout";
import { createOrderPages } from "../core/orders/order-page";
import { createReviews } from "../core/reviews/reviews";
import { createReviewStore } from "../adapters/db/reviews/review-repository";
import { createOrderLookup } from "../core/orders/order-lookup";
import { createAuthUseCases } from "../core/auth/auth-use-cases";
import { createAdminUseCases } from "../core/admin/operators";
import { createAuditRepository } from "../adapters/db/records/audit-repository";
import { createOperatorRefund, DEFAULT_SUPPORT_REFUND_LIMIT_IDR } from "../core/admin/operator-refund";
import { createOperatorRepository } from "../adapters/db/admin/operator-repository";
import { createSecretBox, TEST_MODE_SECRET_KEY } from "../adapters/crypto/secret-box";
import { createOrderProcess } from "../core/orders/order-process";
import { createPaymentFlow } from "../core/orders/payment-flow";
import { createRefundFlow } from "../core/orders/refund-flow";
import type { PaymentsPort } from "../core/payments/payments-port";
import { paymentProviders } from "../core/payments/payment-providers";
import { createProviderTransactionStore } from "../adapters/db/payments/provider-transaction-store";
import { productTitle } from "../i18n/product-label";
import { unconfiguredPayments } from "../adapters/payments/unconfigured-payments";
import { createFulfillment } from "../core/orders/fulfillment";
import type { SupplierPort } from "../core/orders/supplier-port";
import { createFulfillmentRepository } from "../adapters/db/orders/fulfillment-repository";
import { createSupplierSkuRepository } from "../adapters/db/orders/supplier-sku-repository";
import { createCatalogAdminRepository } from "../adapters/db/admin/catalog-admin-repository";
import { createCatalogChanges } from "../core/catalog/catalog-changes";
import { createCatalogAdmin } from "../core/admin/catalog-admin";
import { mapSupplierSkus } from "../adapters/supplier/supplier-sku-mapping";
import { createSandboxSupplier } from "../adapters/supplier/sandbox-supplier";
import { createDigiflazzSupplier } from "../adapters/supplier/digiflazz-supplier";
import type { ReceiptSender } from "../core/orders/receipts";
import { sendPendingReceipts } from "../core/orders/receipt-job";
import { composeReceipt } from "../adapters/messaging/receipt-text";
import { createOutboxReceiptSender } from "../adapters/messaging/receipt-outbox";
import { createWhatsAppReceiptSender } from "../adapters/messaging/receipt-whatsapp";
import { createGiveawayRepository } from "../adapters/db/giveaway/giveaway-repository";
import { createGiveaway } from "../core/giveaway/giveaway";
import { createSurvey } from "../core/survey/survey";
import { createPromoAdmin } from "../core/admin/promo-admin";
import { createPromoAdminStore } from "../adapters/db/admin/promo-store";
import { createGiveawayAdmin } from "../core/admin/giveaway-admin";
import { createGiveawayAdminStore } from "../adapters/db/admin/giveaway-store";
import { createSurveyRepository } from "../adapters/db/survey/survey-repository";
import { createAdminQueries } from "../core/admin/admin-queries";
import { createOrderSearchStore } from "../adapters/db/admin/order-search";
import { createOrderTimelineStore } from "../adapters/db/admin/order-timeline";
import { createAttentionStore } from "../adapters/db/admin/attention-queue";
import { createDashboardStore } from "../adapters/db/admin/dashboard";
import { createBuyerStore } from "../adapters/db/admin/buyers";
import { createCompensationStore } from "../adapters/db/admin/compensation";
import { createReviewModerationStore } from "../adapters/db/admin/reviews";
import { createBuyerLookup } from "../core/admin/buyers";
import { createCompensation, DEFAULT_SUPPORT_COMPENSATION_LIMIT_IDR } from "../core/admin/compensation";
import { createReviewModeration } from "../core/admin/review-moderation";
import { createOrderActionStore, createProviderAnswerRepository } from "../adapters/db/admin/order-actions";
import { createDeliveryRetry } from "../core/admin/delivery-retry";
import { createOrderActions } from "../core/admin/order-actions";
import { outboxFor } from "../core/admin/order-outbox";
import { answerRecorder } from "../core/records/provider-answers";
import type { ShopConfig } from "./config";
import type { AppServices, PublicConfig } from "../core/services";
import { createArtStore } from "../adapters/db/art/art-store";
import { createCatalogCache } from "../adapters/db/catalog/catalog-cache";
import { createSharpResizer } from "../adapters/images/sharp-resizer";
import { createArtUploads } from "../core/admin/art-uploads";

/** How the services are built beyond the database and the public config; tests set what they fake. */
export interface ServiceOptions {
  facebookAppSecret?: string;
  facebookGraphUrl?: string;
  google?: { issuer: string; clientId: string; clientSecret: string };
  telegram?: { issuer: string; clientId: string; clientSecret: string };
  whatsapp?: { graphUrl: string; phoneNumberId: string; accessToken: string; templateName: string };
  ga4?: { endpoint: string; measurementId: string; apiSecret: string };
  /** One adapter per configured payment protocol (decision 022). */
  payments?: readonly PaymentsPort[];
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
  /** The key the operators' TOTP secrets are sealed with; default: test mode's public key. */
  totpSecretKey?: Uint8Array;
  /** The identity that becomes the console's first admin. */
  adminBootstrap?: { provider: string; subject: string };
  /** Support's ceiling per refund in the console, whole rupiah (default Rp 2.000.000). */
  supportRefundLimitIdr?: number;
  /** Support's ceiling per compensation with gold, whole rupiah (default Rp 200.000). */
  supportCompensationLimitIdr?: number;
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
}

/** The services over one database; tests build them on their own database the same way. */
export function createServices(db: Database, config: PublicConfig, secrets: ServiceOptions = {}): AppServices {
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
  // Support's ceilings: what an admin set in the console, else the environment's (IDR only).
  const supportLimits = createSupportLimits({
    store: createSettingsStore(db),
    defaults: {
      refund: { IDR: secrets.supportRefundLimitIdr ?? DEFAULT_SUPPORT_REFUND_LIMIT_IDR },
      compensation: { IDR: secrets.supportCompensationLimitIdr ?? DEFAULT_SUPPORT_COMPENSATION_LIMIT_IDR },
    },
  });
  const signInCodes = createSignInCodeStore(db);
  const catalogChanges = createCatalogChanges();
  // Games, products and prices from memory, emptied by every catalog change (decision 027).
  const catalog = createCatalogRepository(db, undefined, catalogChanges);
  // Uploaded art: what pages draw is held like the catalog, emptied by the same changes.
  const artStore = createArtStore(db, createCatalogCache(catalogChanges));
  const lookup = secrets.lookup ?? createSandboxPlayerLookup();
  const wallet = createWallet(createLedgerStore(db));
  const orders = createOrderRepository(db);
  const attempts = createAttemptReads(db);
  const feedback = createFeedbackStore(db, catalogChanges);
  const payments = paymentProviders(secrets.payments ?? [unconfiguredPayments]);
  const unpaidMinutes = secrets.unpaidMinutes ?? 60;
  const checkoutLog = secrets.log ?? { info: () => undefined, warn: () => undefined, error: () => undefined };
  const units = createOrderUnitOfWork(db);
  const process = createOrderProcess({
    units,
    orders,
    attempts,
    catalog,
    offered: payments.offered,
  });
  const answers = answerRecorder(createProviderAnswerRepository(db), (object, message) =>
    checkoutLog.warn(object, message),
  );
  const refunds = createRefundFlow({
    store: createRefundRepository(db),
    process,
    payments,
    attempts,
    log: checkoutLog,
    answers,
  });
  const audit = createAuditRepository(db);
  const giveaway = createGiveaway({ store: createGiveawayRepository(db) });
  const orderActionStore = createOrderActionStore(db);
  const outboxReceipts = createOutboxReceiptSender(db);
  const receiptSender: ReceiptSender = {
    send: (message) => (secrets.receipts?.[message.channel] ?? outboxReceipts).send(message),
  };
  const supplier = secrets.supplier ?? createSupplier(db, { kind: "sandbox", delayMs: 3_000 });
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
    answers,
    catalog,
  });
  const checkout = createCheckout({
    catalog,
    lookup,
    orders,
    process,
    wallet,
    unpaidMinutes,
    productTitle,
    offered: payments.offered,
    giveaway,
  });
  const survey = createSurvey({
    responses: createSurveyRepository(db),
    catalog,
    lookup,
    orders,
    process,
    productTitle,
    onPaid: enqueueDelivery,
  });
  const sessions = createSessionRepository(db);
  const accounts = createAccountRepository(db);
  const identities = createIdentityRepository(db);
  const analytics = secrets.ga4 ? createGa4Analytics(secrets.ga4) : createOutboxAnalytics(db);
  const receiptOrigin = config.publicOrigin;
  const rateLimits = createRateLimiter(
    rateLimitStore,
    secrets.rateLimits === "off" ? "off" : undefined,
    secrets.rateLimitClock,
  );
  return {
    config,
    catalog,
    // Sandbox until a supplier with a nickname check is configured.
    lookup,
    sessions,
    accounts,
    identities,
    auth: createAuthUseCases({
      sessions,
      identities,
      analytics,
      signInCodes,
      whatsapp,
      accounts,
    }),
    facebook,
    oidc,
    whatsapp,
    wallet,
    analytics,
    orders,
    attempts,
    feedback,
    process,
    refunds,
    checkout,
    orderPages: createOrderPages({
      orders,
      attempts,
      feedback,
      checkout,
      fulfillment,
      catalog,
      offered: payments.offered,
    }),
    reviews: createReviews({ store: createReviewStore(db, catalogChanges), catalog, productTitle }),
    orderLookup: createOrderLookup({ orders, rateLimits }),
    payments,
    paymentFlow: createPaymentFlow({
      orders,
      attempts,
      process,
      payments,
      unpaidMinutes,
      log: checkoutLog,
      onPaid: enqueueDelivery,
      onRefundsClaimed: refunds.runNow,
      answers,
    }),
    providerTransactions: createProviderTransactionStore(db),
    fulfillment,
    supplier,
    operatorToken: secrets.operatorToken,
    admin: createAdminUseCases({
      operators: createOperatorRepository(db, {
        secrets: createSecretBox(secrets.totpSecretKey ?? TEST_MODE_SECRET_KEY),
        onUnreadableSecret: (userId) =>
          checkoutLog.warn(
            { userId },
            "an operator's TOTP secret does not open with TOTP_SECRET_KEY (was it changed?)",
          ),
      }),
      audit,
      bootstrap: secrets.adminBootstrap,
    }),
    operatorRefund: createOperatorRefund({
      refunds,
      orders,
      supportLimits: supportLimits.of("refund"),
    }),
    adminOrderActions: {
      retryDelivery: createDeliveryRetry({ units, enqueue: enqueueDelivery }),
      ...createOrderActions({ store: orderActionStore }),
      outbox: async (orderId, viewer) => outboxFor(await orderActionStore.outbox(orderId), viewer),
    },
    rateLimits,
    signInCodes,
    async pruneExpired(now) {
      await rateLimitStore.prune(now);
      await signInCodes.prune(new Date(now.getTime() - 86_400_000));
    },
    survey,
    catalogChanges,
    art: {
      uploads: createArtUploads({ store: artStore, resizer: createSharpResizer(), changes: catalogChanges }),
      index: artStore.index,
      variant: artStore.variant,
    },
    catalogAdmin: createCatalogAdmin({
      store: createCatalogAdminRepository(db, catalogChanges),
      supplier,
      matchSkus: async (theirs) => mapSupplierSkus(await createSupplierSkuRepository(db).products(), theirs),
    }),
    sendReceipts: () =>
      sendPendingReceipts({
        orders,
        receipts: createReceiptQueue(db),
        sender: receiptSender,
        compose: (order, receipt) => composeReceipt(order, receipt, order.origin ?? receiptOrigin),
        log: checkoutLog,
      }),
    giveaway,
    adminQueries: createAdminQueries({
      search: createOrderSearchStore(db),
      timeline: createOrderTimelineStore(db),
      attention: createAttentionStore(db),
      dashboard: createDashboardStore(db),
    }),
    adminBuyers: {
      lookup: createBuyerLookup(createBuyerStore(db)),
      compensate: createCompensation({
        store: createCompensationStore(db),
        supportLimits: supportLimits.of("compensation"),
      }),
      reviews: createReviewModeration(createReviewModerationStore(db, catalogChanges)),
      audit,
    },
    promoAdmin: createPromoAdmin({ store: createPromoAdminStore(db) }),
    giveawayAdmin: createGiveawayAdmin({ store: createGiveawayAdminStore(db), giveaway }),
    supportLimits,
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

/** The supplier the configuration names: Digiflazz, or the sandbox supplier in test mode. */
export function createSupplier(db: Database, supplier: ShopConfig["supplier"]): SupplierPort {
  if (supplier.kind === "sandbox") return createSandboxSupplier(db, { delayMs: supplier.delayMs });
  return createDigiflazzSupplier({
    baseUrl: supplier.baseUrl,
    username: supplier.username,
    apiKey: supplier.apiKey,
    webhookSecret: supplier.webhookSecret,
    ...(supplier.callbackUrl ? { callbackUrl: supplier.callbackUrl } : {}),
  });
}

/**
 * The options of createServices for a running shop, from its configuration and what the composition
 * has started (the payment provider, the delivery queue, the log). Each provider is built here once.
 */
export function serviceOptions(
  db: Database,
  config: ShopConfig,
  started: {
    payments: readonly PaymentsPort[];
    supplier: SupplierPort;
    log: Logger;
    enqueueDelivery: (orderId: string) => Promise<void>;
    smtp: ReceiptSender | undefined;
  },
): ServiceOptions {
  const whatsapp = config.whatsapp;
  return {
    facebookAppSecret: config.facebook?.appSecret,
    facebookGraphUrl: config.facebook?.graphUrl,
    google: config.google,
    telegram: config.telegram,
    ga4: config.ga4,
    whatsapp: whatsapp && { ...whatsapp, templateName: whatsapp.loginTemplate },
    payments: started.payments,
    // Live mode has no player check until a supplier with one is configured.
    ...(config.live ? { lookup: createUnavailablePlayerLookup() } : {}),
    unpaidMinutes: config.unpaidMinutes,
    log: started.log,
    supplier: started.supplier,
    operatorToken: config.operatorToken,
    totpSecretKey: config.totpSecretKey,
    adminBootstrap: config.adminBootstrap,
    supportRefundLimitIdr: config.supportRefundLimitIdr,
    supportCompensationLimitIdr: config.supportCompensationLimitIdr,
    deliveryLeaseSeconds: config.deliveryLeaseSeconds,
    rateLimits: config.rateLimits,
    enqueueDelivery: started.enqueueDelivery,
    receipts: {
      ...(started.smtp ? { email: started.smtp } : {}),
      ...(whatsapp
        ? { whatsapp: createWhatsAppReceiptSender({ ...whatsapp, templateName: whatsapp.receiptTemplate }) }
        : {}),
    },
  };
}
