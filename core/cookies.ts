import { parseCookie, stringifySetCookie } from "cookie";

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

/**
 * A first-party cookie on the whole site, SameSite=Lax unless said otherwise: the Set-Cookie header's
 * value, written by the `cookie` package (it refuses a name that is not a token). Values are
 * percent-encoded whole, as they always were, so a cookie a browser already holds reads the same.
 */
export function serializeCookie(
  name: string,
  value: string,
  options: { maxAgeSeconds: number; httpOnly?: boolean; secure?: boolean; sameSite?: "lax" | "strict" },
): string {
  return stringifySetCookie(
    {
      name,
      value,
      path: "/",
      maxAge: options.maxAgeSeconds,
      sameSite: options.sameSite ?? "lax",
      httpOnly: options.httpOnly,
      secure: options.secure,
    },
    { encode: encodeURIComponent },
  );
}

/**
 * The value of one cookie in a Cookie header, or undefined; one whose value is empty or not valid
 * percent-encoding counts as absent. Pure: used by the API and the pages.
 */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  return parseCookie(header ?? "", { decode: decodeOrSkip })[name] || undefined;
}

function decodeOrSkip(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * The operator console's session, set only after a TOTP code: HttpOnly, SameSite=Strict
 * (no other site can make a console request carry it), Secure over https. It lasts at most 12 hours
 * and ends after 30 minutes unused (core/admin/operators.ts).
 */
export const ADMIN_SESSION_COOKIE = "admin_session";

/** The Set-Cookie header of the admin session; an empty token ends it. */
export function adminSessionSetCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return serializeCookie(ADMIN_SESSION_COOKIE, token, {
    maxAgeSeconds: token ? maxAgeSeconds : 0,
    sameSite: "strict",
    httpOnly: true,
    secure,
  });
}
