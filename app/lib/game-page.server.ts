import { data, type LoaderFunctionArgs } from "react-router";
import type { GameTexts } from "../../core/catalog/types";
import { splitLocalePath, type Locale } from "../../core/locales";
import { MARKETS, type PaymentMethod } from "../../core/markets";
import { serverTranslator } from "../../i18n/catalog";
import { fillGameTexts, fillMarketTextsIn } from "../../i18n/market-phrases";
import { requestScope } from "../context";

/**
 * A game's texts with the market's facts filled in, once per stored texts object (the catalog cache
 * hands out the same frozen row until a change empties it) and offered methods: filling formats
 * every text of the game (0.1-0.2 ms a page in the profile of an uncached game page).
 */
const filled = new WeakMap<GameTexts, Map<string, GameTexts>>();

function filledTexts(texts: GameTexts, locale: Locale, offered: readonly PaymentMethod[]): GameTexts {
  let byMethods = filled.get(texts);
  if (!byMethods) filled.set(texts, (byMethods = new Map()));
  const key = `${locale}:${offered.map((method) => method.id).join(",")}`;
  let result = byMethods.get(key);
  if (!result) {
    result = fillGameTexts(texts, fillMarketTextsIn(locale, serverTranslator(locale), offered));
    byMethods.set(key, result);
  }
  return result;
}

/** What the game page and its wizard load: the game in the page's language and market. */
export async function loadGamePage({ request, params, context }: LoaderFunctionArgs, options: { wizard: boolean }) {
  const url = new URL(request.url);
  const { locale } = splitLocalePath(url.pathname);
  const market = MARKETS[locale];
  const { services } = context.get(requestScope);
  const game = await services.catalog.findGame(params.game ?? "", locale, market.currency);
  if (!game || (options.wizard && !game.hasFormPage)) throw data(null, { status: 404 });
  // The methods this shop can take in the market (a provider not configured is not offered).
  const offered = services.paymentMethods(locale);
  return {
    game: { ...game, texts: filledTexts(game.texts, locale, offered) },
    paymentMethods: offered,
    initialSku: url.searchParams.get("sku"),
    supportAfter: game.deliveryPromiseMinutes,
  };
}
