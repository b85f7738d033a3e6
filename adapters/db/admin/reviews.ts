import { desc, eq, isNotNull, sql } from "drizzle-orm";
import type { ReviewModerationStore } from "../../../core/admin/review-moderation";
import { notifyCatalogChanged } from "../catalog/catalog-change-events";
import { createAuditRepository } from "../records/audit-repository";
import type { Database } from "../database";
import type { CatalogChanges } from "../../../core/catalog/catalog-changes";
import { announcing } from "../catalog/announcing";
import { orderFeedback, orders } from "../schema";

/** Reviews for moderation: every one, hidden or not, with the order it rates. */
/** Reviews for moderation; a hidden or shown review is announced to this process's page cache. */
export function createReviewModerationStore(db: Database, changes: CatalogChanges): ReviewModerationStore {
  const store: ReviewModerationStore = {
    async list({ offset, limit, hiddenOnly }) {
      const rows = await db
        .select({
          orderId: orderFeedback.orderId,
          orderNumber: orders.number,
          gameSlug: orders.gameSlug,
          productTitle: orders.productTitle,
          userId: orders.userId,
          stars: orderFeedback.stars,
          reasons: orderFeedback.reasons,
          comment: orderFeedback.comment,
          createdAt: orderFeedback.createdAt,
          hiddenAt: orderFeedback.hiddenAt,
          hiddenReason: orderFeedback.hiddenReason,
          hiddenBy: orderFeedback.hiddenBy,
        })
        .from(orderFeedback)
        .innerJoin(orders, eq(orders.id, orderFeedback.orderId))
        .where(hiddenOnly ? isNotNull(orderFeedback.hiddenAt) : undefined)
        .orderBy(desc(orderFeedback.createdAt), desc(orderFeedback.orderId))
        .limit(limit)
        .offset(offset);
      return rows.map(({ hiddenAt, hiddenReason, hiddenBy, ...row }) => ({
        ...row,
        hidden: hiddenAt ? { at: hiddenAt, reason: hiddenReason ?? "", by: hiddenBy } : null,
      }));
    },

    async setHidden(orderId, hide, audit) {
      // The row is locked while it changes: ten operators hiding it at once make one change, one entry.
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ hiddenAt: orderFeedback.hiddenAt, hiddenReason: orderFeedback.hiddenReason })
          .from(orderFeedback)
          .where(eq(orderFeedback.orderId, orderId))
          .for("update");
        if (!row) return undefined;
        if (Boolean(row.hiddenAt) === Boolean(hide)) return { changed: false };
        await tx
          .update(orderFeedback)
          .set(
            hide
              ? { hiddenAt: sql`now()`, hiddenReason: hide.reason, hiddenBy: hide.by }
              : { hiddenAt: null, hiddenReason: null, hiddenBy: null },
          )
          .where(eq(orderFeedback.orderId, orderId));
        await createAuditRepository(tx).append(audit({ hidden: Boolean(row.hiddenAt), reason: row.hiddenReason }));
        // The public reviews change: every server's page cache drops its pages when this commits.
        await notifyCatalogChanged(tx);
        return { changed: true };
      });
    },
  };
  return { ...store, setHidden: announcing(store.setHidden, changes) };
}
