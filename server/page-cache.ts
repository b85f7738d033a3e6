import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { chooseEncoding } from "../adapters/http/accept-encoding";
import { ACCESS_TOKEN_COOKIE, signedInHintCookie } from "../core/auth/access-token";
import { cookieValue, SIGNED_IN_COOKIE } from "../core/cookies";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A rendered page with its compressed forms, served to every visitor: it names nobody (a signed-in
 * buyer's browser asks GET /auth/session who they are).
 */
export interface CachedPage {
  /** A digest of the bytes and the policy: each form's strong ETag is made from it (representationTag). */
  etag: string;
  /** The policy allowing this page's inline scripts by their hashes (no per-request nonce). */
  csp: string;
  headers: Record<string, string>;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  storedAt: number;
}

export interface PageCache {
  /** Bumped by every clear: a page rendered under an older generation may hold old prices. */
  generation(): number;
  get(key: string, now: number): CachedPage | undefined;
  /** Stores the page unless the cache was cleared since its render began (`generation`). */
  set(key: string, page: CachedPage, generation: number): boolean;
  clear(): void;
  size(): number;
}

/**
 * How long a cached page may be served without an event. Catalog and price changes clear the cache at
 * once (core/catalog/catalog-changes.ts); this bounds what no event announces: a temporary discount
 * starting or ending on its own, new reviews, a giveaway draw (docs/decisions/026-page-cache.md).
 */
export const PAGE_CACHE_TTL_MS = 30_000;
/** About 250 KB per page with its compressed forms: some 60 MB at most. */
export const PAGE_CACHE_MAX_ENTRIES = 250;

export function createPageCache(options: { ttlMs?: number; maxEntries?: number } = {}): PageCache {
  const ttlMs = options.ttlMs ?? PAGE_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? PAGE_CACHE_MAX_ENTRIES;
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const pages = new Map<string, CachedPage>();
  let generation = 0;
  return {
    generation: () => generation,
    get(key, now) {
      const page = pages.get(key);
      if (!page) return undefined;
      pages.delete(key);
      if (now - page.storedAt >= ttlMs) return undefined;
      pages.set(key, page);
      return page;
    },
    set(key, page, renderedUnder) {
      if (renderedUnder !== generation) return false;
      pages.delete(key);
      pages.set(key, page);
      while (pages.size > maxEntries) pages.delete(pages.keys().next().value!);
      return true;
    },
    clear() {
      generation += 1;
      pages.clear();
    },
    size: () => pages.size,
  };
}

/** The page's bytes in every form it is sent in, compressed once for all its visitors. */
export async function cachedPage(
  html: Buffer,
  meta: { csp: string; headers: Record<string, string>; now: number },
): Promise<CachedPage> {
  const [br, gz] = await Promise.all([
    // Measured on a 67 KB game page: quality 5 gives 15.5 KB in about 6 ms, quality 9 15.4 KB in
    // 440 ms and 11 13.7 KB in 220 ms, too slow for every page after every price change.
    brotli(html, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gzipped(html, { level: 6 }),
  ]);
  const digest = createHash("sha256").update(html).update(meta.csp).digest("base64url").slice(0, 27);
  return {
    etag: digest,
    csp: meta.csp,
    headers: meta.headers,
    identity: html,
    br,
    gzip: gz,
    storedAt: meta.now,
  };
}

/**
 * For browsers: always ask again, answered by a 304 while the page is unchanged. For a CDN in front:
 * keep it briefly and serve it stale while fetching it again; it hears no catalog event, so a price
 * change reaches its visitors within s-maxage + stale-while-revalidate.
 */
export const CACHED_PAGE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=30";

/**
 * The strong ETag of one form of the page: the three forms are different bytes, so each has its own
 * tag (a cache in front may keep them side by side, and a range request must not mix them).
 */
export function representationTag(digest: string, encoding: "br" | "gzip" | undefined): string {
  return encoding === "br" ? `"${digest}-br"` : encoding === "gzip" ? `"${digest}-gz"` : `"${digest}"`;
}

/**
 * Whether the visitor holds the very form this request would get (If-None-Match, compared weakly as
 * RFC 9110 asks for it). A copy in another encoding is other bytes: the 304 would hand it this form's
 * tag, so it gets the page anew.
 */
function holdsTag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((part) => {
    const held = part.trim();
    return held === "*" || held.replace(/^W\//, "") === tag;
  });
}

/**
 * Whether a browser holds a session cookie but not the signed-in hint (a session opened before the
 * hint existed): without it the page's script would not ask who is signed in.
 */
function lacksSignedInHint(request: FastifyRequest): boolean {
  const cookies = request.headers.cookie;
  return (
    cookieValue(cookies, ACCESS_TOKEN_COOKIE) !== undefined && cookieValue(cookies, SIGNED_IN_COOKIE) === undefined
  );
}

/**
 * Sends a cached page, or 304 when the visitor's copy is this one. A browser with a session but no
 * signed-in hint gets the hint with it; the hint proves nothing (the session call clears it when the
 * session is gone), so no session is looked up here.
 */
export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  state: "hit" | "miss",
  options: { secureCookies: boolean },
): FastifyReply {
  reply.headers(page.headers);
  if (lacksSignedInHint(request)) reply.header("Set-Cookie", signedInHintCookie(true, options.secureCookies));
  // An answer that sets a cookie for this visitor (the hint, a landing link's attribution) is the
  // same page, but no shared cache may hand its cookie to the next visitors.
  if (reply.hasHeader("set-cookie")) reply.header("Cache-Control", "private, no-cache");
  reply.header("X-Page-Cache", state);
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  const tag = representationTag(page.etag, encoding);
  reply.header("ETag", tag);
  if (holdsTag(request.headers["if-none-match"], tag)) return reply.code(304).send();
  reply.header("Content-Security-Policy", page.csp);
  if (encoding) reply.header("Content-Encoding", encoding);
  return reply.code(200).send(encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity);
}
