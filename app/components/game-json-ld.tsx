import type { GameDetails } from "../../core/catalog/catalog";
import type { Locale } from "../../core/locales";
import { MINOR_DIGITS } from "../../core/money";
import type { DeliverySpeed } from "../../core/orders/delivery-times";
import type { ReviewPage } from "../../core/reviews/reviews";
import type { Translate } from "../../i18n/translate";
import { useI18n } from "../i18n/i18n-context";
import { useRootData } from "../root-data";
import { sayDuration } from "./delivery-speed";
import { aggregateRating, JsonLd } from "./rating-json-ld";

function decimal(amount: number, digits: number): string {
  return (amount / 10 ** digits).toFixed(digits);
}

/**
 * The measured delivery time as schema.org's shipping details (decision 062): the whole time from
 * payment to the game account as the transit time, in minutes (UN/CEFACT "MIN"), at most the 90th
 * percentile rounded up; the median, which no property means, in the description's sentence.
 */
function shippingDetails(speed: DeliverySpeed, t: Translate, locale: Locale) {
  return {
    "@type": "OfferShippingDetails",
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      description: t("game.deliveryMeasured", {
        usually: sayDuration(speed.usually, locale),
        nineInTen: sayDuration(speed.nineInTen, locale),
        count: speed.deliveries,
      }),
      transitTime: { "@type": "QuantitativeValue", minValue: 0, maxValue: speed.nineInTenMinutes, unitCode: "MIN" },
    },
  };
}

/**
 * The game page's structured data for search engines: the game's top-ups as a Product with an
 * AggregateOffer (with its measured delivery time when there are enough deliveries to say), the FAQ
 * as an FAQPage, and the breadcrumb (home > game). With reviews of the game's orders, the Product
 * carries their AggregateRating.
 */
export function gameStructuredData(
  game: GameDetails,
  page: {
    t: Translate;
    href: (path: string) => string;
    locale: Locale;
    origin: string;
    reviews?: Pick<ReviewPage, "average" | "total">;
    speed?: DeliverySpeed | null;
  },
) {
  const { t, href, origin, speed } = page;
  const prices = game.products.map((product) => product.price);
  const currency = prices[0]?.currency;
  const digits = currency ? MINOR_DIGITS[currency] : 0;
  const rating = page.reviews ? aggregateRating(page.reviews) : undefined;
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
              ...(speed ? { shippingDetails: shippingDetails(speed, t, page.locale) } : {}),
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
  return { "@context": "https://schema.org", "@graph": graph };
}

export function GameJsonLd({
  game,
  reviews,
  speed,
}: {
  game: GameDetails;
  reviews?: Pick<ReviewPage, "average" | "total">;
  speed?: DeliverySpeed | null;
}) {
  const { t, href, locale } = useI18n();
  const origin = useRootData()?.origin ?? "";
  return <JsonLd data={gameStructuredData(game, { t, href, locale, origin, reviews, speed })} />;
}
