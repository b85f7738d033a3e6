import type { PaymentAttempt } from "./orders";

/**
 * Port: reads of payment attempts outside an order's unit (a provider's question, the order page,
 * the status-check job). Attempts are written only inside the order's unit (order-unit.ts).
 */
export interface PaymentAttempts {
  findAttempt(id: string): Promise<PaymentAttempt | undefined>;
  /** The newest attempt of an order: only its failure speaks for the order. */
  latestAttempt(orderId: string): Promise<PaymentAttempt | undefined>;
  /** Attempts still pending after `olderThan`: checked with the provider in case a notification was lost. */
  stalePendingAttempts(olderThan: Date, limit: number): Promise<PaymentAttempt[]>;
}
