import { createOrderActions } from "../../core/admin/order-actions";
import { createLimitRelease } from "../../core/admin/purchase-limit-release";
import { createBuyerLockouts } from "../../core/admin/buyer-lockouts";
import { createLockoutStore } from "../../adapters/db/admin/buyer-lockouts";
import type { Logger } from "pino";
import { createSettingsStore } from "../../adapters/db/admin/settings-store";
import { createSupportLimits } from "../../core/admin/support-limits";
import { createShopTimeZone } from "../../core/admin/shop-time-zone";
import { createAlertSettings } from "../../core/admin/alert-settings";
import { createAlertSettingsStore } from "../../adapters/db/admin/alert-settings-store";
import type { Database } from "../../adapters/db/database";
import { createAdminUseCases } from "../../core/admin/operators";
import { createEmailAlertSender } from "../../adapters/messaging/alert-email";
import { composeInvite } from "../../adapters/messaging/invite-text";
import { createOutboxReceiptSender } from "../../adapters/messaging/receipt-outbox";
import { createAuditRepository } from "../../adapters/db/records/audit-repository";
import { createOperatorRefund, DEFAULT_SUPPORT_REFUND_LIMIT_IDR } from "../../core/admin/operator-refund";
import { createOperatorRepository } from "../../adapters/db/admin/operator-repository";
import { createSecretBox, TEST_MODE_SECRET_KEY } from "../../adapters/crypto/secret-box";
import { createSupplierSkuRepository } from "../../adapters/db/orders/supplier-sku-repository";
import { createCatalogAdminRepository } from "../../adapters/db/admin/catalog-admin-repository";
import { createCatalogAdmin } from "../../core/admin/catalog-admin";
import { createSupplierAdmin } from "../../core/admin/supplier-admin";
import { createReconciliation } from "../../core/admin/reconciliation";
import { createReconciliationStore } from "../../adapters/db/admin/reconciliation";
import { readMidtransSettlement } from "../../adapters/payments/midtrans-settlement";
import { createSupplierAdminRepository } from "../../adapters/db/admin/supplier-admin-repository";
import { createMoneyReports } from "../../core/admin/reports";
import { createReportRepository } from "../../adapters/db/admin/report-repository";
import { mapSupplierSkus } from "../../adapters/supplier/supplier-sku-mapping";
import { createPromoAdmin } from "../../core/admin/promo-admin";
import { createPromoAdminStore } from "../../adapters/db/admin/promo-store";
import { createGiveawayAdmin } from "../../core/admin/giveaway-admin";
import { createGiveawayAdminStore } from "../../adapters/db/admin/giveaway-store";
import { createAdminQueries } from "../../core/admin/admin-queries";
import { createOrderSearchStore } from "../../adapters/db/admin/order-search";
import { createExportStore } from "../../adapters/db/admin/csv-exports";
import { csvStream } from "../../adapters/csv/csv-stream";
import { createCsvExports } from "../../core/admin/csv-exports";
import { createOrderTimelineStore } from "../../adapters/db/admin/order-timeline";
import { createAttentionStore } from "../../adapters/db/admin/attention-queue";
import { createDashboardStore } from "../../adapters/db/admin/dashboard";
import { createBuyerStore } from "../../adapters/db/admin/buyers";
import { createCompensationStore } from "../../adapters/db/admin/compensation";
import { createReviewModerationStore } from "../../adapters/db/admin/reviews";
import { createBuyerLookup } from "../../core/admin/buyers";
import { createCompensation, DEFAULT_SUPPORT_COMPENSATION_LIMIT_IDR } from "../../core/admin/compensation";
import { createReviewModeration } from "../../core/admin/review-moderation";
import { createOrderActionStore } from "../../adapters/db/admin/order-actions";
import { createAccountCorrection } from "../../core/admin/account-correction";
import { createDeliveryRetry } from "../../core/admin/delivery-retry";
import { outboxFor } from "../../core/admin/order-outbox";
import type { AppServices } from "../../core/services";
import type { OrderUnitOfWork } from "../../core/orders/order-unit";
import type { ServiceOptions } from "./providers";

/** The console: operators, their order actions, refunds and compensations within limits, catalog and prices, promos, the giveaway. */
export function wireAdmin(
  db: Database,
  secrets: ServiceOptions,
  below: Pick<
    AppServices,
    | "balances"
    | "catalog"
    | "catalogChanges"
    | "fulfillment"
    | "giveaway"
    | "orders"
    | "refunds"
    | "supplier"
    | "suppliers"
  > & {
    units: OrderUnitOfWork;
    enqueueDelivery: (orderId: string) => Promise<void>;
    log: Pick<Logger, "warn">;
  },
) {
  const { catalogChanges } = below;
  // Support's ceilings: what an admin set in the console, else the environment's (IDR only).
  const supportLimits = createSupportLimits({
    store: createSettingsStore(db),
    defaults: {
      refund: { IDR: secrets.supportRefundLimitIdr ?? DEFAULT_SUPPORT_REFUND_LIMIT_IDR },
      compensation: { IDR: secrets.supportCompensationLimitIdr ?? DEFAULT_SUPPORT_COMPENSATION_LIMIT_IDR },
    },
  });
  const audit = createAuditRepository(db);
  const orderActionStore = createOrderActionStore(db);
  return {
    operatorToken: secrets.operatorToken,
    admin: createAdminUseCases({
      operators: createOperatorRepository(db, {
        secrets: createSecretBox(secrets.totpSecretKey ?? TEST_MODE_SECRET_KEY),
        onUnreadableSecret: (userId) =>
          below.log.warn({ userId }, "an operator's TOTP secret does not open with TOTP_SECRET_KEY (was it changed?)"),
      }),
      audit,
      bootstrap: secrets.adminBootstrap,
      // E-mail as receipts go (SMTP, else the outbox); Telegram by the alerts' bot when it is configured.
      invites: {
        senders: {
          email: createEmailAlertSender(secrets.receipts?.email ?? createOutboxReceiptSender(db)),
          ...(secrets.alerts?.telegram ? { telegram: secrets.alerts.telegram } : {}),
        },
        compose: composeInvite,
      },
    }),
    operatorRefund: createOperatorRefund({
      refunds: below.refunds,
      orders: below.orders,
      supportLimits: supportLimits.of("refund"),
      askSupplier: below.fulfillment.askNow,
    }),
    adminOrderActions: {
      retryDelivery: createDeliveryRetry({
        units: below.units,
        enqueue: below.enqueueDelivery,
        askSupplier: below.fulfillment.askNow,
      }),
      correctAccount: createAccountCorrection({
        units: below.units,
        catalog: below.catalog,
        enqueue: below.enqueueDelivery,
      }),
      ...createOrderActions({ store: orderActionStore }),
      ...createLimitRelease({ store: orderActionStore }),
      outbox: async (orderId, viewer) => outboxFor(await orderActionStore.outbox(orderId), viewer),
    },
    catalogAdmin: createCatalogAdmin({
      store: createCatalogAdminRepository(db, catalogChanges),
      supplier: below.supplier,
      otherSuppliers: below.suppliers.map((supplier) => supplier.name).filter((name) => name !== below.supplier.name),
      matchSkus: async (theirs) => mapSupplierSkus(await createSupplierSkuRepository(db).products(), theirs),
      fiscalRequiredIn: secrets.fiscal?.requiredIn ?? [],
    }),
    supplierAdmin: createSupplierAdmin({
      store: createSupplierAdminRepository(db),
      suppliers: below.suppliers,
      readBalance: async (name) => {
        const port = below.suppliers.find((supplier) => supplier.name === name);
        return port ? below.balances.read(port) : undefined;
      },
    }),
    reconcile: createReconciliation({ read: readMidtransSettlement, store: createReconciliationStore(db) }),
    moneyReports: createMoneyReports({ store: createReportRepository(db), encode: csvStream }),
    adminQueries: createAdminQueries({
      search: createOrderSearchStore(db),
      timeline: createOrderTimelineStore(db),
      attention: createAttentionStore(db),
      dashboard: createDashboardStore(db),
    }),
    csvExports: createCsvExports({
      search: createOrderSearchStore(db),
      store: createExportStore(db),
      audit,
      encode: csvStream,
    }),
    adminBuyers: {
      lookup: createBuyerLookup(createBuyerStore(db)),
      compensate: createCompensation({
        store: createCompensationStore(db),
        supportLimits: supportLimits.of("compensation"),
      }),
      reviews: createReviewModeration(createReviewModerationStore(db, catalogChanges)),
      audit,
      lockouts: createBuyerLockouts({ store: createLockoutStore(db) }),
    },
    promoAdmin: createPromoAdmin({ store: createPromoAdminStore(db) }),
    giveawayAdmin: createGiveawayAdmin({ store: createGiveawayAdminStore(db), giveaway: below.giveaway }),
    supportLimits,
    shopTimeZone: createShopTimeZone({ store: createSettingsStore(db) }),
    alertSettings: createAlertSettings({
      store: createAlertSettingsStore(db),
      telegramEnabled: Boolean(secrets.alerts?.telegram),
    }),
  } satisfies Partial<AppServices>;
}
