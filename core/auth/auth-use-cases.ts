import type { Analytics } from "../analytics";
import type { OrderProcess } from "../checkout/order-process";
import type { OrderRepository } from "../checkout/orders";
import type { Wallet } from "../wallet/wallet";
import type { AccountRepository } from "./accounts";
import { deleteAccount } from "./delete-account";
import { authenticate, revokeAccessToken, type SessionRepository, type SessionUser } from "./sessions";
import { signIn, type ExternalIdentity, type IdentityRepository, type SignInResult } from "./sign-in";
import { issueSignInCode, redeemSignInCode, type SignInCodeStore } from "./sign-in-codes";
import {
  requestCode,
  verifyCode,
  type OtpStore,
  type RequestCodeResult,
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
   * Finishes a sign-in with a provider's identity: a new session, for the identity's account or, when
   * the browser is already signed in (`currentToken`), for that account with the identity linked.
   */
  completeSignIn(identity: ExternalIdentity, currentToken: string | undefined): Promise<SignInResult>;
  signOut(token: string | undefined): Promise<void>;
  /** A one-time code that signs another device into this user's account (the `?token=` link). */
  issueDeviceCode(userId: string): Promise<{ code: string; expiresAt: Date }>;
  redeemDeviceCode(code: string): Promise<{ userId: string; accessToken: string } | undefined>;
  /**
   * Sends a sign-in code to a WhatsApp number. The code itself comes back only from the sandbox (test
   * mode, where nothing reaches a phone), for the page to show.
   */
  requestWhatsAppCode(input: {
    phone: string;
    locale: string;
  }): Promise<{ ok: true; phone: string; testCode?: string } | Extract<RequestCodeResult, { ok: false }>>;
  verifyWhatsAppCode(input: { phone: string; code: string }): Promise<VerifyCodeResult>;
  /** Deletes the account's personal data (SPEC §2, /delete-personal) once its open orders are settled. */
  deleteAccount(userId: string): Promise<boolean>;
}

export function createAuthUseCases(deps: {
  sessions: SessionRepository;
  identities: IdentityRepository;
  analytics: Analytics;
  signInCodes: SignInCodeStore;
  whatsapp: { store: OtpStore; messenger: WhatsAppMessenger; sandbox: boolean };
  accounts: AccountRepository;
  wallet: Wallet;
  orders: OrderRepository;
  process: OrderProcess;
}): AuthUseCases {
  return {
    currentUser: (token) => authenticate(deps.sessions, token),
    async completeSignIn(identity, currentToken) {
      const linkTo = (await authenticate(deps.sessions, currentToken))?.id;
      return signIn(deps, identity, { linkTo });
    },
    signOut: (token) => revokeAccessToken(deps.sessions, token),
    issueDeviceCode: (userId) => issueSignInCode(deps.signInCodes, userId),
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
