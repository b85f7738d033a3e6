import { LOCALES } from "../core/locales";
import { shortenUuids } from "../core/loggable-id";

/** Query parameters that carry a secret: sign-in links, OAuth codes and states, widget hashes. */
const SECRET_PARAMS = new Set(["token", "code", "state", "access_token", "id_token", "hash"]);

/**
 * Routes whose path carries someone's access: whoever has the segment has the thing. An order's UUID
 * opens its page and its public API (pay, change, rate, refund), and the console's order and review
 * addresses carry the same UUID; an invitation's token makes its holder an operator. A log line shows
 * such a route by its shape (`/card-payment/:uuid`). Pages are listed without their locale prefix;
 * `except` names the static routes that share the parameter's place.
 */
export const CAPABILITY_PAGES: readonly string[] = ["card-payment/:uuid", "admin/invite/:token", "admin/orders/:id"];
export const CAPABILITY_API: readonly { path: string; except?: readonly string[] }[] = [
  { path: "orders/public/:id", except: ["lookup", "feedback"] },
  { path: "orders/public/feedback/:id" },
  // The owner's "buy again" read names the order by the same UUID that opens its page.
  { path: "orders/:id/again" },
  { path: "admin/orders/:id" },
  { path: "admin/reviews/:id" },
];

interface Capability {
  segments: string[];
  except: ReadonlySet<string>;
}

const compile = (path: string, except: readonly string[] = []): Capability => ({
  segments: path.split("/"),
  except: new Set(except),
});
const PAGES = CAPABILITY_PAGES.map((path) => compile(path));
const API = CAPABILITY_API.map((route) => compile(`backend/api/${route.path}`, route.except));
const LOCALE_SEGMENTS = new Set<string>(LOCALES);

/** A segment as a router compares it: decoded (when it decodes) and in lower case. */
function comparable(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** The path with the parameter of `route` replaced by its name, if the path starts with `route`. */
function redactRoute(parts: string[], from: number, route: Capability): boolean {
  if (parts.length - from < route.segments.length) return false;
  const params: number[] = [];
  for (const [index, segment] of route.segments.entries()) {
    const part = parts[from + index]!;
    const seen = comparable(part);
    if (segment.startsWith(":")) {
      if (part === "" || route.except.has(seen.replace(/\.data$/, ""))) return false;
      params.push(index);
    } else if (seen !== segment) return false;
  }
  for (const index of params) {
    const part = parts[from + index]!;
    // A page's data request ends in .data: the shape keeps it, so the line still says what was asked.
    parts[from + index] = `${route.segments[index]}${/\.data$/i.test(part) ? ".data" : ""}`;
  }
  return true;
}

/** A path (no query) with the capability segments of the routes above replaced by their names. */
export function redactPath(path: string): string {
  const parts = path.split("/");
  // parts[0] is the empty text before the leading slash.
  const page = LOCALE_SEGMENTS.has(comparable(parts[1] ?? "")) ? 2 : 1;
  for (const route of API) if (redactRoute(parts, 1, route)) return parts.join("/");
  for (const route of PAGES) if (redactRoute(parts, page, route)) return parts.join("/");
  return path;
}

/** A query value that names addresses of the shop (`return=`, the route manifest's `paths=`), redacted. */
function redactValue(value: string): string {
  const paths = value
    .split(",")
    .map((part) => (part.startsWith("/") ? redactUrl(part) : part))
    .join(",");
  return shortenUuids(paths);
}

/**
 * A request URL as a log line may show it: secrets in its query replaced, capability segments of its
 * path (and of the paths its query names) shown as the route's shape, and any other UUID shortened
 * (one the table does not know may still be an order's).
 */
export function redactUrl(url: string): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? "";
  const rest = url.slice(origin.length);
  const queryAt = rest.indexOf("?");
  const path = redactPath(queryAt < 0 ? rest : rest.slice(0, queryAt));
  if (queryAt < 0) return shortenUuids(`${origin}${path}`);
  const query = rest.slice(queryAt + 1);
  const params = [...new URLSearchParams(query).entries()].map(([name, value]) => {
    const safe = SECRET_PARAMS.has(name.toLowerCase()) ? "redacted" : redactValue(value);
    return { name, value, safe };
  });
  // A query with nothing to hide is shown as it came (re-encoding it would change its bytes).
  if (params.every((param) => param.safe === param.value)) return shortenUuids(`${origin}${path}?${query}`);
  const safe = new URLSearchParams(params.map((param) => [param.name, param.safe]));
  return shortenUuids(`${origin}${path}?${safe.toString()}`);
}
