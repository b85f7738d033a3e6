import pino, { type DestinationStream, type Logger } from "pino";
import { loggableError } from "../adapters/db/database-errors";

/** Query parameters that carry a secret: sign-in links, OAuth codes and states, widget hashes. */
const SECRET_PARAMS = new Set(["token", "code", "state", "access_token", "id_token", "hash"]);

/** A request URL as a log line may show it: secrets in its query replaced. */
export function redactUrl(url: string): string {
  const query = url.indexOf("?");
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let redacted = false;
  for (const name of new Set(params.keys()))
    if (SECRET_PARAMS.has(name.toLowerCase())) {
      params.set(name, "redacted");
      redacted = true;
    }
  return redacted ? `${url.slice(0, query)}?${params.toString()}` : url;
}

/** Fastify's request line, with the URL redacted. */
function loggableRequest(request: { method?: string; url?: string; host?: string; ip?: string }) {
  return { method: request.method, url: redactUrl(request.url ?? ""), host: request.host, remoteAddress: request.ip };
}

/**
 * The shop's logger: JSON lines (pretty while developing). Every `err` goes through one serializer
 * that never prints a failed query's SQL, parameters or quoted values (they can hold buyers' data),
 * and every request line through one that hides secrets in its query (sign-in links, OAuth codes).
 */
export function createLogger(options: { level: string; pretty?: boolean }, destination?: DestinationStream): Logger {
  const settings = {
    level: options.level,
    serializers: { err: loggableError, req: loggableRequest },
    ...(options.pretty ? { transport: { target: "pino-pretty" } } : {}),
  };
  return destination ? pino(settings, destination) : pino(settings);
}
