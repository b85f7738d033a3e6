import type { RefundRequestResult } from "../core/orders/order-process";
import type { FailureCode } from "../core/failure";
import type { MessageKey } from "./messages/id";

/**
 * The message of each refusal of a refund request (the buyer's, the operator token's and the
 * console's), apart from checkout's tables so a page that only refunds ships only these words.
 */
export const REFUND_MESSAGES = {
  notFound: "payment.orderNotFound",
  notRefundable: "refund.notRefundable",
  goldNeedsAccount: "refund.goldNeedsAccount",
  otherMethod: "refund.otherMethod",
  deliveredUnconfirmed: "refund.deliveredUnconfirmed",
  pendingNeedsAdmin: "refund.pendingNeedsAdmin",
} as const satisfies Record<FailureCode<RefundRequestResult>, MessageKey>;
