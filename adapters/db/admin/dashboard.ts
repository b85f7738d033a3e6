import { sql } from "drizzle-orm";
import type { DashboardStore, DayCounts, DayRange, GameDeliveryTimes } from "../../../core/admin/dashboard";
import type { Database } from "../database";

/**
 * The dashboard's numbers, grouped by the market's calendar day in SQL: `ts AT TIME ZONE tz` is the
 * wall-clock time there, and a day's bounds are its midnights there (`day::timestamp AT TIME ZONE
 * tz`), so each table is read by its time index within the range (orders_created_idx,
 * orders_paid_idx, order_events_delivery_failed_idx).
 */
export function createDashboardStore(db: Database): DashboardStore {
  const bounds = ({ timeZone, from, to }: DayRange) => ({
    start: sql`(${from}::date::timestamp AT TIME ZONE ${timeZone})`,
    end: sql`((${to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`,
  });
  const day = (column: string, timeZone: string) => sql`(${sql.raw(column)} AT TIME ZONE ${timeZone})::date`;

  return {
    async days(range) {
      const { start, end } = bounds(range);
      const { currency, timeZone } = range;
      const result = await db.execute<{
        day: string;
        orders: number;
        paid_orders: number;
        paid: string;
        completed: number;
        refunds: number;
        refunded: string;
        supplier_failures: number;
      }>(sql`
        WITH days AS (
          SELECT d::date AS day FROM generate_series(${range.from}::date, ${range.to}::date, interval '1 day') AS d
        ), created AS (
          SELECT ${day("o.created_at", timeZone)} AS day, count(*)::int AS orders
          FROM orders o WHERE o.currency = ${currency} AND o.created_at >= ${start} AND o.created_at < ${end}
          GROUP BY 1
        ), paid AS (
          SELECT ${day("o.paid_at", timeZone)} AS day, count(*)::int AS paid_orders,
            sum(o.total)::bigint AS paid, (count(*) FILTER (WHERE o.status = 'complete'))::int AS completed
          FROM orders o WHERE o.currency = ${currency} AND o.paid_at >= ${start} AND o.paid_at < ${end}
          GROUP BY 1
        ), refunded AS (
          SELECT ${day("r.completed_at", timeZone)} AS day, count(*)::int AS refunds, sum(r.amount)::bigint AS refunded
          FROM refunds r WHERE r.currency = ${currency} AND r.status = 'done'
            AND r.completed_at >= ${start} AND r.completed_at < ${end}
          GROUP BY 1
        ), failures AS (
          SELECT ${day("e.created_at", timeZone)} AS day, count(*)::int AS supplier_failures
          FROM order_events e JOIN orders o ON o.id = e.order_id
          WHERE e.to_status = 'delivery_failed' AND o.currency = ${currency}
            AND e.created_at >= ${start} AND e.created_at < ${end}
          GROUP BY 1
        )
        SELECT days.day::text AS day, coalesce(created.orders, 0) AS orders,
          coalesce(paid.paid_orders, 0) AS paid_orders, coalesce(paid.paid, 0)::text AS paid,
          coalesce(paid.completed, 0) AS completed, coalesce(refunded.refunds, 0) AS refunds,
          coalesce(refunded.refunded, 0)::text AS refunded, coalesce(failures.supplier_failures, 0) AS supplier_failures
        FROM days
        LEFT JOIN created USING (day) LEFT JOIN paid USING (day)
        LEFT JOIN refunded USING (day) LEFT JOIN failures USING (day)
        ORDER BY days.day`);
      return result.rows.map((row): DayCounts => ({
        day: row.day,
        orders: row.orders,
        paidOrders: row.paid_orders,
        // Sums are bigint, sent as text: exact integers (a rupiah week fits a JS number by far).
        paid: { amount: Number(row.paid), currency },
        completed: row.completed,
        refunds: row.refunds,
        refunded: { amount: Number(row.refunded), currency },
        supplierFailures: row.supplier_failures,
      }));
    },

    async deliveryTimes(range) {
      const { start, end } = bounds(range);
      const minutes = sql.raw("extract(epoch FROM e.created_at - o.paid_at) / 60");
      const result = await db.execute<{ game_slug: string; deliveries: number; median: number; p95: number }>(sql`
        SELECT o.game_slug, count(*)::int AS deliveries,
          round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ${minutes})::numeric, 1)::float8 AS median,
          round(percentile_cont(0.95) WITHIN GROUP (ORDER BY ${minutes})::numeric, 1)::float8 AS p95
        FROM orders o
        JOIN order_events e ON e.order_id = o.id AND e.to_status = 'complete'
        WHERE o.currency = ${range.currency} AND o.paid_at >= ${start} AND o.paid_at < ${end}
        GROUP BY o.game_slug
        ORDER BY o.game_slug`);
      return result.rows.map((row): GameDeliveryTimes => ({
        gameSlug: row.game_slug,
        deliveries: row.deliveries,
        medianMinutes: row.median,
        p95Minutes: row.p95,
      }));
    },
  };
}
