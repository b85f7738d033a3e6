import { randomBytes } from "node:crypto";
import type { Database } from "../adapters/db/database";
import type { GatewayLog } from "../adapters/payments/sandbox-gateway/server";
import { createApigamesSupplier } from "../adapters/supplier/apigames-supplier";
import { createDigiflazzSupplier } from "../adapters/supplier/digiflazz-supplier";
import { createDatabaseDigiflazzBook } from "../adapters/supplier/sandbox-digiflazz/db-book";
import { startSandboxDigiflazz, type SandboxDigiflazzAccount } from "../adapters/supplier/sandbox-digiflazz/face";
import type { SupplierPort } from "../core/orders/supplier-port";
import type { SupplierConfig } from "./config";

export interface SupplierHandle {
  port: SupplierPort;
  /** Stops the sandbox's face when this server started one. */
  close(): Promise<void>;
}

/**
 * The shared gateway's sandbox account at its Digiflazz face: the username is fixed, the key and
 * the webhook secret are the gateway's server key (PAYMENT_SANDBOX_SERVER_KEY), so no other secret
 * has to be shared between the gateway and the shops.
 */
export function sandboxDigiflazzAccount(serverKey: string): SandboxDigiflazzAccount {
  return { username: "kupisandbox", apiKey: serverKey, webhookSecret: serverKey };
}

/**
 * The shop's real Digiflazz adapter at a sandbox face: named "sandbox" (stored with each delivery),
 * buying by our own SKUs (the face's price list uses them), and in Digiflazz's development mode, so
 * the documented test numbers answer as documented.
 */
function sandboxAdapter(baseUrl: string, account: SandboxDigiflazzAccount): SupplierPort {
  return createDigiflazzSupplier({ baseUrl, ...account, name: "sandbox", sellsOurSkus: true, testing: true });
}

/**
 * The sandbox's Digiflazz face beside this server (on loopback: only the shop calls it) with a fresh
 * account, keeping its purchases in the shop's database, and the adapter that buys from it. Its
 * webhooks go to `webhookUrl`, the shop's supplier callback.
 */
export async function startSandboxSupplier(options: {
  db: Database;
  port: number;
  delayMs: number;
  webhookUrl: string;
  log: GatewayLog;
}): Promise<SupplierHandle> {
  const account = {
    username: "kupisandbox",
    apiKey: `dev-${randomBytes(12).toString("base64url")}`,
    webhookSecret: randomBytes(18).toString("base64url"),
  };
  const face = await startSandboxDigiflazz({
    ...account,
    port: options.port,
    host: "127.0.0.1",
    webhookUrl: options.webhookUrl,
    delayMs: options.delayMs,
    book: createDatabaseDigiflazzBook(options.db),
    log: options.log,
  });
  return { port: sandboxAdapter(face.url, account), close: () => face.close() };
}

/** The supplier the configuration names: Digiflazz, Apigames, or (test mode) the sandbox's face of Digiflazz. */
export async function startSupplier(config: SupplierConfig, db: Database, log: GatewayLog): Promise<SupplierHandle> {
  if (config.kind === "apigames") {
    const { baseUrl, merchantId, secretKey } = config;
    return { port: createApigamesSupplier({ baseUrl, merchantId, secretKey }), close: async () => undefined };
  }
  if (config.kind === "digiflazz") {
    const port = createDigiflazzSupplier({
      baseUrl: config.baseUrl,
      username: config.username,
      apiKey: config.apiKey,
      webhookSecret: config.webhookSecret,
      testing: config.testing,
      ...(config.callbackUrl ? { callbackUrl: config.callbackUrl } : {}),
    });
    return { port, close: async () => undefined };
  }
  if (config.kind === "shared-sandbox") {
    log.info({ url: config.url }, "using the sandbox's Digiflazz face running at this address");
    return {
      port: sandboxAdapter(config.url, sandboxDigiflazzAccount(config.serverKey)),
      close: async () => undefined,
    };
  }
  return startSandboxSupplier({
    db,
    port: config.port,
    delayMs: config.delayMs,
    webhookUrl: `http://127.0.0.1:${config.shopPort}/backend/api/supplier/callback`,
    log,
  });
}
