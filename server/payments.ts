import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import { createMidtransClient } from "../adapters/payments/midtrans-client";
import { startSandboxGateway } from "../adapters/payments/sandbox-gateway/server";
import type { PaymentsPort } from "../core/payments/payments-port";
import type { Env } from "./env";

export interface PaymentsHandle {
  port: PaymentsPort;
  close(): Promise<void>;
}

/**
 * The payment provider: Midtrans when its keys are set, otherwise the built-in sandbox gateway,
 * started here on its own port with fresh keys. Both speak Midtrans's protocol (decision 007), so
 * the shop uses the same client and the same notification endpoint for either.
 */
export async function startPayments(env: Env, log: Logger): Promise<PaymentsHandle> {
  if (env.MIDTRANS_SERVER_KEY && env.MIDTRANS_CLIENT_KEY) {
    return {
      port: createMidtransClient({
        provider: "midtrans",
        apiUrl: env.MIDTRANS_API_URL,
        snapUrl: env.MIDTRANS_SNAP_URL,
        serverKey: env.MIDTRANS_SERVER_KEY,
        clientKey: env.MIDTRANS_CLIENT_KEY,
      }),
      close: async () => undefined,
    };
  }
  if (env.PAYMENT_SANDBOX_URL && env.PAYMENT_SANDBOX_SERVER_KEY && env.PAYMENT_SANDBOX_CLIENT_KEY) {
    // One gateway for several shop servers (they must agree on the bank): started on its own.
    const url = env.PAYMENT_SANDBOX_URL.replace(/\/$/, "");
    log.info({ url }, "using the sandbox payment gateway running at this address");
    return {
      port: createMidtransClient({
        provider: "sandbox",
        apiUrl: url,
        snapUrl: `${url}/snap`,
        serverKey: env.PAYMENT_SANDBOX_SERVER_KEY,
        clientKey: env.PAYMENT_SANDBOX_CLIENT_KEY,
      }),
      close: async () => undefined,
    };
  }
  const serverKey = `SB-Mid-server-${randomBytes(12).toString("base64url")}`;
  const clientKey = `SB-Mid-client-${randomBytes(12).toString("base64url")}`;
  const gateway = await startSandboxGateway({
    port: env.PAYMENT_SANDBOX_PORT,
    host: env.HOST,
    ...(env.PAYMENT_SANDBOX_PUBLIC_URL ? { publicUrl: env.PAYMENT_SANDBOX_PUBLIC_URL.replace(/\/$/, "") } : {}),
    serverKey,
    clientKey,
    // The gateway runs beside the shop: it reaches the shop over loopback.
    notificationUrl: `http://127.0.0.1:${env.PORT}/backend/api/payments/notification`,
    log: log.child({ service: "sandbox-gateway" }),
    notifications: {
      duplicates: env.PAYMENT_SANDBOX_DUPLICATES,
      delayMs: env.PAYMENT_SANDBOX_DELAY_MS,
      reorder: env.PAYMENT_SANDBOX_REORDER,
    },
  });
  log.info({ url: gateway.url }, "sandbox payment gateway listening");
  return {
    port: createMidtransClient({
      provider: "sandbox",
      apiUrl: gateway.url,
      snapUrl: `${gateway.url}/snap`,
      serverKey,
      clientKey,
    }),
    close: () => gateway.close(),
  };
}
