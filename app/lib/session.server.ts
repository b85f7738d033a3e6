import type { RouterContextProvider } from "react-router";
import { accessTokenFromHeaders, accessTokenSetCookie } from "../../core/auth/access-token";
import type { SessionUser } from "../../core/auth/sessions";
import { requestScope } from "../context";

/** The access token of a request: `Authorization: Bearer` first, then the access_token cookie. */
export function accessTokenOf(request: Request): string | undefined {
  return accessTokenFromHeaders(request.headers.get("authorization"), request.headers.get("cookie"));
}

export function currentUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionUser | undefined> {
  return context.get(requestScope).services.auth.currentUser(accessTokenOf(request));
}

/** The access_token cookie for a response; an empty token signs the browser out. */
export function accessTokenCookie(token: string, context: Readonly<RouterContextProvider>): string {
  return accessTokenSetCookie(token, context.get(requestScope).services.config.production);
}
