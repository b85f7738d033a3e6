import type { DeliveryRecord } from "./delivery-record";
import type { PastPurchase } from "./purchase-limits";
import type { Decision } from "./order-effects";
import type { PromoStanding } from "./order-decisions";
import type { OrderRecord, PaymentAttempt } from "./orders";
import type { RefundClaim, RefundStatus } from "./refunds";
import type { OrderStatus } from "./order-states";
import type { PaymentStatus } from "../payments/payments-port";

/**
 * One transaction on one order, its row locked from the first read to the commit (the money
 * rule of decision 009): everything an amount or a status depends on is read here, under the lock, and the
 * decision taken from it is written in the same transaction.
 */
export interface OrderUnit {
  /** The order as locked. */
  readonly order: OrderRecord;
  attempt(paymentId: string): Promise<PaymentAttempt | undefined>;
  /** The newest payment attempt: only its failure speaks for the order. */
  latestAttempt(): Promise<PaymentAttempt | undefined>;
  /** Whether an attempt is still open at the provider (the order's amounts are fixed meanwhile). */
  hasOpenAttempt(): Promise<boolean>;
  /** A new payment attempt for the order's total as locked; its amount never changes afterwards. */
  newAttempt(provider: string): Promise<PaymentAttempt>;
  /** The order's own refund claim, if one was made. */
  refundClaim(): Promise<RefundClaim | undefined>;
  claim(id: string): Promise<RefundClaim | undefined>;
  /**
   * Earlier paid purchases of the same item for the same game account, read under a lock per
   * account and item held to the commit: two orders paid at once are checked one after the other.
   */
  paidPurchases(): Promise<PastPurchase[]>;
  /** The order's promo code's standing, the code's row locked to the commit; null without a code. */
  promoStanding(): Promise<PromoStanding | null>;
  /** The buyer's spendable balances now (not counting this order's hold). */
  balances(userId: string): Promise<{ cashback: number; gold: number }>;
  /**
   * The order's delivery, if it was paid, with when it last changed and until when a worker holds it.
   * `lock`: its row locked to the commit, so no worker takes it meanwhile.
   */
  delivery(options?: {
    lock?: boolean;
  }): Promise<(DeliveryRecord & { updatedAt: Date; leasedUntil?: Date | null }) | undefined>;
  /** Records the steps (status, event) and carries out every effect; the order as it then is. */
  commit(decision: Decision): Promise<OrderRecord>;
}

/** What one committed unit of work changed, as the metrics count it. */
export interface CommittedWork {
  moves: { from: OrderStatus; to: OrderStatus }[];
  /** Payment attempts that reached a final status, by provider. */
  payments: { provider: string; status: Exclude<PaymentStatus, "pending"> }[];
  /** Refunds the provider made or refused, by where the money went: the payment's provider, or "gold". */
  refunds: { provider: string; status: Exclude<RefundStatus, "pending"> }[];
}

/** Port: runs work on one order in one transaction (adapters/db/orders/order-unit.ts). */
export interface OrderUnitOfWork {
  /** Undefined when there is no such order. A thrown error rolls everything back. */
  withOrder<T>(orderId: string, work: (unit: OrderUnit) => Promise<T>): Promise<T | undefined>;
}
