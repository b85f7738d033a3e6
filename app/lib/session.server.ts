import type { RouterContextProvider } from "react-router";
import {
  ACCESS_TOKEN_COOKIE,
  accessTokenFromHeaders,
  accessTokenSetCookies,
  signedInHintCookie,
} from "../../core/auth/access-token";
import { cookieValue, SIGNED_IN_COOKIE } from "../../core/cookies";
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

/** Whether an answer already sets the access_token cookie (a sign-in or a sign-out). */
export function setsAccessToken(response: Response): boolean {
  return response.headers.getSetCookie().some((cookie) => cookie.startsWith(`${ACCESS_TOKEN_COOKIE}=`));
}

/** The access_token cookie and its signed-in hint for a response; an empty token signs the browser out. */
export function accessTokenCookies(token: string, context: Readonly<RouterContextProvider>): string[] {
  return accessTokenSetCookies(token, context.get(requestScope).services.config.production);
}

/** Headers that set the given cookies, for a redirect or a data answer. */
export function cookieHeaders(cookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/**
 * The cookies this request's session look-up (made by the root's loader on every personal page; no
 * look-up is made for this) says to set: both cleared when the access_token cookie's session is
 * gone (signed out on another device, expired, account deleted: such a browser is signed out),
 * the signed-in hint when a live session's browser lacks it (opened before the hint existed). None
 * for a Bearer token, without a look-up, or when it failed (the database unavailable: nobody is
 * signed out for that).
 */
export async function sessionCookieRepairs(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<string[]> {
  const lookup = lookups.get(context);
  const cookies = request.headers.get("cookie");
  if (!lookup || request.headers.get("authorization") || !cookieValue(cookies, ACCESS_TOKEN_COOKIE)) return [];
  const user = await lookup.catch(() => null);
  if (user === null) return [];
  if (user === undefined) return accessTokenCookies("", context);
  if (cookieValue(cookies, SIGNED_IN_COOKIE)) return [];
  return [signedInHintCookie(true, context.get(requestScope).services.config.production)];
}
