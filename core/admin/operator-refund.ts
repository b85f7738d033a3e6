import type { OrderRepository } from "../orders/orders";
import type { RefundFlow } from "../orders/refund-flow";
import type { RefundClaim, RefundMethod } from "../orders/refunds";
import { failure, type Failure } from "../failure";
import type { Operator } from "./operators";
import type { SupportLimitSource } from "./support-limit-source";

/** A refund's reason as the operator writes it: required, short enough for the audit log. */
export const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 500;

/** Support's default ceiling per refund: Rp 2.000.000 (whole rupiah, IDR's minor unit). */
export const DEFAULT_SUPPORT_REFUND_LIMIT_IDR = 2_000_000;

export const orderSubject = (orderId: string) => `order:${orderId}`;

export type OperatorRefundResult =
  | { ok: true; outcome: "claimed" | "existing"; claim: RefundClaim }
  | Failure<
      | "notFound"
      | "notRefundable"
      | "goldNeedsAccount"
      | "otherMethod"
      | "deliveredUnconfirmed"
      | "pendingNeedsAdmin"
      | "deliveredMeanwhile"
      | "overLimit"
    >;

export interface OperatorRefundDeps {
  refunds: Pick<RefundFlow, "request">;
  orders: Pick<OrderRepository, "find">;
  /**
   * The most a support operator may refund at once, per currency, in minor units. A currency with no
   * limit here is refused to support (an admin refunds it): a money action is never
   * unlimited by omission. Read at each request: the limit an admin set last, on every server process.
   */
  supportLimits: SupportLimitSource;
  /**
   * Asks the supplier about an order still in delivery, under its purchases' own references (the
   * delivery job's run, waited for if one is under way: it settles the order if the supplier has an
   * answer, and never buys twice).
   */
  askSupplier: (orderId: string) => Promise<void>;
}

/**
 * The console's refund of a paid order: failed; delivered (only with `confirmDelivered`: the buyer
 * keeps the item); or still in delivery, after asking the supplier: delivered meanwhile is refused,
 * failed is refunded as any failure, still pending only by an admin (the purchase is given up and a
 * late landing flagged). Support up to its limit, an admin without one; one claim per order whoever asks (refund-flow), and an audit entry for the claim this
 * call made.
 */
export function createOperatorRefund(deps: OperatorRefundDeps) {
  const { refunds, orders, supportLimits, askSupplier } = deps;
  return async function refund(
    operator: Operator,
    orderId: string,
    input: { to: RefundMethod; reason: string; confirmDelivered?: boolean },
    context: { requestId?: string | null } = {},
  ): Promise<OperatorRefundResult> {
    const order = await orders.find(orderId);
    if (!order) return failure("notFound");
    if (operator.role === "support") {
      const limit = (await supportLimits())[order.currency];
      if (limit === undefined || order.total > limit) return failure("overLimit");
    }
    if (order.status === "in_progress") {
      await askSupplier(order.id);
      const answered = (await orders.find(order.id))?.status;
      if (answered === "complete") return failure("deliveredMeanwhile");
      // Support never gives up a purchase that may still land: nothing changes for it.
      if (answered === "in_progress" && operator.role !== "admin") return failure("pendingNeedsAdmin");
    }
    // The audit entry is written in the claim's own transaction (order-process), and only by the
    // request that made the claim: ten concurrent refunds leave one claim and one entry.
    return refunds.request(
      order.id,
      input.to,
      `operator:${operator.userId}`,
      {
        operatorId: operator.userId,
        action: "order.refunded",
        subject: orderSubject(order.id),
        reason: input.reason,
        requestId: context.requestId ?? null,
      },
      // Only an admin gives up a purchase the supplier still has pending (asked just above).
      { confirmDelivered: input.confirmDelivered ?? false, abandonPending: operator.role === "admin" },
    );
  };
}

export type OperatorRefund = ReturnType<typeof createOperatorRefund>;
