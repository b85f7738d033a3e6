import type { PaymentProtocol } from "../markets";

/**
 * Fiscal data a provider takes from the shop after the payment (Click's fiscal items call): queued
 * when the provider reports the payment done, sent by a background job that retries failures, so the
 * fiscal receipt is neither lost nor asked for twice (the queue holds one entry per payment).
 */
export interface FiscalSubmission {
  id: number;
  provider: PaymentProtocol;
  /** Our attempt the payment paid ("K7M4Q2TX-1"). */
  paymentId: string;
  /** The provider's id of the payment (Click's click_paydoc_id, the Merchant API's payment_id). */
  providerPaymentId: string;
  attempts: number;
}

/** After this many failed sends a submission stops being retried and stays visible as failed. */
export const FISCAL_SUBMISSION_MAX_ATTEMPTS = 10;

/** Port: the queue of fiscal submissions (adapters/db/payments/fiscal-submission-queue.ts). */
export interface FiscalSubmissionQueue {
  /** Queues the payment's submission; a payment already queued is left as it is. */
  enqueue(submission: Pick<FiscalSubmission, "provider" | "paymentId" | "providerPaymentId">): Promise<void>;
  /**
   * Takes up to `limit` submissions waiting to be sent, oldest first, for `leaseSeconds`: another
   * server's job skips them meanwhile, and a killed server's lease runs out.
   */
  claim(provider: PaymentProtocol, limit: number, leaseSeconds: number): Promise<FiscalSubmission[]>;
  /** Sent, or nothing to send (`skipped`: the payment did not pay the order, or its product has no codes). */
  done(id: number, outcome: "sent" | "skipped", note?: string): Promise<void>;
  /** Counts a failed send; past the limit the submission is marked failed and no longer retried. */
  failed(id: number, error: string): Promise<void>;
}
