/**
 * The canonical form of a path for a GET: no trailing slash and no doubled slashes.
 * Returns the URL to redirect to (query kept), or undefined when the URL is already canonical.
 * Collapsing leading slashes matters: "//evil.example/" must never become a Location header that
 * browsers read as another host. A backslash counts as the slash browsers read it as ("/\evil.example/"
 * would otherwise become a Location of "/\evil.example", another host to them).
 */
export function canonicalRedirect(rawUrl: string): string | undefined {
  const queryStart = rawUrl.indexOf("?");
  const path = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const query = queryStart === -1 ? "" : rawUrl.slice(queryStart);
  let canonical = path.replaceAll("\\", "/").replace(/\/{2,}/g, "/");
  if (canonical.length > 1) canonical = canonical.replace(/\/+$/, "");
  if (canonical === "") canonical = "/";
  return canonical === path ? undefined : canonical + query;
}
