import { isbot } from "isbot";
import { ADMIN_SESSION_COOKIE, cookieValue } from "../../core/cookies";
import { DEFAULT_LOCALE, homeRedirectLocale, LOCALE_COOKIE, splitLocalePath } from "../../core/locales";
import { HIDE_SUPPORT_COOKIE } from "../../core/support/hide-support";

/**
 * Cookies that change what any page shows its visitor: an operator's console session and the hidden
 * support widget. A request carrying either is rendered for itself (docs/decisions/026-page-cache.md).
 * A buyer's session (access_token) is not among them: a catalog page is rendered as for a guest and
 * the browser asks GET /auth/session who is signed in, so signed-in buyers share the cached pages on
 * a sale day too. Nor is the chosen language: it changes one page only (see pageCacheKey).
 */
const PERSONAL_COOKIES = [ADMIN_SESSION_COOKIE, HIDE_SUPPORT_COOKIE] as const;

/** Catalog, legal and landing paths (without the locale prefix); everything else is never cached. */
const LEGAL = /^\/(about|privacy|user-toc|website-toc)$/;
const LANDING = /^\/the-golden-era-of-[a-z0-9-]+$/;
const GAME = /^\/([a-z0-9-]+)(\/form)?$/;
/** First path segments that are not games: personal, operator, sign-in and lookup pages. */
const NOT_GAMES = new Set([
  "account",
  "admin",
  "auth",
  "backend",
  "builds",
  "assets",
  "card-payment",
  "delete-personal",
  "find-order",
  "thank",
]);

export interface PageRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
}

const header = (request: PageRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
};

function cacheablePath(path: string): boolean {
  if (path === "/" || LEGAL.test(path) || LANDING.test(path)) return true;
  const game = GAME.exec(path);
  return game !== null && !NOT_GAMES.has(game[1]!);
}

/**
 * The key under which this request's page may be served from, and stored in, the anonymous page
 * cache; undefined when it must be rendered for this request. Only a GET of a catalog, legal or
 * landing page without a query (a query may set cookies or pick a product), by a visitor without a
 * personal cookie or a Bearer token. The locale is part of the path, so the path is the key: the
 * browser's languages change nothing the server renders (the home page's offer of another
 * language is the browser's own, decision 033).
 */
export function pageCacheKey(request: PageRequest): string | undefined {
  if (request.method !== "GET") return undefined;
  const url = request.url;
  if (url.includes("?") || url.includes("#") || url.includes("//")) return undefined;
  if (header(request, "authorization") !== undefined) return undefined;
  const cookies = header(request, "cookie");
  if (cookies && PERSONAL_COOKIES.some((name) => cookieValue(cookies, name) !== undefined)) return undefined;
  const { locale, path } = splitLocalePath(url);
  if (!cacheablePath(path)) return undefined;
  // A chosen language changes one page: the unprefixed home, which sends the visitor to it. Every
  // other page is the same whatever the cookie says (the offer of a language reads it in the browser).
  const chosen = cookieValue(cookies, LOCALE_COOKIE);
  if (
    path === "/" &&
    locale === DEFAULT_LOCALE &&
    homeRedirectLocale({ cookieLocale: chosen, isBot: isbot(header(request, "user-agent") ?? "") })
  )
    return undefined;
  return url;
}

/**
 * What a shared cache (a CDN) must key a cached page by besides its URL: the encoding and the
 * cookies (a hidden widget or a chosen language make another page). Never the visitor's languages:
 * every browser gets the same page.
 */
export const PAGE_CACHE_VARY = "Accept-Encoding, Cookie";
