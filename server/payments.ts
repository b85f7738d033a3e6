import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import { createClickClient } from "../adapters/payments/click-client";
import { createMidtransClient } from "../adapters/payments/midtrans-client";
import { createPaymeClient } from "../adapters/payments/payme-client";
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
 * The payment providers (decision 022): the real ones whose keys are set, or, in test mode, the
 * built-in sandbox gateway, started here on its own port with fresh keys and speaking every protocol,
 * so that the shop runs the same adapters against it as against the real providers (decision 007).
 */
export async function startPayments(
  config: Pick<ShopConfig, "payments" | "yookassa" | "payme" | "click" | "fiscal">,
  log: Logger,
): Promise<PaymentsHandle> {
  const payments = config.payments;
  // The real providers whose keys are set (live): their keys never meet the sandbox (server/env.ts
  // refuses that mix), so the sandbox's faces of them are started only in test mode below.
  const real = [
    ...(config.yookassa ? [createYooKassaClient(config.yookassa)] : []),
    ...(config.payme ? [createPaymeClient({ ...config.payme })] : []),
    ...(config.click ? [createClickClient({ ...config.click })] : []),
  ];
  if (payments.kind === "none") return { ports: real, close: async () => undefined };
  if (payments.kind === "midtrans") {
    return {
      ports: [
        ...real,
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
  // The gateway's Payme face, with a fresh cash desk of its own; it calls this server's Merchant API.
  const payme = { merchantId: randomBytes(12).toString("hex"), key: randomBytes(18).toString("base64url") };
  // Click's face of the gateway: made-up merchant ids and a fresh secret key for each start.
  const sandboxClick = {
    serviceId: "90001",
    merchantId: "70001",
    merchantUserId: "50001",
    secretKey: randomBytes(18).toString("base64url"),
  };
  const gateway = await startSandboxGateway({
    payme: { ...payme, merchantApiUrl: `http://127.0.0.1:${payments.shopPort}/backend/api/payments/payme` },
    port: payments.port,
    host: payments.host,
    ...(payments.publicUrl ? { publicUrl: payments.publicUrl } : {}),
    serverKey,
    clientKey,
    // The gateway runs beside the shop: it reaches the shop over loopback.
    notificationUrl,
    log: log.child({ service: "sandbox-gateway" }),
    notifications: payments.notifications,
    yookassa: {
      ...yookassa,
      notificationUrl: yooKassaNotificationUrl(notificationUrl),
      // The face's shop asks for receipts when this one sends them (YOOKASSA_RECEIPTS).
      receipts: config.fiscal.requiredIn.includes("ru"),
    },
    // (Real Click keys make the shop live, so this gateway never stands beside real Click.)
    click: { ...sandboxClick, shopUrl: `http://127.0.0.1:${payments.shopPort}/backend/api/payments/click` },
  });
  log.info({ url: gateway.url }, "sandbox payment gateway listening");
  return {
    ports: [
      createClickClient({
        ...sandboxClick,
        payUrl: `${gateway.url}/click/services/pay`,
        apiUrl: `${gateway.url}/click/v2/merchant`,
      }),
      createMidtransClient({
        provider: "sandbox",
        apiUrl: gateway.url,
        snapUrl: `${gateway.url}/snap`,
        serverKey,
        clientKey,
      }),
      createYooKassaClient({ apiUrl: `${gateway.url}/v3`, ...yookassa }),
      createPaymeClient({
        ...payme,
        checkoutUrl: `${gateway.url}/payme`,
        apiUrl: `${gateway.url}/payme/api`,
      }),
    ],
    close: () => gateway.close(),
  };
}
