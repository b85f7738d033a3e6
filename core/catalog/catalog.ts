import type { ArtImage } from "../art/art";
import type { Locale } from "../locales";
import { marketFor } from "../markets";
import type { Currency, Money } from "../money";
import type { AccountFormDefinition, GameTexts, GameTile, ProductKind, PurchaseLimit } from "./types";

/** A game as lists show it, in one language. */
export interface GameSummary {
  slug: string;
  /** The name in the requested language. */
  name: string;
  publisher: string;
  tile: GameTile;
  /** The art an operator uploaded (decision 034); none (or absent) draws the tile. */
  art?: ArtImage | null;
  hasFormPage: boolean;
  /** Minutes within which delivery is promised; past them the buyer is sent to support. */
  deliveryPromiseMinutes: number;
  /** Names in every language, aliases and the slug: what search matches. */
  searchTerms: string[];
}

/** A product as one market sees it: texts in its language, price in its currency. */
export interface ProductOffer {
  sku: string;
  kind: ProductKind;
  amount: number | null;
  bonus: number | null;
  firstTopUpBonus: number | null;
  title: string | null;
  description: string | null;
  durationDays: number | null;
  regionOnly: string | null;
  popular: boolean;
  limit: PurchaseLimit | null;
  /** What the buyer pays now: the sale price when there is one. */
  price: Money;
  /** The list price; above `price` while the product is on sale. */
  listPrice: Money;
}

export interface GameDetails extends GameSummary {
  minimumPurchase: number | null;
  firstTopUpDouble: boolean;
  /** How long deliveries usually take, for a game slower than minutes; null for the others. */
  usualDeliveryMinutes: { from: number; to: number } | null;
  account: AccountFormDefinition;
  texts: GameTexts;
  /** Active products priced in the requested currency, in catalog order. */
  products: ProductOffer[];
}

export interface PopularProduct {
  game: GameSummary;
  product: ProductOffer;
  /** The game's currency unit (ICU with {amount}) in the requested language. */
  currencyUnit: string;
}

/** Port: where the catalog is kept (the database, seeded from catalog/games/). */
export interface CatalogRepository {
  /** Active games in home-page order. */
  listGames(locale: Locale): Promise<GameSummary[]>;
  /** An active game with its form, texts and products for one market. */
  findGame(slug: string, locale: Locale, currency: Currency): Promise<GameDetails | undefined>;
  /** Products marked popular, across games, in home-page order. */
  popularProducts(locale: Locale, currency: Currency, limit: number): Promise<PopularProduct[]>;
}

/** One product of one game, as a request or an order names it; the currency defaults to the locale's market's. */
export interface ProductRef {
  gameSlug: string;
  productSku: string;
  locale: Locale;
  currency?: Currency;
}

/** The game and the product a request or an order names, as the catalog sells them now; undefined when either is gone. */
export async function findProduct(
  catalog: Pick<CatalogRepository, "findGame">,
  ref: ProductRef,
): Promise<{ game: GameDetails; product: ProductOffer } | undefined> {
  const game = await catalog.findGame(ref.gameSlug, ref.locale, ref.currency ?? marketFor(ref.locale).currency);
  const product = game?.products.find((candidate) => candidate.sku === ref.productSku);
  return game && product ? { game, product } : undefined;
}
