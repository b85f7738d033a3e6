import type { RequestCodeResult, VerifyCodeResult } from "../core/auth/whatsapp-otp";
import type { SignInResult } from "../core/auth/sign-in";
import type { CheckoutError } from "../core/checkout/checkout";
import type { RefundRequestResult, WriteOffResult } from "../core/checkout/order-process";
import type { MessageKey } from "./messages/id";

/**
 * The message of each refusal core's use cases return (core/failure.ts), in one place: the API
 * answers these codes (adapters/http/api-error.ts gives each its status) and the pages' actions show
 * the same messages, so a buyer reads the same words whichever way they came.
 */
type CodeOf<R> = Extract<R, { ok: false }> extends { error: { code: infer C extends string } } ? C : never;

export const WHATSAPP_SEND_MESSAGES = {
  invalidPhone: "auth.phoneInvalid",
  tooManySends: "auth.tooManyCodes",
} as const satisfies Record<CodeOf<RequestCodeResult>, MessageKey>;

export const WHATSAPP_VERIFY_MESSAGES = {
  invalidCode: "auth.codeInvalid",
  expired: "auth.codeExpired",
  tooManyAttempts: "auth.tooManyAttempts",
} as const satisfies Record<CodeOf<VerifyCodeResult>, MessageKey>;

export const SIGN_IN_MESSAGES = {
  identityTaken: "auth.identityTaken",
} as const satisfies Record<CodeOf<SignInResult>, MessageKey>;

export const CHECKOUT_MESSAGES = {
  notFound: "checkout.productNotFound",
  playerNotFound: "checkout.playerNotFound",
  playerNotAllowed: "checkout.playerNotAllowed",
  lookupUnavailable: "checkout.lookupUnavailable",
  promoInvalid: "checkout.promoInvalid",
  paymentMethod: "checkout.paymentMethod",
  methodMinimum: "checkout.methodMinimum",
  contact: "checkout.contact",
  insufficientBalance: "checkout.insufficientBalance",
  idempotencyConflict: "checkout.idempotencyConflict",
} as const satisfies Record<Exclude<CheckoutError["code"], "account" | "purchaseLimit">, MessageKey>;

export const WRITE_OFF_MESSAGES = {
  notFound: "payment.orderNotFound",
  notPayable: "checkout.notPayable",
  paymentOpen: "checkout.paymentOpen",
  methodMinimum: "checkout.writeOffBelowMinimum",
  noPaymentMethod: "checkout.writeOffNeedsMethod",
  insufficientBalance: "checkout.insufficientBalance",
} as const satisfies Record<CodeOf<WriteOffResult>, MessageKey>;

export const REFUND_MESSAGES = {
  notFound: "payment.orderNotFound",
  notRefundable: "refund.notRefundable",
  goldNeedsAccount: "refund.goldNeedsAccount",
  otherMethod: "refund.otherMethod",
} as const satisfies Record<CodeOf<RefundRequestResult>, MessageKey>;
