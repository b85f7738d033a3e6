import type { GameDetails } from "../../core/catalog/catalog";
import { MINOR_DIGITS } from "../../core/money";
import { useI18n } from "../i18n/i18n-context";
import { useRootData } from "../root-data";
import type { ReviewPage } from "../../core/reviews/reviews";
import { aggregateRating, JsonLd } from "./rating-json-ld";

function decimal(amount: number, digits: number): string {
  return (amount / 10 ** digits).toFixed(digits);
}

/**
 * Structured data for search engines: the game's top-ups as a Product with an AggregateOffer, the
 * FAQ as an FAQPage, and the breadcrumb (home > game). With reviews of the game's orders, the
 * Product carries their AggregateRating.
 */
export function GameJsonLd({ game, reviews }: { game: GameDetails; reviews?: Pick<ReviewPage, "average" | "total"> }) {
  const { t, href } = useI18n();
  const origin = useRootData()?.origin ?? "";
  const prices = game.products.map((product) => product.price);
  const currency = prices[0]?.currency;
  const digits = currency ? MINOR_DIGITS[currency] : 0;
  const rating = reviews ? aggregateRating(reviews) : undefined;
  const graph = [
    {
      "@type": "Product",
      name: game.texts.ogTitle,
      description: game.texts.ogDescription,
      brand: { "@type": "Brand", name: game.publisher },
      url: origin + href(`/${game.slug}`),
      ...(rating ? { aggregateRating: rating } : {}),
      ...(currency
        ? {
            offers: {
              "@type": "AggregateOffer",
              priceCurrency: currency,
              lowPrice: decimal(Math.min(...prices.map((price) => price.amount)), digits),
              highPrice: decimal(Math.max(...prices.map((price) => price.amount)), digits),
              offerCount: prices.length,
              availability: "https://schema.org/InStock",
            },
          }
        : {}),
    },
    {
      "@type": "FAQPage",
      mainEntity: game.texts.faq.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer },
      })),
    },
    {
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: t("game.breadcrumbHome"), item: origin + href("/") },
        { "@type": "ListItem", position: 2, name: game.name, item: origin + href(`/${game.slug}`) },
      ],
    },
  ];
  return <JsonLd data={{ "@context": "https://schema.org", "@graph": graph }} />;
}
