/** An origin no request can have, to resolve a path against and see whether it stays on this site. */
const HERE = "http://here.invalid";

/**
 * A path on this site to return to after signing in; anything else is refused. Only printable
 * ASCII is accepted: browsers drop tabs and newlines from URLs ("/\t/evil.example" becomes
 * "//evil.example", another site) and a Location header cannot carry them. What is left must still
 * resolve to this site.
 */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > 300 || !/^\/[!-~]*$/.test(value)) return fallback;
  if (value.startsWith("//") || value.includes("\\")) return fallback;
  const resolved = new URL(value, HERE);
  if (resolved.origin !== HERE) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
