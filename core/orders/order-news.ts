import { isPayable, type OrderStatus } from "./order-states";
import { NO_MILESTONES, orderSteps, type DeliveryMilestones, type OrderStep } from "./order-steps";
import type { OrderRecord, PaymentAttempt } from "./orders";
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
  /** Gold was added for a delivery past its promise (decision 063): the page says how much. */
  compensated: boolean;
  /** Nothing more will move (isSettled): the stream ends after this. */
  settled: boolean;
}

/** No news will follow: the order's page has nothing left to wait for. */
export function isSettled(status: OrderStatus, refunds: RefundView[]): boolean {
  return SETTLED.has(status) && refunds.every((refund) => refund.status !== "pending");
}

/** Statuses nothing moves from but an operator's refund, which a buyer's page need not wait for. */
const SETTLED: ReadonlySet<OrderStatus> = new Set(["complete", "canceled"]);

/**
 * What an order's news are made of, read together in one statement so that they agree with one
 * another (adapters/db/orders/order-news-source.ts): the order, its latest payment attempt's status,
 * its refunds, its delivery's milestones (whose confirmed units carry the serials), and whether its
 * missed promise was compensated.
 */
export interface OrderNewsFacts {
  order: OrderRecord;
  latestAttemptStatus: PaymentAttempt["status"] | null;
  refunds: RefundView[];
  milestones: DeliveryMilestones;
  compensated: boolean;
}

/** Port: an order's news facts, or undefined for no such order. */
export type OrderNewsSource = (orderId: string) => Promise<OrderNewsFacts | undefined>;

/** The news of an order from its facts, as the order's page first showed them (order-page.ts). */
export function orderNews(facts: OrderNewsFacts): OrderNews {
  const { order } = facts;
  const payable = isPayable(order.status);
  // Before payment there is no delivery to show, and nothing to refund.
  const delivering = order.paidAt !== null || !payable;
  const milestones = order.paidAt ? facts.milestones : NO_MILESTONES;
  const refunds = delivering ? facts.refunds : [];
  const steps = orderSteps(order, milestones);
  return {
    order: publicOrder(order),
    steps,
    attemptOpen: payable && facts.latestAttemptStatus === "pending",
    // As on the page's first read: a paid order's serials are on its "confirmed" step.
    serials: steps.length > 0 || !delivering ? [] : serialsOf(facts.milestones),
    refunds,
    compensated: facts.compensated,
    settled: isSettled(order.status, refunds),
  };
}

/** The serials of the units the supplier confirmed, in unit order (as Fulfillment's view lists them). */
function serialsOf(milestones: DeliveryMilestones): string[] {
  return milestones.confirmed.flatMap((unit) => (unit.serial ? [unit.serial] : []));
}

/** Reads an order's news: one read of its facts. */
export function createOrderNewsReader(source: OrderNewsSource): (orderId: string) => Promise<OrderNews | undefined> {
  return async (orderId) => {
    const facts = await source(orderId);
    return facts ? orderNews(facts) : undefined;
  };
}
