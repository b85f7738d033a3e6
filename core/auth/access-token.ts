import { createHash, randomBytes } from "node:crypto";
import { cookieValue } from "../cookies";

/** Cookie that carries the access token in browsers (SPEC §9: 365 days, path /). */
export const ACCESS_TOKEN_COOKIE = "access_token";
export const ACCESS_TOKEN_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A new opaque access token: 32 random bytes, URL-safe. */
export function generateAccessToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored only as this hash, so the sessions table cannot be replayed if it leaks. */
export function hashAccessToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The access token a request carries: `Authorization: Bearer <token>` first, then the access_token
 * cookie (SPEC §7). Pure, so the API and the pages read tokens the same way.
 */
export function accessTokenFromHeaders(
  authorization: string | null | undefined,
  cookie: string | null | undefined,
): string | undefined {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  return cookieValue(cookie, ACCESS_TOKEN_COOKIE);
}

/**
 * The Set-Cookie header for the access token (SPEC §9: 365 days, path /; HttpOnly, SameSite=Lax,
 * Secure in production). An empty token expires the cookie.
 */
export function accessTokenSetCookie(token: string, secure: boolean): string {
  const maxAge = token ? ACCESS_TOKEN_MAX_AGE_SECONDS : 0;
  return `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly${secure ? "; Secure" : ""}`;
}
