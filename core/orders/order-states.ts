/**
 * The order machine: an order's statuses and the moves between them. The table is the only place
 * transitions are allowed; every change of an order's status goes through `nextStatus` and is
 * recorded as an order event.
 */
export const ORDER_STATUSES = [
  "awaiting_payment",
  "in_progress",
  "complete",
  "payment_failed",
  "delivery_failed",
  "canceled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderEvent =
  | "paid"
  | "declined"
  | "expired"
  | "abandoned"
  | "delivered"
  | "deliveryFailed"
  | "deliveryRetried"
  /** An admin gave up on a purchase the supplier still has pending, to refund the order. */
  | "deliveryAbandoned"
  | "refunded";

export const ORDER_TRANSITIONS: Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>> = {
  awaiting_payment: { paid: "in_progress", declined: "payment_failed", expired: "canceled", abandoned: "canceled" },
  payment_failed: { paid: "in_progress", expired: "canceled", abandoned: "canceled" },
  in_progress: { delivered: "complete", deliveryFailed: "delivery_failed", deliveryAbandoned: "delivery_failed" },
  delivery_failed: { deliveryRetried: "in_progress", refunded: "canceled" },
  // An operator's refund after delivery (a wrong item, goodwill): the buyer keeps what was delivered.
  complete: { refunded: "canceled" },
  canceled: {},
};

/** The status an event leads to, or null when the event does not apply (a late or repeated one). */
export function nextStatus(from: OrderStatus, event: OrderEvent): OrderStatus | null {
  return ORDER_TRANSITIONS[from][event] ?? null;
}

/** Statuses from which an event can move an order: the guard of the database update. */
export function statusesAccepting(event: OrderEvent): OrderStatus[] {
  return ORDER_STATUSES.filter((status) => nextStatus(status, event) !== null);
}

/** The buyer may still pay: the order page offers Pay or Pay again. */
export function isPayable(status: OrderStatus): boolean {
  return nextStatus(status, "paid") !== null;
}
