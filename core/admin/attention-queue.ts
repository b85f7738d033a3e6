import type { RefundStatus } from "../orders/refunds";
import type { Money } from "../money";
import type { OrderSearchRow } from "./order-search";

/**
 * What needs a person, for the console's queue: each item names its kind, the order and
 * since when it has waited, oldest first.
 *
 * - `late`: paid, still in progress, past its game's delivery promise (since: when the promise ran out).
 * - `deliveryFailed`: delivery failed for good and no refund claimed yet (since: the failure).
 * - `surplus`: money that arrived for an order that could not take it (canceled, already paid, another
 *   amount) and whose return is still pending or was refused by the provider (since: the claim).
 * - `refundRefused`: an order's refund the provider refused (since: the claim's last change).
 * - `landedAfterRefund`: a purchase the supplier delivered after an admin refunded the order while it
 *   was still pending: the buyer has both the item and the money (since: the supplier's word).
 * - `statusCheckDeadline`: a delivery still open at the supplier nearing Digiflazz's 90-day limit for
 *   status checks (decision 008); after it the supplier no longer answers for the purchase.
 */
export type AttentionItem =
  | { kind: "late"; order: OrderSearchRow; since: Date; promiseMinutes: number }
  | { kind: "deliveryFailed"; order: OrderSearchRow; since: Date; reason: string | null }
  | {
      kind: "surplus";
      order: OrderSearchRow;
      since: Date;
      refundId: string;
      amount: Money;
      status: Exclude<RefundStatus, "done">;
      lastError: string | null;
    }
  | {
      kind: "refundRefused";
      order: OrderSearchRow;
      since: Date;
      refundId: string;
      amount: Money;
      lastError: string | null;
    }
  | { kind: "landedAfterRefund"; order: OrderSearchRow; since: Date }
  | { kind: "statusCheckDeadline"; order: OrderSearchRow; since: Date; deadline: Date };

/** Digiflazz answers status checks for this long after a purchase (decision 008). */
export const SUPPLIER_STATUS_CHECK_DAYS = 90;
/** An open delivery enters the queue this many days before that limit, time enough to settle it by hand. */
export const STATUS_CHECK_WARNING_DAYS = 10;
const DAY_MS = 86_400_000;

export interface AttentionQuery {
  now: Date;
  /** Open deliveries of orders paid before this are near the supplier's limit. */
  statusCheckBefore: Date;
  /** Most items per kind (the queue is worked oldest first). */
  limit: number;
}

/** Port: the rows behind each kind (adapters/db/admin/attention-queue.ts). */
export interface AttentionStore {
  items(query: AttentionQuery): Promise<AttentionItem[]>;
}

export function createAttentionQueue(store: AttentionStore) {
  return async function attentionQueue(now: Date, limit = 200): Promise<AttentionItem[]> {
    const statusCheckBefore = new Date(
      now.getTime() - (SUPPLIER_STATUS_CHECK_DAYS - STATUS_CHECK_WARNING_DAYS) * DAY_MS,
    );
    const items = await store.items({ now, statusCheckBefore, limit });
    return items.sort((a, b) => a.since.getTime() - b.since.getTime());
  };
}

/** The day Digiflazz stops answering for a purchase paid at `paidAt`. */
export const statusCheckDeadline = (paidAt: Date) => new Date(paidAt.getTime() + SUPPLIER_STATUS_CHECK_DAYS * DAY_MS);
