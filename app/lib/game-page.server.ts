import { data, type LoaderFunctionArgs } from "react-router";
import { splitLocalePath } from "../../core/locales";
import { MARKETS } from "../../core/markets";
import { serverTranslator } from "../../i18n/catalog";
import { fillGameTexts, fillMarketTextsIn } from "../../i18n/market-phrases";
import { requestScope } from "../context";

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
    game: { ...game, texts: fillGameTexts(game.texts, fillMarketTextsIn(locale, serverTranslator(locale), offered)) },
    paymentMethods: offered,
    initialSku: url.searchParams.get("sku"),
    supportAfter: game.deliveryPromiseMinutes,
  };
}
