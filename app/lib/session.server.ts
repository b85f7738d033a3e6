import type { AppLoadContext } from "react-router";
import { accessTokenFromHeaders, accessTokenSetCookie } from "../../core/auth/access-token";
import { authenticate, type SessionUser } from "../../core/auth/sessions";

/** The access token of a request: `Authorization: Bearer` first, then the access_token cookie. */
export function accessTokenOf(request: Request): string | undefined {
  return accessTokenFromHeaders(request.headers.get("authorization"), request.headers.get("cookie"));
}

export function currentUser(request: Request, context: AppLoadContext): Promise<SessionUser | undefined> {
  return authenticate(context.services.sessions, accessTokenOf(request));
}

/** The access_token cookie for a response; an empty token signs the browser out. */
export function accessTokenCookie(token: string, context: AppLoadContext): string {
  return accessTokenSetCookie(token, context.services.config.production);
}
