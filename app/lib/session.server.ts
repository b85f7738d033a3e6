import type { RouterContextProvider } from "react-router";
import { ACCESS_TOKEN_COOKIE, accessTokenFromHeaders, accessTokenSetCookie } from "../../core/auth/access-token";
import { cookieValue } from "../../core/cookies";
import type { SessionUser } from "../../core/auth/sessions";
import { requestScope } from "../context";

/** The access token of a request: `Authorization: Bearer` first, then the access_token cookie. */
export function accessTokenOf(request: Request): string | undefined {
  return accessTokenFromHeaders(request.headers.get("authorization"), request.headers.get("cookie"));
}

/** One look-up per request: the root's loader and its middleware ask the same question. */
const lookups = new WeakMap<Readonly<RouterContextProvider>, Promise<SessionUser | undefined>>();

export function currentUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionUser | undefined> {
  let lookup = lookups.get(context);
  if (!lookup) {
    lookup = context.get(requestScope).services.auth.currentUser(accessTokenOf(request));
    lookups.set(context, lookup);
  }
  return lookup;
}

/**
 * Whether this request's session look-up (made by the root's loader on every page) found its
 * access_token cookie's session gone: signed out on another device, expired, account deleted. SPEC
 * §4 signs such a browser out; until its cookie is cleared, every catalog page would be rendered for
 * it alone instead of coming from the page cache. False when no look-up was made (no extra query is
 * made for this), when the token came in an Authorization header, and when the look-up failed (the
 * database unavailable: nobody is signed out for that).
 */
export async function holdsEndedSession(request: Request, context: Readonly<RouterContextProvider>): Promise<boolean> {
  const lookup = lookups.get(context);
  if (!lookup || request.headers.get("authorization")) return false;
  if (!cookieValue(request.headers.get("cookie"), ACCESS_TOKEN_COOKIE)) return false;
  return lookup.then(
    (user) => user === undefined,
    () => false,
  );
}

/** Whether an answer already sets the access_token cookie (a sign-in or a sign-out). */
export function setsAccessToken(response: Response): boolean {
  return response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${ACCESS_TOKEN_COOKIE}=`));
}

/** The access_token cookie for a response; an empty token signs the browser out. */
export function accessTokenCookie(token: string, context: Readonly<RouterContextProvider>): string {
  return accessTokenSetCookie(token, context.get(requestScope).services.config.production);
}
