import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { statusCheckDeadline, type AttentionItem, type AttentionStore } from "../../../core/admin/attention-queue";
import { DEFAULT_DELIVERY_PROMISE_MINUTES } from "../../../core/orders/delivery-promise";
import type { Database } from "../database";
import { orderRowColumns, toOrderRow } from "./order-search";
import { deliveries, games, orders, refunds } from "../schema";

/**
 * An order an operator marked resolved after its last change (its row's update, its refunds'
 * progress) is out of the queue until something new happens to it (core/admin/order-actions.ts).
 */
const notResolved = sql.raw(`NOT EXISTS (SELECT 1 FROM order_resolutions res WHERE res.order_id = orders.id
  AND res.created_at >= orders.updated_at
  AND res.created_at >= coalesce((SELECT max(f.updated_at) FROM refunds f WHERE f.order_id = orders.id), '-infinity'))`);

/**
 * The attention queue's rows. Orders are reached through their status (orders_status_created_idx),
 * open deliveries through deliveries_open_idx; refund claims are few next to orders.
 */
export function createAttentionStore(db: Database): AttentionStore {
  return {
    async items({ now, statusCheckBefore, limit }) {
      const promise = sql<number>`coalesce(${games.deliveryPromiseMinutes}, ${DEFAULT_DELIVERY_PROMISE_MINUTES})`;
      const lateSince = sql`${orders.paidAt} + ${promise} * interval '1 minute'`;
      // Subqueries name their tables in full: in a one-table select drizzle leaves columns unqualified.
      const failure = (column: "created_at" | "reason") =>
        sql.raw(`(SELECT e.${column} FROM order_events e WHERE e.order_id = orders.id
          AND e.to_status = 'delivery_failed' ORDER BY e.id DESC LIMIT 1)`);
      const [late, failed, surplus, refused, open, landed] = await Promise.all([
        db
          .select({ ...orderRowColumns, promise, since: lateSince.mapWith(orders.createdAt) })
          .from(orders)
          .leftJoin(games, eq(games.slug, orders.gameSlug))
          .where(
            and(eq(orders.status, "in_progress"), sql`${lateSince} < ${now.toISOString()}::timestamptz`, notResolved),
          )
          .orderBy(asc(orders.paidAt))
          .limit(limit),
        db
          .select({
            ...orderRowColumns,
            since: failure("created_at").mapWith(orders.createdAt),
            reason: failure("reason").mapWith(String),
          })
          .from(orders)
          .where(
            and(
              eq(orders.status, "delivery_failed"),
              sql.raw("NOT EXISTS (SELECT 1 FROM refunds r WHERE r.order_id = orders.id AND r.kind = 'order')"),
              notResolved,
            ),
          )
          .orderBy(asc(orders.updatedAt))
          .limit(limit),
        db
          .select({ ...orderRowColumns, refund: refunds })
          .from(refunds)
          .innerJoin(orders, eq(orders.id, refunds.orderId))
          .where(and(eq(refunds.kind, "surplus"), inArray(refunds.status, ["pending", "refused"]), notResolved))
          .orderBy(asc(refunds.createdAt))
          .limit(limit),
        db
          .select({ ...orderRowColumns, refund: refunds })
          .from(refunds)
          .innerJoin(orders, eq(orders.id, refunds.orderId))
          .where(and(eq(refunds.kind, "order"), eq(refunds.status, "refused"), notResolved))
          .orderBy(asc(refunds.updatedAt))
          .limit(limit),
        db
          .select(orderRowColumns)
          .from(deliveries)
          .innerJoin(orders, eq(orders.id, deliveries.orderId))
          .where(
            and(inArray(deliveries.status, ["queued", "pending"]), lt(orders.paidAt, statusCheckBefore), notResolved),
          )
          .orderBy(asc(orders.paidAt))
          .limit(limit),
        db
          .select({ ...orderRowColumns, since: deliveries.updatedAt })
          .from(deliveries)
          .innerJoin(orders, eq(orders.id, deliveries.orderId))
          .where(and(eq(deliveries.status, "landedAfterRefund"), notResolved))
          .orderBy(asc(deliveries.updatedAt))
          .limit(limit),
      ]);
      return [
        ...late.map(({ promise: minutes, since, ...row }): AttentionItem => ({
          kind: "late",
          order: toOrderRow(row),
          since,
          promiseMinutes: minutes,
        })),
        ...failed.map(({ since, reason, ...row }): AttentionItem => ({
          kind: "deliveryFailed",
          order: toOrderRow(row),
          since,
          reason,
        })),
        ...surplus.map(({ refund, ...row }): AttentionItem => {
          const status = refund.status === "refused" ? "refused" : "pending";
          return {
            kind: "surplus",
            order: toOrderRow(row),
            since: refund.createdAt,
            refundId: refund.id,
            amount: { amount: refund.amount, currency: refund.currency },
            status,
            lastError: refund.lastError,
          };
        }),
        ...refused.map(({ refund, ...row }): AttentionItem => ({
          kind: "refundRefused",
          order: toOrderRow(row),
          since: refund.updatedAt,
          refundId: refund.id,
          amount: { amount: refund.amount, currency: refund.currency },
          lastError: refund.lastError,
        })),
        ...open.map((row): AttentionItem => {
          const order = toOrderRow(row);
          // Only orders paid before the warning line are selected: paidAt is set.
          const paidAt = order.paidAt ?? now;
          return { kind: "statusCheckDeadline", order, since: paidAt, deadline: statusCheckDeadline(paidAt) };
        }),
        ...landed.map(({ since, ...row }): AttentionItem => ({
          kind: "landedAfterRefund",
          order: toOrderRow(row),
          since,
        })),
      ];
    },
  };
}
