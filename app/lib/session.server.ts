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

/**
 * Whether this request's session look-up (made by the root's loader on every page) found its
 * access_token cookie's session gone: signed out on another device, expired, account deleted. SPEC
 * §4 signs such a browser out; until its cookies are cleared it carries a dead token and its shared
 * pages keep asking who is signed in. False when no look-up was made (no extra query is made for
 * this), when the token came in an Authorization header, and when the look-up failed (the database
 * unavailable: nobody is signed out for that).
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
 * The signed-in hint for a live session whose browser lacks it (a session opened before the hint
 * existed), so its catalog pages name the buyer too; undefined when nothing is to be set.
 */
export async function missingSignedInHint(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<string | undefined> {
  const lookup = lookups.get(context);
  if (!lookup || request.headers.get("authorization")) return undefined;
  if (cookieValue(request.headers.get("cookie"), SIGNED_IN_COOKIE)) return undefined;
  const user = await lookup.catch(() => undefined);
  return user ? signedInHintCookie(true, context.get(requestScope).services.config.production) : undefined;
}
