import { sql } from "drizzle-orm";
import type { DeliveryMilestones } from "../../../core/orders/order-steps";
import type { Database } from "../database";

/**
 * An order's delivery milestones in one query: its first purchase at a supplier (the earliest
 * `since` of its units) and its completion (the order's first `complete` event).
 */
export async function deliveryMilestones(db: Database, orderId: string): Promise<DeliveryMilestones> {
  const result = await db.execute<{ sent_at: string | null; delivered_at: string | null }>(sql`
    SELECT
      (SELECT min((unit.value ->> 'since')::timestamptz)
         FROM deliveries d, jsonb_each(d.units) AS unit
        WHERE d.order_id = ${orderId} AND unit.value ? 'since') AS sent_at,
      (SELECT e.created_at FROM order_events e
        WHERE e.order_id = ${orderId} AND e.to_status = 'complete' ORDER BY e.id LIMIT 1) AS delivered_at`);
  const row = result.rows[0];
  const at = (value: string | null | undefined) => (value ? new Date(value) : null);
  return { sentAt: at(row?.sent_at), deliveredAt: at(row?.delivered_at) };
}
