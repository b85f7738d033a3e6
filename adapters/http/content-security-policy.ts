import { createHash } from "node:crypto";

/**
 * How the page's own inline scripts (React Router's context and hydration data) and its inline
 * stylesheet (app/root.tsx) are allowed: by this answer's nonce when rendered for one request, by
 * their hashes when the page is served from the anonymous page cache to many (a nonce sent to
 * everyone would be no secret).
 */
export type InlineScripts = { nonce: string } | { hashes: readonly string[]; styleHashes?: readonly string[] };

/**
 * The pages' Content-Security-Policy. Scripts run only from this site, Telegram's login widget, or
 * inline with this answer's nonce or one of its scripts' hashes: an injected `<script>` or
 * `onerror=` does nothing. The browser talks to this site and the card tokenizer only
 * (card numbers go to the provider, never to us), forms post only here, and no other site may frame
 * a page (clickjacking on the payment pages).
 */
export function contentSecurityPolicy(inline: InlineScripts, options: { tokenizerUrl: string | undefined }): string {
  // No card-form provider configured: the pages talk to no one but the shop.
  const tokenizer = options.tokenizerUrl ? [new URL(options.tokenizerUrl).origin] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      ...("nonce" in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes.map((hash) => `'${hash}'`)),
      "https://telegram.org",
    ],
    // Styles come from the built stylesheet, sent inline in the page (its first paint waits for no
    // request) and allowed like the scripts; React's style={} attributes (game art) stay allowed.
    "style-src": [
      "'self'",
      ...("nonce" in inline ? [`'nonce-${inline.nonce}'`] : (inline.styleHashes ?? []).map((hash) => `'${hash}'`)),
    ],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...tokenizer],
    // Telegram's widget draws its button in a frame of its own.
    "frame-src": ["https://oauth.telegram.org"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'none'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** An inline `<script>` without a src: its text is what the browser hashes. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** An inline `<style>`: its text is what the browser hashes. */
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

/** The CSP hashes ('sha256-…') of a page's inline scripts, each once, in order of appearance. */
export function inlineScriptHashes(html: string): string[] {
  return hashesOf(html, INLINE_SCRIPT);
}

/** The CSP hashes of a page's inline stylesheets, each once, in order of appearance. */
export function inlineStyleHashes(html: string): string[] {
  return hashesOf(html, INLINE_STYLE);
}

function hashesOf(html: string, pattern: RegExp): string[] {
  const hashes = new Set<string>();
  for (const [, text] of html.matchAll(pattern)) {
    if (!text) continue;
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
