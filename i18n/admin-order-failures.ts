import type { AccountCorrectionRefusal } from "../core/admin/account-correction";
import type { DeliveryRetryRefusal } from "../core/admin/delivery-retry";
import type { ReceiptResendResult, ResolveResult } from "../core/admin/order-actions";
import type { LimitReleaseResult } from "../core/admin/purchase-limit-release";
import type { FailureCode } from "../core/failure";
import type { MessageKey } from "./messages/id";

/** The console's order actions' refusals as message keys: one table for the API and the page. */
export const RETRY_MESSAGES = {
  notFound: "admin.orderNotFound",
  notPaid: "adminOrder.retryNotPaid",
  alreadyDelivered: "adminOrder.retryDelivered",
  refundClaimed: "adminOrder.retryRefundClaimed",
  notStuck: "adminOrder.retryNotStuck",
  forceNeedsAdmin: "adminOrder.retryForceNeedsAdmin",
} as const satisfies Record<DeliveryRetryRefusal, MessageKey>;

export const RESOLVE_MESSAGES = {
  notFound: "admin.orderNotFound",
  noteInvalid: "adminOrder.noteInvalid",
} as const satisfies Record<FailureCode<ResolveResult>, MessageKey>;

export const RESEND_MESSAGES = {
  notFound: "admin.orderNotFound",
  notPaid: "adminOrder.receiptNotPaid",
  recipientInvalid: "adminOrder.recipientInvalid",
  noRecipient: "adminOrder.noRecipient",
} as const satisfies Record<FailureCode<ReceiptResendResult>, MessageKey>;

export const CORRECT_MESSAGES = {
  notFound: "admin.orderNotFound",
  notPaid: "adminOrder.correctNotPaid",
  alreadyDelivered: "adminOrder.correctDelivered",
  refundClaimed: "adminOrder.correctRefundClaimed",
  purchaseUnderWay: "adminOrder.correctUnderWay",
  gameUnavailable: "adminOrder.correctGameUnavailable",
  reasonInvalid: "adminOrder.correctReasonInvalid",
} as const satisfies Record<AccountCorrectionRefusal, MessageKey>;

export const LIMIT_RELEASE_MESSAGES = {
  notFound: "admin.orderNotFound",
  notDelivered: "adminOrder.limitNotDelivered",
  reasonInvalid: "adminOrder.noteInvalid",
} as const satisfies Record<FailureCode<LimitReleaseResult>, MessageKey>;
