import { z } from "zod";
import { startSandboxGateway } from "../adapters/payments/sandbox-gateway/server";
import { createMemoryDigiflazzBook } from "../adapters/supplier/sandbox-digiflazz/book";
import { createLogger } from "./logger";
import { sandboxYooKassaKeys, yooKassaNotificationUrl } from "./payments";
import { sandboxDigiflazzAccount } from "./supplier";

/**
 * The sandbox payment gateway on its own (`npm run sandbox-gateway`), for several shop servers on
 * one database: they must all talk to the same bank, and the bank must outlive any one of them.
 * Point each shop at it with PAYMENT_SANDBOX_URL and the same two keys; point its notifications at
 * the address that spreads requests over the shops (a load balancer). Its Digiflazz face listens on
 * SUPPLIER_SANDBOX_PORT (shops: SUPPLIER_SANDBOX_URL=http://<host>:<port>/v1) and keeps its purchases
 * in memory, as the gateway keeps its payments; its webhooks go to the shops' supplier callback.
 */
const env = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3100),
    HOST: z.string().trim().min(1).default("127.0.0.1"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    PAYMENT_SANDBOX_SERVER_KEY: z.string().trim().min(8),
    PAYMENT_SANDBOX_CLIENT_KEY: z.string().trim().min(8),
    /** The shops' notification endpoint: https://shop.example/backend/api/payments/notification. */
    PAYMENT_SANDBOX_NOTIFICATION_URL: z.url({ protocol: /^https?$/ }),
    PAYMENT_SANDBOX_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    PAYMENT_SANDBOX_DUPLICATES: z.coerce.number().int().min(0).max(10).default(0),
    PAYMENT_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
    /** The shops send YooKassa receipts (their YOOKASSA_RECEIPTS): the face then asks for them. */
    YOOKASSA_RECEIPTS: z
      .enum(["true", "false", ""])
      .default("false")
      .transform((value) => value === "true"),
    SUPPLIER_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(3101),
    SUPPLIER_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3_000),
    /** The shops' supplier callback; default: beside the notification URL (…/supplier/callback). */
    SUPPLIER_SANDBOX_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  })
  .safeParse(process.env);

if (!env.success) {
  const problems = env.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  process.stderr.write(`Invalid environment:\n${problems.join("\n")}\n`);
  process.exit(1);
}

const settings = env.data;
const log = createLogger({ level: settings.LOG_LEVEL });
const gateway = await startSandboxGateway({
  port: settings.PORT,
  host: settings.HOST,
  ...(settings.PAYMENT_SANDBOX_PUBLIC_URL ? { publicUrl: settings.PAYMENT_SANDBOX_PUBLIC_URL } : {}),
  serverKey: settings.PAYMENT_SANDBOX_SERVER_KEY,
  clientKey: settings.PAYMENT_SANDBOX_CLIENT_KEY,
  notificationUrl: settings.PAYMENT_SANDBOX_NOTIFICATION_URL,
  // YooKassa's face: the shops' YooKassa endpoint beside their Midtrans one.
  yookassa: {
    ...sandboxYooKassaKeys(settings.PAYMENT_SANDBOX_SERVER_KEY),
    notificationUrl: yooKassaNotificationUrl(settings.PAYMENT_SANDBOX_NOTIFICATION_URL),
    receipts: settings.YOOKASSA_RECEIPTS,
  },
  log,
  notifications: { duplicates: settings.PAYMENT_SANDBOX_DUPLICATES, delayMs: settings.PAYMENT_SANDBOX_DELAY_MS },
  digiflazz: {
    ...sandboxDigiflazzAccount(settings.PAYMENT_SANDBOX_SERVER_KEY),
    port: settings.SUPPLIER_SANDBOX_PORT,
    webhookUrl:
      settings.SUPPLIER_SANDBOX_WEBHOOK_URL ??
      settings.PAYMENT_SANDBOX_NOTIFICATION_URL.replace(/\/payments\/notification$/, "/supplier/callback"),
    delayMs: settings.SUPPLIER_SANDBOX_DELAY_MS,
    book: createMemoryDigiflazzBook(),
  },
});
log.info({ url: gateway.url, digiflazz: gateway.digiflazzUrl }, "sandbox payment gateway listening");
const stop = () => void gateway.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
