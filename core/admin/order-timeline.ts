import type { FeedbackReason } from "../orders/feedback";
import type { OrderStatus } from "../orders/order-states";
import { isOrderId } from "../orders/orders";
import type { ReceiptChannel, ReceiptKind } from "../orders/receipts";
import type { RefundKind, RefundMethod, RefundReason, RefundStatus } from "../orders/refunds";
import { failure, type Failure } from "../failure";
import type { DeliveryRecord, UnitState } from "../orders/fulfillment";
import type { Money } from "../money";
import type { PaymentStatus } from "../payments/payments-port";
import type { OrderSearchRow } from "./order-search";
import type { ProviderAnswerKind } from "../records/provider-answers";

/**
 * One order's whole story for the operator console, oldest first: each status change with
 * its reason and actor, each payment attempt with what the provider last said, the receipts and the
 * messages written for it, the delivery and its units at the supplier, refunds and returned payments
 * with their errors, and the buyer's rating.
 *
 * The providers' raw answers (payment notifications and status checks, supplier purchases and
 * callbacks) are kept redacted (core/records/provider-answers.ts); orders placed before
 * that store began show only what payments and deliveries stored. An operator's "resolved" note is a
 * step of the story too.
 */
export type TimelineEntry =
  | {
      kind: "status";
      at: Date;
      from: OrderStatus | null;
      to: OrderStatus;
      reason: string;
      actor: string;
    }
  | {
      kind: "payment";
      at: Date;
      id: string;
      attempt: number;
      provider: string;
      method: string;
      amount: Money;
      status: PaymentStatus;
      providerStatus: string | null;
      providerTransactionId: string | null;
      /** When the provider's last word was recorded. */
      updatedAt: Date;
    }
  | {
      kind: "receipt";
      at: Date;
      /** A receipt, or the notice of a corrected game account. */
      about: ReceiptKind;
      channel: ReceiptChannel;
      recipient: string;
      status: "pending" | "sent" | "failed";
      attempts: number;
      lastError: string | null;
      sentAt: Date | null;
    }
  /** A message the sandbox providers wrote to the outbox (test mode) that names the order. */
  | { kind: "message"; at: Date; channel: string; recipient: string; body: string }
  | {
      kind: "delivery";
      at: Date;
      status: DeliveryRecord["status"];
      supplier: string | null;
      attempts: number;
      lastMessage: string | null;
      /** Per unit: its current reference, try, status, serial and the supplier's message. */
      units: Record<string, UnitState>;
      updatedAt: Date;
    }
  /** The order passed its game's delivery promise without arriving. */
  | { kind: "late"; at: Date }
  | {
      kind: "refund";
      at: Date;
      id: string;
      refundKind: RefundKind;
      method: RefundMethod;
      amount: Money;
      status: RefundStatus;
      reason: RefundReason;
      requestedBy: string;
      paymentId: string | null;
      tries: number;
      lastError: string | null;
      completedAt: Date | null;
    }
  | { kind: "rating"; at: Date; stars: number; reasons: FeedbackReason[]; comment: string | null }
  /** A provider's answer as it came, redacted (shown folded). */
  | { kind: "answer"; at: Date; provider: string; answerKind: ProviderAnswerKind; answer: unknown }
  /** An operator marked the order resolved with this note. */
  | { kind: "resolved"; at: Date; operatorId: string; note: string }
  /** An operator corrected the order's game account (a mistyped ID), from `before` to `after`. */
  | {
      kind: "accountCorrected";
      at: Date;
      operatorId: string;
      before: Record<string, string>;
      after: Record<string, string>;
      reason: string;
    };

export interface OrderTimeline {
  order: OrderSearchRow;
  entries: TimelineEntry[];
}

/** Port: everything stored about one order (adapters/db/admin/order-timeline.ts), in any order. */
export interface OrderTimelineStore {
  timeline(orderId: string): Promise<OrderTimeline | undefined>;
}

export type OrderTimelineResult = { ok: true; timeline: OrderTimeline } | Failure<"notFound">;

/** At the same instant, the story reads cause before effect: an attempt, then the status it caused. */
const SAME_TIME_ORDER: TimelineEntry["kind"][] = [
  "answer",
  "payment",
  "status",
  "delivery",
  "receipt",
  "message",
  "late",
  "refund",
  "rating",
  "resolved",
  "accountCorrected",
];

export function sortTimeline(entries: TimelineEntry[]): TimelineEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        a.entry.at.getTime() - b.entry.at.getTime() ||
        SAME_TIME_ORDER.indexOf(a.entry.kind) - SAME_TIME_ORDER.indexOf(b.entry.kind) ||
        a.index - b.index,
    )
    .map(({ entry }) => entry);
}

export function createOrderTimeline(store: OrderTimelineStore) {
  return async function orderTimeline(orderId: string): Promise<OrderTimelineResult> {
    if (!isOrderId(orderId)) return failure("notFound");
    const found = await store.timeline(orderId);
    if (!found) return failure("notFound");
    return { ok: true, timeline: { order: found.order, entries: sortTimeline(found.entries) } };
  };
}
