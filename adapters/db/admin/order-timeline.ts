import { eq, like, or, sql } from "drizzle-orm";
import type { OrderTimelineStore, TimelineEntry } from "../../../core/admin/order-timeline";
import type { Database } from "../database";
import { orderRowColumns, toOrderRow } from "./order-search";
import {
  accountNotices,
  deliveries,
  orderAccountCorrections,
  orderEvents,
  orderFeedback,
  orderResolutions,
  orders,
  outboxMessages,
  payments,
  providerAnswers,
  receipts,
  refunds,
  users,
} from "../schema";

/** Every row the shop keeps about one order, each table read by the order's id through its key or index. */
export function createOrderTimelineStore(db: Database): OrderTimelineStore {
  return {
    async timeline(orderId) {
      const [row] = await db
        .select({ ...orderRowColumns, buyerName: sql<string | null>`coalesce(${users.displayName}, ${users.email})` })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId));
      if (!row) return undefined;
      const order = toOrderRow(row);
      const [
        events,
        attempts,
        receiptRows,
        delivery,
        refundRows,
        rating,
        messages,
        answers,
        resolutions,
        corrections,
        notices,
      ] = await Promise.all([
        db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)),
        db.select().from(payments).where(eq(payments.orderId, orderId)),
        db.select().from(receipts).where(eq(receipts.orderId, orderId)),
        db.select().from(deliveries).where(eq(deliveries.orderId, orderId)),
        db.select().from(refunds).where(eq(refunds.orderId, orderId)),
        db.select().from(orderFeedback).where(eq(orderFeedback.orderId, orderId)),
        // Messages written before the outbox had an order column name the order by number only.
        db
          .select()
          .from(outboxMessages)
          .where(or(eq(outboxMessages.orderId, orderId), like(outboxMessages.body, `%${order.number}%`))),
        db.select().from(providerAnswers).where(eq(providerAnswers.orderId, orderId)),
        db.select().from(orderResolutions).where(eq(orderResolutions.orderId, orderId)),
        db.select().from(orderAccountCorrections).where(eq(orderAccountCorrections.orderId, orderId)),
        db.select().from(accountNotices).where(eq(accountNotices.orderId, orderId)),
      ]);
      const entries: TimelineEntry[] = [
        ...events.map((event): TimelineEntry => ({
          kind: "status",
          at: event.createdAt,
          from: event.fromStatus,
          to: event.toStatus,
          reason: event.reason,
          actor: event.actor,
        })),
        ...attempts.map((attempt): TimelineEntry => ({
          kind: "payment",
          at: attempt.createdAt,
          id: attempt.id,
          attempt: attempt.attempt,
          provider: attempt.provider,
          method: attempt.method,
          amount: { amount: attempt.amount, currency: attempt.currency },
          status: attempt.status,
          providerStatus: attempt.providerStatus,
          providerTransactionId: attempt.providerTransactionId,
          updatedAt: attempt.updatedAt,
        })),
        ...receiptRows.map((receipt): TimelineEntry => ({
          kind: "receipt",
          at: receipt.createdAt,
          about: "receipt",
          channel: receipt.channel,
          recipient: receipt.recipient,
          status: receipt.status,
          attempts: receipt.attempts,
          lastError: receipt.lastError,
          sentAt: receipt.sentAt,
        })),
        ...notices.map((notice): TimelineEntry => ({
          kind: "receipt",
          at: notice.createdAt,
          about: "accountCorrected",
          channel: notice.channel,
          recipient: notice.recipient,
          status: notice.status,
          attempts: notice.attempts,
          lastError: notice.lastError,
          sentAt: notice.sentAt,
        })),
        ...messages.map((message): TimelineEntry => ({
          kind: "message",
          at: message.createdAt,
          channel: message.channel,
          recipient: message.recipient,
          body: message.body,
        })),
        ...delivery.flatMap((record): TimelineEntry[] => [
          {
            kind: "delivery",
            at: record.createdAt,
            status: record.status,
            supplier: record.supplier,
            attempts: record.attempts,
            lastMessage: record.lastMessage,
            units: record.units,
            updatedAt: record.updatedAt,
          },
          ...(record.flaggedAt ? [{ kind: "late" as const, at: record.flaggedAt }] : []),
        ]),
        ...refundRows.map((refund): TimelineEntry => ({
          kind: "refund",
          at: refund.createdAt,
          id: refund.id,
          refundKind: refund.kind,
          method: refund.method,
          amount: { amount: refund.amount, currency: refund.currency },
          status: refund.status,
          reason: refund.reason,
          requestedBy: refund.requestedBy,
          paymentId: refund.paymentId,
          tries: refund.tries,
          lastError: refund.lastError,
          completedAt: refund.completedAt,
        })),
        ...rating.map((feedback): TimelineEntry => ({
          kind: "rating",
          at: feedback.createdAt,
          stars: feedback.stars,
          reasons: feedback.reasons,
          comment: feedback.comment,
        })),
        ...answers.map((row): TimelineEntry => ({
          kind: "answer",
          at: row.createdAt,
          provider: row.provider,
          answerKind: row.kind,
          answer: row.answer,
        })),
        ...resolutions.map((row): TimelineEntry => ({
          kind: "resolved",
          at: row.createdAt,
          operatorId: row.operatorId,
          note: row.note,
        })),
        ...corrections.map((row): TimelineEntry => ({
          kind: "accountCorrected",
          at: row.createdAt,
          operatorId: row.operatorId,
          before: row.before,
          after: row.after,
          reason: row.reason,
        })),
      ];
      return { order, entries };
    },
  };
}
