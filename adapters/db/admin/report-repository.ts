import { sql, type SQL } from "drizzle-orm";
import type { ReportStore, ReportStoreGroup, ReportSums } from "../../../core/admin/reports";
import type { Currency } from "../../../core/money";
import type { Database } from "../database";

/**
 * The money reports' sums, added up in SQL (decision 057): the orders paid within the period (read
 * by orders_paid_idx), each one's delivered units' cost from the deliveries' units (the cost
 * recorded at purchase, else the unit's supplier's offer today, else the product's cheapest offer),
 * and the order refunds done within it, each side grouped by the same key and joined per currency.
 */
export function createReportRepository(db: Database): ReportStore {
  return {
    async sums(period, group) {
      const { start, end, timeZone } = period;
      const keyOf = (paidOrRefunded: SQL): SQL => {
        const keys: Record<ReportStoreGroup, SQL> = {
          day: sql`(${paidOrRefunded} AT TIME ZONE ${timeZone})::date::text`,
          game: sql`o.game_slug`,
          product: sql`o.product_sku`,
          method: sql`o.payment_method`,
          locale: sql`o.locale`,
        };
        return keys[group];
      };
      const result = await db.execute<{
        currency: Currency;
        key: string;
        orders: number;
        revenue: string;
        refunds: number;
        refunded: string;
        cost_idr: string;
        estimated: number;
        uncosted: number;
      }>(sql`
        WITH paid AS (
          SELECT o.id, o.currency, o.product_sku, o.total, ${keyOf(sql`o.paid_at`)} AS key
          FROM orders o WHERE o.paid_at >= ${start} AND o.paid_at < ${end}
        ), units AS (
          -- Only a delivered unit cost money: a failed one, or one refunded before delivery, did not.
          SELECT p.id, (u.value->>'cost')::bigint AS recorded,
            coalesce(
              (SELECT so.cost_idr FROM supplier_offers so
                WHERE so.product_sku = p.product_sku AND so.supplier = u.value->>'supplier'),
              (SELECT min(so.cost_idr) FROM supplier_offers so WHERE so.product_sku = p.product_sku)
            )::bigint AS today
          FROM paid p
          JOIN deliveries d ON d.order_id = p.id
          CROSS JOIN LATERAL jsonb_each(d.units) u
          WHERE u.value->>'status' = 'success'
        ), costs AS (
          SELECT id, sum(coalesce(recorded, today, 0))::bigint AS cost_idr,
            bool_or(recorded IS NULL AND today IS NOT NULL) AS estimated,
            bool_or(recorded IS NULL AND today IS NULL) AS uncosted
          FROM units GROUP BY id
        ), sales AS (
          SELECT p.currency, p.key, count(*)::int AS orders, sum(p.total)::bigint AS revenue,
            coalesce(sum(c.cost_idr), 0)::bigint AS cost_idr,
            (count(*) FILTER (WHERE c.estimated))::int AS estimated,
            (count(*) FILTER (WHERE c.uncosted))::int AS uncosted
          FROM paid p LEFT JOIN costs c ON c.id = p.id
          GROUP BY 1, 2
        ), refunded AS (
          SELECT r.currency, ${keyOf(sql`r.completed_at`)} AS key, count(*)::int AS refunds,
            sum(r.amount)::bigint AS refunded
          FROM refunds r JOIN orders o ON o.id = r.order_id
          WHERE r.kind = 'order' AND r.status = 'done' AND r.completed_at >= ${start} AND r.completed_at < ${end}
          GROUP BY 1, 2
        )
        SELECT coalesce(s.currency, r.currency) AS currency, coalesce(s.key, r.key) AS key,
          coalesce(s.orders, 0) AS orders, coalesce(s.revenue, 0)::text AS revenue,
          coalesce(r.refunds, 0) AS refunds, coalesce(r.refunded, 0)::text AS refunded,
          coalesce(s.cost_idr, 0)::text AS cost_idr,
          coalesce(s.estimated, 0) AS estimated, coalesce(s.uncosted, 0) AS uncosted
        FROM sales s FULL JOIN refunded r ON r.currency = s.currency AND r.key = s.key`);
      // Sums are bigint, sent as text: exact integers.
      return result.rows.map((row): ReportSums => ({
        currency: row.currency,
        key: row.key,
        orders: row.orders,
        revenue: Number(row.revenue),
        refunds: row.refunds,
        refunded: Number(row.refunded),
        costIdr: Number(row.cost_idr),
        estimatedOrders: row.estimated,
        uncostedOrders: row.uncosted,
      }));
    },

    async rates() {
      const result = await db.execute<{ currency: Currency; per_million_idr: string }>(
        sql`SELECT currency, per_million_idr::text FROM currency_rates`,
      );
      return Object.fromEntries(result.rows.map((row) => [row.currency, Number(row.per_million_idr)]));
    },
  };
}
