/** Set once the first-purchase invitation was shown, so it is not shown again (issue 12). */
export const INVITE_SEEN_COOKIE = "invite_seen";
export const INVITE_SEEN_MAX_AGE_SECONDS = 365 * 86_400;

/** The value of one cookie in a Cookie header, or undefined. Pure: used by the API and the pages. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim()) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
