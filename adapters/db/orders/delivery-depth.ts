import { sql } from "drizzle-orm";
import type { DeliveryDepth } from "../../metrics/shop-metrics";
import type { Database } from "../database";

/**
 * The open deliveries by status and the oldest one's age, for the metrics: one query on the partial
 * index of open deliveries (deliveries_open_idx), however many have finished.
 */
export async function readDeliveryDepth(db: Database): Promise<DeliveryDepth> {
  const result = await db.execute<{ status: "queued" | "pending"; open: number; oldest: number }>(sql`
    SELECT status, count(*)::int AS open, extract(epoch FROM now() - min(created_at))::float8 AS oldest
      FROM deliveries WHERE status IN ('queued', 'pending') GROUP BY status`);
  return {
    byStatus: Object.fromEntries(result.rows.map((row) => [row.status, row.open])),
    oldestSeconds: Math.max(0, ...result.rows.map((row) => row.oldest)),
  };
}
