import { randomBytes } from "node:crypto";
import { failure, type Failure } from "../failure";
import { ACCESS_TOKEN_MAX_AGE_SECONDS, generateAccessToken, hashAccessToken } from "./access-token";
import type { IdentityRepository } from "./sign-in";

/**
 * One-time sign-in codes: how a signed-in buyer opens the same account on another device (the
 * `?token=` link). The link never carries a session's access token: a code is good for ten
 * minutes and one use, is stored only as its hash, and opens a session of its own, so that a link
 * copied into a chat or a log cannot be replayed later, and revoking it touches no other device.
 */
export const SIGN_IN_CODE_TTL_SECONDS = 600;

/** Port: where codes wait. */
export interface SignInCodeStore {
  save(codeHash: string, userId: string, expiresAt: Date): Promise<void>;
  /** Marks a code used and returns its user: once, and only while it is unexpired. */
  consume(codeHash: string, now: Date): Promise<string | undefined>;
  /** The user an unused, unexpired code would sign in (and their name), without using it. */
  peek(codeHash: string, now: Date): Promise<{ userId: string; displayName: string | null } | undefined>;
  /** Forgets codes that expired before `before`. */
  prune(before: Date): Promise<void>;
}

const CODE_SHAPE = /^[A-Za-z0-9_-]{40,64}$/;

export async function issueSignInCode(
  store: SignInCodeStore,
  userId: string,
  now: Date = new Date(),
): Promise<{ code: string; expiresAt: Date }> {
  const code = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_TTL_SECONDS * 1000);
  await store.save(hashAccessToken(code), userId, expiresAt);
  return { code, expiresAt };
}

/** The user a code would sign in (for the page that asks before it does), without using the code. */
export async function peekSignInCode(
  store: SignInCodeStore,
  code: string,
  now: Date = new Date(),
): Promise<{ userId: string; displayName: string | null } | undefined> {
  return CODE_SHAPE.test(code) ? store.peek(hashAccessToken(code), now) : undefined;
}

/** "spent": the code is unknown, used, expired or malformed, and opens nothing. */
export type RedeemCodeResult = { ok: true; userId: string; accessToken: string } | Failure<"spent">;

/** A new session for the code's user. */
export async function redeemSignInCode(
  deps: { signInCodes: SignInCodeStore; identities: Pick<IdentityRepository, "createSession"> },
  code: string,
  now: Date = new Date(),
): Promise<RedeemCodeResult> {
  if (!CODE_SHAPE.test(code)) return failure("spent");
  const userId = await deps.signInCodes.consume(hashAccessToken(code), now);
  if (!userId) return failure("spent");
  const accessToken = generateAccessToken();
  await deps.identities.createSession(
    userId,
    hashAccessToken(accessToken),
    new Date(now.getTime() + ACCESS_TOKEN_MAX_AGE_SECONDS * 1000),
    "link",
  );
  return { ok: true, userId, accessToken };
}
