import { TEST_MODE_SECRET_KEY } from "../adapters/crypto/secret-box";
import { TEST_MODE_VAPID_KEYS, type VapidKeys } from "../adapters/messaging/web-push-sender";
import type { ClickClientConfig } from "../adapters/payments/click-client";
import { parseIdentity } from "../core/admin/operators";
import { marketOf, type Locale, type MarketCode } from "../core/locales";
import { DEFAULT_SHOP_DETAILS, parseSocialLinks, type ShopDetails } from "../core/shop";
import type { PublicConfig } from "../core/services";
import type { FiscalMarket } from "../core/catalog/fiscal";
import type { Currency } from "../core/money";
import { chosenSuppliers, isLive, type Env, type MarketSuffix } from "./env";

/** An OpenID Connect client (Google, Telegram). */
export interface OidcClient {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** The WhatsApp Cloud API: one number sends both sign-in codes and receipts, each with its template. */
export interface WhatsAppCloud {
  graphUrl: string;
  phoneNumberId: string;
  accessToken: string;
  loginTemplate: string;
  receiptTemplate: string;
  /** The template telling a buyer that support corrected their order's game account. */
  accountCorrectedTemplate: string;
}

/** Click's real keys and addresses (decision 024): the Click client's own configuration, no second copy. */
export type ClickKeys = Pick<
  ClickClientConfig,
  "serviceId" | "merchantId" | "merchantUserId" | "secretKey" | "payUrl" | "apiUrl"
>;

/**
 * Where payments go: Midtrans (live), a shared sandbox gateway, or one started beside this server;
 * "none" when live keys are set for other providers only (no sandbox with real money).
 */
export type PaymentsConfig =
  | { kind: "midtrans"; apiUrl: string; snapUrl: string; serverKey: string; clientKey: string }
  | { kind: "shared-sandbox"; url: string; serverKey: string; clientKey: string }
  /** Live with other providers' keys only (Payme, Click, YooKassa): no Midtrans, and never a sandbox gateway. */
  | { kind: "none" }
  | {
      kind: "own-sandbox";
      port: number;
      host: string;
      publicUrl: string | undefined;
      /** This server's port, where the gateway sends its notifications over loopback. */
      shopPort: number;
      notifications: { duplicates: number; delayMs: number; reorder: boolean };
    };

/** Apigames' API and the merchant's keys (decision 045). */
export interface ApigamesKeys {
  baseUrl: string;
  merchantId: string;
  secretKey: string;
}

/**
 * One supplier that delivers (server/env.ts, chosenSuppliers): Apigames or Digiflazz with their
 * keys; otherwise (test mode only) the sandbox's face of Digiflazz: a
 * shared gateway's (SUPPLIER_SANDBOX_URL), or one started beside this server on loopback, which the
 * shop talks to through its Digiflazz adapter.
 */
export type SupplierConfig =
  | ({ kind: "apigames" } & ApigamesKeys)
  | {
      kind: "digiflazz";
      baseUrl: string;
      username: string;
      apiKey: string;
      webhookSecret: string;
      callbackUrl?: string;
      /** Digiflazz's development mode (DIGIFLAZZ_TESTING, test mode only). */
      testing: boolean;
    }
  /** The face of the gateway that PAYMENT_SANDBOX_SERVER_KEY belongs to. */
  | { kind: "shared-sandbox"; url: string; serverKey: string }
  | {
      kind: "own-sandbox";
      delayMs: number;
      port: number;
      /** This server's port, where the face sends its webhooks over loopback. */
      shopPort: number;
    };

/**
 * Everything the shop's composition needs, read from the environment once (server/env.ts validated
 * it): which providers are real, their secrets, and the public facts pages see. Nothing downstream
 * reads `process.env` or decides test mode again.
 */
export interface ShopConfig {
  /** What pages and routes see (no secrets). */
  public: PublicConfig;
  /** Real payment keys are set: test mode, its doors and every sandbox are off. */
  live: boolean;
  /** migrateOnStart: false only with DATABASE_URL (server/env.ts); the embedded PostgreSQL is always migrated. */
  database: { url: string | undefined; dataDir: string; migrateOnStart: boolean };
  /** Base backups of the embedded PostgreSQL (decision 053): every `everyHours` (0: none), `keep` kept. */
  backups: { everyHours: number; keep: number };
  /**
   * Who may read GET /metrics: the bearer of `token`; without one, in test mode, requests from
   * loopback (`loopback`); in live mode without one, nobody (the endpoint is off).
   */
  metrics: { token: string | undefined; loopback: boolean };
  payments: PaymentsConfig;
  /**
   * The markets whose payments carry fiscal receipts, where a product without its fiscal codes is not
   * sold: Russia when YooKassa's receipts are on (YOOKASSA_RECEIPTS), Uzbekistan when Payme or Click
   * takes real money there.
   */
  fiscal: { requiredIn: FiscalMarket[] };
  /** Real YooKassa when both its keys are set (live); otherwise test mode adds the sandbox's YooKassa face. */
  yookassa: { apiUrl: string; shopId: string; secretKey: string; taxSystemCode?: number } | undefined;
  /** Payme Business's real cash desk (decision 023); undefined: in test mode the sandbox gateway's Payme face. */
  payme: { merchantId: string; key: string; checkoutUrl: string; apiUrl: string } | undefined;
  /** Click for real when its four keys are set; otherwise (test mode) the sandbox gateway's Click face. */
  click: ClickKeys | undefined;
  facebook: { appSecret: string; graphUrl: string } | undefined;
  google: OidcClient | undefined;
  telegram: OidcClient | undefined;
  whatsapp: WhatsAppCloud | undefined;
  ga4: { endpoint: string; measurementId: string; apiSecret: string } | undefined;
  /** Web Push's VAPID identity (test mode without keys: the public test keys); undefined: no notifications. */
  webPush: VapidKeys | undefined;
  /** The suppliers that deliver, in the order deliveries try them. */
  suppliers: SupplierConfig[];
  supplierFailoverMinutes: number;
  /** The gold a missed delivery promise earns, per currency in minor units (PROMISE_COMPENSATION_*; 0: off). */
  promiseCompensation: Record<Currency, number>;
  /** How long a player check's answer is reused for the same game account. */
  playerCheckCacheSeconds: number;
  /**
   * The player check's provider: Apigames when its keys are set (in either mode); undefined: the
   * sandbox's check in test mode, none in live mode (the buyer confirms the ID themselves).
   */
  playerLookup: ({ kind: "apigames" } & ApigamesKeys) | undefined;
  /** Receipts by e-mail; unset: the outbox table. */
  /** RECEIPT_FROM for every market, or each market's shop name and support address. */
  smtp: { url: string; from: string | Record<MarketCode, string> } | undefined;
  unpaidMinutes: number;
  operatorToken: string | undefined;
  /** The key the operators' TOTP secrets are sealed with (TOTP_SECRET_KEY; test mode: a public test key). */
  totpSecretKey: Uint8Array;
  /** The identity that becomes the console's first admin (ADMIN_BOOTSTRAP_IDENTITY). */
  adminBootstrap: { provider: string; subject: string } | undefined;
  /** Support's ceiling per refund in the console, whole rupiah (ADMIN_SUPPORT_REFUND_LIMIT_IDR). */
  supportRefundLimitIdr: number;
  /** Support's ceiling per compensation with gold, whole rupiah (ADMIN_SUPPORT_COMPENSATION_LIMIT_IDR). */
  supportCompensationLimitIdr: number;
  deliveryLeaseSeconds: number;
  deliveryRetryDelaySeconds: number;
  paymentStatusCheckAfterSeconds: number;
  rateLimits: "on" | "off";
}

/**
 * Each market's operator details: its own variable (SHOP_SUPPORT_EMAIL_RU), else the one for every
 * market (SHOP_SUPPORT_EMAIL), else the market's default (core/shop.ts; live mode refuses to start
 * on the sample company, server/env.ts). "none" for a contact a market lacks (no WhatsApp number in
 * Russia), or for a tax number that is the registration number (Uzbekistan's STIR), takes the
 * default away.
 */
function shopDetails(env: Env): Record<MarketCode, ShopDetails> {
  const details = (locale: Locale): ShopDetails => {
    const suffix = locale.toUpperCase() as MarketSuffix;
    const defaults = DEFAULT_SHOP_DETAILS[marketOf(locale)];
    const value = (name: string) => env[`${name}_${suffix}` as keyof Env] ?? env[name as keyof Env];
    const text = (name: string, fallback: string) => {
      const given = value(name);
      return typeof given === "string" ? given : fallback;
    };
    // A contact a market may lack: "none" says it has none (server/env.ts accepts it for these only).
    const contact = (name: string, fallback: string) => {
      const given = text(name, fallback);
      return given.toLowerCase() === "none" ? "" : given;
    };
    const social = value("SHOP_SOCIAL_LINKS");
    const links = typeof social === "string" ? parseSocialLinks(social) : undefined;
    return {
      shopName: env.SHOP_NAME ?? defaults.shopName,
      legalName: text("SHOP_LEGAL_NAME", defaults.legalName),
      legalAddress: text("SHOP_LEGAL_ADDRESS", defaults.legalAddress),
      registrationNumber: text("SHOP_REGISTRATION_NUMBER", defaults.registrationNumber),
      taxId: contact("SHOP_TAX_ID", defaults.taxId),
      supportEmail: text("SHOP_SUPPORT_EMAIL", defaults.supportEmail),
      supportPhone: contact("SHOP_SUPPORT_PHONE", defaults.supportPhone),
      telegramBot: contact("SHOP_TELEGRAM_BOT", defaults.telegramBot),
      whatsappNumber: contact("SHOP_WHATSAPP_NUMBER", defaults.whatsappNumber),
      supportInstagram: contact("SHOP_SUPPORT_INSTAGRAM", defaults.supportInstagram),
      supportFacebook: contact("SHOP_SUPPORT_FACEBOOK", defaults.supportFacebook),
      // server/env.ts refused a list that does not parse.
      social: links?.ok ? links.links : defaults.social,
    };
  };
  return { id: details("id"), en: details("en"), ru: details("ru"), uz: details("uz") };
}

const both = <A, B>(a: A | undefined, b: B | undefined): [A, B] | undefined =>
  a !== undefined && b !== undefined ? [a, b] : undefined;

export function readConfig(env: Env): ShopConfig {
  const live = isLive(env);
  const payme =
    env.PAYME_MERCHANT_ID && env.PAYME_KEY
      ? {
          merchantId: env.PAYME_MERCHANT_ID,
          key: env.PAYME_KEY,
          checkoutUrl: env.PAYME_CHECKOUT_URL.replace(/\/+$/, ""),
          apiUrl: env.PAYME_API_URL,
        }
      : undefined;
  const click =
    env.CLICK_SERVICE_ID && env.CLICK_MERCHANT_ID && env.CLICK_MERCHANT_USER_ID && env.CLICK_SECRET_KEY
      ? {
          serviceId: env.CLICK_SERVICE_ID,
          merchantId: env.CLICK_MERCHANT_ID,
          merchantUserId: env.CLICK_MERCHANT_USER_ID,
          secretKey: env.CLICK_SECRET_KEY,
          payUrl: env.CLICK_PAY_URL,
          apiUrl: env.CLICK_API_URL.replace(/\/$/, ""),
        }
      : undefined;
  const shop = shopDetails(env);
  // Live mode requires PUBLIC_ORIGIN (server/env.ts); test mode runs on this machine.
  const publicOrigin = env.PUBLIC_ORIGIN?.replace(/\/$/, "") ?? `http://localhost:${env.PORT}`;
  const facebook = both(env.FACEBOOK_APP_ID, env.FACEBOOK_APP_SECRET);
  const google = both(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET);
  const telegram = both(env.TELEGRAM_CLIENT_ID, env.TELEGRAM_CLIENT_SECRET);
  const whatsapp = both(env.WHATSAPP_PHONE_NUMBER_ID, env.WHATSAPP_ACCESS_TOKEN);
  const ga4 = both(env.GA4_MEASUREMENT_ID, env.GA4_API_SECRET);
  const digiflazz =
    env.DIGIFLAZZ_USERNAME && env.DIGIFLAZZ_API_KEY && env.DIGIFLAZZ_WEBHOOK_SECRET
      ? { username: env.DIGIFLAZZ_USERNAME, apiKey: env.DIGIFLAZZ_API_KEY, webhookSecret: env.DIGIFLAZZ_WEBHOOK_SECRET }
      : undefined;
  const apigames =
    env.APIGAMES_MERCHANT_ID && env.APIGAMES_SECRET_KEY
      ? {
          kind: "apigames" as const,
          baseUrl: env.APIGAMES_URL.replace(/\/+$/, ""),
          merchantId: env.APIGAMES_MERCHANT_ID,
          secretKey: env.APIGAMES_SECRET_KEY,
        }
      : undefined;
  const digiflazzConfig = digiflazz && {
    kind: "digiflazz" as const,
    baseUrl: env.DIGIFLAZZ_URL,
    ...digiflazz,
    testing: env.DIGIFLAZZ_TESTING,
    ...(env.PUBLIC_ORIGIN ? { callbackUrl: `${publicOrigin}/backend/api/supplier/callback` } : {}),
  };
  const sandboxSupplier: SupplierConfig =
    env.SUPPLIER_SANDBOX_URL && env.PAYMENT_SANDBOX_SERVER_KEY
      ? {
          kind: "shared-sandbox",
          url: env.SUPPLIER_SANDBOX_URL.replace(/\/+$/, ""),
          serverKey: env.PAYMENT_SANDBOX_SERVER_KEY,
        }
      : {
          kind: "own-sandbox",
          delayMs: env.SUPPLIER_SANDBOX_DELAY_MS,
          port: env.SUPPLIER_SANDBOX_PORT,
          shopPort: env.PORT,
        };
  // parseEnv has refused a named supplier without its keys.
  const suppliers = chosenSuppliers(env).map((name): SupplierConfig =>
    name === "apigames" && apigames
      ? apigames
      : name === "digiflazz" && digiflazzConfig
        ? digiflazzConfig
        : sandboxSupplier,
  );
  const vapid = both(env.WEB_PUSH_VAPID_PUBLIC_KEY, env.WEB_PUSH_VAPID_PRIVATE_KEY);
  const webPush: VapidKeys | undefined = vapid
    ? { publicKey: vapid[0], privateKey: vapid[1], subject: env.WEB_PUSH_SUBJECT ?? `mailto:${shop.id.supportEmail}` }
    : live
      ? undefined
      : { ...TEST_MODE_VAPID_KEYS, subject: env.WEB_PUSH_SUBJECT ?? `mailto:${shop.id.supportEmail}` };
  return {
    public: {
      testMode: !live,
      webPushKey: webPush?.publicKey,
      shop,
      publicOrigin,
      originFromRequest: !live && !env.PUBLIC_ORIGIN,
      production: env.NODE_ENV === "production",
      providers: {
        telegramBotToken: env.TELEGRAM_BOT_TOKEN,
        telegramBotUsername: env.TELEGRAM_BOT_USERNAME?.replace(/^@/, ""),
        facebook: facebook ? { appId: facebook[0], dialogUrl: env.FACEBOOK_DIALOG_URL } : undefined,
        google: Boolean(google),
        telegram: Boolean(telegram),
        // Codes reach phones through the Cloud API; without it only test mode's outbox shows them.
        whatsapp: Boolean(whatsapp) || !live,
      },
    },
    live,
    database: { url: env.DATABASE_URL, dataDir: env.DATA_DIR, migrateOnStart: env.MIGRATE_ON_START === "true" },
    backups: { everyHours: env.BACKUP_EVERY_HOURS, keep: env.BACKUP_KEEP },
    metrics: { token: env.METRICS_TOKEN, loopback: !live && !env.METRICS_TOKEN },
    payments: paymentsConfig(env),
    fiscal: {
      requiredIn: [
        ...(live && (payme || click) ? (["uz"] as const) : []),
        ...(env.YOOKASSA_RECEIPTS ? (["ru"] as const) : []),
      ],
    },
    yookassa:
      env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY
        ? {
            apiUrl: env.YOOKASSA_API_URL,
            shopId: env.YOOKASSA_SHOP_ID,
            secretKey: env.YOOKASSA_SECRET_KEY,
            ...(env.YOOKASSA_TAX_SYSTEM_CODE ? { taxSystemCode: env.YOOKASSA_TAX_SYSTEM_CODE } : {}),
          }
        : undefined,
    payme,
    click,
    facebook: facebook ? { appSecret: facebook[1], graphUrl: env.FACEBOOK_GRAPH_URL } : undefined,
    google: google ? { issuer: env.GOOGLE_ISSUER, clientId: google[0], clientSecret: google[1] } : undefined,
    telegram: telegram ? { issuer: env.TELEGRAM_ISSUER, clientId: telegram[0], clientSecret: telegram[1] } : undefined,
    whatsapp: whatsapp
      ? {
          graphUrl: env.WHATSAPP_GRAPH_URL,
          phoneNumberId: whatsapp[0],
          accessToken: whatsapp[1],
          loginTemplate: env.WHATSAPP_TEMPLATE,
          receiptTemplate: env.WHATSAPP_RECEIPT_TEMPLATE,
          accountCorrectedTemplate: env.WHATSAPP_ACCOUNT_CORRECTED_TEMPLATE,
        }
      : undefined,
    ga4: ga4 ? { endpoint: env.GA4_ENDPOINT, measurementId: ga4[0], apiSecret: ga4[1] } : undefined,
    webPush,
    playerLookup: apigames,
    playerCheckCacheSeconds: env.PLAYER_CHECK_CACHE_SECONDS,
    suppliers,
    supplierFailoverMinutes: env.SUPPLIER_FAILOVER_MINUTES,
    promiseCompensation: {
      IDR: env.PROMISE_COMPENSATION_IDR,
      USD: env.PROMISE_COMPENSATION_USD,
      RUB: env.PROMISE_COMPENSATION_RUB,
      UZS: env.PROMISE_COMPENSATION_UZS,
    },
    smtp: env.SMTP_URL
      ? {
          url: env.SMTP_URL,
          from: env.RECEIPT_FROM ?? {
            id: `${shop.id.shopName} <${shop.id.supportEmail}>`,
            en: `${shop.en.shopName} <${shop.en.supportEmail}>`,
            ru: `${shop.ru.shopName} <${shop.ru.supportEmail}>`,
            uz: `${shop.uz.shopName} <${shop.uz.supportEmail}>`,
          },
        }
      : undefined,
    unpaidMinutes: env.ORDER_UNPAID_MINUTES,
    operatorToken: env.OPERATOR_TOKEN,
    // Live mode cannot start without TOTP_SECRET_KEY (server/env.ts).
    totpSecretKey: env.TOTP_SECRET_KEY ? Buffer.from(env.TOTP_SECRET_KEY, "base64") : TEST_MODE_SECRET_KEY,
    adminBootstrap: env.ADMIN_BOOTSTRAP_IDENTITY ? parseIdentity(env.ADMIN_BOOTSTRAP_IDENTITY) : undefined,
    supportRefundLimitIdr: env.ADMIN_SUPPORT_REFUND_LIMIT_IDR,
    supportCompensationLimitIdr: env.ADMIN_SUPPORT_COMPENSATION_LIMIT_IDR,
    deliveryLeaseSeconds: env.DELIVERY_LEASE_SECONDS,
    deliveryRetryDelaySeconds: env.DELIVERY_RETRY_DELAY_SECONDS,
    paymentStatusCheckAfterSeconds: env.PAYMENT_STATUS_CHECK_AFTER_SECONDS,
    rateLimits: env.RATE_LIMITS,
  };
}

function paymentsConfig(env: Env): PaymentsConfig {
  if (env.MIDTRANS_SERVER_KEY && env.MIDTRANS_CLIENT_KEY)
    return {
      kind: "midtrans",
      apiUrl: env.MIDTRANS_API_URL,
      snapUrl: env.MIDTRANS_SNAP_URL,
      serverKey: env.MIDTRANS_SERVER_KEY,
      clientKey: env.MIDTRANS_CLIENT_KEY,
    };
  // Real keys of another provider only: no sandbox may take part.
  if (isLive(env)) return { kind: "none" };
  if (env.PAYMENT_SANDBOX_URL && env.PAYMENT_SANDBOX_SERVER_KEY && env.PAYMENT_SANDBOX_CLIENT_KEY)
    return {
      kind: "shared-sandbox",
      url: env.PAYMENT_SANDBOX_URL.replace(/\/$/, ""),
      serverKey: env.PAYMENT_SANDBOX_SERVER_KEY,
      clientKey: env.PAYMENT_SANDBOX_CLIENT_KEY,
    };
  return {
    kind: "own-sandbox",
    port: env.PAYMENT_SANDBOX_PORT,
    host: env.HOST,
    publicUrl: env.PAYMENT_SANDBOX_PUBLIC_URL?.replace(/\/$/, ""),
    shopPort: env.PORT,
    notifications: {
      duplicates: env.PAYMENT_SANDBOX_DUPLICATES,
      delayMs: env.PAYMENT_SANDBOX_DELAY_MS,
      reorder: env.PAYMENT_SANDBOX_REORDER,
    },
  };
}
