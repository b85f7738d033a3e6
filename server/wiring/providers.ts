import type { FulfillmentDeps } from "../../core/orders/fulfillment";
import type { Currency } from "../../core/money";
import type { PromiseCompensationAmounts } from "../../core/orders/promise-compensation";
import type { Logger } from "pino";
import type { Database } from "../../adapters/db/database";
import { createApigamesPlayerLookup } from "../../adapters/lookup/apigames-player-lookup";
import { createUnavailablePlayerLookup } from "../../adapters/lookup/unavailable-player-lookup";
import type { FiscalMarket } from "../../core/catalog/fiscal";
import type { PlayerLookup } from "../../core/catalog/player-lookup";
import type { PaymentsPort } from "../../core/payments/payments-port";
import type { SupplierPort } from "../../core/orders/supplier-port";
import type { CommittedWork } from "../../core/orders/order-unit";
import type { LimitedAction } from "../../core/rate-limits";
import type { ReceiptSender } from "../../core/orders/receipts";
import type { PushSender } from "../../core/orders/push";
import { createWebPushSender } from "../../adapters/messaging/web-push-sender";
import type { AlertChannel, AlertSender } from "../../core/alerts/alerts";
import { createWhatsAppReceiptSender } from "../../adapters/messaging/receipt-whatsapp";
import { createTelegramAlertSender } from "../../adapters/messaging/telegram-alerts";
import { createEmailAlertSender } from "../../adapters/messaging/alert-email";
import type { ShopConfig } from "../config";

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
  /** How long a player check's answer is reused for the same game account (default 600 s; 0: never). */
  playerCheckCacheSeconds?: number;
  /** Unpaid orders are canceled after this many minutes. */
  unpaidMinutes?: number;
  /** Where checkout's own warnings go (a late payment refunded, an amount that differs...). */
  log?: Logger;
  /** The push service's sender (web-push with the VAPID keys); none: status pushes wait in their queue. */
  pushSender?: PushSender;
  /** Real receipt channels; a channel without one writes to the outbox table (test mode). */
  receipts?: Partial<Record<"email" | "whatsapp", ReceiptSender>>;
  /** The suppliers, in the order deliveries try them; default: none (every delivery waits, as on an outage). */
  suppliers?: readonly SupplierPort[];
  /** A purchase pending or unanswered this long moves to the next supplier (default 10 min). */
  supplierFailoverMinutes?: number;
  /** The gold a missed delivery promise earns, per currency in minor units (default: none, decision 063). */
  promiseCompensation?: PromiseCompensationAmounts;
  /** Told each promise compensation granted (the metrics' counter). */
  onPromiseCompensated?: (currency: Currency) => void;
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
  /** Alert channels: Telegram (with TELEGRAM_BOT_TOKEN), e-mail (with SMTP); none: alerts are logged only. */
  alerts?: Partial<Record<AlertChannel, AlertSender>>;
  /** The markets whose payments carry fiscal receipts (config.fiscal); none by default. */
  fiscal?: { requiredIn: readonly FiscalMarket[] };
  /** Told what each committed unit of work on an order changed (the metrics' counters). */
  onOrderCommitted?: (committed: CommittedWork) => void;
  /** Told each request a rate limit refused (the metrics' counter). */
  onRateLimited?: (action: LimitedAction) => void;
  /** Told each supplier answer about a purchase, with its time (the metrics). */
  onSupplierAnswer?: FulfillmentDeps["observe"];
}

/**
 * The configured player check (Apigames'), else none in live mode: the sandbox's made-up nicknames
 * must never be shown for real money; test mode's default is the sandbox's.
 */
function playerLookup(config: ShopConfig): PlayerLookup | undefined {
  if (config.playerLookup) return createApigamesPlayerLookup(config.playerLookup);
  return config.live ? createUnavailablePlayerLookup() : undefined;
}

const withLookup = (lookup: PlayerLookup | undefined) => (lookup ? { lookup } : {});

/**
 * The options of createServices for a running shop, from its configuration and what the composition
 * has started (the payment provider, the delivery queue, the log). Each provider is built here once.
 */
export function serviceOptions(
  db: Database,
  config: ShopConfig,
  started: {
    payments: readonly PaymentsPort[];
    suppliers: readonly SupplierPort[];
    log: Logger;
    enqueueDelivery: (orderId: string) => Promise<void>;
    smtp: ReceiptSender | undefined;
    onOrderCommitted?: (committed: CommittedWork) => void;
    onRateLimited?: (action: LimitedAction) => void;
    onSupplierAnswer?: FulfillmentDeps["observe"];
    onPromiseCompensated?: (currency: Currency) => void;
  },
): ServiceOptions {
  const whatsapp = config.whatsapp;
  const telegramBotToken = config.public.providers.telegramBotToken;
  return {
    facebookAppSecret: config.facebook?.appSecret,
    facebookGraphUrl: config.facebook?.graphUrl,
    google: config.google,
    telegram: config.telegram,
    ga4: config.ga4,
    ...(config.webPush ? { pushSender: createWebPushSender(config.webPush) } : {}),
    whatsapp: whatsapp && { ...whatsapp, templateName: whatsapp.loginTemplate },
    payments: started.payments,
    ...withLookup(playerLookup(config)),
    playerCheckCacheSeconds: config.playerCheckCacheSeconds,
    unpaidMinutes: config.unpaidMinutes,
    log: started.log,
    suppliers: started.suppliers,
    supplierFailoverMinutes: config.supplierFailoverMinutes,
    promiseCompensation: config.promiseCompensation,
    operatorToken: config.operatorToken,
    totpSecretKey: config.totpSecretKey,
    adminBootstrap: config.adminBootstrap,
    supportRefundLimitIdr: config.supportRefundLimitIdr,
    supportCompensationLimitIdr: config.supportCompensationLimitIdr,
    deliveryLeaseSeconds: config.deliveryLeaseSeconds,
    rateLimits: config.rateLimits,
    fiscal: config.fiscal,
    enqueueDelivery: started.enqueueDelivery,
    onOrderCommitted: started.onOrderCommitted,
    onRateLimited: started.onRateLimited,
    onSupplierAnswer: started.onSupplierAnswer,
    onPromiseCompensated: started.onPromiseCompensated,
    alerts: {
      ...(telegramBotToken ? { telegram: createTelegramAlertSender({ token: telegramBotToken }) } : {}),
      ...(started.smtp ? { email: createEmailAlertSender(started.smtp) } : {}),
    },
    receipts: {
      ...(started.smtp ? { email: started.smtp } : {}),
      ...(whatsapp
        ? {
            whatsapp: createWhatsAppReceiptSender({
              ...whatsapp,
              templateNames: {
                receipt: whatsapp.receiptTemplate,
                accountCorrected: whatsapp.accountCorrectedTemplate,
              },
            }),
          }
        : {}),
    },
  };
}
