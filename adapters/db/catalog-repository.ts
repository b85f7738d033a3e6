import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type {
  CatalogRepository,
  GameDetails,
  GameSummary,
  PopularProduct,
  ProductOffer,
} from "../../core/catalog/catalog";
import type { GameTile } from "../../core/catalog/types";
import { LOCALES, type Locale } from "../../core/locales";
import { money, type Currency } from "../../core/money";
import { priceAt } from "../../core/pricing/sale-window";
import type { Database } from "./database";
import { games, productPrices, products } from "./schema";

/**
 * What lists need of a game: no FAQ, guide or form. Only the names in each language are read out of
 * the texts document, so a list of 35 games does not carry 35 four-language documents.
 */
const summaryColumns = {
  slug: games.slug,
  name: games.name,
  publisher: games.publisher,
  tile: games.tile,
  hasFormPage: games.hasFormPage,
  aliases: games.aliases,
  names: sql<Record<Locale, string>>`jsonb_build_object(${sql.join(
    LOCALES.map((locale) => sql`${locale}::text, ${games.texts} -> ${locale}::text ->> 'name'`),
    sql`, `,
  )})`,
};
type SummaryRow = {
  slug: string;
  name: string;
  publisher: string;
  tile: GameTile;
  hasFormPage: boolean;
  aliases: string[];
  names: Record<Locale, string | null>;
};
type ProductRow = typeof products.$inferSelect;
type PriceRow = typeof productPrices.$inferSelect;

function summary(row: SummaryRow, locale: Locale): GameSummary {
  const names = LOCALES.map((code) => row.names[code] ?? row.name);
  return {
    slug: row.slug,
    name: row.names[locale] ?? row.name,
    publisher: row.publisher,
    tile: row.tile,
    hasFormPage: row.hasFormPage,
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
    title: row.title?.[locale] ?? null,
    description: row.description?.[locale] ?? null,
    durationDays: row.durationDays,
    regionOnly: row.regionOnly,
    popular: row.popular,
    limit: row.purchaseLimit,
    price: money(priceAt(price.listAmount, price, now), currency),
    listPrice: money(price.listAmount, currency),
  };
}

/**
 * The catalog as buyers see it, read fresh on every call (no cache): a console change shows on the
 * next page and quote. `now` decides which temporary discounts are on.
 */
export function createCatalogRepository(db: Database, now: () => Date = () => new Date()): CatalogRepository {
  async function offers(where: ReturnType<typeof and>, locale: Locale, currency: Currency) {
    const at = now();
    return db
      .select({ product: products, price: productPrices })
      .from(products)
      .innerJoin(productPrices, and(eq(productPrices.sku, products.sku), eq(productPrices.currency, currency)))
      .where(and(eq(products.active, true), where))
      .orderBy(asc(products.position))
      .then((rows) =>
        rows.map((row) => ({ gameSlug: row.product.gameSlug, offer: offer(row.product, row.price, locale, at) })),
      );
  }

  return {
    async listGames(locale) {
      const rows = await db
        .select(summaryColumns)
        .from(games)
        .where(eq(games.active, true))
        .orderBy(asc(games.position));
      return rows.map((row) => summary(row, locale));
    },

    async findGame(slug, locale, currency): Promise<GameDetails | undefined> {
      const [row] = await db
        .select()
        .from(games)
        .where(and(eq(games.slug, slug), eq(games.active, true)))
        .limit(1);
      if (!row || !row.accountForm || !row.texts) return undefined;
      const items = await offers(eq(products.gameSlug, slug), locale, currency);
      const names = Object.fromEntries(
        LOCALES.map((code) => [code, row.texts?.[code]?.name ?? null]),
      ) as SummaryRow["names"];
      return {
        ...summary({ ...row, names }, locale),
        minimumPurchase: row.minimumPurchase,
        firstTopUpDouble: row.firstTopUpDouble,
        deliveryPromiseMinutes: row.deliveryPromiseMinutes,
        usualDeliveryMinutes: row.usualDeliveryMinutes,
        account: row.accountForm,
        texts: row.texts[locale],
        products: items.map((item) => item.offer),
      };
    },

    async popularProducts(locale, currency, limit): Promise<PopularProduct[]> {
      const gameRows = await db
        .select({
          ...summaryColumns,
          currencyUnit: sql<string | null>`${games.texts} -> ${locale}::text ->> 'currencyUnit'`,
        })
        .from(games)
        .where(eq(games.active, true))
        .orderBy(asc(games.position));
      const items = await offers(
        and(
          eq(products.popular, true),
          inArray(
            products.gameSlug,
            gameRows.map((row) => row.slug),
          ),
        ),
        locale,
        currency,
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
