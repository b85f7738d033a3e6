import Fastify, { type FastifyError } from "fastify";
import type { AddressInfo } from "node:net";
import { registerCardRoutes } from "./card-routes";
import { registerClickRoutes, type ClickFaceOptions } from "./click-routes";
import type { ClickFiscalItemsBody } from "../click-protocol";
import { TokenVault } from "./cards";
import type { GatewayContext } from "./context";
import { registerCoreRoutes } from "./core-routes";
import { createNotifier, type GatewayLog, type NotificationOptions } from "./notifications";
import { registerPaymeRoutes, type PaymeFaceOptions } from "./payme-routes";
import { registerSnapRoutes } from "./snap-routes";
import { TransactionStore } from "./store";
import { createTransitions } from "./transitions";
import { registerYooKassaRoutes } from "./yookassa-routes";
import { startSandboxDigiflazz, type SandboxDigiflazzOptions } from "../../supplier/sandbox-digiflazz/face";

export type { GatewayLog, NotificationOptions } from "./notifications";
export type { ClickFaceOptions } from "./click-routes";
export { TEST_OTP } from "./cards";

export interface SandboxGatewayOptions {
  /** 0 picks any free port. */
  port: number;
  host: string;
  /** The gateway's address as buyers' browsers reach it, when it differs from http://host:port. */
  publicUrl?: string;
  serverKey: string;
  clientKey: string;
  /** The shop's Midtrans notification endpoint. */
  notificationUrl: string;
  log: GatewayLog;
  notifications?: NotificationOptions;
  /** YooKassa's face (API v3 under /v3): its shop's keys and the shop's YooKassa notification URL. */
  yookassa?: { shopId: string; secretKey: string; notificationUrl: string; receipts?: boolean };
  /** The Payme face (checkout page, Subscribe API) and where it calls the shop's Merchant API. */
  payme?: PaymeFaceOptions;
  /** Click's face (decision 024): the merchant's keys and the shop's SHOP API; none, no Click. */
  click?: ClickFaceOptions;
  /** Digiflazz's face (decision 008), on a port of its own and the gateway's host; none, no supplier. */
  digiflazz?: Omit<SandboxDigiflazzOptions, "host" | "log">;
}

export interface SandboxGateway {
  /** Base URL: the Core API is here, Snap under /snap. */
  url: string;
  /** The Digiflazz face's API base (…/v1), when it was asked for. */
  digiflazzUrl?: string;
  /** What the Click face took as a payment's fiscal items (its payment_id), for tests; none without Click. */
  clickFiscalItems(paymentId: string): ClickFiscalItemsBody | undefined;
  close(): Promise<void>;
}

function urlHost(host: string): string {
  if (host === "" || host === "0.0.0.0" || host === "::") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

/**
 * The built-in sandbox payment gateway (decision 007): its own HTTP listener that speaks Midtrans's
 * documented protocol (Snap, Core API card charge with 3-D Secure, Get Token, status, refund, HTTP
 * notifications with signature_key), so the shop's Midtrans client runs unchanged against it in
 * test mode. State is in memory; nothing real is ever charged.
 *
 * Fastify gets no logger: its request log would print URLs, and the tokenizer's URL carries a card
 * number. The gateway logs state changes and deliveries itself, with order ids and statuses only.
 */
export async function startSandboxGateway(options: SandboxGatewayOptions): Promise<SandboxGateway> {
  const notificationOptions = options.notifications ?? {};
  const notifier = createNotifier(options.notificationUrl, options.log, notificationOptions);
  const transitions = createTransitions({
    serverKey: options.serverKey,
    notifier,
    log: options.log,
    reorder: notificationOptions.reorder ?? false,
  });
  let baseUrl = options.publicUrl?.replace(/\/+$/, "") ?? "";
  const context: GatewayContext = {
    serverKey: options.serverKey,
    clientKey: options.clientKey,
    store: new TransactionStore(),
    vault: new TokenVault(),
    transitions,
    log: options.log,
    baseUrl: () => baseUrl,
  };

  const app = Fastify({ logger: false, bodyLimit: 64 * 1024 });
  // The pay and 3-D Secure pages post plain HTML forms.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    // The route pattern and error code only: never the URL, which may hold a card number.
    options.log.warn(
      { method: request.method, route: request.routeOptions.url, http_status: statusCode, code: error.code },
      "sandbox gateway: request failed",
    );
    const message = statusCode >= 500 ? "Sorry, the sandbox gateway failed" : "The request is invalid";
    if (request.url.startsWith("/snap/v1/")) return reply.code(statusCode).send({ error_messages: [message] });
    return reply.code(statusCode).send({ status_code: String(statusCode), status_message: message });
  });
  app.setNotFoundHandler((_request, reply) => {
    return reply.code(404).send({ status_code: "404", status_message: "The requested resource is not found" });
  });

  registerSnapRoutes(app, context);
  registerCardRoutes(app, context);
  registerCoreRoutes(app, context);
  const yookassaNotifier =
    options.yookassa &&
    createNotifier(options.yookassa.notificationUrl, options.log, notificationOptions, (body) => {
      const object = body.object as { id?: unknown; payment_id?: unknown } | undefined;
      // A refund's notification goes in line with its payment's.
      const paymentId = String(object?.payment_id ?? object?.id);
      return { key: `yookassa:${paymentId}`, fields: { payment_id: paymentId, event: body.event } };
    });
  if (options.yookassa && yookassaNotifier)
    registerYooKassaRoutes(app, {
      shopId: options.yookassa.shopId,
      secretKey: options.yookassa.secretKey,
      notifier: yookassaNotifier,
      log: options.log,
      baseUrl: () => baseUrl,
      receipts: options.yookassa.receipts ?? false,
    });
  // Payme and Click call the shop instead of notifying it: the notifications' delay holds back their calls.
  const callDelayMs = notificationOptions.delayMs ?? 0;
  if (options.payme) registerPaymeRoutes(app, { callDelayMs, ...options.payme }, options.log);
  const click = options.click ? registerClickRoutes(app, { callDelayMs, ...options.click }, options.log) : undefined;

  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address() as AddressInfo;
  if (!baseUrl) baseUrl = `http://${urlHost(options.host)}:${address.port}`;
  options.log.info({ url: baseUrl }, "sandbox gateway: listening (test mode, no real money)");
  const digiflazz =
    options.digiflazz &&
    (await startSandboxDigiflazz({ ...options.digiflazz, host: options.host, log: options.log }).catch(
      async (error: unknown) => {
        await app.close();
        throw error;
      },
    ));

  return {
    url: baseUrl,
    ...(digiflazz ? { digiflazzUrl: digiflazz.url } : {}),
    clickFiscalItems: (paymentId) => click?.fiscalItemsOf(paymentId),
    async close() {
      await digiflazz?.close();
      notifier.close();
      yookassaNotifier?.close();
      transitions.close();
      click?.close();
      await app.close();
    },
  };
}
