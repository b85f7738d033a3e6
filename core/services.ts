import type { Alerts } from "./alerts/alert-service";
import type { AlertSettings } from "./admin/alert-settings";
import type { ArtStore } from "./art/art-ports";
import type { ArtUploads } from "./admin/art-uploads";
import type { CatalogChanges } from "./catalog/catalog-changes";
import type { FiscalCodesReader } from "./catalog/fiscal";
import type { FiscalSubmissionQueue } from "./payments/fiscal-submissions";
import type { AdminUseCases } from "./admin/operators";
import type { OperatorRefund } from "./admin/operator-refund";
import type { AccountCorrection } from "./admin/account-correction";
import type { DeliveryRetry } from "./admin/delivery-retry";
import type { OrderActions } from "./admin/order-actions";
import type { LimitRelease } from "./admin/purchase-limit-release";
import type { BuyerLockouts } from "./admin/buyer-lockouts";
import type { OutboxItem } from "./admin/order-outbox";
import type { OperatorRole } from "./admin/permissions";
import type { AccountRepository } from "./auth/accounts";
import type { SessionRepository } from "./auth/sessions";
import type { SignInCodeStore } from "./auth/sign-in-codes";
import type { FacebookLogin } from "./auth/facebook";
import type { OidcLogin, OidcProvider } from "./auth/oidc";
import type { OtpStore, WhatsAppMessenger } from "./auth/whatsapp-otp";
import type { IdentityRepository } from "./auth/sign-in";
import type { CatalogRepository } from "./catalog/catalog";
import type { PlayerLookup } from "./catalog/player-lookup";
import type { MarketCode } from "./locales";
import type { ShopDetails } from "./shop";
import type { Wallet } from "./wallet/wallet";
import type { Analytics } from "./analytics";
import type { RateLimiter } from "./rate-limits";
import type { OrderNewsHub } from "./orders/order-news-hub";
import type { Checkout } from "./orders/checkout";
import type { OrderProcess } from "./orders/order-process";
import type { RefundFlow } from "./orders/refund-flow";
import type { OrderRepository } from "./orders/orders";
import type { PaymentAttempts } from "./orders/attempts";
import type { FeedbackStore } from "./orders/feedback";
import type { OrderPages } from "./orders/order-page";
import type { SavedAccounts } from "./orders/saved-accounts";
import type { OrderLookup } from "./orders/order-lookup";
import type { AuthUseCases } from "./auth/auth-use-cases";
import type { PaymentFlow } from "./orders/payment-flow";
import type { PaymentProviders } from "./payments/payment-providers";
import type { ProviderTransactionStore } from "./payments/provider-transactions";
import type { Fulfillment } from "./orders/fulfillment";
import type { SupplierPort } from "./orders/supplier-port";
import type { BalanceWatch } from "./orders/supplier-balances";
import type { BooksCheck } from "./orders/books-check";
import type { PromiseCompensation } from "./orders/promise-compensation";
import type { DeliveryTimes } from "./orders/delivery-times";
import type { Reviews } from "./reviews/reviews";
import type { Giveaway } from "./giveaway/giveaway";
import type { Survey } from "./survey/survey";
import type { AdminQueries } from "./admin/admin-queries";
import type { AuditSearch } from "./admin/audit-search";
import type { CsvExports } from "./admin/csv-exports";
import type { BuyerLookup } from "./admin/buyers";
import type { Compensation } from "./admin/compensation";
import type { ReviewModeration } from "./admin/review-moderation";
import type { CatalogAdmin } from "./admin/catalog-admin";
import type { SupplierAdmin } from "./admin/supplier-admin";
import type { ReconcileFile } from "./admin/reconciliation";
import type { MoneyReports } from "./admin/reports";
import type { PromoAdmin } from "./admin/promo-admin";
import type { GiveawayAdmin } from "./admin/giveaway-admin";
import type { SupportLimits } from "./admin/support-limits";
import type { ShopTimeZone } from "./admin/shop-time-zone";
import type { PushSubscriptions } from "./orders/push";

/** Settings the pages need, decided once at start. */
export interface PublicConfig {
  /** True while any provider is a sandbox: every page then says "Test mode: no real money". */
  testMode: boolean;
  /** Each market's operator details: its pages show its own contacts, never another market's. */
  shop: Record<MarketCode, ShopDetails>;
  /**
   * The shop's address (PUBLIC_ORIGIN; in test mode http://localhost:<port> when unset) for canonical
   * links, payment returns, sign-in redirects and receipts. A request's Host header never decides it.
   */
  publicOrigin: string;
  /**
   * Test mode without PUBLIC_ORIGIN: an order's links (receipt, payment return) follow the address
   * the buyer's browser used (a phone on the LAN reaches 192.168.x.y, not localhost).
   */
  originFromRequest: boolean;
  production: boolean;
  /** The VAPID public key the order page subscribes with; undefined: no notifications offered. */
  webPushKey?: string | undefined;
  /** Secrets of the configured sign-in providers; a provider without one is not offered. */
  providers: {
    telegramBotToken: string | undefined;
    /** The login bot's username, which Telegram's login widget needs. */
    telegramBotUsername: string | undefined;
    /** Public facts for the Facebook dialog, when Facebook Login is configured. */
    facebook: { appId: string; dialogUrl: string } | undefined;
    google: boolean;
    /** Telegram's OpenID Connect flow (client id and secret from @BotFather) is configured. */
    telegram: boolean;
    /** WhatsApp codes can reach phones (the Cloud API), or test mode shows them on the page. */
    whatsapp: boolean;
  };
}

/**
 * What loaders, actions and API routes may use. Built once in the composition root (server/main.ts)
 * and handed to React Router as its load context, so pages call the same services as the API.
 */
export interface AppServices {
  config: PublicConfig;
  catalog: CatalogRepository;
  /** Products' fiscal codes, read where a provider's receipt is made. */
  fiscalCodes: FiscalCodesReader;
  lookup: PlayerLookup;
  sessions: SessionRepository;
  /** One-time codes that sign another device in (the `?token=` link). */
  signInCodes: SignInCodeStore;
  /** Signing in and out and the account's own use cases, bound to their stores. */
  auth: AuthUseCases;
  accounts: AccountRepository;
  identities: IdentityRepository;
  /** Facebook Login, when configured. */
  facebook: FacebookLogin | undefined;
  /** WhatsApp sign-in codes: where they wait, how they are sent, and whether that is the sandbox. */
  whatsapp: { store: OtpStore; messenger: WhatsAppMessenger; sandbox: boolean };
  /** Sign-in over OpenID Connect (Google, Telegram), for the providers that are configured. */
  oidc: Partial<Record<OidcProvider, OidcLogin>>;
  wallet: Wallet;
  analytics: Analytics;
  /** Counts requests on the doors a script would hammer, across servers. */
  rateLimits: RateLimiter;
  /** Forgets rate-limit windows that have ended and sign-in codes past use (the checkout job calls it). */
  pruneExpired(now: Date): Promise<void>;
  /** Operators' alerts: incidents grouped, their messages sent by the checkout job (decision 046). */
  alerts: Alerts;
  orders: OrderRepository;
  /** Payment attempts as read outside an order's unit (they change only inside it). */
  attempts: PaymentAttempts;
  /** Buyers' ratings of their completed orders. */
  feedback: FeedbackStore;
  /** Signed-in buyers' game accounts kept from their paid orders (decision 065). */
  savedAccounts: SavedAccounts;
  /** The order's page as a viewer sees it, in one call. */
  orderPages: OrderPages;
  /** This server's open order pages, each told its order's news as it changes (decision 064). */
  orderNews: OrderNewsHub;
  /** The public reviews list: buyers' ratings of completed orders, without personal data. */
  reviews: Reviews;
  /** A lost order found by its number and the game ID or the receipt's contact (rate-limited). */
  orderLookup: OrderLookup;
  /** Every change of an order, each in one unit of work with the order locked (decision 009). */
  process: OrderProcess;
  /** Refund claims and their provider refunds. */
  refunds: RefundFlow;
  checkout: Checkout;
  /** The configured payment providers (decision 022); in test mode all at the built-in sandbox gateway. */
  payments: PaymentProviders;
  paymentFlow: PaymentFlow;
  /** Payme's and Click's own transactions, which their protocols ask the shop to remember. */
  providerTransactions: ProviderTransactionStore;
  /** Fiscal data owed to providers after their payments (Click's fiscal items). */
  fiscalSubmissions: FiscalSubmissionQueue;
  /** Sends the queued fiscal submissions (the checkout job calls it). */
  sendFiscalItems(): Promise<{ sent: number; skipped: number; failed: number }>;
  fulfillment: Fulfillment;
  /** Bearer token of the OPERATOR_TOKEN door (the supplier price-list sync); undefined keeps it closed. */
  operatorToken: string | undefined;
  /** The operator console: operators, their TOTP and admin sessions, the role check, the audit log. */
  admin: AdminUseCases;
  /** The console's refund of a failed order: support up to its limit, audited. */
  operatorRefund: OperatorRefund;
  /** The console's other order actions (retry delivery, resolve, resend the receipt) and the order's outbox. */
  adminOrderActions: AdminOrderActions;
  /** The first configured supplier: its price list maps and prices our products. */
  supplier: SupplierPort;
  /** Every configured supplier, in the order deliveries try them. */
  suppliers: readonly SupplierPort[];
  /** Suppliers' deposits, read on the checkout jobs' schedule and after purchases. */
  balances: BalanceWatch;
  /** The books summed on the checkout jobs' schedule: money out of balance is an alert. */
  books: BooksCheck;
  /** Gold for a delivery past its game's promise, once per order (decision 063). */
  promiseCompensation: PromiseCompensation;
  /** Each game's measured delivery times, for its page. */
  deliveryTimes: DeliveryTimes;
  /** Sends the receipts paid orders queued (the checkout job calls it). */
  sendReceipts(): Promise<{ sent: number; failed: number }>;
  /** The order pages' push subscriptions (decision 066). */
  pushSubscriptions: PushSubscriptions;
  /** Sends the queued status pushes (the checkout job). */
  sendPushes(): Promise<{ sent: number; failed: number }>;
  /** The weekly giveaway: commitments ahead, the draws (the giveaway job) and what is published. */
  giveaway: Giveaway;
  /** The first survey and its free-month voucher. */
  survey: Survey;
  /** The operator console's reads: order search, an order's timeline, the attention queue, the dashboard. */
  adminQueries: AdminQueries;
  /** The console's CSV exports of orders, refunds, payments and ledger postings (decision 048). */
  csvExports: CsvExports;
  /** The console's Buyers section: lookup, compensation with gold, review moderation, the audit search. */
  adminBuyers: AdminBuyers;
  /** The console's Catalog and prices: switches, SKU mapping, margin rules, preview and apply, discounts, history. */
  catalogAdmin: CatalogAdmin;
  /** The console's Suppliers: deposits and thresholds in routing order, a read on demand, each product's offers. */
  supplierAdmin: SupplierAdmin;
  /** The console's reconciliation with Midtrans's transaction report (decision 058). */
  reconcile: ReconcileFile;
  /** The console's money reports: revenue, refunds, cost and margin per currency (decision 057). */
  moneyReports: MoneyReports;
  /** "The catalog or its prices changed", from this process and the others (the page cache listens). */
  catalogChanges: CatalogChanges;
  /** The console's promo codes: list, create, edit, pause, redemptions (each change audited). */
  promoAdmin: PromoAdmin;
  /** The console's giveaway: the draws with their winning orders, and the prize's steps (audited). */
  giveawayAdmin: GiveawayAdmin;
  /** The console's settings (admin): support's money ceilings per currency, stored and audited. */
  supportLimits: SupportLimits;
  /** The shop's time zone: the console's one clock (decision 052), set by an admin and audited. */
  shopTimeZone: ShopTimeZone;
  alertSettings: AlertSettings;
  /** Uploaded game art and payment-method marks: the console's uploads, what pages draw, the bytes served. */
  art: ArtServices;
}

/** Uploaded art (decision 034). */
export interface ArtServices {
  uploads: ArtUploads;
  /** What pages draw, per game and per payment method (from the catalog cache). */
  index: ArtStore["index"];
  /** One stored width, for the /media/ door. */
  variant: ArtStore["variant"];
}

/** The console's buyers, their compensation and reviews, and the audit log's search. */
export interface AdminBuyers {
  lookup: BuyerLookup;
  compensate: Compensation;
  reviews: ReviewModeration;
  audit: AuditSearch;
  /** What locks a buyer out of WhatsApp sign-in, and support's clearing of it. */
  lockouts: BuyerLockouts;
}

export interface AdminOrderActions {
  retryDelivery: DeliveryRetry;
  /** Support's correction of a mistyped game account on a paid order nothing was bought for. */
  correctAccount: AccountCorrection;
  resolve: OrderActions["resolve"];
  resendReceipt: OrderActions["resendReceipt"];
  /** A delivered order taken out of the publisher's purchase limits (decision 060), an admin's. */
  releaseLimit: LimitRelease["releaseLimit"];
  /** The messages sent or queued for the order, newest first, recipients masked for support. */
  outbox(orderId: string, viewer: OperatorRole): Promise<OutboxItem[]>;
}

/**
 * What pages may use (app/, through React Router's request context): the public config, the catalog,
 * orders as their pages show them, the account's balances and sign-in methods, sign-in itself and the
 * rate limits. Never the order process, the money side of payments, the supplier or the operator's
 * doors: those belong to the API and the jobs. Built once from the services (`pageServices`).
 */
export interface PageServices {
  config: PublicConfig;
  catalog: Pick<CatalogRepository, "listGames" | "popularProducts" | "findGame">;
  orders: OrderPages & Pick<OrderRepository, "find" | "listForUser">;
  reviews: Reviews;
  /** Each game's measured delivery times (the game page). */
  deliveryTimes: DeliveryTimes;
  account: {
    balances: Wallet["balances"];
    /** The sign-in methods linked to the account. */
    methods: IdentityRepository["list"];
    /** The game accounts kept from paid orders, and removing one (decision 065). */
    savedAccounts: Pick<SavedAccounts, "all" | "forget">;
  };
  auth: AuthUseCases;
  rateLimits: RateLimiter;
  orderLookup: OrderLookup;
  /** The card tokenizer's public address and key, for the card form (when Midtrans is configured). */
  cardTokenizer: PaymentProviders["cardTokenizer"];
  /** The payment methods a market offers: those whose provider is configured. */
  paymentMethods: PaymentProviders["offered"];
  /**
   * The giveaway's published commitments, entries counts and winners (the landing page), and which
   * draw an order with its code enters (the order page's note).
   */
  giveaway: Pick<Giveaway, "publicDraws" | "standing">;
  /** Where the buyer stands with the first survey, and what its voucher can become. */
  survey: Pick<Survey, "status" | "rewards">;
  /** The operator console's sign-in and role check (every /admin loader goes through it). */
  admin: AdminUseCases;
  /** The console's Orders section: the search, an order's story and refund claims, its refund. */
  adminOrders: {
    search: AdminQueries["searchOrders"];
    timeline: AdminQueries["orderTimeline"];
    refundsOf: RefundFlow["ofOrder"];
    refund: OperatorRefund;
    /** The gold the order earned by missing its delivery promise (decision 063). */
    promise: PromiseCompensation["find"];
  } & AdminOrderActions;
  /** The console's reads (dashboard, queue, orders): each page checks the role before it reads. */
  adminQueries: AdminQueries;
  /** The console's CSV exports (the page checks the kind's permission first). */
  csvExports: CsvExports;
  adminBuyers: AdminBuyers;
  /** The console's Catalog and prices (each page checks "catalog" or "prices" first). */
  catalogAdmin: CatalogAdmin;
  /** The console's Suppliers page (the page checks "catalog" first). */
  supplierAdmin: SupplierAdmin;
  /** The console's reconciliation with Midtrans's report (the page checks "orders" first). */
  reconcile: ReconcileFile;
  /** The console's money reports (the page checks REPORT_PERMISSION first). */
  moneyReports: MoneyReports;
  /** The console's promo codes (the page checks the promoCodes permission first). */
  promoAdmin: PromoAdmin;
  /** The console's giveaway (the page checks the giveaway permission first). */
  giveawayAdmin: GiveawayAdmin;
  /** The console's settings (the page checks the settings permission first). */
  supportLimits: SupportLimits;
  /** The console's clock: every console page reads it; the settings page (admin) changes it. */
  shopTimeZone: ShopTimeZone;
  /** Each operator's own alerts: where they are told and of what (any operator, for themself). */
  alertSettings: AlertSettings;
  /** The console's art uploads (the page checks "catalog" first) and what pages draw. */
  art: Pick<ArtServices, "uploads" | "index">;
}

export function pageServices(services: AppServices): PageServices {
  return {
    config: services.config,
    catalog: services.catalog,
    orders: {
      page: services.orderPages.page,
      find: services.orders.find,
      listForUser: services.orders.listForUser,
    },
    reviews: services.reviews,
    deliveryTimes: services.deliveryTimes,
    account: {
      balances: services.wallet.balances,
      methods: services.identities.list,
      savedAccounts: { all: services.savedAccounts.all, forget: services.savedAccounts.forget },
    },
    auth: services.auth,
    rateLimits: services.rateLimits,
    orderLookup: services.orderLookup,
    cardTokenizer: services.payments.cardTokenizer,
    paymentMethods: services.payments.offered,
    giveaway: { publicDraws: services.giveaway.publicDraws, standing: services.giveaway.standing },
    survey: { status: services.survey.status, rewards: services.survey.rewards },
    admin: services.admin,
    adminOrders: {
      search: services.adminQueries.searchOrders,
      timeline: services.adminQueries.orderTimeline,
      refundsOf: services.refunds.ofOrder,
      refund: services.operatorRefund,
      promise: services.promiseCompensation.find,
      ...services.adminOrderActions,
    },
    adminQueries: services.adminQueries,
    csvExports: services.csvExports,
    adminBuyers: services.adminBuyers,
    catalogAdmin: services.catalogAdmin,
    supplierAdmin: services.supplierAdmin,
    reconcile: services.reconcile,
    moneyReports: services.moneyReports,
    promoAdmin: services.promoAdmin,
    giveawayAdmin: services.giveawayAdmin,
    supportLimits: services.supportLimits,
    shopTimeZone: services.shopTimeZone,
    alertSettings: services.alertSettings,
    art: { uploads: services.art.uploads, index: services.art.index },
  };
}
