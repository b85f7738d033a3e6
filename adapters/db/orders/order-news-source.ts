import { getTableColumns, sql } from "drizzle-orm";
import type { OrderNewsFacts, OrderNewsSource, RefundView } from "../../../core/orders/order-news";
import type { PaymentAttempt } from "../../../core/orders/orders";
import type { Database } from "../database";
import { orders } from "../schema";
import { milestoneColumns, milestonesOf } from "./delivery-milestones";
import { toOrderRecord } from "./order-unit";
import { ordersById } from "./orders-by-id";

/**
 * An order's news facts in one statement (decision 064): the order's row with its latest attempt's
 * status, its refunds, its delivery's milestones and its promise's compensation as subqueries, from
 * one snapshot, so the parts always agree with one another. Each open order page's news are read
 * when it opens its stream and on every change of its order, and under a sale's burst these reads
 * wait in the same pool as the payments and deliveries: those asked together (every followed order
 * after a lost LISTEN, too) go in one statement (orders-by-id.ts).
 */
export function createOrderNewsSource(db: Database): OrderNewsSource {
  const id = sql`${orders.id}`;
  const statement = db
    .select({
      ...getTableColumns(orders),
      latestAttemptStatus: sql<PaymentAttempt["status"] | null>`(SELECT p.status FROM payments p
        WHERE p.order_id = ${id} ORDER BY p.attempt DESC LIMIT 1)`,
      // Timestamps as PostgreSQL writes them in JSON, made ISO below as the page's read makes them.
      refundsJson: sql<RefundView[] | null>`(SELECT json_agg(json_build_object(
          'kind', r.kind, 'method', r.method, 'amount', r.amount, 'status', r.status, 'reason', r.reason,
          'completedAt', r.completed_at) ORDER BY r.created_at)
        FROM refunds r WHERE r.order_id = ${id})`,
      ...milestoneColumns(id),
      compensated: sql<boolean>`EXISTS (SELECT 1 FROM promise_compensations c WHERE c.order_id = ${id})`,
    })
    .from(orders)
    .where(sql`${orders.id} = ANY(${sql.placeholder("ids")}::uuid[])`)
    .prepare("order_news_by_ids");
  type Row = Awaited<ReturnType<typeof statement.execute>>[number];

  function factsOf(row: Row): OrderNewsFacts {
    const { latestAttemptStatus, refundsJson, units, delivered_at, payment_expired_at, compensated, ...order } = row;
    return {
      compensated,
      order: toOrderRecord(order),
      latestAttemptStatus,
      refunds: (refundsJson ?? []).map((refund) => ({
        ...refund,
        completedAt: refund.completedAt ? new Date(refund.completedAt).toISOString() : null,
      })),
      milestones: milestonesOf({ units, delivered_at, payment_expired_at }),
    };
  }

  return ordersById(async (ids) => new Map((await statement.execute({ ids })).map((row) => [row.id, factsOf(row)])));
}
