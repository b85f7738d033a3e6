import type { PushSender } from "../../core/orders/push";
import type { FiscalMarket } from "../../core/catalog/fiscal";
import { createServer } from "node:net";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import { createClickClient, type ClickPort } from "../../adapters/payments/click-client";
import { createMidtransClient } from "../../adapters/payments/midtrans-client";
import { createPaymeClient } from "../../adapters/payments/payme-client";
import { startSandboxGateway, type SandboxGateway } from "../../adapters/payments/sandbox-gateway/server";
import { createYooKassaClient, type YooKassaPort } from "../../adapters/payments/yookassa-client";
import { DEFAULT_SHOP_DETAILS } from "../../core/shop";
import type { SupplierPort } from "../../core/orders/supplier-port";
import type { PaymentsPort } from "../../core/payments/payments-port";
import { buildApp } from "../../server/app";
import { createLogger } from "../../server/logger";
import { startSandboxSupplier, type SupplierHandle } from "../../server/supplier";
import { createHealthChecks, createServices } from "../../server/wiring";
import { startDeliveryQueue, type DeliveryQueue } from "../../server/delivery-queue";
import type { AppServices } from "../../core/services";
import type { ServiceOptions } from "../../server/wiring/providers";
import { createTestDatabase, type TestDatabase } from "./test-database";
import { generateAccessToken, hashAccessToken } from "../../core/auth/access-token";
import { money } from "../../core/money";
import { orders, payments as paymentRows, sessions, users } from "../../adapters/db/schema";
import { eq } from "drizzle-orm";

export const GATEWAY_KEYS = { serverKey: "SB-Mid-server-test", clientKey: "SB-Mid-client-test" };
export const YOOKASSA_KEYS = { shopId: "100500", secretKey: "test_yookassa_secret" };
/** The gateway's Payme cash desk: its id and key (the shop's Merchant API checks Payme's calls with the key). */
export const PAYME_KEYS = { merchantId: "5e730e8e0b852a417aa49ceb", key: "payme-sandbox-key-for-tests" };
/** The gateway's Click face and the shop's Click client share these (decision 024). */
export const CLICK_KEYS = {
  serviceId: "90001",
  merchantId: "70001",
  merchantUserId: "50001",
  secretKey: "click-secret-for-tests",
};
export const CARDS = { challenge: "4811111111111114", success: "4111111111111111", declined: "4911111111111113" };
/** The OPERATOR_TOKEN of the harness's shop (its supplier price-list sync). */
export const HARNESS_OPERATOR_TOKEN = "operator-token-for-tests-0001";
/** Every secret the harness's shop is configured with: none may ever reach its log (tests/support/log-scan.ts). */
export const HARNESS_SECRETS = [
  GATEWAY_KEYS.serverKey,
  YOOKASSA_KEYS.secretKey,
  PAYME_KEYS.key,
  CLICK_KEYS.secretKey,
  HARNESS_OPERATOR_TOKEN,
];

/**
 * A port for the shop, held until it listens: the gateway and the supplier's face start on port 0
 * first (they need the shop's address), and a port only looked up and let go could be theirs.
 */
async function reservePort(): Promise<{ port: number; release(): Promise<void> }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { port, release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface CheckoutHarness {
  database: TestDatabase;
  services: AppServices;
  app: FastifyInstance;
  gateway: SandboxGateway;
  /** The shop's Midtrans-protocol client of the gateway: the bank's own word on a payment. */
  midtrans: PaymentsPort;
  /** The shop's YooKassa client of the gateway's YooKassa face (the Russian market's card and SBP). */
  yookassa: YooKassaPort;
  /** The YooKassa face's shop id and secret key. */
  yookassaKeys: { shopId: string; secretKey: string };
  /** The shop's Click client of the gateway's Click face. */
  click: ClickPort;
  queue: DeliveryQueue | undefined;
  /** The shop's origin, e.g. http://127.0.0.1:41234. */
  base: string;
  /** Every line the shop logged, at trace level. */
  logLines: string[];
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** The order's row as stored, to check what a request did to it. */
  orderRow(id: string): Promise<typeof orders.$inferSelect>;
  /** The order's payment attempts, first to last. */
  attemptsOf(id: string): Promise<(typeof paymentRows.$inferSelect)[]>;
  /** A card token from the gateway's tokenizer, as the payment page's script gets one. */
  tokenize(number: string): Promise<string>;
  /**
   * The buyer pays on the gateway's hosted page (QRIS, e-wallet, VA) that `redirectUrl` opened, or
   * with `action` has it fail or lets it expire.
   */
  payAtGateway(redirectUrl: string, action?: "pay" | "fail" | "expire"): Promise<void>;
  /** A signed-in buyer with these balances (minor units of rupiah) and the header that carries their session. */
  signedInBuyer(
    name: string,
    balances?: { cashback?: number; gold?: number },
  ): Promise<{ userId: string; auth: { authorization: string } }>;
  close(): Promise<void>;
}

/**
 * The shop on a fresh test database, listening on a free port, paid through the sandbox gateway
 * (on its own port, notifications sent to the shop), buying through its Digiflazz adapter from the
 * sandbox's Digiflazz face (on its own port, its purchases in the test database, webhooks sent to
 * the shop) and, with `delivery`, delivering through a real pg-boss queue.
 */
export async function startCheckoutHarness(
  options: {
    notifications?: { duplicates?: number; delayMs?: number; reorder?: boolean; retryDelaysMs?: number[] };
    delivery?: { supplierDelayMs: number };
    /**
     * Other suppliers than the sandbox's face, in the order deliveries try them, built once the
     * shop's origin is known (for callbacks).
     */
    supplier?: (base: string) => SupplierPort | SupplierPort[];
    /** A purchase pending or unanswered this long moves to the next supplier (SUPPLIER_FAILOVER_MINUTES). */
    supplierFailoverMinutes?: number;
    /** Wraps the payments client (to make the provider fail on purpose, say). */
    payments?: (port: PaymentsPort) => PaymentsPort;
    /** The YooKassa client's fetch (to make YooKassa answer otherwise, say). */
    yookassaFetch?: typeof fetch;
    /** YooKassa's receipts on (YOOKASSA_RECEIPTS): the shop sends them, the face asks for them. */
    yookassaReceipts?: boolean;
    /** Default "off": these suites buy dozens of times from one address for one player. */
    rateLimits?: "on" | "off";
    /** Serve the pages too, from the production build (npm run build first). */
    pages?: boolean;
    /** Test mode without PUBLIC_ORIGIN: orders link to the address their request came to. */
    originFromRequest?: boolean;
    /** The markets where a product without its fiscal codes is not sold (config.fiscal.requiredIn). */
    fiscalRequiredIn?: FiscalMarket[];
    /** Alert channels (a Telegram sender at a fake Bot API, say); default: alerts are logged only. */
    alerts?: ServiceOptions["alerts"];
    /** Web Push on: the page offers it with this public key, and the job sends through this sender. */
    push?: { publicKey: string; sender: PushSender };
    /** What the metrics are told: order moves and supplier answers. */
    observers?: Pick<ServiceOptions, "onOrderCommitted" | "onRateLimited" | "onSupplierAnswer">;
    /** The gold a missed delivery promise earns (PROMISE_COMPENSATION_*); default: none. */
    promiseCompensation?: ServiceOptions["promiseCompensation"];
  } = {},
): Promise<CheckoutHarness> {
  const database = await createTestDatabase();
  const reserved = await reservePort();
  const { port } = reserved;
  const base = `http://127.0.0.1:${port}`;
  const gateway = await startSandboxGateway({
    port: 0,
    host: "127.0.0.1",
    ...GATEWAY_KEYS,
    notificationUrl: `${base}/backend/api/payments/notification`,
    log: pino({ level: "silent" }),
    notifications: options.notifications ?? { delayMs: 0, retryDelaysMs: [100, 200] },
    yookassa: {
      ...YOOKASSA_KEYS,
      notificationUrl: `${base}/backend/api/payments/yookassa/notification`,
      receipts: options.yookassaReceipts ?? false,
    },
    payme: { ...PAYME_KEYS, merchantApiUrl: `${base}/backend/api/payments/payme` },
    click: { ...CLICK_KEYS, shopUrl: `${base}/backend/api/payments/click`, retryDelaysMs: [100, 200] },
  });
  const yookassa = createYooKassaClient({
    apiUrl: `${gateway.url}/v3`,
    ...YOOKASSA_KEYS,
    retryDelaysMs: [20],
    ...(options.yookassaFetch ? { fetch: options.yookassaFetch } : {}),
  });
  const payme = createPaymeClient({
    ...PAYME_KEYS,
    checkoutUrl: `${gateway.url}/payme`,
    apiUrl: `${gateway.url}/payme/api`,
  });
  const click = createClickClient({
    ...CLICK_KEYS,
    payUrl: `${gateway.url}/click/services/pay`,
    apiUrl: `${gateway.url}/click/v2/merchant`,
  });
  const client = createMidtransClient({
    provider: "sandbox",
    apiUrl: gateway.url,
    snapUrl: `${gateway.url}/snap`,
    ...GATEWAY_KEYS,
  });
  const payments = options.payments?.(client) ?? client;
  const logLines: string[] = [];
  // The production logger's settings (its error serializer), at trace level, kept in memory.
  const logger = createLogger(
    { level: "trace" },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  );
  let queue: DeliveryQueue | undefined;
  const given = options.supplier?.(base);
  const supplier: SupplierHandle = given
    ? { port: [given].flat()[0]!, close: async () => undefined }
    : await startSandboxSupplier({
        db: database.db,
        port: 0,
        delayMs: options.delivery?.supplierDelayMs ?? 0,
        webhookUrl: `${base}/backend/api/supplier/callback`,
        log: pino({ level: "silent" }),
      });
  const services = createServices(
    database.db,
    {
      testMode: true,
      shop: DEFAULT_SHOP_DETAILS,
      publicOrigin: base,
      originFromRequest: options.originFromRequest ?? false,
      production: true,
      ...(options.push ? { webPushKey: options.push.publicKey } : {}),
      providers: {
        telegramBotToken: undefined,
        telegramBotUsername: undefined,
        facebook: undefined,
        google: false,
        telegram: false,
        whatsapp: true,
      },
    },
    {
      payments: [payments, yookassa, payme, click],
      log: logger,
      operatorToken: HARNESS_OPERATOR_TOKEN,
      suppliers: given ? [given].flat() : [supplier.port],
      ...(options.supplierFailoverMinutes ? { supplierFailoverMinutes: options.supplierFailoverMinutes } : {}),
      enqueueDelivery: (orderId) => queue?.enqueue(orderId) ?? Promise.resolve(),
      rateLimits: options.rateLimits ?? "off",
      // YooKassa's receipts make Russia one of these markets, as YOOKASSA_RECEIPTS does (server/config.ts).
      fiscal: {
        requiredIn: [
          ...new Set<FiscalMarket>([
            ...(options.fiscalRequiredIn ?? []),
            ...(options.yookassaReceipts ? ["ru" as const] : []),
          ]),
        ],
      },
      ...(options.alerts ? { alerts: options.alerts } : {}),
      ...(options.promiseCompensation ? { promiseCompensation: options.promiseCompensation } : {}),
      ...(options.push ? { pushSender: options.push.sender } : {}),
      ...options.observers,
    },
  );
  if (options.delivery) {
    queue = await startDeliveryQueue({
      connectionString: database.url,
      fulfillment: services.fulfillment,
      log: logger,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
    });
  }
  const app = await buildApp({
    logger,
    services,
    health: createHealthChecks(database.db),
    pages: options.pages ? { dev: false } : false,
  });
  await reserved.release();
  await app.listen({ port, host: "127.0.0.1" });

  return {
    database,
    services,
    app,
    gateway,
    midtrans: client,
    yookassa,
    yookassaKeys: YOOKASSA_KEYS,
    click,
    queue,
    base,
    logLines,
    post: (path, body, headers = {}) =>
      fetch(`${base}/backend/api${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      }),
    async tokenize(number) {
      const query = new URLSearchParams({
        client_key: GATEWAY_KEYS.clientKey,
        card_number: number,
        card_exp_month: "12",
        card_exp_year: "2030",
        card_cvv: "123",
      });
      const answer = (await (await fetch(`${gateway.url}/v2/token?${query.toString()}`)).json()) as {
        token_id: string;
      };
      return answer.token_id;
    },
    async orderRow(id) {
      const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
      if (!row) throw new Error(`no order ${id}`);
      return row;
    },
    attemptsOf: (id) =>
      database.db.select().from(paymentRows).where(eq(paymentRows.orderId, id)).orderBy(paymentRows.attempt),
    async payAtGateway(redirectUrl, action = "pay") {
      const page = await (await fetch(redirectUrl)).text();
      const formToken = /name="form_token" value="([^"]+)"/.exec(page)?.[1];
      if (!formToken) throw new Error("the gateway's page has no payment form");
      const paid = await fetch(redirectUrl.split("?")[0]!, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ action, form_token: formToken, lang: "id" }),
      });
      if (paid.status !== 303) throw new Error(`the gateway answered ${paid.status} to the payment`);
    },
    async signedInBuyer(name, balances = {}) {
      const [user] = await database.db.insert(users).values({ displayName: name }).returning();
      const token = generateAccessToken();
      await database.db
        .insert(sessions)
        .values({ userId: user!.id, tokenHash: hashAccessToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
      if (balances.cashback)
        await services.wallet.accrueCashback({
          userId: user!.id,
          amount: money(balances.cashback, "IDR"),
          reference: `test:${user!.id}:cashback`,
        });
      if (balances.gold)
        await services.wallet.creditGold({
          userId: user!.id,
          amount: money(balances.gold, "IDR"),
          reference: `test:${user!.id}:gold`,
        });
      return { userId: user!.id, auth: { authorization: `Bearer ${token}` } };
    },
    async close() {
      await queue?.stop();
      await app.close();
      await supplier.close();
      await gateway.close();
      await database.drop();
    },
  };
}

/** Polls until `check` holds (deliveries and notifications are asynchronous). */
export async function until(check: () => Promise<boolean>, timeoutMs = 8_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("condition not reached in time");
}
