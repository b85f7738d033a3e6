import type { SessionFacts } from "./link-request";
import { hashAccessToken } from "./access-token";

export interface SessionUser {
  id: string;
  displayName: string | null;
  email: string | null;
}

/** A live session: its user, and how and when it was opened. */
export interface ActiveSession extends SessionFacts {
  user: SessionUser;
}

/** Port: where sessions are kept. */
export interface SessionRepository {
  /** The user of a session that is neither revoked nor expired at `now`, by token hash. */
  findActiveUser(tokenHash: string, now: Date): Promise<SessionUser | undefined>;
  /** The same session with how it was opened (sign-in and linking decide by it). */
  findActive(tokenHash: string, now: Date): Promise<ActiveSession | undefined>;
  /** Notes that the session's owner asked to link another method (core/auth/link-request.ts). */
  requestLink(tokenHash: string, now: Date): Promise<void>;
  /** Ends a session at once (logout). */
  revoke(tokenHash: string, now: Date): Promise<void>;
}

/** Tokens are base64url of 32 bytes; anything else cannot be ours and is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

/** The signed-in user for an access token, or undefined for a missing, malformed, expired or revoked one. */
export async function authenticate(
  sessions: SessionRepository,
  token: string | undefined,
  now: Date = new Date(),
): Promise<SessionUser | undefined> {
  if (!token || !TOKEN_SHAPE.test(token)) return undefined;
  return sessions.findActiveUser(hashAccessToken(token), now);
}

/** The live session of an access token, with how it was opened. */
export async function activeSession(
  sessions: SessionRepository,
  token: string | undefined,
  now: Date = new Date(),
): Promise<ActiveSession | undefined> {
  if (!token || !TOKEN_SHAPE.test(token)) return undefined;
  return sessions.findActive(hashAccessToken(token), now);
}

/** Signs a token out everywhere it is used: it no longer authenticates anything. */
export async function revokeAccessToken(
  sessions: SessionRepository,
  token: string | undefined,
  now: Date = new Date(),
): Promise<void> {
  if (token && TOKEN_SHAPE.test(token)) await sessions.revoke(hashAccessToken(token), now);
}
