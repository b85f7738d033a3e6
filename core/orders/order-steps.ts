import type { OrderStatus } from "./order-states";

/**
 * The steps a paid order goes through, as its page shows them: the payment received, the item sent
 * for top-up, and the item in the game account (or not, when delivery failed for good). Each step
 * says when it happened; no step names a supplier.
 */
export type OrderStepName = "paid" | "sent" | "delivered";
export type OrderStepState = "done" | "current" | "upcoming" | "failed";

export interface OrderStep {
  step: OrderStepName;
  state: OrderStepState;
  /** When it happened (ISO); null while it has not. */
  at: string | null;
}

/** When the delivery's milestones happened, from the delivery and the order's history. */
export interface DeliveryMilestones {
  /** The first purchase asked of a supplier for the order. */
  sentAt: Date | null;
  /** The order's completion: every unit in the game account. */
  deliveredAt: Date | null;
}

/** Port: the milestones of one order (adapters/db/orders/delivery-milestones.ts). */
export type MilestoneReader = (orderId: string) => Promise<DeliveryMilestones>;

const PAID: ReadonlySet<OrderStatus> = new Set(["in_progress", "complete", "delivery_failed"]);

/** The steps of an order; none before it is paid (the page then shows how to pay). */
export function orderSteps(
  order: { status: OrderStatus; paidAt: Date | null },
  milestones: DeliveryMilestones,
): OrderStep[] {
  if (!PAID.has(order.status) || !order.paidAt) return [];
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  const delivered = order.status === "complete";
  const failed = order.status === "delivery_failed";
  const sent = milestones.sentAt !== null || delivered;
  return [
    { step: "paid", state: "done", at: order.paidAt.toISOString() },
    {
      step: "sent",
      state: sent ? "done" : failed ? "failed" : "current",
      at: iso(milestones.sentAt),
    },
    {
      step: "delivered",
      state: delivered ? "done" : failed ? "failed" : sent ? "current" : "upcoming",
      at: delivered ? iso(milestones.deliveredAt) : null,
    },
  ];
}
