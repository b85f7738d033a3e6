import { hashAccessToken } from "./access-token";

export interface SessionUser {
  id: string;
  displayName: string | null;
  email: string | null;
}

/** Port: where sessions are kept. */
export interface SessionRepository {
  /** The user of a session that is neither revoked nor expired at `now`, by token hash. */
  findActiveUser(tokenHash: string, now: Date): Promise<SessionUser | undefined>;
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

/** Signs a token out everywhere it is used: it no longer authenticates anything. */
export async function revokeAccessToken(
  sessions: SessionRepository,
  token: string | undefined,
  now: Date = new Date(),
): Promise<void> {
  if (token && TOKEN_SHAPE.test(token)) await sessions.revoke(hashAccessToken(token), now);
}
