import pino, { type DestinationStream, type Logger } from "pino";
import { loggableError } from "../adapters/db/database-errors";
import { shortenUuids } from "../core/loggable-id";
import { redactUrl } from "./redact-url";

/**
 * A log line's own fields with every UUID in their texts shortened, plain objects and arrays a few
 * levels deep: an order's UUID is the buyer's access to it, and it hides in other ids too (a
 * refund's key is "refund-<order's UUID>"). Code logs an order by its short reference already; this
 * holds for the line nobody thought of. The request id, a binding, is left whole.
 */
function withShortUuids(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return shortenUuids(value);
  if (depth > 3 || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => withShortUuids(item, depth + 1));
  const prototype = Object.getPrototypeOf(value) as unknown;
  // A request, a response or an error has its own serializer below.
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withShortUuids(item, depth + 1)]));
}

/** Fastify's request line, with the URL redacted. */
function loggableRequest(request: { method?: string; url?: string; host?: string; ip?: string }) {
  return { method: request.method, url: redactUrl(request.url ?? ""), host: request.host, remoteAddress: request.ip };
}

/**
 * The shop's logger: JSON lines (pretty while developing). Every `err` goes through one serializer
 * that never prints a failed query's SQL, parameters or quoted values (they can hold buyers' data),
 * every request line through one that hides the secrets its URL carries (sign-in links, OAuth codes,
 * orders' UUIDs, invitations: server/redact-url.ts), and no field shows a UUID whole.
 */
export function createLogger(options: { level: string; pretty?: boolean }, destination?: DestinationStream): Logger {
  const settings = {
    level: options.level,
    serializers: { err: loggableError, req: loggableRequest },
    formatters: { log: (fields: Record<string, unknown>) => withShortUuids(fields) as Record<string, unknown> },
    ...(options.pretty ? { transport: { target: "pino-pretty" } } : {}),
  };
  return destination ? pino(settings, destination) : pino(settings);
}
