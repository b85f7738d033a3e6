import type { PaymentStatus } from "../payments/payments-port";

/**
 * A payment attempt's statuses and the changes allowed between them, as order-states.ts is for
 * orders. Every write of an attempt's status goes through the order's unit of work, which refuses
 * a change this table does not allow, so an attempt never says something its order contradicts:
 *
 * - `pending` is the only open status; the provider's answer closes it.
 * - Money that arrives after the attempt was closed unpaid (a provider error on our side, an
 *   expiry the bank did not honour) still counts: `failed`, `expired` and `canceled` may become
 *   `paid`, and the order then decides whether it takes the money or gives it back.
 * - `paid` never becomes unpaid again (a late "expire" or "deny" after "settlement" is noise); only
 *   the provider's refund moves it, to `refunded`, which is final.
 *
 * A status repeated (the provider's own wording of it changed) is no transition and always allowed.
 */
export const ATTEMPT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ["paid", "failed", "expired", "canceled"],
  failed: ["paid"],
  expired: ["paid"],
  canceled: ["paid"],
  paid: ["refunded"],
  refunded: [],
};

/** Whether an attempt in `from` may be recorded as `to`. */
export function attemptMayMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return from === to || ATTEMPT_TRANSITIONS[from].includes(to);
}

/** Thrown by the unit of work when a decision would record an attempt change the table refuses. */
export class AttemptTransitionRefused extends Error {
  constructor(
    readonly paymentId: string,
    /** Undefined: the order has no such attempt. */
    readonly from: PaymentStatus | undefined,
    readonly to: PaymentStatus,
  ) {
    super(`payment attempt ${paymentId} may not go from ${from ?? "nothing"} to ${to}`);
    this.name = "AttemptTransitionRefused";
  }
}
