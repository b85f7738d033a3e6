import type { ReviewPage } from "../../core/reviews/reviews";
import { useI18n } from "../i18n/i18n-context";
import { useRootData } from "../root-data";

/**
 * schema.org's AggregateRating of a list of reviews, or nothing when there is none: search engines
 * refuse an AggregateRating of 0 reviews.
 */
export function aggregateRating(reviews: Pick<ReviewPage, "average" | "total">) {
  if (reviews.average === null || reviews.total === 0) return undefined;
  return {
    "@type": "AggregateRating",
    ratingValue: reviews.average,
    reviewCount: reviews.total,
    bestRating: 5,
    worstRating: 1,
  };
}

/** A JSON-LD script; "<" is escaped so that no text in the data can close the script element. */
export function JsonLd({ data }: { data: unknown }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The shop as an organization with its buyers' rating, for the home page; nothing without reviews. */
export function ShopRatingJsonLd({ reviews }: { reviews: Pick<ReviewPage, "average" | "total"> }) {
  const { href } = useI18n();
  const root = useRootData();
  const rating = aggregateRating(reviews);
  if (!rating || !root) return null;
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Organization",
        name: root.shop.shopName,
        url: root.origin + href("/"),
        aggregateRating: rating,
      }}
    />
  );
}
