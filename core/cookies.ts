/** Set once the first-purchase invitation was shown, so it is not shown again. */
export const INVITE_SEEN_COOKIE = "invite_seen";
export const INVITE_SEEN_MAX_AGE_SECONDS = 365 * 86_400;

/**
 * Cookie that tells the page's script a session may be open, without the token: the access token is
 * HttpOnly, and catalog pages come from the page cache naming nobody, so the browser asks
 * GET /auth/session who is signed in only when this says there may be someone (a guest's browser
 * makes no call). It carries no identity: "1", set and cleared with the access token.
 */
export const SIGNED_IN_COOKIE = "signed_in";

/** A first-party cookie on the whole site, SameSite=Lax: the Set-Cookie header's value. */
export function serializeCookie(
  name: string,
  value: string,
  options: { maxAgeSeconds: number; httpOnly?: boolean; secure?: boolean },
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", `Max-Age=${options.maxAgeSeconds}`, "SameSite=Lax"];
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

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

/**
 * The operator console's session, set only after a TOTP code: HttpOnly, SameSite=Strict
 * (no other site can make a console request carry it), Secure over https. It lasts at most 12 hours
 * and ends after 30 minutes unused (core/admin/operators.ts).
 */
export const ADMIN_SESSION_COOKIE = "admin_session";

/** The Set-Cookie header of the admin session; an empty token ends it. */
export function adminSessionSetCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return `${ADMIN_SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${token ? maxAgeSeconds : 0}; SameSite=Strict; HttpOnly${secure ? "; Secure" : ""}`;
}
