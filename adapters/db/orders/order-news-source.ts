import { eq, getTableColumns, sql } from "drizzle-orm";
import type { OrderNewsSource, RefundView } from "../../../core/orders/order-news";
import type { PaymentAttempt } from "../../../core/orders/orders";
import type { Database } from "../database";
import { orders } from "../schema";
import { milestoneColumns, milestonesOf } from "./delivery-milestones";
import { toOrderRecord } from "./order-unit";

/**
 * An order's news facts in one statement (decision 064): the order's row with its latest attempt's
 * status, its refunds and its delivery's milestones as subqueries. Each open order page's news are
 * read on every change of its order, and under a sale's burst these reads wait in the same pool as
 * the payments and deliveries; one round trip instead of five, from one snapshot, so the parts
 * always agree with one another.
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
    })
    .from(orders)
    .where(eq(orders.id, sql.placeholder("id")))
    .limit(1)
    .prepare("order_news_by_id");
  return async (orderId) => {
    const [row] = await statement.execute({ id: orderId });
    if (!row) return undefined;
    const { latestAttemptStatus, refundsJson, units, delivered_at, payment_expired_at, ...order } = row;
    return {
      order: toOrderRecord(order),
      latestAttemptStatus,
      refunds: (refundsJson ?? []).map((refund) => ({
        ...refund,
        completedAt: refund.completedAt ? new Date(refund.completedAt).toISOString() : null,
      })),
      milestones: milestonesOf({ units, delivered_at, payment_expired_at }),
    };
  };
}
