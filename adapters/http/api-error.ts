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
  "feedback.notComplete": 409,
  "feedback.alreadyRated": 409,
  "reviews.invalidPage": 400,

  "refund.goldNeedsAccount": 403,
  "refund.notRefundable": 409,
  "refund.otherMethod": 409,
  "refund.providerRefused": 502,

  "survey.invalid": 400,
  "survey.alreadyAnswered": 409,
  "survey.notAnswered": 409,
  "survey.voucherUsed": 409,
  "survey.notEligible": 422,

  // The operator console: 401 is its own code, so a buyer's browser does not end the shop session.
  "admin.signInRequired": 401,
  "admin.forbidden": 403,
  "admin.inviteNeedsWho": 400,
  "admin.operatorNotFound": 404,
  "admin.badFilter": 400,
  "admin.orderNotFound": 404,
  "admin.refundReasonInvalid": 400,
  "admin.refundOverLimit": 403,
  "adminBuyer.queryInvalid": 400,
  "adminBuyer.notFound": 404,
  "adminBuyer.compensationInvalid": 400,
  "adminBuyer.overLimit": 403,
  "adminBuyer.guestOrder": 409,
  "adminBuyer.orderNotFound": 404,
  "adminBuyer.reviewNotFound": 404,
  "adminBuyer.hideReasonInvalid": 400,
  "adminBuyer.auditFilterInvalid": 400,
  "adminCatalog.notFound": 404,
  "adminCatalog.invalid": 400,
  "adminCatalog.stale": 409,
  "adminCatalog.belowCost": 409,
  "adminCatalog.saleNotBelowList": 400,

  // The console's promo codes (core/admin/promo-input.ts, promo-admin.ts).
  "adminPromo.invalid": 400,
  "adminPromo.codeFormat": 400,
  "adminPromo.kindInvalid": 400,
  "adminPromo.percentRange": 400,
  "adminPromo.amountInvalid": 400,
  "adminPromo.currencyRequired": 400,
  "adminPromo.minimumInvalid": 400,
  "adminPromo.windowOrder": 400,
  "adminPromo.limitInvalid": 400,
  "adminPromo.productNeedsGame": 400,
  "adminPromo.unknownGame": 400,
  "adminPromo.unknownProduct": 400,
  "adminPromo.codeTaken": 409,
  "adminPromo.notFound": 404,
  "adminPromo.limitBelowRedemptions": 409,
  "adminOrder.retryNotPaid": 409,
  "adminOrder.retryDelivered": 409,
  "adminOrder.retryRefundClaimed": 409,
  "adminOrder.retryNotStuck": 409,
  "adminOrder.noteInvalid": 400,
  "adminOrder.resendInvalid": 400,
  "adminOrder.recipientInvalid": 400,
  "adminOrder.noRecipient": 409,
  "adminOrder.receiptNotPaid": 409,
  "adminSettings.invalid": 400,
  "adminSettings.reasonTooLong": 400,
} as const satisfies Partial<Record<MessageKey | "validation.account", number>>;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;
/** Codes whose message is one message key; `validation.account` carries its fields' messages instead. */
export type ApiMessageCode = Exclude<ApiErrorCode, "validation.account">;

// The browser ends its session on this code (contracts/api-paths.ts): it must stay one we answer.
SIGN_IN_REQUIRED_CODE satisfies ApiErrorCode;
