import { IDENTITY_PATTERN } from "../core/admin/operators";
import { MARKET_CODES } from "../core/locales";
import { MARKETS } from "../core/markets";
import type { PaymentProtocol } from "../core/markets";
import { parseSocialLinks, type SocialLinksRefusal } from "../core/shop";
import { z } from "zod";

/**
 * The process environment, validated once at start. A bad value stops the start with a message that
 * names the variable, instead of failing later in some request.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\/.+/.test(value), "must be a postgres:// or postgresql:// URL");

/** The markets as the suffixes of their own variables: SHOP_SUPPORT_EMAIL_RU. */
export const MARKET_SUFFIXES = ["ID", "EN", "RU", "UZ"] as const;
export type MarketSuffix = (typeof MARKET_SUFFIXES)[number];

/** A variable for every market (NAME) and one for each (NAME_ID, NAME_EN...), read alike. */
function perMarket<Name extends string, Schema extends z.ZodType>(
  name: Name,
  schema: Schema,
): Record<Name | `${Name}_${MarketSuffix}`, Schema> {
  return Object.fromEntries(
    [name, ...MARKET_SUFFIXES.map((suffix) => `${name}_${suffix}`)].map((key) => [key, schema]),
  ) as Record<Name | `${Name}_${MarketSuffix}`, Schema>;
}

/** What is wrong with SHOP_SOCIAL_LINKS, naming the link by its place and never quoting it. */
function socialLinksProblem({ error }: SocialLinksRefusal): string {
  if (error.code === "noLinks") return `give at least one link, or "none"`;
  const place = `link ${error.values.place}`;
  if (error.code === "notHttps") return `${place} is not an https address`;
  if (error.code === "networkUnnamed")
    return `${place}: its address does not say the network; name it first (Name=https://…)`;
  return `${place} is not an address: use https://…, with a name first for a network its address does not say (Name=https://…)`;
}

/** A contact a market may lack: its handle or number, or "none" (the market has no such contact). */
const contact = (pattern: RegExp, message: string) =>
  optionalText.refine((value) => value === undefined || value.toLowerCase() === "none" || pattern.test(value), message);

/** Variables that only work together: one without the other is refused, naming the missing one. */
const PAIRS = [
  ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "Google sign-in"],
  ["FACEBOOK_APP_ID", "FACEBOOK_APP_SECRET", "Facebook sign-in"],
  ["TELEGRAM_CLIENT_ID", "TELEGRAM_CLIENT_SECRET", "Telegram sign-in"],
  ["WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_ACCESS_TOKEN", "WhatsApp"],
  ["GA4_MEASUREMENT_ID", "GA4_API_SECRET", "Google Analytics"],
] as const;

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    DATABASE_URL: postgresUrl.optional().or(z.literal("").transform(() => undefined)),
    DATA_DIR: z.string().trim().min(1).default(".data"),
    /**
     * Whether a server applies pending migrations as it starts. "false" (only with DATABASE_URL): it
     * refuses to start on a schema lacking one, so several servers start after one `npm run migrate`.
     */
    MIGRATE_ON_START: z.enum(["true", "false"]).default("true"),
    /**
     * Hours between base backups of the embedded PostgreSQL into DATA_DIR/backups/base (0: only
     * `npm run backup`). Its WAL is archived continuously either way; unused with DATABASE_URL.
     */
    BACKUP_EVERY_HOURS: z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 21)
      .default(24),
    /** How many base backups to keep; the archived WAL older than the oldest kept one is removed. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** The public origin (https://kupi.id) used in canonical and hreflang links; else the request's. */
    PUBLIC_ORIGIN: z
      .url({ protocol: /^https?$/ })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /**
     * The whole shutdown's bound on SIGTERM/SIGINT: past it, requests still open are cut and the
     * embedded PostgreSQL is still stopped before the process exits.
     */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    /**
     * How long /ready answers 503 while the shop still serves, before it stops accepting: a balancer
     * that polls readiness takes the server out first, so no new request meets a closed port.
     */
    SHUTDOWN_NOT_READY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /** Telegram bot token: enables sign-in with Telegram's login widget, and operators' alerts by Telegram. */
    TELEGRAM_BOT_TOKEN: optionalText,
    /** That bot's username, for the login widget's button. */
    TELEGRAM_BOT_USERNAME: optionalText,
    /** Telegram Login over OpenID Connect: the client id (the bot's id) and secret from @BotFather. */
    TELEGRAM_CLIENT_ID: optionalText,
    TELEGRAM_CLIENT_SECRET: optionalText,
    /** The OIDC issuer (a local fake in tests). */
    TELEGRAM_ISSUER: z.url({ protocol: /^https?$/ }).default("https://oauth.telegram.org"),
    /** Google Analytics 4 (Measurement Protocol) for goals; without it goals go to the outbox table. */
    GA4_MEASUREMENT_ID: optionalText,
    GA4_API_SECRET: optionalText,
    GA4_ENDPOINT: z.url({ protocol: /^https?$/ }).default("https://www.google-analytics.com/mp/collect"),
    /** WhatsApp Cloud API: sends sign-in codes for real; without it codes go to the sandbox outbox. */
    WHATSAPP_PHONE_NUMBER_ID: optionalText,
    WHATSAPP_ACCESS_TOKEN: optionalText,
    WHATSAPP_TEMPLATE: z.string().trim().min(1).default("kupi_login_code"),
    WHATSAPP_GRAPH_URL: z.url({ protocol: /^https?$/ }).default("https://graph.facebook.com/v19.0"),
    /**
     * Web Push of order statuses (decision 066): the shop's VAPID key pair (`npx web-push
     * generate-vapid-keys`) and a contact for the push services (mailto: or https:). Unset: test mode
     * uses public test keys; live mode offers no notifications.
     */
    WEB_PUSH_VAPID_PUBLIC_KEY: optionalText,
    WEB_PUSH_VAPID_PRIVATE_KEY: optionalText,
    WEB_PUSH_SUBJECT: optionalText.refine(
      (value) => value === undefined || /^(mailto:|https:)/.test(value),
      "must be a mailto: or https: address",
    ),
    /** Google OAuth client: enables sign-in with Google (OIDC, PKCE). */
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    /** The OIDC issuer (a local fake in tests). */
    GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default("https://accounts.google.com"),
    /** Facebook app credentials: enable sign-in with Facebook. */
    FACEBOOK_APP_ID: optionalText,
    FACEBOOK_APP_SECRET: optionalText,
    /** Graph API base (a local fake in tests). */
    FACEBOOK_GRAPH_URL: z.url({ protocol: /^https?$/ }).default("https://graph.facebook.com/v19.0"),
    FACEBOOK_DIALOG_URL: z.url({ protocol: /^https?$/ }).default("https://www.facebook.com/v19.0/dialog/oauth"),
    /** Unpaid orders are canceled after this many minutes, releasing promo codes and balances. */
    ORDER_UNPAID_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(7 * 24 * 60)
      .default(60),
    /** Midtrans keys: with both, payments go to Midtrans; without, to the built-in sandbox gateway. */
    MIDTRANS_SERVER_KEY: optionalText,
    MIDTRANS_CLIENT_KEY: optionalText,
    MIDTRANS_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.midtrans.com"),
    MIDTRANS_SNAP_URL: z.url({ protocol: /^https?$/ }).default("https://app.midtrans.com/snap"),
    /** YooKassa (the Russian market's cards and SBP): with both, real; without, the sandbox's YooKassa. */
    YOOKASSA_SHOP_ID: optionalText,
    YOOKASSA_SECRET_KEY: optionalText,
    YOOKASSA_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.yookassa.ru/v3"),
    /**
     * YooKassa's receipt service is on for the shop (54-FZ): every Russian payment carries a receipt,
     * and a product without its Russian fiscal codes is not sold in Russia.
     */
    YOOKASSA_RECEIPTS: z
      .enum(["true", "false", ""])
      .default("false")
      .transform((value) => value === "true"),
    /**
     * The shop's tax system as YooKassa codes it (1 general ... 6 patent), sent in each receipt: needed
     * only when several tax systems are set up for the shop at YooKassa. Unset: not sent.
     */
    YOOKASSA_TAX_SYSTEM_CODE: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce.number().int().min(1).max(6).optional(),
    ),
    /** Payme Business (Uzbekistan): the cash desk's id and key; with both, Payme takes the Uzbek market's payme method. */
    PAYME_MERCHANT_ID: optionalText,
    PAYME_KEY: optionalText,
    PAYME_CHECKOUT_URL: z.url({ protocol: /^https?$/ }).default("https://checkout.paycom.uz"),
    PAYME_API_URL: z.url({ protocol: /^https?$/ }).default("https://checkout.paycom.uz/api"),
    /**
     * Click (Uzbekistan, decision 024): with all four, the Uzbek market's Click method is paid at
     * Click for real; with none, at the sandbox gateway's Click face (test mode only).
     */
    CLICK_SERVICE_ID: optionalText,
    CLICK_MERCHANT_ID: optionalText,
    CLICK_MERCHANT_USER_ID: optionalText,
    CLICK_SECRET_KEY: optionalText,
    CLICK_PAY_URL: z.url({ protocol: /^https?$/ }).default("https://my.click.uz/services/pay"),
    CLICK_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.click.uz/v2/merchant"),
    /**
     * A payment still open this long without the provider's notification is asked about at the
     * provider (notifications can be lost, or arrive while every server is down).
     */
    PAYMENT_STATUS_CHECK_AFTER_SECONDS: z.coerce.number().int().min(10).max(86_400).default(120),
    /** The sandbox gateway's own listener (0 = any free port) and the address browsers reach it at. */
    PAYMENT_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
    PAYMENT_SANDBOX_PUBLIC_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /**
     * A sandbox gateway already running elsewhere (`npm run sandbox-gateway`), shared by several shop
     * servers, with its keys; unset: each shop process starts its own beside itself.
     */
    PAYMENT_SANDBOX_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    PAYMENT_SANDBOX_SERVER_KEY: optionalText,
    PAYMENT_SANDBOX_CLIENT_KEY: optionalText,
    /**
     * Sandbox notifications: extra copies of each, a delay (Payme's and Click's calls wait as long,
     * after the buyer is sent back), and out-of-order delivery, for testing.
     */
    PAYMENT_SANDBOX_DUPLICATES: z.coerce.number().int().min(0).max(10).default(0),
    PAYMENT_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
    PAYMENT_SANDBOX_REORDER: z
      .enum(["true", "false", "1", "0", ""])
      .default("false")
      .transform((value) => value === "true" || value === "1"),
    /** SMTP server for receipts by e-mail (smtp:// or smtps://user:pass@host:port); unset: the outbox. */
    SMTP_URL: z
      .string()
      .trim()
      .refine((value) => value === "" || /^smtps?:\/\/.+/.test(value), "must be an smtp:// or smtps:// URL")
      .optional()
      .transform((value) => value || undefined),
    /** The From of receipt e-mails; default: the shop's name and support address. */
    RECEIPT_FROM: optionalText,
    /** The approved WhatsApp template for receipts (body: order number, item, total, order link). */
    WHATSAPP_RECEIPT_TEMPLATE: z.string().trim().min(1).default("kupi_order_receipt"),
    /** The approved WhatsApp template for a corrected game account (body: order number, before, after, when, order link). */
    WHATSAPP_ACCOUNT_CORRECTED_TEMPLATE: z.string().trim().min(1).default("kupi_account_corrected"),
    /** Digiflazz credentials: with all three, deliveries go to Digiflazz; else to the sandbox's Digiflazz face. */
    DIGIFLAZZ_USERNAME: optionalText,
    DIGIFLAZZ_API_KEY: optionalText,
    DIGIFLAZZ_WEBHOOK_SECRET: optionalText,
    DIGIFLAZZ_URL: z.url({ protocol: /^https?$/ }).default("https://api.digiflazz.com/v1"),
    /**
     * Digiflazz's development mode: each purchase is sent with `testing: true`, so its documented
     * test customer numbers answer as documented and nothing is bought. Refused with real payment keys.
     */
    DIGIFLAZZ_TESTING: z
      .enum(["true", "false", ""])
      .default("false")
      .transform((value) => value === "true"),
    /**
     * Apigames' merchant ID and secret key (decision 045): with both, the player check asks Apigames
     * about the games it knows, and SUPPLIERS naming apigames sends deliveries to it.
     */
    APIGAMES_MERCHANT_ID: optionalText,
    APIGAMES_SECRET_KEY: optionalText,
    APIGAMES_URL: z.url({ protocol: /^https?$/ }).default("https://v1.apigames.id"),
    /** How long a player check's answer is reused for the same game account (0: asked every time). */
    PLAYER_CHECK_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
    /**
     * The suppliers that deliver, in the order deliveries try them (decision 049): a comma list of
     * digiflazz and apigames, each with its keys. Unset: Digiflazz when its keys are set, else (test
     * mode) the sandbox's face of Digiflazz.
     */
    SUPPLIERS: z
      .string()
      .optional()
      .transform((value, context) => {
        const names = (value ?? "")
          .split(",")
          .map((name) => name.trim())
          .filter(Boolean);
        for (const name of names)
          if (name !== "digiflazz" && name !== "apigames")
            context.addIssue({
              code: "custom",
              message: `names no supplier: ${JSON.stringify(name)} (digiflazz, apigames)`,
            });
        if (new Set(names).size !== names.length)
          context.addIssue({ code: "custom", message: "names a supplier twice" });
        return names.length ? (names as ("digiflazz" | "apigames")[]) : undefined;
      }),
    /** A purchase still pending, or unanswered, after this many minutes moves to the next supplier. */
    SUPPLIER_FAILOVER_MINUTES: z.coerce.number().int().min(1).max(1_440).default(10),
    /**
     * The gold an order earns when its delivery misses the game's promise (decision 063), per
     * currency in minor units (rupiah and so'm whole, dollars and roubles in cents); 0 turns it off.
     */
    PROMISE_COMPENSATION_IDR: z.coerce.number().int().min(0).max(100_000_000).default(10_000),
    PROMISE_COMPENSATION_USD: z.coerce.number().int().min(0).max(100_000_000).default(100),
    PROMISE_COMPENSATION_RUB: z.coerce.number().int().min(0).max(100_000_000).default(5_000),
    PROMISE_COMPENSATION_UZS: z.coerce.number().int().min(0).max(100_000_000).default(10_000),
    /** The sandbox's Digiflazz face: a new purchase's time from Pending to its outcome. */
    SUPPLIER_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3_000),
    /** The sandbox's Digiflazz face beside this server, on loopback (0 = any free port). */
    SUPPLIER_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
    /**
     * The Digiflazz face of a shared sandbox gateway (`npm run sandbox-gateway`), e.g.
     * http://127.0.0.1:3101/v1; its account is signed with PAYMENT_SANDBOX_SERVER_KEY.
     */
    SUPPLIER_SANDBOX_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** First retry delay of a delivery still pending at the supplier (doubles each time). */
    DELIVERY_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(5),
    /**
     * How long a server's claim on a delivery lasts without renewal (it renews every third of it while
     * it works): how soon another server takes over the deliveries of one that died.
     */
    DELIVERY_LEASE_SECONDS: z.coerce.number().int().min(5).max(600).default(30),
    /** Bearer token of the OPERATOR_TOKEN door (the supplier price-list sync, audited); unset: it is closed. */
    OPERATOR_TOKEN: z
      .string()
      .trim()
      .refine((value) => value === "" || value.length >= 24, "must be at least 24 characters")
      .optional()
      .transform((value) => value || undefined),
    /**
     * Bearer token of GET /metrics (Prometheus). Unset: in live mode the endpoint is off (404); in
     * test mode it answers requests from loopback only, without a token.
     */
    METRICS_TOKEN: z
      .string()
      .trim()
      .refine((value) => value === "" || value.length >= 24, "must be at least 24 characters")
      .optional()
      .transform((value) => value || undefined),
    /**
     * The key the operators' TOTP secrets are sealed with in the database (adapters/crypto/secret-box.ts):
     * 32 random bytes in base64 (`openssl rand -base64 32`). Required with real payment keys; test mode
     * uses a public test key. Changing it makes every enrolled operator's codes fail.
     */
    TOTP_SECRET_KEY: z
      .string()
      .trim()
      .refine(
        (value) => value === "" || (/^[A-Za-z0-9+/_-]+=*$/.test(value) && Buffer.from(value, "base64").length === 32),
        "must be 32 random bytes in base64 (openssl rand -base64 32)",
      )
      .optional()
      .transform((value) => value || undefined),
    /**
     * The first admin of the console: the sign-in identity "provider:subject" (e.g.
     * "google:1098…", the account's Google `sub`; "test:<name>" in test mode) that becomes an active
     * admin when it first opens /admin, once. Unset: operators come only from invitations.
     */
    ADMIN_BOOTSTRAP_IDENTITY: z
      .string()
      .trim()
      .regex(IDENTITY_PATTERN, "must be provider:subject, e.g. google:1098")
      .optional(),
    /**
     * The most a support operator may refund at once in the console, in whole rupiah;
     * a manager or admin has no limit. Default Rp 2.000.000.
     */
    ADMIN_SUPPORT_REFUND_LIMIT_IDR: z.coerce.number().int().min(0).max(1_000_000_000).default(2_000_000),
    /**
     * The most a support operator may give at once as compensation with gold, in whole
     * rupiah; a manager or admin has no limit. Default Rp 200.000.
     */
    ADMIN_SUPPORT_COMPENSATION_LIMIT_IDR: z.coerce.number().int().min(0).max(1_000_000_000).default(200_000),
    /**
     * Rate limits on lookups, promo guesses, first-top-up quotes, WhatsApp codes, sign-ins and orders
     * (core/rate-limits.ts).
     * "off" is for load and crash tests that send thousands of requests from one address; it is
     * refused with real payment keys.
     */
    RATE_LIMITS: z.enum(["on", "off"]).default("on"),
    /**
     * How many proxies in front of the shop may be believed about the client's address
     * (X-Forwarded-For, counted from the right); 0: the socket's address. Per-address rate limits
     * depend on it, and a header from the open internet must never be believed.
     */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
    SHOP_NAME: optionalText,
    // The operator's details per market (SHOP_X_ID, _EN, _RU, _UZ); SHOP_X alone is every market's
    // that sets none of its own (server/config.ts).
    ...perMarket("SHOP_LEGAL_NAME", optionalText),
    ...perMarket("SHOP_LEGAL_ADDRESS", optionalText),
    /** NIB (Indonesia), ОГРН (Russia), STIR (Uzbekistan), a US state's name and entity number. */
    ...perMarket("SHOP_REGISTRATION_NUMBER", optionalText),
    /** NPWP, ИНН, a US EIN: the tax number where it is not the registration number; "none" where it is. */
    ...perMarket("SHOP_TAX_ID", optionalText),
    ...perMarket(
      "SHOP_SUPPORT_PHONE",
      contact(/^\+\d[\d\s()-]{6,20}\d$/, "is an international phone number (+62 21 5000 1234)"),
    ),
    ...perMarket(
      "SHOP_SUPPORT_EMAIL",
      z
        .email()
        .optional()
        .or(z.literal("").transform(() => undefined)),
    ),
    ...perMarket(
      "SHOP_TELEGRAM_BOT",
      contact(/^@?[A-Za-z][A-Za-z0-9_]{3,31}$/, "is a Telegram username (@KupiSupportBot)"),
    ),
    ...perMarket(
      "SHOP_WHATSAPP_NUMBER",
      contact(/^\+\d[\d\s()-]{6,20}\d$/, "is an international phone number (+62 811-1000-2025)"),
    ),
    ...perMarket("SHOP_SUPPORT_INSTAGRAM", contact(/^@?[A-Za-z0-9._]{1,30}$/, "is an Instagram username (kupi.uz)")),
    ...perMarket(
      "SHOP_SUPPORT_FACEBOOK",
      contact(/^@?[A-Za-z0-9.-]{1,50}$/, "is a Facebook page's username (kupi.uz)"),
    ),
    ...perMarket(
      "SHOP_SOCIAL_LINKS",
      optionalText.superRefine((value, context) => {
        const links = value === undefined ? undefined : parseSocialLinks(value);
        if (links && !links.ok) context.addIssue({ code: "custom", message: socialLinksProblem(links) });
      }),
    ),
  })
  .superRefine((env, context) => {
    const problem = (variable: string, message: string) =>
      context.addIssue({ code: "custom", path: [variable], message });
    if (env.PAYMENT_SANDBOX_URL && !(env.PAYMENT_SANDBOX_SERVER_KEY && env.PAYMENT_SANDBOX_CLIENT_KEY))
      problem("PAYMENT_SANDBOX_URL", "needs PAYMENT_SANDBOX_SERVER_KEY and PAYMENT_SANDBOX_CLIENT_KEY");
    if (env.SUPPLIER_SANDBOX_URL && !env.PAYMENT_SANDBOX_SERVER_KEY)
      problem("SUPPLIER_SANDBOX_URL", "needs PAYMENT_SANDBOX_SERVER_KEY (the shared gateway's key signs its account)");
    if (Boolean(env.MIDTRANS_SERVER_KEY) !== Boolean(env.MIDTRANS_CLIENT_KEY))
      problem(
        env.MIDTRANS_SERVER_KEY ? "MIDTRANS_CLIENT_KEY" : "MIDTRANS_SERVER_KEY",
        "set both Midtrans keys, or neither",
      );
    if (Boolean(env.WEB_PUSH_VAPID_PUBLIC_KEY) !== Boolean(env.WEB_PUSH_VAPID_PRIVATE_KEY))
      problem(
        env.WEB_PUSH_VAPID_PUBLIC_KEY ? "WEB_PUSH_VAPID_PRIVATE_KEY" : "WEB_PUSH_VAPID_PUBLIC_KEY",
        "set both VAPID keys, or neither",
      );
    if (Boolean(env.YOOKASSA_SHOP_ID) !== Boolean(env.YOOKASSA_SECRET_KEY))
      problem(env.YOOKASSA_SHOP_ID ? "YOOKASSA_SECRET_KEY" : "YOOKASSA_SHOP_ID", "set both YooKassa keys, or neither");
    if (Boolean(env.PAYME_MERCHANT_ID) !== Boolean(env.PAYME_KEY))
      problem(env.PAYME_MERCHANT_ID ? "PAYME_KEY" : "PAYME_MERCHANT_ID", "set both Payme keys, or neither");
    if (Boolean(env.APIGAMES_MERCHANT_ID) !== Boolean(env.APIGAMES_SECRET_KEY))
      problem(
        env.APIGAMES_MERCHANT_ID ? "APIGAMES_SECRET_KEY" : "APIGAMES_MERCHANT_ID",
        "set both Apigames keys, or neither",
      );
    if (env.SUPPLIERS?.includes("apigames") && !env.APIGAMES_MERCHANT_ID && !env.APIGAMES_SECRET_KEY)
      problem("SUPPLIERS", "the Apigames supplier needs APIGAMES_MERCHANT_ID and APIGAMES_SECRET_KEY");
    if (env.SUPPLIERS?.includes("digiflazz") && !(env.DIGIFLAZZ_USERNAME && env.DIGIFLAZZ_API_KEY))
      problem(
        "SUPPLIERS",
        "the Digiflazz supplier needs DIGIFLAZZ_USERNAME, DIGIFLAZZ_API_KEY and DIGIFLAZZ_WEBHOOK_SECRET",
      );
    const click = [env.CLICK_SERVICE_ID, env.CLICK_MERCHANT_ID, env.CLICK_MERCHANT_USER_ID, env.CLICK_SECRET_KEY];
    if (click.some(Boolean) && !click.every(Boolean))
      problem(
        "CLICK_SECRET_KEY",
        "set all four Click keys (CLICK_SERVICE_ID, CLICK_MERCHANT_ID, CLICK_MERCHANT_USER_ID, CLICK_SECRET_KEY), or none",
      );
    if (env.CLICK_SERVICE_ID && !/^\d{1,19}$/.test(env.CLICK_SERVICE_ID))
      problem("CLICK_SERVICE_ID", "is Click's numeric service id");
    // The embedded PostgreSQL belongs to this process: nothing else could have migrated it first.
    if (env.MIGRATE_ON_START === "false" && !env.DATABASE_URL)
      problem(
        "MIGRATE_ON_START",
        "false needs DATABASE_URL: the embedded PostgreSQL is migrated by the server that starts it",
      );
    if (env.SHUTDOWN_NOT_READY_MS >= env.SHUTDOWN_TIMEOUT_MS && env.SHUTDOWN_NOT_READY_MS > 0)
      problem("SHUTDOWN_NOT_READY_MS", "must be shorter than SHUTDOWN_TIMEOUT_MS, which bounds the whole shutdown");
    // Half a provider would be ignored without a word: its sign-in button or messages simply missing.
    for (const [first, second, provider] of PAIRS)
      if (Boolean(env[first]) !== Boolean(env[second]))
        problem(env[first] ? second : first, `set both ${provider} variables (${first}, ${second}), or neither`);
    if (!isLive(env)) return;
    // Real money: nothing of the sandbox may take part, and nothing may be guessed from a request.
    if (env.PAYMENT_SANDBOX_URL) problem("PAYMENT_SANDBOX_URL", "cannot be used with real payment keys");
    if (env.SUPPLIER_SANDBOX_URL) problem("SUPPLIER_SANDBOX_URL", "cannot be used with real payment keys");
    // Development mode serves the source files through Vite (/@fs/…) and React's development build;
    // test mode's cookies are not Secure. Real money runs the production build only.
    if (env.NODE_ENV !== "production")
      problem(
        "NODE_ENV",
        `must be production with real payment keys (${liveKeyVariables(env).join(", ")}): ${env.NODE_ENV} serves what production must not`,
      );
    // Test sign-in does not exist with real keys: nobody could ever sign in as this admin, and a
    // test identity would be one anyone can claim if it ever did.
    if (env.ADMIN_BOOTSTRAP_IDENTITY && /^test:/i.test(env.ADMIN_BOOTSTRAP_IDENTITY))
      problem(
        "ADMIN_BOOTSTRAP_IDENTITY",
        "cannot be a test: identity with real payment keys (test sign-in is off): use the admin's real identity, e.g. google:<sub>",
      );
    if (env.RATE_LIMITS === "off") problem("RATE_LIMITS", "cannot be off with real payment keys");
    // Buyers would pay for top-ups that Digiflazz only pretends to make.
    if (env.DIGIFLAZZ_TESTING) problem("DIGIFLAZZ_TESTING", "cannot be true with real payment keys");
    if (chosenSuppliers(env)[0] === "sandbox")
      problem(
        "DIGIFLAZZ_USERNAME",
        "real payments need a real supplier: set DIGIFLAZZ_USERNAME, DIGIFLAZZ_API_KEY and DIGIFLAZZ_WEBHOOK_SECRET, or SUPPLIERS=apigames with the Apigames keys",
      );
    if (!env.PUBLIC_ORIGIN)
      problem("PUBLIC_ORIGIN", "is required with real payments (the Host header is never trusted)");
    if (!env.TOTP_SECRET_KEY)
      problem(
        "TOTP_SECRET_KEY",
        "is required with real payments: the console's two-factor secrets are sealed with it (openssl rand -base64 32)",
      );
    // A market that takes real money names the company that sells, where it is and its register's
    // number (About, the legal pages, the footer): the samples of test mode would name nobody.
    for (const suffix of sellingMarkets(env))
      for (const name of OPERATOR_REQUIRED)
        if (!(env[`${name}_${suffix}`] ?? env[name]))
          problem(
            `${name}_${suffix}`,
            `is required with real payments: the ${suffix} market sells, and its pages name the seller (or set ${name} for every market)`,
          );
  });

/**
 * The suppliers that deliver, in order: those SUPPLIERS names (Apigames' keys alone turn on its
 * player check, never its purchases), else Digiflazz with its keys, else (test mode) the sandbox's.
 */
export function chosenSuppliers(
  env: Partial<Record<"DIGIFLAZZ_USERNAME" | "DIGIFLAZZ_API_KEY" | "DIGIFLAZZ_WEBHOOK_SECRET", string>> & {
    SUPPLIERS?: ("digiflazz" | "apigames")[] | undefined;
  },
): ("digiflazz" | "apigames")[] | ["sandbox"] {
  if (env.SUPPLIERS?.length) return env.SUPPLIERS;
  return env.DIGIFLAZZ_USERNAME && env.DIGIFLAZZ_API_KEY && env.DIGIFLAZZ_WEBHOOK_SECRET ? ["digiflazz"] : ["sandbox"];
}

/** The operator's details every selling market must set in live mode (server/config.ts reads them). */
export const OPERATOR_REQUIRED = ["SHOP_LEGAL_NAME", "SHOP_LEGAL_ADDRESS", "SHOP_REGISTRATION_NUMBER"] as const;

/**
 * Live mode: a real payment provider is configured. Test mode (the sandbox gateway and supplier,
 * test sign-in, the banner on every page) is exactly its opposite, so it can never be on with real
 * payment keys.
 */
export function isLive(env: LiveKeys): boolean {
  return liveKeyVariables(env).length > 0;
}

type LiveKeys = Partial<Record<(typeof LIVE_KEYS)[PaymentProtocol][number], string>>;

/** Each real payment provider's keys: all of one provider's set make the shop live. */
const LIVE_KEYS = {
  midtrans: ["MIDTRANS_SERVER_KEY", "MIDTRANS_CLIENT_KEY"],
  yookassa: ["YOOKASSA_SHOP_ID", "YOOKASSA_SECRET_KEY"],
  payme: ["PAYME_MERCHANT_ID", "PAYME_KEY"],
  click: ["CLICK_SERVICE_ID", "CLICK_MERCHANT_ID", "CLICK_MERCHANT_USER_ID", "CLICK_SECRET_KEY"],
} as const satisfies Record<PaymentProtocol, readonly string[]>;

/** The providers whose real keys are all set. */
function liveProtocols(env: LiveKeys): PaymentProtocol[] {
  return (Object.keys(LIVE_KEYS) as PaymentProtocol[]).filter((protocol) =>
    LIVE_KEYS[protocol].every((name) => Boolean(env[name])),
  );
}

/** The names (never the values) of the variables that make the shop live, for the messages that refuse a start. */
function liveKeyVariables(env: LiveKeys): string[] {
  return liveProtocols(env).flatMap((protocol) => LIVE_KEYS[protocol]);
}

/**
 * The markets that take real money: those with a payment method of a live provider (a market offers
 * only the methods whose provider is configured, core/payments/payment-providers.ts).
 */
export function sellingMarkets(env: LiveKeys): MarketSuffix[] {
  const live = new Set(liveProtocols(env));
  return MARKET_CODES.filter((market) =>
    MARKETS[market].paymentMethods.some((method) => live.has(method.provider)),
  ).map((market) => market.toUpperCase() as MarketSuffix);
}

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  const unknown = unknownVariables(source);
  if (result.success && unknown.length === 0) return result.data;
  const problems = [...unknown, ...(result.success ? [] : problemsOf(result.error, source))].map(
    ({ variable, message }) => `  ${variable}: ${message}`,
  );
  throw new EnvError(`Invalid environment:\n${problems.join("\n")}`);
}

/**
 * The beginnings of the shop's own variables. A name with one of them that the shop does not read is
 * a misspelling, or a variable of an older version: either way a setting silently not applied.
 */
const SHOP_PREFIXES = [
  "KUPI_",
  "MIDTRANS_",
  "DIGIFLAZZ_",
  "PAYME_",
  "CLICK_",
  "YOOKASSA_",
  "GOOGLE_",
  "TELEGRAM_",
  "FACEBOOK_",
  "WHATSAPP_",
  "SMTP_",
  "APIGAMES_",
  "PLAYER_CHECK_",
  "SUPPLIER_",
  "PAYMENT_SANDBOX_",
  "ADMIN_",
  "SHOP_",
  "GA4_",
  "DELIVERY_",
  "SHUTDOWN_",
  "TOTP_",
  "METRICS_",
  "MIGRATE_",
];

/**
 * Other programs' variables with those beginnings: Google Cloud's, set on hosts the shop may run on,
 * and the sandbox gateway's own (server/sandbox-gateway.ts), often set from the same file.
 */
const FOREIGN_VARIABLES = new Set([
  "GOOGLE_APPLICATION_CREDENTIALS",
  "GOOGLE_CLOUD_PROJECT",
  "PAYMENT_SANDBOX_NOTIFICATION_URL",
  "SUPPLIER_SANDBOX_WEBHOOK_URL",
]);

/** Each variable with the shop's beginning that the shop does not read, with the known name nearest it. */
function unknownVariables(source: Record<string, string | undefined>): EnvProblem[] {
  const known = Object.keys(envSchema.shape);
  return Object.keys(source)
    .filter(
      (name) =>
        SHOP_PREFIXES.some((prefix) => name.startsWith(prefix)) &&
        !(name in envSchema.shape) &&
        !FOREIGN_VARIABLES.has(name),
    )
    .sort()
    .map((variable) => {
      const nearest = known
        .map((name) => ({ name, distance: editDistance(variable, name) }))
        .reduce((best, next) => (next.distance < best.distance ? next : best));
      return {
        variable,
        message:
          nearest.distance <= 3
            ? `is not a variable the shop reads: did you mean ${nearest.name}?`
            : "is not a variable the shop reads (see the README's configuration table)",
      };
    });
}

/** Levenshtein distance: the fewest single-letter insertions, deletions and substitutions from a to b. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = current;
  }
  return previous[b.length]!;
}

export interface EnvProblem {
  variable: string;
  message: string;
}

/**
 * The variable and what is wrong with it, never its value: it may be a secret (a key, a token, a
 * URL with its password), and start-up messages end up in deploy logs and chat messages.
 */
function problemsOf(error: z.ZodError, source: Record<string, string | undefined>): EnvProblem[] {
  return error.issues.map((issue) => {
    const variable = issue.path.join(".");
    return { variable, message: withoutValue(issue.message, source[variable]) };
  });
}

/**
 * What `npm start` would refuse in this environment, and the environment as far as each variable
 * reads on its own (undefined when one does not): the preflight reports the first and still checks
 * the providers with the second.
 */
export function checkEnv(source: Record<string, string | undefined>): {
  problems: EnvProblem[];
  env: Env | undefined;
} {
  const result = envSchema.safeParse(source);
  const unknown = unknownVariables(source);
  if (result.success) return { problems: unknown, env: result.data };
  // The variables one by one, without the rules across them (both keys of a provider, live mode's).
  const alone = z.object(envSchema.shape).safeParse(source);
  return { problems: [...unknown, ...problemsOf(result.error, source)], env: alone.success ? alone.data : undefined };
}

/** A message with the value given taken out, should a validator ever quote it. */
function withoutValue(message: string, value: string | undefined): string {
  const given = value?.trim();
  return given && given.length >= 8 ? message.replaceAll(given, "(the value given)") : message;
}

/**
 * The configured values that are secrets: every key, secret and token (a `*_CLIENT_KEY` is public by
 * design: browsers use it) and the password inside any URL. Nothing the shop prints may contain one.
 * Values under 8 characters are left out: no real secret is that short, and they are found in any text.
 */
export function secretValues(source: Record<string, string | undefined>): string[] {
  const values = new Set<string>();
  for (const [name, raw] of Object.entries(source)) {
    const value = raw?.trim();
    if (!value || !(name in envSchema.shape)) continue;
    if (/_(KEY|SECRET|TOKEN)$/.test(name) && !name.endsWith("_CLIENT_KEY")) values.add(value);
    else if (name.endsWith("_URL")) {
      const password = URL.canParse(value) ? new URL(value).password : "";
      if (password) {
        values.add(password);
        values.add(decodeURIComponent(password));
      }
    }
  }
  return [...values].filter((value) => value.length >= 8);
}

/** A text (a start-up failure's stack, say) with every configured secret value taken out. */
export function withoutSecrets(text: string, source: Record<string, string | undefined>): string {
  return secretValues(source).reduce((clean, secret) => clean.replaceAll(secret, "(secret)"), text);
}
