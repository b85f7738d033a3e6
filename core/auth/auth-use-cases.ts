import type { Analytics } from "../analytics";
import { failure, type Failure } from "../failure";
import type { Locale } from "../locales";
import type { AccountRepository } from "./accounts";
import { deleteAccount, type DeleteAccountResult } from "./delete-account";
import { hashAccessToken } from "./access-token";
import { linkRequested, mayRequestLink } from "./link-request";
import { maskedIdentityLabel } from "./masked-identity";
import { activeSession, authenticate, revokeAccessToken, type SessionRepository, type SessionUser } from "./sessions";
import {
  signIn,
  type ExternalIdentity,
  type IdentityProvider,
  type IdentityRepository,
  type SignInResult,
} from "./sign-in";
import {
  issueSignInCode,
  peekSignInCode,
  redeemSignInCode,
  type RedeemCodeResult,
  type SignInCodeStore,
} from "./sign-in-codes";

/** A sign-in method as shown to someone who may not own the account. */
export interface MaskedMethod {
  provider: IdentityProvider;
  label: string;
}
import {
  requestCode,
  verifyCode,
  type OtpStore,
  type RequestCodeRefusal,
  type VerifyCodeResult,
  type WhatsAppMessenger,
} from "./whatsapp-otp";

/**
 * Signing in and out and the account's own use cases, bound to their stores once (server/wiring.ts),
 * so pages and API routes call the same operations without assembling their dependencies.
 */
export interface AuthUseCases {
  /** The signed-in user of an access token (undefined: missing, malformed, expired or revoked). */
  currentUser(token: string | undefined): Promise<SessionUser | undefined>;
  /**
   * Finishes a sign-in with a provider's identity: a new session for the identity's account, which
   * replaces the browser's session (`currentToken`). Only when that session's owner asked to link a
   * method (requestLink) is the identity linked to their account instead (decision 031).
   */
  completeSignIn(identity: ExternalIdentity, currentToken: string | undefined): Promise<SignInResult>;
  /**
   * The signed-in owner asks to link another method: the next sign-in in this session, within ten
   * minutes, links it. Refused with "signInAgain" when the session is not one they opened themselves
   * just now, "signedOut" without a session.
   */
  requestLink(token: string | undefined): Promise<{ ok: true } | Failure<"signInAgain" | "signedOut">>;
  /** Whether a sign-in in this session now links its method to the account (pages say "Link"). */
  linkPending(token: string | undefined): Promise<boolean>;
  signOut(token: string | undefined): Promise<void>;
  /** A one-time code that signs another device into this user's account (the `?token=` link). */
  issueDeviceCode(userId: string): Promise<{ code: string; expiresAt: Date }>;
  /** Whose account a code signs into, as its page shows before asking (masked labels); undefined when spent. */
  previewDeviceCode(code: string): Promise<{ name: string | null; methods: MaskedMethod[] } | undefined>;
  /** Signs this browser in with a code (a session of its own); "spent" for an unknown, used or expired one. */
  redeemDeviceCode(code: string): Promise<RedeemCodeResult>;
  /**
   * Sends a sign-in code to a WhatsApp number. The code itself comes back only from the sandbox (test
   * mode, where nothing reaches a phone), for the page to show.
   */
  requestWhatsAppCode(input: {
    phone: string;
    locale: Locale;
  }): Promise<{ ok: true; phone: string; testCode?: string } | RequestCodeRefusal>;
  /** The locale is the page's, as when the code was requested: its market reads a local number. */
  verifyWhatsAppCode(input: { phone: string; code: string; locale: Locale }): Promise<VerifyCodeResult>;
  /** Deletes the account's personal data (/delete-personal) once its open orders are settled. */
  deleteAccount(userId: string): Promise<DeleteAccountResult>;
}

export function createAuthUseCases(deps: {
  sessions: SessionRepository;
  identities: IdentityRepository;
  analytics: Analytics;
  signInCodes: SignInCodeStore;
  whatsapp: { store: OtpStore; messenger: WhatsAppMessenger; sandbox: boolean };
  accounts: AccountRepository;
}): AuthUseCases {
  return {
    currentUser: (token) => authenticate(deps.sessions, token),
    async completeSignIn(identity, currentToken) {
      const now = new Date();
      const current = await activeSession(deps.sessions, currentToken, now);
      const linkTo = current && linkRequested(current, now) ? current.user.id : undefined;
      const result = await signIn(deps, identity, { linkTo, now });
      // The browser moves to the new session; the one it had ends, its link request with it.
      if (result.ok && current) await revokeAccessToken(deps.sessions, currentToken, now);
      return result;
    },
    async requestLink(token) {
      const now = new Date();
      const current = await activeSession(deps.sessions, token, now);
      if (!current || !token) return failure("signedOut");
      if (!mayRequestLink(current, now)) return failure("signInAgain");
      await deps.sessions.requestLink(hashAccessToken(token), now);
      return { ok: true };
    },
    async linkPending(token) {
      const now = new Date();
      const current = await activeSession(deps.sessions, token, now);
      return Boolean(current && linkRequested(current, now));
    },
    signOut: (token) => revokeAccessToken(deps.sessions, token),
    issueDeviceCode: (userId) => issueSignInCode(deps.signInCodes, userId),
    async previewDeviceCode(code) {
      const account = await peekSignInCode(deps.signInCodes, code);
      if (!account) return undefined;
      const methods = await deps.identities.list(account.userId);
      return {
        name: account.displayName,
        methods: methods.map((method) => ({ provider: method.provider, label: maskedIdentityLabel(method) })),
      };
    },
    redeemDeviceCode: (code) => redeemSignInCode(deps, code),
    async requestWhatsAppCode(input) {
      const result = await requestCode(deps.whatsapp, input);
      if (!result.ok) return result;
      return { ok: true, phone: result.phone, ...(deps.whatsapp.sandbox ? { testCode: result.code } : {}) };
    },
    verifyWhatsAppCode: (input) => verifyCode(deps.whatsapp.store, input),
    deleteAccount: (userId) => deleteAccount(deps, userId),
  };
}
