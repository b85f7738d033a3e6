import type { PaymentAttempts } from "./attempts";
import type { Fulfillment } from "./fulfillment";
import { isPayable, type OrderStatus } from "./order-states";
import { NO_MILESTONES, orderSteps, type MilestoneReader, type OrderStep } from "./order-steps";
import type { OrderRepository } from "./orders";
import { publicOrder, type PublicOrder } from "./public-order";
import type { RefundClaim } from "./refunds";

/** A refund as the order's page shows it: no keys, no provider ids. */
export type RefundView = Pick<RefundClaim, "kind" | "method" | "amount" | "status" | "reason"> & {
  completedAt: string | null;
};

export function refundView(claim: RefundClaim): RefundView {
  return {
    kind: claim.kind,
    method: claim.method,
    amount: claim.amount,
    status: claim.status,
    reason: claim.reason,
    completedAt: claim.completedAt?.toISOString() ?? null,
  };
}

/**
 * What an open order page follows (decision 064): the parts of the page that change while money
 * and delivery move, read again on each of the order's notifications and sent down its stream.
 * Nothing personal: the order as the public read shows it.
 */
export interface OrderNews {
  order: PublicOrder;
  steps: OrderStep[];
  /** A payment is open at the provider: the buyer may still pay it, the page waits for its answer. */
  attemptOpen: boolean;
  serials: string[];
  refunds: RefundView[];
  /** Nothing more will move (isSettled): the stream ends after this. */
  settled: boolean;
}

/** No news will follow: the order's page has nothing left to wait for. */
function isSettled(status: OrderStatus, refunds: RefundView[]): boolean {
  return SETTLED.has(status) && refunds.every((refund) => refund.status !== "pending");
}

/** Statuses nothing moves from but an operator's refund, which a buyer's page need not wait for. */
const SETTLED: ReadonlySet<OrderStatus> = new Set(["complete", "canceled"]);

const NO_DELIVERY = { serials: [], refunds: [] };

/** Reads an order's news: its row, then only what its status can have (one to four reads). */
export function createOrderNewsReader(deps: {
  orders: Pick<OrderRepository, "find">;
  attempts: Pick<PaymentAttempts, "latestAttempt">;
  fulfillment: Pick<Fulfillment, "view">;
  milestones: MilestoneReader;
}): (orderId: string) => Promise<OrderNews | undefined> {
  return async (orderId) => {
    const order = await deps.orders.find(orderId);
    if (!order) return undefined;
    const payable = isPayable(order.status);
    const [attempt, delivery, milestones] = await Promise.all([
      payable ? deps.attempts.latestAttempt(orderId) : undefined,
      order.paidAt || !payable ? deps.fulfillment.view(orderId) : NO_DELIVERY,
      order.paidAt ? deps.milestones(orderId) : NO_MILESTONES,
    ]);
    const refunds = delivery.refunds.map(refundView);
    const steps = orderSteps(order, milestones);
    return {
      order: publicOrder(order),
      steps,
      attemptOpen: attempt?.status === "pending",
      // As on the page's first read: a paid order's serials are on its "confirmed" step.
      serials: steps.length > 0 ? [] : delivery.serials,
      refunds,
      settled: isSettled(order.status, refunds),
    };
  };
}
