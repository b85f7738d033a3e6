import compress from "@fastify/compress";
import helmet from "helmet";
import { constants as zlibConstants } from "node:zlib";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import type { Logger } from "pino";
import { API_PREFIX, apiPlugin } from "../adapters/http/api";
import type { HealthChecks } from "../adapters/http/health-routes";
import { REQUEST_ID_HEADER, requestIdFor } from "../adapters/http/request-id";
import { canonicalRedirect } from "../adapters/http/trailing-slash";
import { pagesPlugin } from "./pages";
import { mediaRoutes } from "../adapters/http/media-routes";
import { appManifestRoutes } from "../adapters/http/app-manifest";
import { metricsRoutes, type MetricsAccess } from "../adapters/http/metrics-routes";
import type { ShopMetrics } from "../adapters/metrics/shop-metrics";
import type { AppServices } from "../core/services";
import { LOCALE_PREFIXES } from "../core/locales";

export interface AppOptions {
  logger: Logger;
  services: AppServices;
  health: HealthChecks;
  /** Serve the pages: with Vite (development) or the production build. Off in API-only tests. */
  pages: { dev: boolean } | false;
  /** Proxies in front whose X-Forwarded-For may be believed (0: the socket's address is the client). */
  trustProxyHops?: number;
  /** Requests into the metrics, and GET /metrics for whoever `access` admits; none: neither. */
  metrics?: { metrics: ShopMetrics; access: MetricsAccess };
}

/** Paths whose answers belong to one person (with or without a locale prefix). */
const PERSONAL = new RegExp(
  `^(/(${LOCALE_PREFIXES}))?/(backend/api/(auth|orders)|account|card-payment|thank|auth|delete-personal)(/|\\?|$)`,
);
export const isPersonal = (url: string) => PERSONAL.test(url);

/** The HTTP application: security headers, canonical URLs, the API, then the pages. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    genReqId: requestIdFor,
    // Requests still running at shutdown finish; idle keep-alive sockets are closed at once.
    forceCloseConnections: "idle",
    return503OnClosing: true,
    // Every API body is a few fields; 64 KB is far above any of them (pages check their own, the same).
    bodyLimit: 65_536,
    // Fastify gives each plugin 10 s to load; in development the pages plugin starts Vite, which on a
    // busy 2-core machine can take longer and failed the start ("Plugin did not start in time"); in
    // production it loads the build and opens the page cache's LISTEN connection, which a test run
    // beside others once took past 10 s. A plugin that truly hangs still fails the start.
    pluginTimeout: options.pages && options.pages.dev ? 120_000 : 30_000,
    // The client's address decides per-address rate limits: only the configured proxies are believed.
    // (A hop count, written as proxy-addr's trust function: the typings lack the numeric form.)
    ...(options.trustProxyHops ? { trustProxy: (_address: string, hop: number) => hop < options.trustProxyHops! } : {}),
  });

  // Node closes the keep-alive sockets that are idle when shutdown starts; one whose request
  // finishes later would stay open for the keep-alive timeout (72 s) and hold the shutdown. Close
  // each as it becomes idle.
  app.addHook("preClose", (done) => {
    const timer = setInterval(() => app.server.closeIdleConnections(), 100);
    timer.unref();
    app.server.once("close", () => clearInterval(timer));
    done();
  });

  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // No page needs the camera, the microphone or the location; payments happen at the provider.
    reply.header("Permissions-Policy", "camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()");
    // Personal answers (a session, orders, balances, an order's page) are never kept by a cache.
    if (isPersonal(request.url)) reply.header("Cache-Control", "no-store");
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const target = canonicalRedirect(request.url);
    if (target) return reply.redirect(target, 301);
  });

  // helmet's security headers, its middleware built once: @fastify/helmet built a new one from the
  // options on every request and made a per-request decorator nothing here uses, a measurable share of
  // an order's CPU (decision 027). The headers are the same on every answer.
  const securityHeaders = helmet({
    // Pages get a policy with a fresh nonce per answer (server/pages.ts); the API's is set below.
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // "no-referrer" makes browsers send `Origin: null` on same-site form posts, which React Router's
    // CSRF guard rightly refuses; this policy still keeps paths and queries from other sites.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  app.addHook("onRequest", (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  );
  // Pages and JSON shrink to about a fifth; most buyers are on mobile networks. One compressor for
  // every answer but a page's own bytes: Brotli quality 0 and gzip level 3, quick enough for answers
  // made per request (docs/decisions/028-uncached-render.md). The pages' door compresses its pages
  // itself (server/page-compression.ts, server/page-cache.ts), and hashed assets are compressed at
  // build (scripts/precompress-assets.ts); an answer already encoded passes this one untouched.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 0 } },
    zlibOptions: { level: 3 },
  });
  // Before the API and the pages, so that every route they register is measured.
  if (options.metrics) metricsRoutes(app, options.metrics.metrics, options.metrics.access);
  await app.register(apiPlugin, { prefix: API_PREFIX, health: options.health, services: options.services });
  // Uploaded art, also where pages are not served (the API's tests), since its addresses are the shop's.
  mediaRoutes(app, options.services);
  appManifestRoutes(app, options.services);
  if (options.pages) await app.register(pagesPlugin, { services: options.services, dev: options.pages.dev });
  return app;
}
