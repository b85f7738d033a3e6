import { eq, sql } from "drizzle-orm";
import type { CatalogChanges } from "../../../core/catalog/catalog-changes";
import type { FeedbackStore } from "../../../core/orders/feedback";
import { notifyCatalogChanged } from "../catalog/catalog-change-events";
import type { Database } from "../database";
import { orderFeedback, orders } from "../schema";

/**
 * Buyers' ratings of their completed orders. A new or changed rating shows on game and home pages,
 * so this server's page cache is told at once (`changes`); a refused one changes nothing and tells
 * nothing, so that refusals are no way to empty the cache.
 */
export function createFeedbackStore(db: Database, changes: CatalogChanges): FeedbackStore {
  // Read on every completed order's page: parsed and planned by PostgreSQL once per connection.
  const feedbackByOrder = db
    .select()
    .from(orderFeedback)
    .where(eq(orderFeedback.orderId, sql.placeholder("orderId")))
    .limit(1)
    .prepare("feedback_by_order");
  return {
    async saveFeedback(orderId, feedback, viewerId) {
      const [order] = await db
        .select({ status: orders.status, userId: orders.userId })
        .from(orders)
        .where(eq(orders.id, orderId));
      if (order?.status !== "complete") return "notComplete";
      const insert = db.insert(orderFeedback).values({ orderId, ...feedback });
      const owner = viewerId !== null && order.userId === viewerId;
      const written = owner
        ? await insert
            .onConflictDoUpdate({ target: orderFeedback.orderId, set: { ...feedback, updatedAt: sql`now()` } })
            .returning({ orderId: orderFeedback.orderId })
        : await insert.onConflictDoNothing().returning({ orderId: orderFeedback.orderId });
      if (written.length === 0) return "alreadyRated";
      // Game and home pages show the reviews: every server's page cache drops its pages.
      await notifyCatalogChanged(db);
      changes.emit();
      return "saved";
    },

    async feedbackOf(orderId) {
      const [row] = await feedbackByOrder.execute({ orderId });
      return row ? { stars: row.stars, reasons: row.reasons, comment: row.comment } : undefined;
    },
  };
}
