import { sql } from "drizzle-orm";
import type { DeliveryTimesStore, MeasuredDelivery } from "../../../core/orders/delivery-times";
import type { Database } from "../database";

/**
 * Every game's last deliveries at once, timed from payment to the order's completion: one query over
 * the completions of the window (order_events_completed_idx), ranked per game newest first.
 */
export function createDeliveryTimesRepository(db: Database): DeliveryTimesStore {
  return {
    async measure(window) {
      const result = await db.execute<{ game_slug: string; deliveries: number; median: number; p90: number }>(sql`
        WITH recent AS (
          SELECT o.game_slug, extract(epoch FROM e.created_at - o.paid_at) AS seconds,
                 row_number() OVER (PARTITION BY o.game_slug ORDER BY e.created_at DESC) AS n
            FROM order_events e JOIN orders o ON o.id = e.order_id
           WHERE e.to_status = 'complete' AND e.created_at >= ${window.since} AND o.paid_at IS NOT NULL
        )
        SELECT game_slug, count(*)::int AS deliveries,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds)::float8 AS median,
               percentile_cont(0.9) WITHIN GROUP (ORDER BY seconds)::float8 AS p90
          FROM recent WHERE n <= ${window.deliveries} GROUP BY game_slug`);
      return new Map(
        result.rows.map((row): [string, MeasuredDelivery] => [
          row.game_slug,
          { deliveries: row.deliveries, medianSeconds: row.median, p90Seconds: row.p90 },
        ]),
      );
    },
  };
}
