import { EMAIL } from "../orders/checkout";
import type { OrderRecord } from "../orders/orders";
import type { ReceiptChannel } from "../orders/receipts";
import { normalizePhone } from "../contact/phone";
import { failure, type Failure } from "../failure";
import { marketOf } from "../locales";
import type { AuditEntryInput } from "../records/audit";
import { orderSubject } from "./operator-refund";
import { RESOLUTION_NOTE_MAX, RESOLUTION_NOTE_MIN } from "./resolution-note";
import type { Operator } from "./operators";

/**
 * Two of support's order actions that move no money: "mark resolved with a note" and
 * "resend the receipt". Each is decided by a pure function of facts read under the order's lock,
 * and written with its audit entry in one transaction (adapters/db/admin/order-actions.ts).
 */

export interface ResolutionFacts {
  /** The order's last change: a status, a refund's progress. */
  lastChangeAt: Date;
  /** The newest resolution of the order, if any. */
  lastResolvedAt: Date | null;
}

export type ResolutionDecision = { ok: true; outcome: "resolved" | "existing"; note: string } | Failure<"noteInvalid">;

/**
 * A resolution holds until the order changes again; resolving an order already resolved since its
 * last change records nothing new (a double click, ten requests at once: one note, one entry).
 */
export function decideResolution(note: string, facts: ResolutionFacts): ResolutionDecision {
  const trimmed = note.trim();
  if (trimmed.length < RESOLUTION_NOTE_MIN || trimmed.length > RESOLUTION_NOTE_MAX) return failure("noteInvalid");
  const standing = facts.lastResolvedAt !== null && facts.lastResolvedAt >= facts.lastChangeAt;
  return { ok: true, outcome: standing ? "existing" : "resolved", note: trimmed };
}

export interface ReceiptResendInput {
  /** The form's idempotency key: the same key queues once. */
  key: string;
  channel: ReceiptChannel;
  /** A corrected address; empty: the order's own contact for the channel. */
  recipient?: string | null;
}

export type ReceiptResendDecision =
  { ok: true; channel: ReceiptChannel; recipient: string } | Failure<"notPaid" | "recipientInvalid" | "noRecipient">;

/**
 * Where a receipt goes again: a corrected address is checked as checkout checks it (an e-mail, or a
 * phone read in the order's market, as checkout read the buyer's, and stored as digits with the
 * country code); without one, the order's own contact. A receipt is for a paid order only.
 */
export function decideReceiptResend(
  order: Pick<OrderRecord, "paidAt" | "contactEmail" | "contactPhone" | "locale">,
  input: Omit<ReceiptResendInput, "key">,
): ReceiptResendDecision {
  if (!order.paidAt) return failure("notPaid");
  const typed = input.recipient?.trim();
  if (typed) {
    const market = marketOf(order.locale);
    const recipient =
      input.channel === "email" ? (EMAIL.test(typed) ? typed : undefined) : normalizePhone(typed, market);
    return recipient ? { ok: true, channel: input.channel, recipient } : failure("recipientInvalid");
  }
  const own = input.channel === "email" ? order.contactEmail : order.contactPhone;
  return own ? { ok: true, channel: input.channel, recipient: own } : failure("noRecipient");
}

/** Port: the two actions' transactions, each under the order's row lock (adapters/db/admin/order-actions.ts). */
export interface OrderActionStore {
  /** Undefined when there is no such order; `decide` sees the facts under the lock, its "resolved" is written with `audit`. */
  resolve(
    orderId: string,
    decide: (facts: ResolutionFacts) => ResolutionDecision,
    audit: (note: string) => AuditEntryInput,
  ): Promise<ResolutionDecision | undefined>;
  /**
   * Queues the order's receipt again under `key` (once per key): the receipt row goes back to
   * pending for the decided recipient, with `audit`, in one transaction.
   */
  resendReceipt(
    orderId: string,
    key: string,
    decide: (order: OrderRecord) => ReceiptResendDecision,
    audit: (decided: { channel: ReceiptChannel; recipient: string }) => AuditEntryInput,
  ): Promise<(ReceiptResendDecision & { outcome?: "queued" | "existing" }) | undefined>;
}

export type ResolveResult = Extract<ResolutionDecision, { ok: true }> | Failure<"notFound" | "noteInvalid">;
export type ReceiptResendResult =
  | { ok: true; outcome: "queued" | "existing"; channel: ReceiptChannel; recipient: string }
  | Failure<"notFound" | "notPaid" | "recipientInvalid" | "noRecipient">;

export function createOrderActions(deps: { store: OrderActionStore }) {
  const { store } = deps;
  return {
    async resolve(
      operator: Operator,
      orderId: string,
      note: string,
      context: { requestId?: string | null } = {},
    ): Promise<ResolveResult> {
      const result = await store.resolve(
        orderId,
        (facts) => decideResolution(note, facts),
        (trimmed) => ({
          operatorId: operator.userId,
          action: "order.resolved",
          subject: orderSubject(orderId),
          after: { resolved: true },
          reason: trimmed,
          requestId: context.requestId ?? null,
        }),
      );
      return result ?? failure("notFound");
    },

    async resendReceipt(
      operator: Operator,
      orderId: string,
      input: ReceiptResendInput,
      context: { requestId?: string | null } = {},
    ): Promise<ReceiptResendResult> {
      const result = await store.resendReceipt(
        orderId,
        input.key,
        (order) => decideReceiptResend(order, input),
        (decided) => ({
          operatorId: operator.userId,
          action: "order.receiptResent",
          subject: orderSubject(orderId),
          after: decided,
          requestId: context.requestId ?? null,
        }),
      );
      if (!result) return failure("notFound");
      if (!result.ok) return result;
      return { ok: true, outcome: result.outcome ?? "queued", channel: result.channel, recipient: result.recipient };
    },
  };
}

export type OrderActions = ReturnType<typeof createOrderActions>;
