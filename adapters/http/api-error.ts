import type { MessageKey } from "../../i18n/messages/id";
import { SIGN_IN_REQUIRED_CODE } from "../../contracts/api-paths";

/**
 * The one HTTP error shape of the API: `{ message, code, fields? }`. `code` is an i18n message key,
 * so clients can translate; `message` is already in the request's language.
 */
export interface ApiErrorBody {
  message: string;
  code: string;
  fields?: Record<string, string>;
}

/**
 * Every error the API answers, and its HTTP status: one code, one status, everywhere. Routes name
 * the code; the status follows from here (one error model).
 */
export const API_ERROR_STATUS = {
  "api.badRequest": 400,
  "api.tooLarge": 413,
  "api.unsupportedType": 415,
  "api.notFound": 404,
  "api.rateLimited": 429,
  "api.tooManyRequests": 429,
  "api.internal": 500,
  "api.unavailable": 503,
  "validation.account": 400,

  "auth.required": 401,
  "auth.telegramInvalid": 401,
  "auth.signInRefused": 401,
  "auth.signInExpired": 400,
  "auth.providerFailed": 502,
  "auth.providerUnavailable": 404,
  "auth.identityTaken": 409,
  "auth.phoneInvalid": 400,
  "auth.tooManyCodes": 429,
  "auth.codeInvalid": 401,
  "auth.codeExpired": 401,
  "auth.tooManyAttempts": 429,

  "checkout.productNotFound": 404,
  "checkout.playerNotFound": 422,
  "checkout.playerNotAllowed": 422,
  "checkout.lookupUnavailable": 409,
  "checkout.promoInvalid": 422,
  "checkout.paymentMethod": 400,
  "checkout.methodMinimum": 422,
  "checkout.contact": 400,
  "checkout.contactRequired": 400,
  "checkout.insufficientBalance": 409,
  "checkout.idempotencyKey": 400,
  "checkout.idempotencyConflict": 422,
  "checkout.firstTopUpRepeat": 409,
  "checkout.cardRequired": 400,
  "checkout.notPayable": 409,
  "checkout.paymentOpen": 409,
  "checkout.providerFailed": 502,
  "checkout.methodUnavailable": 409,
  "checkout.notificationRefused": 403,
  "checkout.writeOffBelowMinimum": 422,
  "checkout.writeOffNeedsMethod": 422,
  "checkout.methodNothingDue": 409,
  "limit.perWindow": 422,
  "limit.maxStackedDays": 422,
  "limit.maxActive": 422,
  "limit.notWhileActive": 422,
  "payment.orderNotFound": 404,
  "findOrder.invalid": 400,
  "findOrder.noMatch": 404,
  "findOrder.tooManyTries": 429,

  "feedback.invalid": 400,
  "notify.failed": 400,
  "feedback.notComplete": 409,
  "feedback.alreadyRated": 409,
  "reviews.invalidPage": 400,
  "saved.invalidGame": 400,
  "saved.notFound": 404,

  "refund.goldNeedsAccount": 403,
  "refund.notRefundable": 409,
  "refund.otherMethod": 409,
  // The console's own refusal (a delivered order not confirmed); the buyer's API never answers it.
  "refund.deliveredUnconfirmed": 400,
  "refund.pendingNeedsAdmin": 403,
  "refund.providerRefused": 502,

  "survey.invalid": 400,
  "survey.alreadyAnswered": 409,
  "survey.notAnswered": 409,
  "survey.voucherUsed": 409,
  "survey.notEligible": 422,
} as const satisfies Partial<Record<MessageKey | "validation.account", number>>;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;
/** Codes whose message is one message key; `validation.account` carries its fields' messages instead. */
export type ApiMessageCode = Exclude<ApiErrorCode, "validation.account">;

// The browser ends its session on this code (contracts/api-paths.ts): it must stay one we answer.
SIGN_IN_REQUIRED_CODE satisfies ApiErrorCode;
