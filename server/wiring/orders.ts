import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { createLedgerStore } from "../../adapters/db/wallet/ledger-store";
import type { Database } from "../../adapters/db/database";
import { createWallet } from "../../core/wallet/wallet";
import { createOrderRepository } from "../../adapters/db/orders/order-repository";
import { createAttemptReads } from "../../adapters/db/orders/attempt-reads";
import { createFeedbackStore } from "../../adapters/db/orders/feedback-store";
import { createAccountNoticeQueue, createReceiptQueue } from "../../adapters/db/orders/receipt-queue";
import { createOrderUnitOfWork } from "../../adapters/db/orders/order-unit";
import { createRefundRepository } from "../../adapters/db/orders/refund-repository";
import { createCheckout } from "../../core/orders/checkout";
import { accountCorrectionNotes } from "../../adapters/db/orders/account-corrections";
import { createOrderPages } from "../../core/orders/order-page";
import { createOrderNewsReader } from "../../core/orders/order-news";
import { createOrderNewsHub } from "../../core/orders/order-news-hub";
import { loggableId } from "../../core/loggable-id";
import { createOrderLookup } from "../../core/orders/order-lookup";
import { createOrderProcess } from "../../core/orders/order-process";
import { createPaymentFlow } from "../../core/orders/payment-flow";
import { createRefundFlow } from "../../core/orders/refund-flow";
import { paymentProviders } from "../../core/payments/payment-providers";
import { createProviderTransactionStore } from "../../adapters/db/payments/provider-transaction-store";
import { createFiscalSubmissionQueue } from "../../adapters/db/payments/fiscal-submission-queue";
import { submitClickFiscalItems } from "../../adapters/payments/click-fiscal";
import { isClickPort } from "../../adapters/payments/click-client";
import { productTitle } from "../../i18n/product-label";
import { serverTranslator } from "../../i18n/catalog";
import { createFiscalCodesReader } from "../../adapters/db/catalog/fiscal-codes";
import { unconfiguredPayments } from "../../adapters/payments/unconfigured-payments";
import { createFulfillment } from "../../core/orders/fulfillment";
import { createFulfillmentRepository } from "../../adapters/db/orders/fulfillment-repository";
import type { ReceiptSender } from "../../core/orders/receipts";
import { sendPendingReceipts } from "../../core/orders/receipt-job";
import { composeReceipt } from "../../adapters/messaging/receipt-text";
import { createOutboxReceiptSender } from "../../adapters/messaging/receipt-outbox";
import { composePush } from "../../adapters/messaging/push-text";
import { sendPendingPushes } from "../../core/orders/push-job";
import { createPushQueue } from "../../adapters/db/orders/push-queue";
import { createPushSubscriptions } from "../../adapters/db/orders/push-subscriptions";
import { createSurvey } from "../../core/survey/survey";
import { createSurveyRepository } from "../../adapters/db/survey/survey-repository";
import { createProviderAnswerRepository } from "../../adapters/db/admin/order-actions";
import { answerRecorder } from "../../core/records/provider-answers";
import type { AppServices, PublicConfig } from "../../core/services";
import { unconfiguredSupplier } from "../../adapters/supplier/unconfigured-supplier";
import { createSupplierAccountRepository } from "../../adapters/db/orders/supplier-account-repository";
import { createBooksRepository } from "../../adapters/db/orders/books-repository";
import { createDeliveryTimesRepository } from "../../adapters/db/orders/delivery-times-repository";
import { createSavedAccounts } from "../../adapters/db/orders/saved-account-store";
import { deliveryMilestones } from "../../adapters/db/orders/delivery-milestones";
import { createOrderNewsSource } from "../../adapters/db/orders/order-news-source";
import { createBalanceWatch } from "../../core/orders/supplier-balances";
import { createBooksCheck } from "../../core/orders/books-check";
import { createDeliveryTimes } from "../../core/orders/delivery-times";
import { createPromiseCompensation } from "../../core/orders/promise-compensation";
import { createPromiseCompensationStore } from "../../adapters/db/orders/promise-compensation-store";
import type { ServiceOptions } from "./providers";

/** The order's whole life: placement, payment, refunds, delivery, receipts, the survey's vouchers. */
export function wireOrders(
  db: Database,
  config: PublicConfig,
  secrets: ServiceOptions,
  below: Pick<
    AppServices,
    "catalog" | "catalogChanges" | "lookup" | "giveaway" | "rateLimits" | "fiscalCodes" | "alerts"
  >,
) {
  const { catalog, lookup, giveaway, fiscalCodes } = below;
  const wallet = createWallet(createLedgerStore(db));
  const orders = createOrderRepository(db);
  const attempts = createAttemptReads(db);
  const feedback = createFeedbackStore(db, below.catalogChanges);
  const payments = paymentProviders(secrets.payments ?? [unconfiguredPayments]);
  const unpaidMinutes = secrets.unpaidMinutes ?? 60;
  const log = secrets.log ?? { info: () => undefined, warn: () => undefined, error: () => undefined };
  const units = createOrderUnitOfWork(db, secrets.onOrderCommitted);
  const process = createOrderProcess({ units, orders, attempts, catalog, offered: payments.offered });
  const answers = answerRecorder(createProviderAnswerRepository(db), (object, message) => log.warn(object, message));
  const refunds = createRefundFlow({
    store: createRefundRepository(db),
    process,
    payments,
    attempts,
    log,
    answers,
    providerErrors: below.alerts,
  });
  const fiscalSubmissions = createFiscalSubmissionQueue(db);
  const click = payments.forProtocol("click");
  // The Uzbek seller's TIN is its STIR (decision 035), unless a separate tax number is configured.
  const uzSeller = config.shop.uz;
  const sellerTin = uzSeller.taxId || uzSeller.registrationNumber;
  const outboxReceipts = createOutboxReceiptSender(db);
  const receiptSender: ReceiptSender = {
    send: (message) => (secrets.receipts?.[message.channel] ?? outboxReceipts).send(message),
  };
  const suppliers = secrets.suppliers?.length ? secrets.suppliers : [unconfiguredSupplier];
  const enqueueDelivery = secrets.enqueueDelivery ?? (() => Promise.resolve());
  const balances = createBalanceWatch({
    suppliers,
    store: createSupplierAccountRepository(db),
    alerts: below.alerts,
    log,
  });
  const promiseCompensation = createPromiseCompensation({
    store: createPromiseCompensationStore(db),
    amounts: secrets.promiseCompensation ?? {},
    ...(secrets.onPromiseCompensated ? { onGranted: secrets.onPromiseCompensated } : {}),
  });
  const fulfillment = createFulfillment({
    orders,
    process,
    store: createFulfillmentRepository(db),
    suppliers,
    failoverAfterMs: (secrets.supplierFailoverMinutes ?? 10) * 60_000,
    balanceSpent: (name, short) => balances.spent(name, short),
    ...(secrets.onSupplierAnswer ? { observe: secrets.onSupplierAnswer } : {}),
    providerErrors: below.alerts,
    enqueue: enqueueDelivery,
    owner: secrets.instanceId ?? `${hostname()}:${globalThis.process.pid}:${randomBytes(4).toString("hex")}`,
    leaseSeconds: secrets.deliveryLeaseSeconds,
    refundsOf: refunds.ofOrder,
    log,
    answers,
    catalog,
    alerts: below.alerts,
    // After the completion's commit: a failure here (or a crash) is granted by the next sweep.
    onDelivered: (orderId) =>
      promiseCompensation.grant(orderId).then(
        () => undefined,
        (error: unknown) =>
          log.warn({ err: error, order: loggableId(orderId) }, "promise compensation not granted; the sweep retries"),
      ),
  });
  // Russia's receipts (YooKassa, 54-FZ) go with the payment and need the buyer's e-mail or phone;
  // Uzbekistan's are asked by Payme and Click themselves.
  const fiscalIn = secrets.fiscal?.requiredIn ?? [];
  const receiptsAtPayment = fiscalIn.filter((market) => market === "ru");
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
    contactRequiredIn: receiptsAtPayment,
  });
  return {
    units,
    enqueueDelivery,
    log,
    services: {
      wallet,
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
        accountCorrections: (orderId) => accountCorrectionNotes(db, orderId),
        milestones: (orderId) => deliveryMilestones(db, orderId),
        promise: promiseCompensation.view,
      }),
      promiseCompensation,
      orderNews: createOrderNewsHub(createOrderNewsReader(createOrderNewsSource(db)), (error, orderId) =>
        log.warn({ err: error, order: loggableId(orderId) }, "order news not read"),
      ),
      orderLookup: createOrderLookup({ orders, rateLimits: below.rateLimits }),
      payments,
      paymentFlow: createPaymentFlow({
        orders,
        attempts,
        process,
        payments,
        unpaidMinutes,
        log,
        onPaid: enqueueDelivery,
        onRefundsClaimed: refunds.runNow,
        answers,
        providerErrors: below.alerts,
        receipts: {
          requiredIn: receiptsAtPayment,
          codes: createFiscalCodesReader(db),
          feeTitle: (locale) => serverTranslator(locale)("checkout.fee"),
        },
      }),
      providerTransactions: createProviderTransactionStore(db),
      fiscalSubmissions,
      sendFiscalItems: () =>
        submitClickFiscalItems({
          queue: fiscalSubmissions,
          click: isClickPort(click) ? click.fiscal : undefined,
          attempts,
          orders,
          fiscalCodes,
          sellerTin,
          log,
        }),
      fulfillment,
      supplier: suppliers[0]!,
      suppliers,
      balances,
      books: createBooksCheck({ store: createBooksRepository(db), alerts: below.alerts }),
      deliveryTimes: createDeliveryTimes({ store: createDeliveryTimesRepository(db) }),
      savedAccounts: createSavedAccounts(db),
      survey: createSurvey({
        responses: createSurveyRepository(db),
        catalog,
        lookup,
        orders,
        process,
        productTitle,
        onPaid: enqueueDelivery,
      }),
      pushSubscriptions: createPushSubscriptions(db),
      sendPushes: async () => {
        const sender = secrets.pushSender;
        if (!sender) return { sent: 0, failed: 0 };
        return sendPendingPushes({
          orders,
          queue: createPushQueue(db),
          sender,
          compose: (order, push) => composePush(order, push, order.origin ?? config.publicOrigin),
          log,
        });
      },
      // Receipts, then the notices of corrected game accounts: one job, the same sender and bounds.
      sendReceipts: async () => {
        const total = { sent: 0, failed: 0 };
        for (const queue of [createReceiptQueue(db), createAccountNoticeQueue(db)]) {
          const run = await sendPendingReceipts({
            orders,
            receipts: queue,
            sender: receiptSender,
            compose: (order, receipt) => composeReceipt(order, receipt, order.origin ?? config.publicOrigin),
            log,
          });
          total.sent += run.sent;
          total.failed += run.failed;
        }
        return total;
      },
    } satisfies Partial<AppServices>,
  };
}
