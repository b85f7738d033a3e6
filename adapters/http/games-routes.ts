import type { FastifyInstance } from "fastify";
import { validateAccount } from "../../core/catalog/account-validation";
import { lookupPlayer, regionMismatch } from "../../core/catalog/player-lookup";
import { marketFor } from "../../core/markets";
import { serverTranslator } from "../../i18n/catalog";
import { fillGameTexts, fillMarketTextsIn } from "../../i18n/market-phrases";
import type { AppServices } from "../../core/services";
import { requestAccessToken } from "./access-token";
import { notFoundValues, sendAccountErrors, sendApiError } from "./api-reply";
import { refuseOverLimit } from "./rate-limit";
import { requestLocale } from "./request-locale";
import { contract, typed } from "./contract";

/** The catalog and the player check: what these routes use of the services. */
export type GamesRouteServices = Pick<AppServices, "catalog" | "lookup" | "rateLimits" | "payments" | "auth">;

/**
 * The catalog over HTTP, in the caller's language and market (the `locale` header):
 * GET /games, GET /games/:slug, POST /games/:slug/lookup.
 */
export async function gamesRoutes(app: FastifyInstance, options: { services: GamesRouteServices }): Promise<void> {
  const { catalog, lookup, rateLimits, payments, auth } = options.services;

  const api = typed(app);

  api.route({
    ...contract("listGames"),
    handler: async (request) => {
      const locale = requestLocale(request);
      return { data: await catalog.listGames(locale), locale, currency: marketFor(locale).currency };
    },
  });

  api.route({
    ...contract("getGame"),
    handler: async (request, reply) => {
      const locale = requestLocale(request);
      const game = await catalog.findGame(request.params.slug, locale, marketFor(locale).currency);
      if (!game) return sendApiError(request, reply, "api.notFound", notFoundValues(request));
      // The texts quote the methods the market offers and its threshold, as the page does.
      const offered = payments.offered(locale);
      const texts = fillGameTexts(game.texts, fillMarketTextsIn(locale, serverTranslator(locale), offered));
      return { data: { ...game, texts }, locale, currency: marketFor(locale).currency, paymentMethods: offered };
    },
  });

  api.route({
    ...contract("lookupPlayer"),
    handler: async (request, reply) => {
      const locale = requestLocale(request);
      const game = await catalog.findGame(request.params.slug, locale, marketFor(locale).currency);
      if (!game) return sendApiError(request, reply, "api.notFound", notFoundValues(request));
      // The confirmation checkbox belongs to buying, not to looking the player up.
      const checked = validateAccount(game.account, { values: request.body.account, confirmed: true, forLookup: true });
      if (!checked.ok) return sendAccountErrors(request, reply, checked.error.values.fields);
      const player = `player:${game.slug}:${JSON.stringify(checked.account)}`;
      const account = (await auth.currentUser(requestAccessToken(request)))?.id;
      if (await refuseOverLimit(rateLimits, request, reply, "lookup", player, account)) return reply;
      const result = await lookupPlayer(lookup, game, checked.account);
      return {
        data: {
          ...result,
          account: checked.account,
          regionMismatch: regionMismatch(game.account, checked.account, result) ?? null,
        },
      };
    },
  });
}
