import { failure, type Failure } from "../failure";
import type { OrderRecord } from "../orders/orders";
import type { AuditEntryInput } from "../records/audit";
import { orderSubject } from "./operator-refund";
import type { Operator } from "./operators";
import { RESOLUTION_NOTE_MAX, RESOLUTION_NOTE_MIN } from "./resolution-note";

/**
 * "Do not count toward purchase limits" (decision 060): a delivered order whose item the publisher
 * says never reached the game account stops counting toward that account's publisher limits (the
 * moon pass's 180 days, a weekly card), so the account can buy the item again. The order stays
 * delivered and paid: no money moves, and the release is for good (audited with its reason).
 */
export type LimitReleaseDecision =
  { ok: true; outcome: "released" | "existing"; reason: string } | Failure<"notDelivered" | "reasonInvalid">;

export function decideLimitRelease(
  order: Pick<OrderRecord, "status" | "limitReleasedAt">,
  reason: string,
): LimitReleaseDecision {
  const trimmed = reason.trim();
  if (trimmed.length < RESOLUTION_NOTE_MIN || trimmed.length > RESOLUTION_NOTE_MAX) return failure("reasonInvalid");
  if (order.limitReleasedAt) return { ok: true, outcome: "existing", reason: trimmed };
  // Only a delivered order counts and is done moving: one in progress may still deliver, a refunded one counts no more.
  if (order.status !== "complete") return failure("notDelivered");
  return { ok: true, outcome: "released", reason: trimmed };
}

/** Port: the release under the order's row lock, written with its audit entry in one transaction. */
export interface LimitReleaseStore {
  /** Undefined when there is no such order. */
  releaseLimit(
    orderId: string,
    decide: (order: OrderRecord) => LimitReleaseDecision,
    audit: (reason: string) => AuditEntryInput,
  ): Promise<LimitReleaseDecision | undefined>;
}

export type LimitReleaseResult =
  Extract<LimitReleaseDecision, { ok: true }> | Failure<"notFound" | "notDelivered" | "reasonInvalid">;

export type LimitRelease = ReturnType<typeof createLimitRelease>;

export function createLimitRelease(deps: { store: LimitReleaseStore }) {
  return {
    async releaseLimit(
      operator: Operator,
      orderId: string,
      reason: string,
      context: { requestId?: string | null } = {},
    ): Promise<LimitReleaseResult> {
      const result = await deps.store.releaseLimit(
        orderId,
        (order) => decideLimitRelease(order, reason),
        (trimmed) => ({
          operatorId: operator.userId,
          action: "order.limitReleased",
          subject: orderSubject(orderId),
          before: { countsTowardLimits: true },
          after: { countsTowardLimits: false },
          reason: trimmed,
          requestId: context.requestId ?? null,
        }),
      );
      return result ?? failure("notFound");
    },
  };
}
