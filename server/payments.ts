import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import { createClickClient } from "../adapters/payments/click-client";
import { createMidtransClient } from "../adapters/payments/midtrans-client";
import { startSandboxGateway } from "../adapters/payments/sandbox-gateway/server";
import type { PaymentsPort } from "../core/payments/payments-port";
import type { ClickKeys, PaymentsConfig } from "./config";

export interface PaymentsHandle {
  /** One adapter per configured protocol (decision 022). */
  ports: PaymentsPort[];
  close(): Promise<void>;
}

/**
 * The payment providers: Midtrans and Click when their keys are set, otherwise the built-in sandbox
 * gateway, started here on its own port with fresh keys. The gateway speaks Midtrans's protocol
 * (decision 007) and Click's (decision 024), so the shop uses the same clients and endpoints for
 * either. (A shared gateway speaks Midtrans's only for now.)
 */
export async function startPayments(
  config: { payments: PaymentsConfig; click?: ClickKeys | undefined },
  log: Logger,
): Promise<PaymentsHandle> {
  const payments = config.payments;
  // Click's real keys (decision 024); without them, test mode's gateway speaks Click (below).
  const click = config.click ? [createClickClient({ ...config.click })] : [];
  if (payments.kind === "none") return { ports: click, close: async () => undefined };
  if (payments.kind === "midtrans") {
    return {
      ports: [
        ...click,
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
        ...click,
        createMidtransClient({
          provider: "sandbox",
          apiUrl: payments.url,
          snapUrl: `${payments.url}/snap`,
          serverKey: payments.serverKey,
          clientKey: payments.clientKey,
        }),
      ],
      close: async () => undefined,
    };
  }
  const serverKey = `SB-Mid-server-${randomBytes(12).toString("base64url")}`;
  const clientKey = `SB-Mid-client-${randomBytes(12).toString("base64url")}`;
  // Click's face of the gateway: made-up merchant ids and a fresh secret key for each start.
  const sandboxClick = {
    serviceId: "90001",
    merchantId: "70001",
    merchantUserId: "50001",
    secretKey: randomBytes(18).toString("base64url"),
  };
  const gateway = await startSandboxGateway({
    port: payments.port,
    host: payments.host,
    ...(payments.publicUrl ? { publicUrl: payments.publicUrl } : {}),
    serverKey,
    clientKey,
    // The gateway runs beside the shop: it reaches the shop over loopback.
    notificationUrl: `http://127.0.0.1:${payments.shopPort}/backend/api/payments/notification`,
    log: log.child({ service: "sandbox-gateway" }),
    notifications: payments.notifications,
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
    ],
    close: () => gateway.close(),
  };
}
