import { isLocale, type Locale, type MarketCode } from "./locales";
import { fillMarketFacts, type Market, type PaymentMethod, type PaymentMethodKind, marketFor } from "./markets";

/**
 * The market facts texts quote, taken from MARKETS so that a change to a market's payment
 * methods cannot leave a page naming a method the market does not offer. The words around them (the
 * name of a kind of method, the conjunction) are the reader's language's: i18n/market-phrases.ts.
 */

/** One kind of payment method a market offers, with the brands that stand for it (GoPay, OVO...). */
export interface PaymentMethodGroup {
  kind: PaymentMethodKind;
  brands: string[];
}

/**
 * A market's payment methods grouped by kind, in the order the market lists them. A method's brand
 * "Visa / Mastercard / МИР" is three brands; each brand appears once. `methods` are those the shop
 * offers now (a method whose provider is not configured is not offered); all of the market's by default.
 */
export function paymentMethodGroups(
  locale: Locale,
  methods: readonly PaymentMethod[] = marketFor(locale).paymentMethods,
): PaymentMethodGroup[] {
  const groups: PaymentMethodGroup[] = [];
  for (const method of methods) {
    let group = groups.find((candidate) => candidate.kind === method.kind);
    if (!group) {
      group = { kind: method.kind, brands: [] };
      groups.push(group);
    }
    for (const brand of method.brand.split("/").map((part) => part.trim()))
      if (brand && !group.brands.includes(brand)) group.brands.push(brand);
  }
  return groups;
}

/** The market's payment methods as a sentence names them, in the reader's language. */
export interface MarketPhrases {
  /** "QRIS, e-wallet ... dan kartu": every method, as a list of what one can use. */
  paymentMethods: string;
  /** "QRIS, e-wallet ... atau kartu": every method, as a choice ("pay by ..."). */
  paymentMethodsOr: string;
}

/**
 * A text's market tokens filled for the market it is read in: {cashbackThreshold} (core/markets.ts),
 * {paymentMethods} and {paymentMethodsOr}. Texts that are not ICU messages (game descriptions, the
 * legal pages) use these tokens; ICU messages get the same values as arguments.
 */
export function fillMarketTexts(text: string, locale: Locale, phrases: MarketPhrases): string {
  return fillMarketFacts(text, locale)
    .replaceAll("{paymentMethodsOr}", phrases.paymentMethodsOr)
    .replaceAll("{paymentMethods}", phrases.paymentMethods);
}

/**
 * The market an order was placed in. An order keeps it wherever it is viewed: its
 * currency, its tax and its clock are its market's, not the viewer's. Orders only ever carry one of
 * the shop's locales; anything else is the default market rather than a broken page.
 */
export function orderMarket(order: { locale: string }): Market {
  return marketFor(isLocale(order.locale) ? order.locale : "id");
}

/** The tax an order's total includes: which market's tax (its name is the viewer's words) and its rate. */
export interface OrderTax {
  market: MarketCode;
  /** The rate in basis points; 0 when the market's prices carry no tax the shop collects (the US). */
  rateBps: number;
}

export function orderTax(order: { locale: string }): OrderTax {
  const market = orderMarket(order);
  return { market: market.code, rateBps: market.taxRateBps };
}
