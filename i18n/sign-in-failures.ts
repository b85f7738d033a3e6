import type { RequestCodeResult, VerifyCodeResult } from "../core/auth/whatsapp-otp";
import type { SignInResult } from "../core/auth/sign-in";
import type { FailureCode } from "../core/failure";
import type { MessageKey } from "./messages/id";

/**
 * The message of each refusal core's use cases return (core/failure.ts), one table per use case: the
 * API answers these codes (adapters/http/api-error.ts gives each its status) and the pages' actions
 * show the same messages, so a buyer reads the same words whichever way they came. Sign-in refusals
 * and order refusals live in two files so a sign-in page ships only the words it can show.
 */
export const WHATSAPP_SEND_MESSAGES = {
  invalidPhone: "auth.phoneInvalid",
  tooManySends: "auth.tooManyCodes",
} as const satisfies Record<FailureCode<RequestCodeResult>, MessageKey>;

export const WHATSAPP_VERIFY_MESSAGES = {
  invalidCode: "auth.codeInvalid",
  expired: "auth.codeExpired",
  tooManyAttempts: "auth.tooManyAttempts",
} as const satisfies Record<FailureCode<VerifyCodeResult>, MessageKey>;

export const SIGN_IN_MESSAGES = {
  identityTaken: "auth.identityTaken",
} as const satisfies Record<FailureCode<SignInResult>, MessageKey>;
