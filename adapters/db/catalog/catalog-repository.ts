import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type {
  CatalogRepository,
  GameDetails,
  GameSummary,
  PopularProduct,
  ProductOffer,
} from "../../../core/catalog/catalog";
import type { ArtImage } from "../../../core/art/art";
import type { GameTile } from "../../../core/catalog/types";
import { sellableIn, type FiscalMarket } from "../../../core/catalog/fiscal";
import { LANGUAGES, languageOf, marketOf, type Language, type Locale } from "../../../core/locales";
import { money, type Currency } from "../../../core/money";
import { priceAt } from "../../../core/pricing/sale-window";
import type { CatalogChanges } from "../../../core/catalog/catalog-changes";
import { createCatalogCache, deepFreeze, uncached } from "./catalog-cache";
import type { Database } from "../database";
import { art, games, productPrices, products } from "../schema";

/**
 * What lists need of a game: no FAQ, guide or form. Only the names in each language are read out of
 * the texts document, so a list of 35 games does not carry 35 four-language documents.
 */
/** The game's uploaded art (decision 034), or null: cached with the game's row, emptied by the same change. */
const gameArt = sql<ArtImage | null>`(SELECT jsonb_build_object('hash', ${art.hash}, 'widths', to_jsonb(${art.widths})) FROM ${art} WHERE ${art.subject} = 'game:' || ${games.slug})`;

const summaryColumns = {
  slug: games.slug,
  name: games.name,
  publisher: games.publisher,
  tile: games.tile,
  art: gameArt,
  hasFormPage: games.hasFormPage,
  deliveryPromiseMinutes: games.deliveryPromiseMinutes,
  aliases: games.aliases,
  names: sql<Record<Language, string>>`jsonb_build_object(${sql.join(
    LANGUAGES.map((language) => sql`${language}::text, ${games.texts} -> ${language}::text ->> 'name'`),
    sql`, `,
  )})`,
};
type SummaryRow = {
  slug: string;
  name: string;
  publisher: string;
  tile: GameTile;
  art: ArtImage | null;
  hasFormPage: boolean;
  deliveryPromiseMinutes: number;
  aliases: string[];
  names: Record<Language, string | null>;
};
type ProductRow = typeof products.$inferSelect;
type PriceRow = typeof productPrices.$inferSelect;

function summary(row: SummaryRow, locale: Locale): GameSummary {
  const names = LANGUAGES.map((code) => row.names[code] ?? row.name);
  return {
    slug: row.slug,
    name: row.names[languageOf(locale)] ?? row.name,
    publisher: row.publisher,
    tile: row.tile,
    art: row.art,
    hasFormPage: row.hasFormPage,
    deliveryPromiseMinutes: row.deliveryPromiseMinutes,
    searchTerms: [...new Set([row.name, ...names, ...row.aliases, row.slug.replace(/-/g, " ")])],
  };
}

function offer(row: ProductRow, price: PriceRow, locale: Locale, now: Date): ProductOffer {
  const currency = price.currency;
  return {
    sku: row.sku,
    kind: row.kind,
    amount: row.amount,
    bonus: row.bonus,
    firstTopUpBonus: row.firstTopUpBonus,
    title: row.title?.[languageOf(locale)] ?? null,
    description: row.description?.[languageOf(locale)] ?? null,
    durationDays: row.durationDays,
    regionOnly: row.regionOnly,
    popular: row.popular,
    limit: row.purchaseLimit,
    price: money(priceAt(price.listAmount, price, now), currency),
    listPrice: money(price.listAmount, currency),
  };
}

type GameRow = typeof games.$inferSelect & { art: ArtImage | null };
type OfferRows = readonly { product: ProductRow; price: PriceRow }[];

function gameDetails(row: GameRow, items: { offer: ProductOffer }[], locale: Locale): GameDetails {
  const names = Object.fromEntries(
    LANGUAGES.map((code) => [code, row.texts?.[code]?.name ?? null]),
  ) as SummaryRow["names"];
  return {
    ...summary({ ...row, names }, locale),
    minimumPurchase: row.minimumPurchase,
    firstTopUpDouble: row.firstTopUpDouble,
    usualDeliveryMinutes: row.usualDeliveryMinutes,
    account: row.accountForm!,
    texts: row.texts![languageOf(locale)],
    products: items.map((item) => item.offer),
  };
}

/**
 * A game's details built from its cached rows, kept while those rows stay the cache's and no
 * temporary discount of its products opens or closes: every quote and order asked for the same
 * game's 20-odd offers, built again each time (decision 027).
 */
interface BuiltDetails {
  rows: OfferRows;
  value: GameDetails;
  /** The span of time (ms) over which every product's price stays what it was when built. */
  from: number;
  until: number;
}

/** The sale boundaries around `at`: the latest at or before it and the first after it. */
function priceSpan(rows: OfferRows, at: number): { from: number; until: number } {
  let from = -Infinity;
  let until = Infinity;
  for (const { price } of rows) {
    if (price.saleAmount === null) continue;
    for (const edge of [price.saleStartsAt, price.saleEndsAt]) {
      if (!edge) continue;
      const time = edge.getTime();
      if (time <= at) from = Math.max(from, time);
      else until = Math.min(until, time);
    }
  }
  return { from, until };
}

/**
 * The catalog as buyers see it. With `changes` (the running shop) its rows are read through an
 * in-memory cache emptied by every catalog change (catalog-cache.ts); without, read fresh on every
 * call. Either way `now` decides, per call, which temporary discounts are on, and a product that
 * lacks the fiscal codes a market requires (`fiscalRequiredIn`) is not offered in that market's
 * locales: not listed, so neither quoted nor ordered.
 */
export function createCatalogRepository(
  db: Database,
  now: () => Date = () => new Date(),
  changes?: CatalogChanges,
  fiscalRequiredIn: readonly FiscalMarket[] = [],
): CatalogRepository {
  const cache = changes ? createCatalogCache(changes) : uncached;
  /** Per cached game row (dropped with it), per locale and currency. */
  const details = new WeakMap<GameRow, Map<string, BuiltDetails>>();

  function offerRows(where: ReturnType<typeof and>, currency: Currency) {
    return db
      .select({ product: products, price: productPrices })
      .from(products)
      .innerJoin(productPrices, and(eq(productPrices.sku, products.sku), eq(productPrices.currency, currency)))
      .where(and(eq(products.active, true), where))
      .orderBy(asc(products.position));
  }
  function offers(rows: Awaited<ReturnType<typeof offerRows>>, locale: Locale, at = now()) {
    const market = marketOf(locale);
    return rows
      .filter((row) => sellableIn(row.product.fiscal, market, fiscalRequiredIn))
      .map((row) => ({ gameSlug: row.product.gameSlug, offer: offer(row.product, row.price, locale, at) }));
  }
  const activeSummaries = () =>
    db.select(summaryColumns).from(games).where(eq(games.active, true)).orderBy(asc(games.position));

  return {
    async listGames(locale) {
      const rows = await cache.read("games", activeSummaries);
      return rows.map((row) => summary(row, locale));
    },

    async findGame(slug, locale, currency): Promise<GameDetails | undefined> {
      // An unknown slug is not kept: anyone can ask for any number of them.
      const row = await cache.read(
        `game:${slug}`,
        async () =>
          (
            await db
              .select({ ...getTableColumns(games), art: gameArt })
              .from(games)
              .where(and(eq(games.slug, slug), eq(games.active, true)))
              .limit(1)
          )[0],
        (found) => found !== undefined,
      );
      if (!row || !row.accountForm || !row.texts) return undefined;
      const rows = await cache.read(`offers:${slug}:${currency}`, () =>
        offerRows(eq(products.gameSlug, slug), currency),
      );
      const at = now();
      const key = `${locale}:${currency}`;
      const built = details.get(row)?.get(key);
      if (built && built.rows === rows && built.from <= at.getTime() && at.getTime() < built.until) return built.value;
      const value = gameDetails(row, offers(rows, locale, at), locale);
      // Kept only for rows that came from the cache (frozen, replaced by a change), never for fresh
      // reads; frozen as those rows are, since every later request shares it.
      if (Object.isFrozen(row) && Object.isFrozen(rows)) {
        const perRow = details.get(row) ?? new Map<string, BuiltDetails>();
        perRow.set(key, { rows, value: deepFreeze(value), ...priceSpan(rows, at.getTime()) });
        details.set(row, perRow);
      }
      return value;
    },

    async popularProducts(locale, currency, limit): Promise<PopularProduct[]> {
      const gameRows = await cache.read(`popular-games:${locale}`, () =>
        db
          .select({
            ...summaryColumns,
            currencyUnit: sql<string | null>`${games.texts} -> ${languageOf(locale)}::text ->> 'currencyUnit'`,
          })
          .from(games)
          .where(eq(games.active, true))
          .orderBy(asc(games.position)),
      );
      const items = offers(
        await cache.read(`popular-offers:${locale}:${currency}`, () =>
          offerRows(
            and(
              eq(products.popular, true),
              inArray(
                products.gameSlug,
                gameRows.map((row) => row.slug),
              ),
            ),
            currency,
          ),
        ),
        locale,
      );
      const order = new Map(gameRows.map((row, index) => [row.slug, index]));
      const bySlug = new Map(gameRows.map((row) => [row.slug, row]));
      // One product per game first, so the home page shows many games rather than one game's packs.
      const seen = new Set<string>();
      const first = items.filter((item) => !seen.has(item.gameSlug) && seen.add(item.gameSlug));
      return first
        .sort((a, b) => (order.get(a.gameSlug) ?? 0) - (order.get(b.gameSlug) ?? 0))
        .slice(0, limit)
        .map((item) => {
          const row = bySlug.get(item.gameSlug)!;
          return {
            game: summary(row, locale),
            product: item.offer,
            currencyUnit: row.currencyUnit ?? "{amount}",
          };
        });
    },
  };
}
