import type { Analytics } from "../analytics";
import { failure, type Failure } from "../failure";
import { ACCESS_TOKEN_MAX_AGE_SECONDS, generateAccessToken, hashAccessToken } from "./access-token";

export const IDENTITY_PROVIDERS = ["test", "google", "facebook", "telegram", "whatsapp"] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

/** How a session was opened: a provider's sign-in, or a one-time sign-in link (which proves no one). */
export type SessionOpener = IdentityProvider | "link";

/** Who a provider says the person is. `subject` is the provider's stable id for them. */
export interface ExternalIdentity {
  provider: IdentityProvider;
  subject: string;
  displayName: string | null;
  email: string | null;
}

export interface LinkedIdentity {
  provider: IdentityProvider;
  displayName: string | null;
  email: string | null;
  createdAt: Date;
}

/** Port: users' sign-in identities and their sessions. */
export interface IdentityRepository {
  /**
   * The user of an identity, creating user and identity together when it is new; with `linkTo`,
   * attaches a new identity to that user. `conflict` when the identity belongs to another user.
   */
  resolve(identity: ExternalIdentity, linkTo?: string): Promise<{ userId: string } | { conflict: true }>;
  /** A new session; `openedBy` says how (core/auth/link-request.ts: only a provider's sign-in proves the owner). */
  createSession(userId: string, tokenHash: string, expiresAt: Date, openedBy: SessionOpener): Promise<void>;
  list(userId: string): Promise<LinkedIdentity[]>;
}

export type SignInResult = { ok: true; userId: string; accessToken: string } | Failure<"identityTaken">;

/**
 * Signs a person in with a verified identity (or, with `linkTo`, links it to that user) and opens a
 * session: a new random access token, stored only as its hash, valid as long as its cookie.
 */
export async function signIn(
  deps: { identities: IdentityRepository; analytics: Analytics },
  identity: ExternalIdentity,
  options: { linkTo?: string; now?: Date } = {},
): Promise<SignInResult> {
  const repository = deps.identities;
  const resolved = await repository.resolve(identity, options.linkTo);
  if ("conflict" in resolved) return failure("identityTaken");
  const accessToken = generateAccessToken();
  const expiresAt = new Date((options.now ?? new Date()).getTime() + ACCESS_TOKEN_MAX_AGE_SECONDS * 1000);
  await repository.createSession(resolved.userId, hashAccessToken(accessToken), expiresAt, identity.provider);
  // The login goal. Analytics being down never stops a sign-in.
  await deps.analytics.goal("login", { method: identity.provider }).catch(() => undefined);
  return { ok: true, userId: resolved.userId, accessToken };
}
