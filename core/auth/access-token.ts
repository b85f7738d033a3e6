import { createHash, randomBytes } from "node:crypto";
import { cookieValue, serializeCookie, SIGNED_IN_COOKIE } from "../cookies";

/** Cookie that carries the access token in browsers (365 days, path /). */
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
 * cookie. Pure, so the API and the pages read tokens the same way.
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
 * The Set-Cookie headers for the access token (365 days, path /; HttpOnly, SameSite=Lax,
 * Secure in production) and its signed-in hint. An empty token expires both.
 */
export function accessTokenSetCookies(token: string, secure: boolean): string[] {
  const maxAgeSeconds = token ? ACCESS_TOKEN_MAX_AGE_SECONDS : 0;
  return [
    serializeCookie(ACCESS_TOKEN_COOKIE, token, { maxAgeSeconds, httpOnly: true, secure }),
    signedInHintCookie(Boolean(token), secure),
  ];
}

/** The signed-in hint alone (a session opened before the hint existed gets it on its next page). */
export function signedInHintCookie(signedIn: boolean, secure: boolean): string {
  const maxAgeSeconds = signedIn ? ACCESS_TOKEN_MAX_AGE_SECONDS : 0;
  return serializeCookie(SIGNED_IN_COOKIE, signedIn ? "1" : "", { maxAgeSeconds, secure });
}
