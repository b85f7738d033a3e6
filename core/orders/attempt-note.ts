import { isPayable } from "./order-states";
import type { OrderRecord, PaymentAttempt } from "./orders";

/** Our own closings of an attempt that never reached the buyer's bank: the page's error said so. */
const OUR_CLOSINGS = new Set(["provider error", "no card token"]);

export interface UnpaidAttemptNote {
  /** How the provider ended the last try: declined, expired before it was paid, or canceled. */
  status: "failed" | "expired" | "canceled";
  /** The method that try was made with (a method id of the order's market). */
  method: string;
}

/**
 * Why an unpaid order's last try at the provider ended without money (an e-wallet
 * payment left to expire came back to the order with no word of why). Null when the order is not
 * payable, nothing was tried, or the last try is still open or was closed by us before the bank.
 */
export function unpaidAttemptNote(order: OrderRecord, latest: PaymentAttempt | undefined): UnpaidAttemptNote | null {
  if (!latest || !isPayable(order.status)) return null;
  if (latest.status !== "failed" && latest.status !== "expired" && latest.status !== "canceled") return null;
  if (latest.providerStatus && OUR_CLOSINGS.has(latest.providerStatus)) return null;
  return { status: latest.status, method: latest.method };
}
