import type { Currency, Money } from "../money";

/**
 * Money going back to a buyer (decision 009). Every refund is first claimed in the
 * database, under a key we own that is also the provider's refund key, and only then asked of the
 * provider: two requests, a retry or a crash can only ever repeat the same refund.
 *
 * - `order`: the 100% refund of an order that was paid but not delivered (one per order).
 * - `surplus`: a payment the order could not take: a second payment after the order was paid, money
 *   that arrived after the order was canceled, or an amount other than the attempt's (one per payment).
 */
export type RefundKind = "order" | "surplus";
export type RefundMethod = "payment" | "gold";
export type RefundStatus = "pending" | "done" | "refused";

/**
 * Why the money goes back, as the order page explains it (message `refund.reason.<reason>`): the
 * buyer or support chose it after a failed delivery, support refunded an order already delivered
 * (`delivered`: the buyer keeps the item) or one the supplier still had pending (`pending`), a publisher's limit or a promo code's last use was
 * taken at payment, or a payment the order could not take.
 */
export type RefundReason =
  | "delivery"
  | "delivered"
  | "pending"
  | "limit.perWindow"
  | "limit.maxStackedDays"
  | "limit.maxActive"
  | "limit.notWhileActive"
  | "promo.exhausted"
  | "payment.duplicate"
  | "payment.late"
  | "payment.amount";

export interface RefundClaim {
  /** Our key: `refund-<order id>` or `return-<payment id>`; the provider's refund_key. */
  id: string;
  orderId: string;
  /** The payment refunded at the provider; null for gold and for an order paid with balances only. */
  paymentId: string | null;
  kind: RefundKind;
  method: RefundMethod;
  amount: number;
  currency: Currency;
  status: RefundStatus;
  reason: RefundReason;
  /** "buyer", "operator" or "system". */
  requestedBy: string;
  tries: number;
  lastError: string | null;
  completedAt: Date | null;
  createdAt: Date;
}

export type NewRefundClaim = Omit<RefundClaim, "status" | "tries" | "lastError" | "completedAt" | "createdAt">;

export const orderRefundKey = (orderId: string) => `refund-${orderId}`;
export const surplusRefundKey = (paymentId: string) => `return-${paymentId}`;

/** Port: the claims the refund job works through (adapters/db/orders/refund-repository.ts). */
export interface RefundStore {
  /**
   * Claims up to `limit` pending refunds that are due, for `leaseSeconds`: another server's job skips
   * them meanwhile, and a killed server's claims come back when the lease runs out.
   */
  due(now: Date, limit: number, leaseSeconds: number): Promise<RefundClaim[]>;
  /** Takes one pending claim for `leaseSeconds`; undefined when it is done or another worker has it. */
  take(id: string, leaseSeconds: number): Promise<RefundClaim | undefined>;
  find(id: string): Promise<RefundClaim | undefined>;
  /** A pending claim's amount set to what the provider holds of its payment (asked before refunding). */
  setAmount(id: string, amount: Money): Promise<void>;
  /** The provider could not be reached: try again at `retryAt`, keeping what it said. */
  retryLater(id: string, error: string, retryAt: Date): Promise<void>;
  /** Every refund and returned payment of an order, oldest first (the order page shows them). */
  ofOrder(orderId: string): Promise<RefundClaim[]>;
}

/** The wait before the n-th retry of a provider refund: 10 s, doubling, at most an hour. */
export function refundRetryDelayMs(tries: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, tries - 1), 3_600_000);
}
