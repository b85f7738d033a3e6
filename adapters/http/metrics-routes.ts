import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ShopMetrics } from "../metrics/shop-metrics";

/**
 * Who may scrape: the bearer of `token`; without a token, requests from this machine when
 * `loopback` (test mode); with neither, nobody, and the endpoint does not exist.
 */
export interface MetricsAccess {
  token: string | undefined;
  loopback: boolean;
}

export const METRICS_PATH = "/metrics";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Compared as digests: equal lengths for timingSafeEqual, and no early exit on the first wrong byte. */
const digest = (text: string) => createHash("sha256").update(text).digest();

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "");
  return Boolean(match) && timingSafeEqual(digest(match![1]!), digest(token));
}

/**
 * The route's pattern as Fastify matched it, never the address asked for: an order's UUID or a
 * token in a path would be a label of its own for each (unbounded, and a secret in the metrics).
 * The build's hashed assets are one route each, renamed by every deploy: they count as one.
 */
function routeOf(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return "unmatched";
  return pattern.startsWith("/assets/") ? "/assets/*" : pattern;
}

/**
 * Every answer's duration into the request histogram, and GET /metrics in Prometheus's text format
 * for whoever `access` admits (401 for anyone else). Registered on the root instance, before the
 * other routes, so that its hook sees every request.
 */
export function metricsRoutes(app: FastifyInstance, metrics: ShopMetrics, access: MetricsAccess): void {
  app.addHook("onResponse", async (request, reply) => {
    metrics.request(
      { method: request.method, route: routeOf(request), status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
  if (!access.token && !access.loopback) return;
  app.get(METRICS_PATH, async (request, reply) => {
    const admitted = access.token
      ? bearerMatches(request, access.token)
      : LOOPBACK.has(request.socket.remoteAddress ?? "");
    reply.header("Cache-Control", "no-store");
    if (!admitted) {
      if (access.token) reply.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return reply
        .code(access.token ? 401 : 403)
        .type("text/plain; charset=utf-8")
        .send("Not allowed");
    }
    return reply.type(metrics.contentType).send(await metrics.scrape());
  });
}
