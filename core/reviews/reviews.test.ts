import { describe, expect, it } from "vitest";
import type { GameDetails } from "../catalog/catalog";
import { averageRating, createReviews, formatReviewDate, REVIEWS_PAGE_SIZE, type ReviewRow } from "./reviews";

describe("the average rating (one decimal, integer arithmetic)", () => {
  it("rounds half up to one decimal and says nothing without ratings", () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(5, 1)).toBe(5);
    expect(averageRating(9, 2)).toBe(4.5);
    // 4.666... -> 4.7; 4.65 (93/20) -> 4.7, where a float's 4.65 * 10 would round down.
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(93, 20)).toBe(4.7);
    expect(averageRating(11, 3)).toBe(3.7);
    expect(averageRating(7, 3)).toBe(2.3);
    expect(averageRating(6, 6)).toBe(1);
  });
});

describe("a review's date", () => {
  it("is day.month.year in the market's time zone", () => {
    // 20:30 UTC on 31 Dec is already 1 Jan in Jakarta (UTC+7).
    expect(formatReviewDate("2026-12-31T20:30:00Z", "Asia/Jakarta")).toBe("01.01.2027");
    expect(formatReviewDate("2026-12-31T20:30:00Z", "UTC")).toBe("31.12.2026");
  });
});

const row = (overrides: Partial<ReviewRow> = {}): ReviewRow => ({
  stars: 5,
  reasons: ["fastDelivery"],
  comment: null,
  gameSlug: "free-fire",
  productSku: "ff-140",
  productTitle: "Free Fire: 140 Diamond",
  reviewerOrders: 2,
  reviewerReviews: 1,
  createdAt: new Date("2026-11-23T10:00:00Z"),
  ...overrides,
});

describe("a page of reviews", () => {
  const game = { slug: "free-fire", name: "Free Fire", products: [{ sku: "ff-140" }] } as unknown as GameDetails;

  function reviews(rows: ReviewRow[], total: number, starsSum: number) {
    const asked: { offset: number; limit: number; market: string; gameSlug?: string }[] = [];
    const use = createReviews({
      store: {
        async page(filter, offset, limit) {
          asked.push({ offset, limit, ...filter });
          return { rows, total, starsSum };
        },
      },
      catalog: {
        findGame: async (slug, locale) => (slug === "free-fire" ? { ...game, name: `FF-${locale}` } : undefined),
      },
      productTitle: (found, product, locale) => `${found.name}: ${product.sku} (${locale})`,
    });
    return { use, asked };
  }

  it("reads the page's slice, names products in the reader's language and says whether more follow", async () => {
    const { use, asked } = reviews([row(), row({ gameSlug: "gone", productTitle: "Gone: 1 Gem" })], 12, 50);
    const second = await use.page({ page: 2, locale: "en", gameSlug: "free-fire" });
    // The reader's market's reviews only: an English page never shows an Indonesian buyer's words.
    expect(asked).toEqual([
      { offset: REVIEWS_PAGE_SIZE, limit: REVIEWS_PAGE_SIZE, market: "en", gameSlug: "free-fire" },
    ]);
    expect(second.reviews.map((review) => review.product)).toEqual(["FF-en: ff-140 (en)", "Gone: 1 Gem"]);
    expect(second).toMatchObject({ page: 2, total: 12, average: 4.2, hasMore: true });
    expect(second.reviews[0]).toEqual({
      rating: 5,
      reasons: ["fastDelivery"],
      comment: null,
      product: "FF-en: ff-140 (en)",
      reviewer: { orders: 2, reviews: 1 },
      createdAt: "2026-11-23T10:00:00.000Z",
    });
    expect((await reviews([row()], 10, 50).use.page({ page: 2, locale: "id" })).hasMore).toBe(false);
    expect(await reviews([], 0, 0).use.page({ page: 1, locale: "id" })).toMatchObject({
      total: 0,
      average: null,
      hasMore: false,
    });
  });
});
