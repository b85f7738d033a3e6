/** A path on this site to return to after signing in; anything else (another host, junk) is refused. */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\") || value.length > 300)
    return fallback;
  return value;
}
