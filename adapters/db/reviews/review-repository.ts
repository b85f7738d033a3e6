import { alias } from "drizzle-orm/pg-core";
import { and, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { localesOfMarket } from "../../../core/locales";
import type { ReviewFilter, ReviewStore } from "../../../core/reviews/reviews";
import type { CatalogChanges } from "../../../core/catalog/catalog-changes";
import { createCatalogCache, uncached } from "../catalog/catalog-cache";
import type { Database } from "../database";
import { orderFeedback, orders } from "../schema";

/**
 * The public reviews from `order_feedback` and their orders. Only what a review shows is selected:
 * never an order's id, number, game account or contacts.
 */
export function createReviewStore(db: Database, changes?: CatalogChanges): ReviewStore {
  // Every game page shows its first reviews and their count and average: from memory, emptied by the
  // change event a new or hidden rating sends (server/wiring.ts), as the catalog is (decision 027).
  // A reviewer's count of orders may lag by the cache's 30 s; their reviews and ratings do not.
  const cache = changes ? createCatalogCache(changes) : uncached;
  const other = alias(orders, "reviewer_orders");
  const otherFeedback = alias(orderFeedback, "reviewer_feedback");
  /**
   * The reviewer's other orders: a signed-in buyer's own; a guest's are the guest orders of the same
   * game account (same game, same ID), the only thing that ties a guest's orders together. Only
   * completed orders count: those are the ones that can be rated. The two kinds are two subqueries
   * under one CASE, not one subquery with a CASE inside: a condition that switches on the outer row
   * matches no index, and each review shown would read every order (50,000 orders: a sequential scan
   * per row). Each subquery alone reads its index: orders_user_idx, or orders_guest_reviewer_idx.
   */
  const buyersOrders = sql`${other.status} = 'complete' AND ${other.userId} = ${orders.userId}`;
  const guestsOrders = sql`${other.status} = 'complete' AND ${other.userId} IS NULL
    AND ${other.gameSlug} = ${orders.gameSlug} AND ${other.account} = ${orders.account}`;
  const perReviewer = (count: (sameReviewer: SQL) => SQL) =>
    sql<number>`CASE WHEN ${orders.userId} IS NOT NULL THEN ${count(buyersOrders)} ELSE ${count(guestsOrders)} END`;
  // A review an operator hid (core/admin/review-moderation.ts) is in no public reader: not the list,
  // the count and average (hence JSON-LD's AggregateRating), nor the reviewer's count of reviews.
  // A market's reviews are those of its orders, placed in any of the market's locales.
  const where = (filter: ReviewFilter): SQL | undefined =>
    and(
      isNull(orderFeedback.hiddenAt),
      inArray(orders.locale, localesOfMarket(filter.market)),
      filter.gameSlug ? eq(orders.gameSlug, filter.gameSlug) : undefined,
    );

  async function read(filter: ReviewFilter, offset: number, limit: number) {
    const [rows, [summary]] = await Promise.all([
      db
        .select({
          stars: orderFeedback.stars,
          reasons: orderFeedback.reasons,
          comment: orderFeedback.comment,
          gameSlug: orders.gameSlug,
          productSku: orders.productSku,
          productTitle: orders.productTitle,
          createdAt: orderFeedback.createdAt,
          reviewerOrders: perReviewer(
            (sameReviewer) => sql`(SELECT count(*)::int FROM ${orders} ${other} WHERE ${sameReviewer})`,
          ),
          reviewerReviews: perReviewer(
            (sameReviewer) => sql`(SELECT count(*)::int FROM ${orders} ${other}
              JOIN ${orderFeedback} ${otherFeedback} ON ${otherFeedback.orderId} = ${other.id}
              WHERE ${sameReviewer} AND ${otherFeedback.hiddenAt} IS NULL)`,
          ),
        })
        .from(orderFeedback)
        .innerJoin(orders, eq(orders.id, orderFeedback.orderId))
        .where(where(filter))
        .orderBy(desc(orderFeedback.createdAt), desc(orderFeedback.orderId))
        .limit(limit)
        .offset(offset),
      db
        .select({
          total: sql<number>`count(*)::int`,
          // bigint in SQL: a sum of many ratings never overflows; it comes back as text.
          starsSum: sql<string>`coalesce(sum(${orderFeedback.stars}), 0)::bigint`,
        })
        .from(orderFeedback)
        .innerJoin(orders, eq(orders.id, orderFeedback.orderId))
        .where(where(filter)),
    ]);
    return { rows, total: summary?.total ?? 0, starsSum: Number(summary?.starsSum ?? 0) };
  }

  return {
    page: (filter, offset, limit) =>
      cache.read(`reviews:${filter.market}:${filter.gameSlug ?? "*"}:${offset}:${limit}`, () =>
        read(filter, offset, limit),
      ),
  };
}
