import type { LimitRefusal } from "./purchase-limits";
import { failure, type Failure } from "../failure";
import { money, type Money } from "../money";
import type { PaymentAttempt } from "./orders";
import { isPayable, nextStatus, type OrderEvent, type OrderStatus } from "./order-states";
import { noChange, type Decision, type OrderEffect, type Step } from "./order-effects";
import type { OrderRecord, WriteOffLines } from "./orders";
import {
  orderRefundKey,
  surplusRefundKey,
  type NewRefundClaim,
  type RefundClaim,
  type RefundMethod,
  type RefundReason,
} from "./refunds";
import { resettleOrder, settlementColumns } from "./settle-order";
import { channelFee, taxPart } from "./quote";
import type { PaymentMethod } from "../markets";

/**
 * The money rules of an order (decision 009), as pure functions of the order as locked
 * and of facts read under the same lock. Each answers a Decision: the status steps and the effects
 * the unit of work then carries out in one transaction.
 */

export interface Cause {
  reason: string;
  actor: string;
}

/** The steps of `events` from the order's status, or null when one of them does not apply. */
function chain(from: OrderStatus, steps: { event: OrderEvent; cause: Cause; effects: OrderEffect[] }[]): Step[] | null {
  const result: Step[] = [];
  let status = from;
  for (const { event, cause, effects } of steps) {
    const to = nextStatus(status, event);
    if (!to) return null;
    result.push({ event, from: status, to, ...cause, effects });
    status = to;
  }
  return result;
}

const transition = (order: OrderRecord, event: OrderEvent, cause: Cause, effects: OrderEffect[]): Decision => {
  const steps = chain(order.status, [{ event, cause, effects }]);
  return steps ? { steps, effects: [] } : noChange;
};

/** Canceled while unpaid (expired, or abandoned when the account is deleted): the hold and the code come back. */
export function decideUnpaidCancel(order: OrderRecord, event: "expired" | "abandoned", cause: Cause): Decision {
  return transition(order, event, cause, [
    { kind: "releaseHold", version: order.holdVersion },
    { kind: "releasePromo" },
  ]);
}

/** The newest payment attempt was declined or expired at the provider: "unpaid at the bank", Pay again. */
export function decideDeclined(order: OrderRecord, cause: Cause): Decision {
  return transition(order, "declined", cause, []);
}

export function decideDelivered(order: OrderRecord, cause: Cause): Decision {
  const effects: OrderEffect[] = [{ kind: "closeDelivery", outcome: "delivered" }];
  if (order.userId && order.cashbackAmount > 0)
    effects.push({ kind: "accrueCashback", userId: order.userId, amount: money(order.cashbackAmount, order.currency) });
  return transition(order, "delivered", cause, effects);
}

export function decideDeliveryFailed(order: OrderRecord, cause: Cause): Decision {
  return transition(order, "deliveryFailed", cause, [{ kind: "closeDelivery", outcome: "failed" }]);
}

/** What a payment that the provider reports as paid does to its order. */
export type Acceptance =
  | { kind: "pay" }
  /** Already recorded (a duplicate notification): nothing to do. */
  | { kind: "ignore" }
  /** The order cannot take this money: it goes back to the buyer. */
  | { kind: "return"; reason: RefundReason; amount: Money };

/**
 * Whether money reported for `attempt` may pay the order. An attempt's amount was fixed from the
 * order's total, under its lock, when it was created, and the order cannot change while it is open:
 * money of another amount, for an order already paid or canceled, is never delivered on.
 * `alreadyReturned`: the order's refund claim already sends this payment's money back (a card
 * payment voided after a refusal reads "canceled"; a stale "paid" arriving after it must not claim
 * the same money a second time).
 */
export function paymentAcceptance(
  order: OrderRecord,
  attempt: PaymentAttempt,
  reported: Money,
  alreadyReturned = false,
): Acceptance {
  if (attempt.status === "paid" || attempt.status === "refunded" || alreadyReturned) return { kind: "ignore" };
  if (reported.currency !== attempt.currency || reported.amount !== attempt.amount)
    return { kind: "return", reason: "payment.amount", amount: reported };
  if (!isPayable(order.status))
    return {
      kind: "return",
      reason: order.status === "canceled" ? "payment.late" : "payment.duplicate",
      amount: reported,
    };
  if (attempt.amount !== order.total || attempt.currency !== order.currency)
    return { kind: "return", reason: "payment.amount", amount: reported };
  return { kind: "pay" };
}

/** A payment's money goes back: claimed now, asked of the provider by the refund job. */
export function decideReturn(order: OrderRecord, paymentId: string, amount: Money, reason: RefundReason): Decision {
  const claim: NewRefundClaim = {
    id: surplusRefundKey(paymentId),
    orderId: order.id,
    paymentId,
    kind: "surplus",
    method: "payment",
    amount: amount.amount,
    currency: amount.currency,
    reason,
    requestedBy: "system",
  };
  return { steps: [], effects: [{ kind: "claimRefund", claim }] };
}

/** A promo code's standing when an order with it is paid, read under the code's row lock. */
export interface PromoStanding {
  globalLimit: number | null;
  /** Paid orders with the code so far. */
  used: number;
  perUserLimit: number | null;
  /** This buyer's paid orders with the code so far, by any of their keys (core/orders/buyer-keys.ts). */
  usedByBuyer: number;
}

/** The code's last use went to another paid order while this one was being paid. */
export function promoExhausted(order: OrderRecord, standing: PromoStanding | null): boolean {
  if (!order.promoCode || !standing) return false;
  if (standing.globalLimit !== null && standing.used >= standing.globalLimit) return true;
  return standing.perUserLimit !== null && standing.usedByBuyer >= standing.perUserLimit;
}

/** The 100% refund of an order: to where the money came from, or as gold. */
function orderClaim(
  order: OrderRecord,
  method: RefundMethod,
  reason: RefundReason,
  requestedBy: string,
): NewRefundClaim {
  return {
    id: orderRefundKey(order.id),
    orderId: order.id,
    paymentId: method === "payment" && order.total > 0 ? order.paidBy : null,
    kind: "order",
    method,
    amount: order.total,
    currency: order.currency,
    reason,
    requestedBy,
  };
}

/**
 * The effects of an order's refund once its money is back: balances as they were, gold, the code;
 * a delivered order's earned cashback is taken back (what the buyer already spent, the shop absorbs).
 */
function refundedEffects(order: OrderRecord, claim: Pick<NewRefundClaim, "id" | "method">): OrderEffect[] {
  const effects: OrderEffect[] = [];
  if (order.status === "complete" && order.userId && order.cashbackAmount > 0)
    effects.push({ kind: "reverseCashback" });
  if (order.userId && order.cashbackUsed + order.goldUsed > 0)
    effects.push({
      kind: "returnBalances",
      userId: order.userId,
      cashback: money(order.cashbackUsed, order.currency),
      gold: money(order.goldUsed, order.currency),
    });
  if (claim.method === "gold" && order.userId && order.total > 0)
    effects.push({ kind: "creditGold", userId: order.userId, amount: money(order.total, order.currency) });
  effects.push({ kind: "releasePromo" }, { kind: "completeRefund", refundId: claim.id });
  return effects;
}

/** Nothing to ask a provider: gold is ours to give, and an order paid with balances only gives them back. */
const settlesAtOnce = (order: OrderRecord, method: RefundMethod) => method === "gold" || order.total === 0;

/**
 * The order was paid. It goes to delivery, unless a publisher's limit or the promo code's last use
 * was taken by another paid order meanwhile (unpaid orders reserve neither): then it is refunded in
 * full, automatically, to where the money came from, and its page says why.
 */
export function decidePaid(
  order: OrderRecord,
  facts: { paymentId: string | null; limitRefusal: LimitRefusal | null; promo: PromoStanding | null; cause: Cause },
): Decision {
  const paid: OrderEffect[] = [
    { kind: "captureHold", version: order.holdVersion },
    { kind: "notePayment", paymentId: facts.paymentId },
  ];
  const refusal: RefundReason | null =
    facts.limitRefusal?.code ?? (promoExhausted(order, facts.promo) ? "promo.exhausted" : null);
  if (!refusal) {
    const effects: OrderEffect[] = [
      ...paid,
      ...(order.promoCode ? [{ kind: "usePromo" } as const] : []),
      { kind: "queueReceipts" },
      { kind: "openDelivery" },
      // Only a signed-in buyer's order whose player check found the player (decision 065).
      ...(order.userId && order.nickname ? [{ kind: "saveAccount" } as const] : []),
    ];
    return transition(order, "paid", facts.cause, effects);
  }
  const paidOrder = { ...order, paidBy: facts.paymentId };
  const claim = orderClaim(paidOrder, "payment", refusal, "system");
  const refused = { reason: `refunded automatically: ${refusal}`, actor: "system" };
  const steps = chain(order.status, [
    { event: "paid", cause: facts.cause, effects: [...paid, { kind: "releasePromo" }] },
    { event: "deliveryFailed", cause: refused, effects: [{ kind: "claimRefund", claim }] },
    ...(settlesAtOnce(order, "payment")
      ? [{ event: "refunded" as const, cause: refused, effects: refundedEffects(paidOrder, claim) }]
      : []),
  ]);
  return steps ? { steps, effects: [] } : noChange;
}

export type RefundRequest =
  | Failure<"notRefundable" | "goldNeedsAccount" | "otherMethod" | "deliveredUnconfirmed" | "pendingNeedsAdmin">
  /** This refund was already asked for: its claim, as it stands. */
  | { ok: true; outcome: "existing"; claim: RefundClaim }
  /** Claimed now; `settled` when it is already done (gold, or balances only). */
  | { ok: true; outcome: "claimed"; decision: Decision; settled: boolean };

/**
 * What the console may refund besides a failed delivery (the buyer: only that, `undefined`): a
 * delivered order once the operator confirmed the buyer keeps the item; an order whose purchase the
 * supplier still has pending (asked just before) only by an admin, giving up on that purchase.
 */
export interface ConsoleRefund {
  confirmDelivered: boolean;
  abandonPending: boolean;
}

/**
 * A refund asked for by the buyer or support on an order whose delivery failed, or from the console
 * on a delivered or stuck one (ConsoleRefund): one per order, whoever asks and however often. The
 * same request again answers the claim as it stands; another method while one is under way is
 * refused (never a second way back).
 */
export function decideRefundRequest(
  order: OrderRecord,
  existing: RefundClaim | undefined,
  method: RefundMethod,
  requestedBy: string,
  consoleRefund: ConsoleRefund | undefined = undefined,
): RefundRequest {
  if (existing)
    return existing.method === method ? { ok: true, outcome: "existing", claim: existing } : failure("otherMethod");
  const refundable =
    order.status === "delivery_failed" ||
    (consoleRefund !== undefined && (order.status === "complete" || order.status === "in_progress"));
  if (!refundable) return failure("notRefundable");
  if (order.status === "complete" && !consoleRefund?.confirmDelivered) return failure("deliveredUnconfirmed");
  if (order.status === "in_progress" && !consoleRefund?.abandonPending) return failure("pendingNeedsAdmin");
  if (method === "gold" && !order.userId) return failure("goldNeedsAccount");
  if (method === "payment" && order.total > 0 && !order.paidBy) return failure("notRefundable");
  const reason: RefundReason =
    order.status === "complete" ? "delivered" : order.status === "in_progress" ? "pending" : "delivery";
  const claim = orderClaim(order, method, reason, requestedBy);
  const settled = settlesAtOnce(order, method);
  // A purchase still pending is given up first: the delivery closes (no more status checks, no
  // retry) and the order is refunded as a failed one; a purchase that lands later is flagged.
  const abandon =
    order.status === "in_progress"
      ? [
          {
            event: "deliveryAbandoned" as const,
            cause: { reason: "purchase still pending at the supplier: given up to refund", actor: requestedBy },
            effects: [{ kind: "closeDelivery", outcome: "abandoned" } as const],
          },
        ]
      : [];
  const refunded = settled
    ? [
        {
          event: "refunded" as const,
          cause: refundCause(order, method, requestedBy),
          effects: refundedEffects(order, claim),
        },
      ]
    : [];
  const steps = chain(order.status, [...abandon, ...refunded]);
  return {
    ok: true,
    outcome: "claimed",
    settled,
    decision: { steps: steps ?? [], effects: [{ kind: "claimRefund", claim }] },
  };
}

/** What the order's event says of its refund: where the money went, and that a delivered item stays. */
function refundCause(order: OrderRecord, method: RefundMethod, actor: string): Cause {
  const where = method === "gold" ? "as gold" : "to the payment method";
  return {
    reason:
      order.status === "complete"
        ? `refunded 100% ${where} after delivery (the buyer keeps the item)`
        : `refunded 100% ${where}`,
    actor,
  };
}

/** The provider answered a claimed refund: done (the order is refunded) or refused (support takes over). */
export function decideRefundOutcome(
  order: OrderRecord,
  claim: RefundClaim,
  outcome: { done: true } | { done: false; message: string },
): Decision {
  if (claim.status !== "pending") return noChange;
  if (!outcome.done)
    return { steps: [], effects: [{ kind: "refuseRefund", refundId: claim.id, message: outcome.message }] };
  if (claim.kind === "order" && nextStatus(order.status, "refunded")) {
    const cause = refundCause(order, claim.method, claim.requestedBy);
    const steps = chain(order.status, [{ event: "refunded", cause, effects: refundedEffects(order, claim) }]);
    if (steps) return { steps, effects: [] };
  }
  return { steps: [], effects: [{ kind: "completeRefund", refundId: claim.id }] };
}

export type WriteOffDecision =
  | { ok: true; decision: Decision; lines: WriteOffLines }
  | Failure<"notFound" | "notPayable" | "paymentOpen" | "methodMinimum" | "noPaymentMethod">;

/**
 * "Write off up to" on an unpaid order: its balance lines settled again from what the
 * buyer can spend now (their balances plus this order's own hold). Only while no payment attempt is
 * open, so the amount being paid never changes under the buyer.
 */
export function decideWriteOff(
  order: OrderRecord,
  input: { userId: string; use: boolean; balances: { cashback: number; gold: number }; paymentOpen: boolean },
): WriteOffDecision {
  if (order.userId !== input.userId) return failure("notFound");
  if (!isPayable(order.status)) return failure("notPayable");
  if (input.paymentOpen) return failure("paymentOpen");
  const settled = resettleOrder(
    order,
    { cashback: input.balances.cashback + order.cashbackUsed, gold: input.balances.gold + order.goldUsed },
    input.use,
  );
  // An order placed to be paid with balances only has no payment method for a new total.
  if (settled.total.amount > 0 && order.paymentMethod === "balance") return failure("noPaymentMethod");
  if (!settled.methodAvailable) return failure("methodMinimum");
  const lines = settlementColumns(settled);
  const version = order.holdVersion + 1;
  const effects: OrderEffect[] = [{ kind: "releaseHold", version: order.holdVersion }];
  if (lines.cashbackUsed + lines.goldUsed > 0)
    effects.push({
      kind: "placeHold",
      userId: input.userId,
      version,
      cashback: money(lines.cashbackUsed, order.currency),
      gold: money(lines.goldUsed, order.currency),
    });
  effects.push({ kind: "rewriteLines", lines, holdVersion: version });
  return { ok: true, decision: { steps: [], effects }, lines };
}

export type MethodChangeDecision =
  | { ok: true; decision: Decision }
  | Failure<"notPayable" | "paymentOpen" | "nothingDue" | "unknownMethod">
  | Failure<"methodMinimum", { minimum: Money }>;

/**
 * Another payment method for an unpaid order (after a decline, or an e-wallet payment left
 * to expire, the buyer picks another way to pay). Only the channel's fee follows the method: the
 * discounts and the balance write-off stay, so the total is the amount due plus the new method's fee.
 * Only while no payment attempt is open, as for the write-off: an attempt's amount was fixed when it
 * started, and money arriving for it later is checked against the order's total then.
 */
export function decideMethodChange(
  order: OrderRecord,
  input: { method: PaymentMethod | undefined; taxRateBps: number; paymentOpen: boolean },
): MethodChangeDecision {
  if (!isPayable(order.status)) return failure("notPayable");
  if (order.total === 0 || order.paymentMethod === "balance") return failure("nothingDue");
  if (!input.method || input.method.id === "balance") return failure("unknownMethod");
  if (input.paymentOpen) return failure("paymentOpen");
  if (input.method.id === order.paymentMethod) return { ok: true, decision: noChange };
  const due = order.total - order.fee;
  if (due < input.method.minimum)
    return failure("methodMinimum", { minimum: money(input.method.minimum, order.currency) });
  const fee = channelFee(due, input.method);
  const lines = { fee, total: due + fee, tax: taxPart(due + fee, input.taxRateBps) };
  return {
    ok: true,
    decision: { steps: [], effects: [{ kind: "switchMethod", paymentMethod: input.method.id, lines }] },
  };
}
