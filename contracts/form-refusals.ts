/**
 * The status of each refusal a page's action answers, in one place (app/lib/form.server.ts answers
 * with it): what names nothing is 404, what the role may not do 403, what the state of things
 * refuses 409; any other refusal is the form's (400). No action restates a status. Keys are message
 * keys of i18n/messages/ (a unit test holds them to it).
 */
export const REFUSAL_STATUS: Readonly<Partial<Record<string, 401 | 403 | 404 | 409 | 429>>> = {
  "admin.forbidden": 403,
  "admin.notOperator": 403,
  "admin.codeInvalid": 401,
  "admin.locked": 429,
  "admin.inviteInvalid": 404,
  "admin.inviteNotYours": 403,
  "admin.inviteAlreadyOperator": 409,
  "admin.operatorNotFound": 404,
  "admin.orderNotFound": 404,
  "admin.refundOverLimit": 403,
  "payment.orderNotFound": 404,
  "refund.notRefundable": 409,
  "refund.goldNeedsAccount": 409,
  "refund.otherMethod": 409,
  "refund.pendingNeedsAdmin": 403,
  "refund.deliveredMeanwhile": 409,
  "adminOrder.retryNotPaid": 409,
  "adminOrder.retryDelivered": 409,
  "adminOrder.retryRefundClaimed": 409,
  "adminOrder.retryNotStuck": 409,
  "adminOrder.retryForceNeedsAdmin": 403,
  "adminOrder.noRecipient": 409,
  "adminOrder.receiptNotPaid": 409,
  "adminBuyer.notFound": 404,
  "adminBuyer.orderNotFound": 404,
  "adminBuyer.reviewNotFound": 404,
  "adminBuyer.guestOrder": 409,
  "adminBuyer.overLimit": 403,
  "adminCatalog.notFound": 404,
  "adminCatalog.stale": 409,
  "adminCatalog.belowCost": 409,
  "adminSupplier.notFound": 404,
  "adminPromo.notFound": 404,
  "adminPromo.codeTaken": 409,
  "adminPromo.limitBelowRedemptions": 409,
};
