import type { Decision } from "../orders/order-effects";
import { nextStatus } from "../orders/order-states";
import type { OrderRecord } from "../orders/orders";
import type { OrderUnitOfWork } from "../orders/order-unit";
import type { RefundClaim } from "../orders/refunds";
import { failure, type Failure } from "../failure";
import type { DeliveryRecord, UnitState } from "../orders/delivery-record";
import { retriedUnit } from "../orders/supplier-routing";
import type { AuditEntryInput } from "../records/audit";
import { orderSubject } from "./operator-refund";
import type { Operator } from "./operators";

/**
 * An open delivery nobody has touched for this long counts as stuck: the job asks the supplier
 * far more often while it works, and the sweeper requeues after a minute (core/orders).
 */
export const STUCK_AFTER_MS = 5 * 60_000;

export type DeliveryRetryRefusal =
  "notFound" | "notPaid" | "alreadyDelivered" | "refundClaimed" | "notStuck" | "forceNeedsAdmin";

export type DeliveryRetryDecision =
  /** Delivery failed for good: the order goes back to delivery, each failed unit tried under a new reference. */
  | { ok: true; kind: "reopen"; units: Record<string, UnitState> }
  /** Delivery is still open but stuck: the job asks the supplier again under the same references. */
  | { ok: true; kind: "nudge" }
  | Failure<Exclude<DeliveryRetryRefusal, "notFound" | "forceNeedsAdmin">>;

/**
 * Whether support may start a new delivery attempt, and what it is. It never buys twice:
 * a unit the supplier delivered or still has pending keeps its reference (asking again only reports
 * on that purchase); only a unit that failed for good is routed anew, its next purchase under the
 * next reference `<number>-<n>-<purchase>` (core/orders/supplier-routing.ts). `forced`: an
 * admin's retry of a delivery touched lately, the supplier asked just before (it may still be pending).
 */
export function decideDeliveryRetry(
  order: Pick<OrderRecord, "status">,
  delivery: (Pick<DeliveryRecord, "status" | "units"> & { updatedAt: Date }) | undefined,
  claim: Pick<RefundClaim, "kind"> | undefined,
  now: Date,
  forced = false,
): DeliveryRetryDecision {
  if (claim || order.status === "canceled") return failure(claim ? "refundClaimed" : "notPaid");
  if (order.status === "complete") return failure("alreadyDelivered");
  if (!delivery) return failure("notPaid");
  if (order.status === "delivery_failed" && nextStatus(order.status, "deliveryRetried")) {
    const units = Object.fromEntries(
      Object.entries(delivery.units).map(([key, unit]): [string, UnitState] =>
        unit.status === "failed" ? [key, retriedUnit(unit)] : [key, unit],
      ),
    );
    return { ok: true, kind: "reopen", units };
  }
  if (order.status === "in_progress" && (delivery.status === "queued" || delivery.status === "pending")) {
    if (!forced && now.getTime() - delivery.updatedAt.getTime() < STUCK_AFTER_MS) return failure("notStuck");
    return { ok: true, kind: "nudge" };
  }
  return failure("notPaid");
}

export type DeliveryRetryResult = { ok: true; kind: "reopen" | "nudge" } | Failure<DeliveryRetryRefusal>;

export interface DeliveryRetryDeps {
  units: OrderUnitOfWork;
  /** Puts the order's delivery on the durable queue; the sweeper does it too if this call is lost. */
  enqueue: (orderId: string) => Promise<void>;
  /**
   * Asks the supplier about the order's purchases under their own references (the delivery job's
   * run): it settles the order if the supplier has an answer, and never buys twice.
   */
  askSupplier: (orderId: string) => Promise<void>;
  now?: () => Date;
}

/**
 * Support's "retry delivery": decided under the order's lock, written with its audit entry in the
 * same transaction; ten at once make one attempt (the others find it open and just touched). An
 * admin may force it on a delivery touched lately: the supplier is asked first, so a definite
 * failure reopens under new references, and a purchase still pending only has its check queued again.
 */
export function createDeliveryRetry(deps: DeliveryRetryDeps) {
  const now = deps.now ?? (() => new Date());
  return async function retryDelivery(
    operator: Operator,
    orderId: string,
    input: { force?: boolean } = {},
    context: { requestId?: string | null } = {},
  ): Promise<DeliveryRetryResult> {
    const forced = input.force === true;
    if (forced && operator.role !== "admin") return failure("forceNeedsAdmin");
    if (forced) await deps.askSupplier(orderId);
    const result = await deps.units.withOrder(orderId, async (unit): Promise<DeliveryRetryResult> => {
      const delivery = await unit.delivery();
      const decided = decideDeliveryRetry(unit.order, delivery, await unit.refundClaim(), now(), forced);
      if (!decided.ok) return decided;
      const audit: AuditEntryInput = {
        operatorId: operator.userId,
        action: "order.deliveryRetried",
        subject: orderSubject(orderId),
        before: { status: unit.order.status, delivery: delivery?.status, units: delivery?.units },
        after: {
          status: "in_progress",
          ...(decided.kind === "reopen" ? { units: decided.units } : {}),
          ...(forced ? { forced } : {}),
        },
        requestId: context.requestId ?? null,
      };
      const decision: Decision =
        decided.kind === "reopen"
          ? {
              steps: [
                {
                  event: "deliveryRetried",
                  from: unit.order.status,
                  to: "in_progress",
                  reason: "delivery retried by support",
                  actor: `operator:${operator.userId}`,
                  effects: [{ kind: "reopenDelivery", units: decided.units }],
                },
              ],
              effects: [{ kind: "appendAudit", entry: audit }],
            }
          : { steps: [], effects: [{ kind: "touchDelivery" }, { kind: "appendAudit", entry: audit }] };
      await unit.commit(decision);
      return { ok: true, kind: decided.kind };
    });
    if (!result) return failure("notFound");
    // The reopened delivery is written; if telling the queue fails, the sweeper requeues it within
    // a minute (core/orders sweep), so the operator's answer does not depend on the queue.
    if (result.ok) await deps.enqueue(orderId).catch(() => undefined);
    return result;
  };
}

export type DeliveryRetry = ReturnType<typeof createDeliveryRetry>;
