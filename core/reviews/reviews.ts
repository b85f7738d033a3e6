import type { GameDetails, CatalogRepository, ProductOffer } from "../catalog/catalog";
import type { FeedbackReason } from "../orders/feedback";
import { marketOf, type Locale, type MarketCode } from "../locales";
import { marketFor } from "../markets";
import { intlOnce } from "../intl-once";

/**
 * The public reviews list (GET /orders/public/feedback?page=n): the
 * ratings buyers gave their completed orders, newest first, a page at a time, with the average.
 * Nothing in it identifies a buyer: no order id or number, no game account, no contact.
 */
export const REVIEWS_PAGE_SIZE = 5;
/** Pages beyond this are refused as bad input: nobody reads 5,000 reviews one page at a time. */
export const MAX_REVIEWS_PAGE = 1_000;

/** One review as the store reads it, before its product is named in the reader's language. */
export interface ReviewRow {
  stars: number;
  reasons: FeedbackReason[];
  comment: string | null;
  gameSlug: string;
  productSku: string;
  /** The product as its buyer saw it, in the order's language: the fallback for a product since removed. */
  productTitle: string;
  /**
   * Who the reviewer is, for the counts: a signed-in buyer is their account; a guest is the game
   * account they topped up (same game, same ID), the only thing that ties a guest's orders together.
   */
  reviewerOrders: number;
  reviewerReviews: number;
  createdAt: Date;
}

export interface ReviewFilter {
  /**
   * The market whose buyers' reviews these are: a review belongs to the market of its order, and a
   * market's pages show its own buyers' words, never another market's (whichever of the market's
   * languages they bought in).
   */
  market: MarketCode;
  /** Only the reviews of this game's orders (the game page); all of them when absent (home). */
  gameSlug?: string;
}

/** Port: where the ratings are read. */
export interface ReviewStore {
  /** Up to `limit` reviews from `offset`, newest first, and the count and star sum of all that match. */
  page(
    filter: ReviewFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: ReviewRow[]; total: number; starsSum: number }>;
}

/** A review as readers see it. */
export interface Review {
  rating: number;
  reasons: FeedbackReason[];
  comment: string | null;
  /** "Mobile Legends: 86 Diamond", in the reader's language. */
  product: string;
  reviewer: { orders: number; reviews: number };
  createdAt: string;
}

export interface ReviewPage {
  reviews: Review[];
  page: number;
  pageSize: number;
  total: number;
  /** The mean of all matching ratings to one decimal (4.7), or null when there is none. */
  average: number | null;
  hasMore: boolean;
}

/**
 * The mean of `count` ratings summing to `sum`, to one decimal, rounded half up, in integer
 * arithmetic: round(10·sum/count) = floor((20·sum + count) / (2·count)). No float ever rounds 4.65 to 4.6.
 */
export function averageRating(sum: number, count: number): number | null {
  if (count <= 0) return null;
  const tenths = Math.floor((20 * sum + count) / (2 * count));
  return tenths / 10;
}

/** A review's date as day.month.year in the market's time zone, so the server's page and the browser's agree. */
export function formatReviewDate(iso: string, timeZone: string): string {
  const parts = intlOnce(
    `review-date:${timeZone}`,
    () => new Intl.DateTimeFormat("en-GB", { timeZone, day: "2-digit", month: "2-digit", year: "numeric" }),
  ).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? "";
  return `${part("day")}.${part("month")}.${part("year")}`;
}

export interface Reviews {
  /** A page of the reviews of `locale`'s market, its products named in its language. */
  page(input: { page: number; locale: Locale; gameSlug?: string }): Promise<ReviewPage>;
}

export function createReviews(deps: {
  store: ReviewStore;
  catalog: Pick<CatalogRepository, "findGame">;
  /** The product's name as orders word it (checkout's productTitle), in `locale`. */
  productTitle: (game: GameDetails, product: ProductOffer, locale: Locale) => string;
}): Reviews {
  return {
    async page({ page, locale, gameSlug }) {
      const filter: ReviewFilter = { market: marketOf(locale), ...(gameSlug ? { gameSlug } : {}) };
      const { rows, total, starsSum } = await deps.store.page(
        filter,
        (page - 1) * REVIEWS_PAGE_SIZE,
        REVIEWS_PAGE_SIZE,
      );
      // Each game once per page: its products named in the reader's language.
      const slugs = [...new Set(rows.map((row) => row.gameSlug))];
      const games = new Map(
        await Promise.all(
          slugs.map(
            async (slug) => [slug, await deps.catalog.findGame(slug, locale, marketFor(locale).currency)] as const,
          ),
        ),
      );
      const productName = (row: ReviewRow) => {
        const game = games.get(row.gameSlug);
        const product = game?.products.find((candidate) => candidate.sku === row.productSku);
        return game && product ? deps.productTitle(game, product, locale) : row.productTitle;
      };
      return {
        reviews: rows.map((row) => ({
          rating: row.stars,
          reasons: row.reasons,
          comment: row.comment,
          product: productName(row),
          reviewer: { orders: row.reviewerOrders, reviews: row.reviewerReviews },
          createdAt: row.createdAt.toISOString(),
        })),
        page,
        pageSize: REVIEWS_PAGE_SIZE,
        total,
        average: averageRating(starsSum, total),
        hasMore: page * REVIEWS_PAGE_SIZE < total,
      };
    },
  };
}
