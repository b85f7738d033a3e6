/**
 * The pages' Content-Security-Policy. Scripts run only from this site, Telegram's login widget, or
 * inline with this answer's nonce (React Router's context and hydration data): an injected
 * `<script>` or `onerror=` does nothing. The browser talks to this site and the card tokenizer only
 * (card numbers go to the provider, never to us), forms post only here, and no other site may frame
 * a page (clickjacking on the payment pages).
 */
export function contentSecurityPolicy(nonce: string, options: { tokenizerUrl: string | undefined }): string {
  // No card-form provider configured: the pages talk to no one but the shop.
  const tokenizer = options.tokenizerUrl ? [new URL(options.tokenizerUrl).origin] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, "https://telegram.org"],
    // Styles come from the built stylesheet; React's style={} attributes (game art) stay allowed.
    "style-src": ["'self'"],
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
