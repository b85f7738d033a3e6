import { sql, type SQL } from "drizzle-orm";
import type { UnitState } from "../../../core/orders/delivery-record";
import type { DeliveryMilestones } from "../../../core/orders/order-steps";
import type { Database } from "../database";

/**
 * An order's delivery milestones in one query: its units as the fulfillment keeps them (when each
 * purchase was asked for, when the supplier confirmed it and its serial), its completion (the
 * order's first `complete` event), and when the provider reported its paying attempt expired.
 */
export async function deliveryMilestones(db: Database, orderId: string): Promise<DeliveryMilestones> {
  const columns = milestoneColumns(sql`${orderId}`);
  const result = await db.execute<MilestoneColumns>(sql`
    SELECT ${columns.units} AS units, ${columns.delivered_at} AS delivered_at,
      ${columns.payment_expired_at} AS payment_expired_at`);
  return milestonesOf(result.rows[0]);
}

/** The milestones' three subqueries for the order whose id is `orderId` (a value or a column). */
export function milestoneColumns(orderId: SQL) {
  return {
    units: sql<MilestoneColumns["units"]>`(SELECT d.units FROM deliveries d WHERE d.order_id = ${orderId})`,
    delivered_at: sql<MilestoneColumns["delivered_at"]>`(SELECT e.created_at FROM order_events e
      WHERE e.order_id = ${orderId} AND e.to_status = 'complete' ORDER BY e.id LIMIT 1)`,
    payment_expired_at: sql<MilestoneColumns["payment_expired_at"]>`(SELECT p.expired_at FROM payments p
      WHERE p.order_id = ${orderId} AND p.status = 'paid' ORDER BY p.attempt DESC LIMIT 1)`,
  };
}

/** The columns the milestones are read from, as the statements here and order-news-source.ts select them. */
export type MilestoneColumns = {
  units: Record<string, UnitState> | null;
  delivered_at: string | Date | null;
  payment_expired_at: string | Date | null;
};

export function milestonesOf(row: MilestoneColumns | undefined): DeliveryMilestones {
  const at = (value: string | Date | null | undefined) => (value ? new Date(value) : null);
  // In unit order ("1", "2"...), as the order was split.
  const units = Object.entries(row?.units ?? {})
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, unit]) => unit);
  const asked = units.flatMap((unit) => (unit.since ? [Date.parse(unit.since)] : []));
  return {
    sentAt: asked.length > 0 ? new Date(Math.min(...asked)) : null,
    confirmed: units
      .filter((unit) => unit.status === "success")
      .map((unit) => ({ at: at(unit.confirmedAt), serial: unit.serial })),
    deliveredAt: at(row?.delivered_at),
    paymentExpiredAt: at(row?.payment_expired_at),
  };
}
