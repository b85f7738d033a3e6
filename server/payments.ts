import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import { createMidtransClient } from "../adapters/payments/midtrans-client";
import { startSandboxGateway } from "../adapters/payments/sandbox-gateway/server";
import { createYooKassaClient } from "../adapters/payments/yookassa-client";
import type { PaymentsPort } from "../core/payments/payments-port";
import type { ShopConfig } from "./config";

/**
 * The sandbox's YooKassa shop: its id is fixed, its secret is the gateway's server key (fresh per
 * start, or PAYMENT_SANDBOX_SERVER_KEY for a shared gateway), so no second secret has to be shared.
 */
export function sandboxYooKassaKeys(serverKey: string): { shopId: string; secretKey: string } {
  return { shopId: "100500", secretKey: serverKey };
}

/** The shop's YooKassa notification URL beside its Midtrans one (…/payments/notification). */
export function yooKassaNotificationUrl(midtransNotificationUrl: string): string {
  return midtransNotificationUrl.replace(/\/payments\/notification$/, "/payments/yookassa/notification");
}

export interface PaymentsHandle {
  /** One adapter per configured protocol (decision 022). */
  ports: PaymentsPort[];
  close(): Promise<void>;
}

/**
 * The payment provider: Midtrans when its keys are set, otherwise the built-in sandbox gateway,
 * started here on its own port with fresh keys. Both speak Midtrans's protocol (decision 007), so
 * the shop uses the same client and the same notification endpoint for either.
 */
export async function startPayments(
  config: Pick<ShopConfig, "payments" | "yookassa">,
  log: Logger,
): Promise<PaymentsHandle> {
  const payments = config.payments;
  // Real YooKassa (live): its keys never meet the sandbox (server/env.ts refuses that mix).
  const realYooKassa = config.yookassa ? [createYooKassaClient(config.yookassa)] : [];
  if (payments.kind === "none") return { ports: realYooKassa, close: async () => undefined };
  if (payments.kind === "midtrans") {
    return {
      ports: [
        ...realYooKassa,
        createMidtransClient({
          provider: "midtrans",
          apiUrl: payments.apiUrl,
          snapUrl: payments.snapUrl,
          serverKey: payments.serverKey,
          clientKey: payments.clientKey,
        }),
      ],
      close: async () => undefined,
    };
  }
  if (payments.kind === "shared-sandbox") {
    // One gateway for several shop servers (they must agree on the bank): started on its own.
    log.info({ url: payments.url }, "using the sandbox payment gateway running at this address");
    return {
      ports: [
        createMidtransClient({
          provider: "sandbox",
          apiUrl: payments.url,
          snapUrl: `${payments.url}/snap`,
          serverKey: payments.serverKey,
          clientKey: payments.clientKey,
        }),
        createYooKassaClient({ apiUrl: `${payments.url}/v3`, ...sandboxYooKassaKeys(payments.serverKey) }),
      ],
      close: async () => undefined,
    };
  }
  const serverKey = `SB-Mid-server-${randomBytes(12).toString("base64url")}`;
  const clientKey = `SB-Mid-client-${randomBytes(12).toString("base64url")}`;
  const notificationUrl = `http://127.0.0.1:${payments.shopPort}/backend/api/payments/notification`;
  const yookassa = sandboxYooKassaKeys(serverKey);
  const gateway = await startSandboxGateway({
    port: payments.port,
    host: payments.host,
    ...(payments.publicUrl ? { publicUrl: payments.publicUrl } : {}),
    serverKey,
    clientKey,
    // The gateway runs beside the shop: it reaches the shop over loopback.
    notificationUrl,
    log: log.child({ service: "sandbox-gateway" }),
    notifications: payments.notifications,
    yookassa: { ...yookassa, notificationUrl: yooKassaNotificationUrl(notificationUrl) },
  });
  log.info({ url: gateway.url }, "sandbox payment gateway listening");
  return {
    ports: [
      createMidtransClient({
        provider: "sandbox",
        apiUrl: gateway.url,
        snapUrl: `${gateway.url}/snap`,
        serverKey,
        clientKey,
      }),
      createYooKassaClient({ apiUrl: `${gateway.url}/v3`, ...yookassa }),
    ],
    close: () => gateway.close(),
  };
}
