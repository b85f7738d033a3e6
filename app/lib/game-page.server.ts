import { methodMarks } from "./method-marks.server";
import { data, type LoaderFunctionArgs } from "react-router";
import type { GameDetails } from "../../core/catalog/catalog";
import { splitLocalePath, type Locale } from "../../core/locales";
import { type PaymentMethod, marketFor } from "../../core/markets";
import { namePacked } from "../../core/packed-blocks";
import { pack } from "../../core/packed-json";
import { serverTranslator } from "../../i18n/catalog";
import { fillGameTexts, fillMarketTextsIn } from "../../i18n/market-phrases";
import { requestScope } from "../context";
import type { CarriedGamePage, PackedGamePage } from "./game-page";

/**
 * Each game's page data, packed once per catalog row (the catalog cache hands out the same frozen
 * row until a change empties it), language and offered methods: filling the texts formats every
 * text of the game, and the game's products as separate values cost React Router's encoding on every
 * render (core/packed-json.ts, decision 028).
 */
const packed = new WeakMap<GameDetails, Map<string, { page: PackedGamePage; name: string }>>();

/**
 * The page data as the loader sends it: packed for a client navigation's data; for a page's HTML
 * named, the page carrying it as a data block (core/packed-blocks.ts), the name being the game's,
 * language's and methods' (a changed row's new text takes the name over).
 */
function carriedPage(
  game: GameDetails,
  locale: Locale,
  offered: readonly PaymentMethod[],
  document: boolean,
): CarriedGamePage {
  let byMethods = packed.get(game);
  if (!byMethods) packed.set(game, (byMethods = new Map()));
  const key = `${locale}:${offered.map((method) => method.id).join(",")}`;
  let entry = byMethods.get(key);
  if (!entry) {
    const texts = fillGameTexts(game.texts, fillMarketTextsIn(locale, serverTranslator(locale), offered));
    entry = {
      page: pack({ game: { ...game, texts }, paymentMethods: [...offered] }),
      name: `game:${game.slug}:${key}`,
    };
    byMethods.set(key, entry);
  }
  return document ? namePacked(entry.name, entry.page) : entry.page;
}

/** What the game page and its wizard load: the game in the page's language and market. */
export async function loadGamePage({ url, params, context }: LoaderFunctionArgs, options: { wizard: boolean }) {
  const { locale } = splitLocalePath(url.pathname);
  const market = marketFor(locale);
  const { services, document } = context.get(requestScope);
  const game = await services.catalog.findGame(params.game ?? "", locale, market.currency);
  if (!game || (options.wizard && !game.hasFormPage)) throw data(null, { status: 404 });
  // The methods this shop can take in the market (a provider not configured is not offered).
  const offered = services.paymentMethods(locale);
  return {
    page: carriedPage(game, locale, offered, document),
    slug: game.slug,
    initialSku: url.searchParams.get("sku"),
    supportAfter: game.deliveryPromiseMinutes,
    speed: await services.deliveryTimes.of(game.slug),
    marks: await methodMarks(services, offered),
  };
}
