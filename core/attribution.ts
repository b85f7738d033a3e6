import { serializeCookie } from "./cookies";

/**
 * The attribution cookie: which campaign or partner brought a buyer, kept for 30 days,
 * or 90 days when the link carries the designated partner parameter, and stored on the orders placed
 * meanwhile. It is set only when a link arrives with a utm source or a partner parameter; a later
 * such link replaces it (last click), a visit without them leaves it alone.
 * docs/decisions/012-attribution.md records the parameter names.
 */
export const ATTRIBUTION_COOKIE = "attribution";
export const ATTRIBUTION_DAYS = 30;
export const PARTNER_ATTRIBUTION_DAYS = 90;
/** The designated partner parameter: a contracted partner's id, credited for 90 days. */
export const LONG_PARTNER_PARAM = "partner_id";
/** Other partner parameters (an affiliate's referral code, an ad network's click id): 30 days. */
export const PARTNER_PARAMS = [LONG_PARTNER_PARAM, "ref", "click_id"] as const;
const UTM_PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term"] as const;

type AttributionParam = (typeof UTM_PARAMS)[number] | (typeof PARTNER_PARAMS)[number];

export interface Attribution {
  /** The parameters that came with the link, each at most 100 characters. */
  params: Partial<Record<AttributionParam, string>>;
  /** When the link was opened (ISO 8601). */
  landedAt: string;
}

const KNOWN: readonly string[] = [...UTM_PARAMS, ...PARTNER_PARAMS];
const MAX_VALUE_LENGTH = 100;
// Printable characters only: the value travels in a cookie and into reports.
const SAFE_VALUE = /^[\p{L}\p{N} ._~:/@+=-]{1,100}$/u;

function cleanParams(entries: Iterable<[string, unknown]>): Attribution["params"] {
  const params: Attribution["params"] = {};
  for (const [name, raw] of entries) {
    if (!KNOWN.includes(name) || typeof raw !== "string") continue;
    const value = raw.trim().slice(0, MAX_VALUE_LENGTH);
    if (SAFE_VALUE.test(value)) params[name as AttributionParam] = value;
  }
  return params;
}

function counts(params: Attribution["params"]): boolean {
  return params.utm_source !== undefined || PARTNER_PARAMS.some((name) => params[name] !== undefined);
}

/**
 * The cookie a landing URL sets, with its lifetime, or undefined when the URL carries neither a
 * utm source nor a partner parameter (then the cookie already held, if any, stays).
 */
export function attributionFromUrl(
  search: URLSearchParams,
  now: Date,
): { attribution: Attribution; maxAgeSeconds: number } | undefined {
  const params = cleanParams(search.entries());
  if (!counts(params)) return undefined;
  const days = params[LONG_PARTNER_PARAM] !== undefined ? PARTNER_ATTRIBUTION_DAYS : ATTRIBUTION_DAYS;
  return { attribution: { params, landedAt: now.toISOString() }, maxAgeSeconds: days * 86_400 };
}

export function encodeAttribution(attribution: Attribution): string {
  return JSON.stringify(attribution);
}

/** The Set-Cookie header a landing URL's attribution goes out in (HttpOnly: only the server reads it). */
export function attributionSetCookie(
  set: { attribution: Attribution; maxAgeSeconds: number },
  secure: boolean,
): string {
  return serializeCookie(ATTRIBUTION_COOKIE, encodeAttribution(set.attribution), {
    maxAgeSeconds: set.maxAgeSeconds,
    httpOnly: true,
    secure,
  });
}

/**
 * The click ids ad networks add to the links they send (Meta, Google, Microsoft, TikTok, Yandex,
 * Instagram). The shop neither shows nor stores them.
 */
const CLICK_ID_PARAMS = ["fbclid", "gclid", "gbraid", "wbraid", "msclkid", "ttclid", "yclid", "igshid"];

/**
 * The parameters a landing link carries for attribution, the shop's or an ad network's. None of them
 * changes what a page shows: the server sets the attribution cookie from them and renders, or serves
 * from the page cache, the page of the address without them, and the browser drops them from its
 * address bar before the page hydrates (app/entry.client.tsx). So a campaign's visitors on a sale day
 * get the cached page, not a render each (docs/decisions/026-page-cache.md).
 */
const LANDING_PARAMS: ReadonlySet<string> = new Set([...KNOWN, ...CLICK_ID_PARAMS]);

function paramName(pair: string): string {
  const raw = pair.split("=", 1)[0]!.replace(/\+/g, " ");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A path and query without the landing parameters; every other parameter keeps its place and its
 * spelling, and a query left empty goes with its "?".
 */
export function withoutLandingParams(pathAndQuery: string): string {
  const mark = pathAndQuery.indexOf("?");
  if (mark === -1) return pathAndQuery;
  const pairs = pathAndQuery.slice(mark + 1).split("&");
  const kept = pairs.filter((pair) => !LANDING_PARAMS.has(paramName(pair)));
  if (kept.length === pairs.length) return pathAndQuery;
  const rest = kept.filter((pair) => pair !== "");
  const path = pathAndQuery.slice(0, mark);
  return rest.length > 0 ? `${path}?${rest.join("&")}` : path;
}

/**
 * The attribution a request's cookie holds, or null: anything a browser sends is checked again
 * (known parameters, safe values, a real date), so an order stores only what the shop itself set.
 */
export function parseAttribution(cookie: string | undefined): Attribution | null {
  if (!cookie || cookie.length > 2_000) return null;
  let value: unknown;
  try {
    value = JSON.parse(cookie);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { params, landedAt } = value as { params?: unknown; landedAt?: unknown };
  if (typeof params !== "object" || params === null || typeof landedAt !== "string") return null;
  const landed = new Date(landedAt);
  if (Number.isNaN(landed.getTime())) return null;
  const clean = cleanParams(Object.entries(params));
  return counts(clean) ? { params: clean, landedAt: landed.toISOString() } : null;
}
