import type { CheckoutError } from "../core/orders/checkout";
import type { MethodChangeResult, WriteOffResult } from "../core/orders/order-process";
import type { PayResult } from "../core/orders/payment-flow";
import type { FailureCode } from "../core/failure";
import type { MessageKey } from "./messages/id";

/**
 * The message of each refusal core's use cases return (core/failure.ts), one table per use case: the
 * API answers these codes (adapters/http/api-error.ts gives each its status) and the pages' actions
 * show the same messages, so a buyer reads the same words whichever way they came. Sign-in refusals
 * and order refusals live in two files so a sign-in page ships only the words it can show.
 */
export const CHECKOUT_MESSAGES = {
  notFound: "checkout.productNotFound",
  playerNotFound: "checkout.playerNotFound",
  playerNotAllowed: "checkout.playerNotAllowed",
  lookupUnavailable: "checkout.lookupUnavailable",
  promoInvalid: "checkout.promoInvalid",
  paymentMethod: "checkout.paymentMethod",
  methodMinimum: "checkout.methodMinimum",
  contact: "checkout.contact",
  contactRequired: "checkout.contactRequired",
  insufficientBalance: "checkout.insufficientBalance",
  idempotencyConflict: "checkout.idempotencyConflict",
  firstTopUpRepeat: "checkout.firstTopUpRepeat",
  accountClosed: "auth.required",
} as const satisfies Record<Exclude<FailureCode<CheckoutError>, "account" | "purchaseLimit">, MessageKey>;

export const PAY_MESSAGES = {
  notFound: "payment.orderNotFound",
  notPayable: "checkout.notPayable",
  tokenRequired: "checkout.cardRequired",
  providerError: "checkout.providerFailed",
  methodUnavailable: "checkout.methodUnavailable",
} as const satisfies Record<FailureCode<PayResult>, MessageKey>;

export const WRITE_OFF_MESSAGES = {
  notFound: "payment.orderNotFound",
  notPayable: "checkout.notPayable",
  paymentOpen: "checkout.paymentOpen",
  methodMinimum: "checkout.writeOffBelowMinimum",
  noPaymentMethod: "checkout.writeOffNeedsMethod",
  insufficientBalance: "checkout.insufficientBalance",
} as const satisfies Record<FailureCode<WriteOffResult>, MessageKey>;

export const METHOD_CHANGE_MESSAGES = {
  notFound: "payment.orderNotFound",
  notPayable: "checkout.notPayable",
  paymentOpen: "checkout.paymentOpen",
  nothingDue: "checkout.methodNothingDue",
  unknownMethod: "checkout.paymentMethod",
  methodMinimum: "checkout.methodMinimum",
} as const satisfies Record<FailureCode<MethodChangeResult>, MessageKey>;
