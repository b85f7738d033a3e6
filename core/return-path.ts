/** An origin no request can have, to resolve a path against and see whether it stays on this site. */
const HERE = "http://here.invalid";

/**
 * A slash or backslash written as a percent escape: browsers keep it inside a segment, but a server
 * or proxy that decodes it sees a separator, and "/%2F/evil.example" becomes "//evil.example".
 */
const ENCODED_SEPARATOR = /%(2f|5c)/i;

/**
 * A path on this site to return to after signing in; anything else is refused. Only printable
 * ASCII is accepted: browsers drop tabs and newlines from URLs ("/\t/evil.example" becomes
 * "//evil.example", another site) and a Location header cannot carry them. The path is normalised
 * first, as a browser resolves it (dot segments, "%2e" among them, removed: "/.//evil.example" is
 * "//evil.example"), and only the normalised path is checked and returned, so what is checked is
 * what the browser is sent to.
 */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > 300 || !/^\/[!-~]*$/.test(value)) return fallback;
  // A backslash is a slash to browsers, and "//" starts another host: neither may reach the resolver.
  if (value.startsWith("//") || value.includes("\\")) return fallback;
  const resolved = new URL(value, HERE);
  if (resolved.origin !== HERE) return fallback;
  const normalised = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return isSameSitePath(normalised) ? normalised : fallback;
}

/**
 * A normalised path that leads to this site whoever reads it: one leading slash, never two (nor a
 * slash and a backslash), no backslash anywhere, no encoded separator in the path itself.
 */
function isSameSitePath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0]!;
  return /^\/(?![/\\])/.test(path) && !path.includes("\\") && !ENCODED_SEPARATOR.test(pathname);
}
