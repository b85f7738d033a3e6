import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import { createMidtransClient } from "../adapters/payments/midtrans-client";
import { startSandboxGateway } from "../adapters/payments/sandbox-gateway/server";
import type { PaymentsPort } from "../core/payments/payments-port";
import type { PaymentsConfig } from "./config";

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
export async function startPayments(config: { payments: PaymentsConfig }, log: Logger): Promise<PaymentsHandle> {
  const payments = config.payments;
  if (payments.kind === "midtrans") {
    return {
      ports: [
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
      ],
      close: async () => undefined,
    };
  }
  const serverKey = `SB-Mid-server-${randomBytes(12).toString("base64url")}`;
  const clientKey = `SB-Mid-client-${randomBytes(12).toString("base64url")}`;
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
    ],
    close: () => gateway.close(),
  };
}
