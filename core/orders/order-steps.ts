import type { OrderStatus } from "./order-states";

/**
 * The steps a paid order goes through, as its page shows them: the payment received, the item sent
 * for top-up, the top-up confirmed by the supplier (with the publisher's serials), and the item in the
 * game account (or not, when delivery failed for good). Each step says when it happened; no step
 * names a supplier.
 */
export type OrderStepName = "paid" | "sent" | "confirmed" | "delivered";
export type OrderStepState = "done" | "current" | "upcoming" | "failed";

export interface OrderStep {
  step: OrderStepName;
  state: OrderStepState;
  /** When it happened (ISO); null while it has not, or when it is not known. */
  at: string | null;
  /** `confirmed`: the serials the supplier reported for the confirmed units, in unit order. */
  serials?: string[];
  /** `confirmed`, an order of several units still on its way: how many the supplier confirmed so far. */
  progress?: { confirmed: number; of: number };
  /**
   * `paid`: the provider first reported the payment expired, and the money arrived after all; the
   * order took it at `at`.
   */
  note?: "matchedAfterExpiry";
}

/** One unit the supplier reported delivered: when (unknown for units confirmed before it was kept), and its serial. */
export interface ConfirmedUnit {
  at: Date | null;
  serial: string | null;
}

/** When the delivery's milestones happened, from the delivery, the payment and the order's history. */
export interface DeliveryMilestones {
  /** The first purchase asked of a supplier for the order. */
  sentAt: Date | null;
  /** The units the supplier confirmed so far, in unit order. */
  confirmed: ConfirmedUnit[];
  /** The order's completion: every unit in the game account. */
  deliveredAt: Date | null;
  /** When the provider reported the order's paying attempt expired, before its money arrived; null if never. */
  paymentExpiredAt: Date | null;
}

export const NO_MILESTONES: DeliveryMilestones = {
  sentAt: null,
  confirmed: [],
  deliveredAt: null,
  paymentExpiredAt: null,
};

/** Port: the milestones of one order (adapters/db/orders/delivery-milestones.ts). */
export type MilestoneReader = (orderId: string) => Promise<DeliveryMilestones>;

const PAID: ReadonlySet<OrderStatus> = new Set(["in_progress", "complete", "delivery_failed"]);

/** The latest of the units' confirmations, when every one of them is known. */
function lastConfirmation(units: readonly ConfirmedUnit[]): Date | null {
  let last: Date | null = null;
  for (const unit of units) {
    if (!unit.at) return null;
    if (!last || unit.at > last) last = unit.at;
  }
  return last;
}

/** The steps of an order; none before it is paid (the page then shows how to pay). */
export function orderSteps(
  order: { status: OrderStatus; paidAt: Date | null; quantity: number },
  milestones: DeliveryMilestones,
): OrderStep[] {
  if (!PAID.has(order.status) || !order.paidAt) return [];
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  const delivered = order.status === "complete";
  const failed = order.status === "delivery_failed";
  const sent = milestones.sentAt !== null || delivered;
  // The order completes only when the supplier confirmed every unit.
  const confirmed = delivered || milestones.confirmed.length >= order.quantity;
  const serials = milestones.confirmed.flatMap((unit) => (unit.serial ? [unit.serial] : []));
  const partly = !confirmed && milestones.confirmed.length > 0;
  return [
    {
      step: "paid",
      state: "done",
      at: order.paidAt.toISOString(),
      ...(milestones.paymentExpiredAt && milestones.paymentExpiredAt < order.paidAt
        ? { note: "matchedAfterExpiry" as const }
        : {}),
    },
    {
      step: "sent",
      state: sent ? "done" : failed ? "failed" : "current",
      at: iso(milestones.sentAt),
    },
    {
      step: "confirmed",
      state: confirmed ? "done" : failed ? "failed" : sent ? "current" : "upcoming",
      at: confirmed ? iso(lastConfirmation(milestones.confirmed)) : null,
      ...(serials.length > 0 ? { serials } : {}),
      ...(partly && order.quantity > 1
        ? { progress: { confirmed: milestones.confirmed.length, of: order.quantity } }
        : {}),
    },
    {
      step: "delivered",
      state: delivered ? "done" : failed ? "failed" : confirmed ? "current" : "upcoming",
      at: delivered ? iso(milestones.deliveredAt) : null,
    },
  ];
}
