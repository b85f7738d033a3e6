import { describe, expect, it } from "vitest";
import type { GameDetails } from "../../core/catalog/catalog";
import { localizePath } from "../../core/locales";
import type { DeliverySpeed } from "../../core/orders/delivery-times";
import { en } from "../../i18n/messages/en";
import { createTranslator } from "../../i18n/translate";
import { gameStructuredData } from "./game-json-ld";

/**
 * The properties schema.org defines for each type the game page writes (schema.org, version 29:
 * each type's own and those it inherits from Thing, Intangible, StructuredValue and Offer), so the
 * page never writes a property a reader of schema.org does not know on that type.
 */
const THING = ["name", "description", "url", "image", "identifier", "sameAs", "alternateName"];
const OFFER = [
  ...THING,
  "price",
  "priceCurrency",
  "availability",
  "shippingDetails",
  "itemOffered",
  "seller",
  "hasMerchantReturnPolicy",
];
const PROPERTIES: Record<string, readonly string[]> = {
  Product: [...THING, "brand", "offers", "aggregateRating", "review", "sku", "category"],
  Brand: [...THING, "logo"],
  AggregateOffer: [...OFFER, "lowPrice", "highPrice", "offerCount", "offers"],
  AggregateRating: [...THING, "ratingValue", "reviewCount", "ratingCount", "bestRating", "worstRating"],
  OfferShippingDetails: [
    ...THING,
    "deliveryTime",
    "shippingRate",
    "shippingDestination",
    "doesNotShip",
    "shippingOrigin",
  ],
  ShippingDeliveryTime: [...THING, "handlingTime", "transitTime", "businessDays", "cutoffTime"],
  QuantitativeValue: [...THING, "value", "minValue", "maxValue", "unitCode", "unitText"],
  FAQPage: [...THING, "mainEntity"],
  Question: [...THING, "acceptedAnswer", "suggestedAnswer", "answerCount"],
  Answer: [...THING, "text"],
  BreadcrumbList: [...THING, "itemListElement"],
  ListItem: [...THING, "position", "item"],
};

/** Every typed node of the data, with the path it sits at. */
function nodes(value: unknown, path = "$"): { path: string; node: Record<string, unknown> }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => nodes(item, `${path}[${index}]`));
  if (!value || typeof value !== "object") return [];
  const node = value as Record<string, unknown>;
  const own = typeof node["@type"] === "string" ? [{ path, node }] : [];
  return [...own, ...Object.entries(node).flatMap(([key, child]) => nodes(child, `${path}.${key}`))];
}

const game = {
  slug: "free-fire",
  name: "Free Fire",
  publisher: "Garena",
  texts: { ogTitle: "Top up Free Fire", ogDescription: "Diamonds", faq: [{ question: "Safe?", answer: "Yes." }] },
  products: [{ price: { amount: 15_000, currency: "IDR" } }, { price: { amount: 150_000, currency: "IDR" } }],
} as unknown as GameDetails;

const speed: DeliverySpeed = {
  deliveries: 30,
  usually: { unit: "second", value: 30 },
  nineInTen: { unit: "second", value: 70 },
  nineInTenMinutes: 2,
};

const page = {
  t: createTranslator("en", en),
  href: (path: string) => localizePath(path, "en"),
  locale: "en" as const,
  origin: "https://kupi.example",
};

describe("the game page's structured data", () => {
  it("writes only properties schema.org defines for each type", () => {
    const data = gameStructuredData(game, { ...page, speed, reviews: { average: 4.5, total: 12 } });
    const typed = nodes(data);
    expect(typed.map(({ node }) => node["@type"])).toContain("ShippingDeliveryTime");
    for (const { path, node } of typed) {
      const type = node["@type"] as string;
      expect(PROPERTIES, `${path}: ${type}`).toHaveProperty(type);
      for (const key of Object.keys(node).filter((name) => !name.startsWith("@")))
        expect(PROPERTIES[type], `${path}.${key} on ${type}`).toContain(key);
    }
  });

  it("gives the offer its measured delivery time: within the 90th percentile, in minutes, the median said", () => {
    const data = gameStructuredData(game, { ...page, speed });
    const product = data["@graph"][0] as { offers: { shippingDetails: unknown } };
    expect(product.offers.shippingDetails).toEqual({
      "@type": "OfferShippingDetails",
      deliveryTime: {
        "@type": "ShippingDeliveryTime",
        description: "Measured over the last 30 deliveries: usually 30 seconds, 9 in 10 within 70 seconds.",
        // UN/CEFACT Common Code "MIN": minute (schema.org's unitCode).
        transitTime: { "@type": "QuantitativeValue", minValue: 0, maxValue: 2, unitCode: "MIN" },
      },
    });
  });

  it("claims no delivery time while too few deliveries say anything", () => {
    const data = gameStructuredData(game, { ...page, speed: null });
    expect(nodes(data).map(({ node }) => node["@type"])).not.toContain("OfferShippingDetails");
  });
});
