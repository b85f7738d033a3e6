import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { validateAccount } from "../../core/catalog/account-validation";
import { lookupPlayer, regionMismatch } from "../../core/catalog/player-lookup";
import { MARKETS } from "../../core/markets";
import type { AppServices } from "../../core/services";
import { sendAccountErrors, sendApiError } from "./api-reply";
import { refuseOverLimit } from "./rate-limit";
import { requestLocale } from "./request-locale";

const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/) });
const lookupBody = z.object({
  account: z.record(z.string().max(40), z.union([z.string().max(100), z.number()])),
});

/**
 * The catalog over HTTP, in the caller's language and market (the `locale` header):
 * GET /games, GET /games/:slug, POST /games/:slug/lookup.
 */
export async function gamesRoutes(app: FastifyInstance, options: { services: AppServices }): Promise<void> {
  const { catalog, lookup, rateLimits } = options.services;

  app.get("/games", async (request) => {
    const locale = requestLocale(request);
    return { data: await catalog.listGames(locale), locale, currency: MARKETS[locale].currency };
  });

  app.get("/games/:slug", async (request, reply) => {
    const params = slugParams.safeParse(request.params);
    const locale = requestLocale(request);
    const game = params.success
      ? await catalog.findGame(params.data.slug, locale, MARKETS[locale].currency)
      : undefined;
    if (!game)
      return sendApiError(request, reply, "api.notFound", {
        method: "GET",
        path: request.url.split("?")[0] ?? "",
      });
    return { data: game, locale, currency: MARKETS[locale].currency, paymentMethods: MARKETS[locale].paymentMethods };
  });

  app.post("/games/:slug/lookup", async (request, reply) => {
    const params = slugParams.safeParse(request.params);
    const body = lookupBody.safeParse(request.body);
    const locale = requestLocale(request);
    const game = params.success
      ? await catalog.findGame(params.data.slug, locale, MARKETS[locale].currency)
      : undefined;
    if (!game)
      return sendApiError(request, reply, "api.notFound", {
        method: "POST",
        path: request.url.split("?")[0] ?? "",
      });
    if (!body.success) return sendApiError(request, reply, "api.badRequest");

    // The confirmation checkbox belongs to buying, not to looking the player up.
    const checked = validateAccount(game.account, { values: body.data.account, confirmed: true });
    if (!checked.ok) return sendAccountErrors(request, reply, checked.errors);
    const player = `player:${game.slug}:${JSON.stringify(checked.account)}`;
    if (await refuseOverLimit(rateLimits, request, reply, "lookup", player)) return reply;
    const result = await lookupPlayer(lookup, game.slug, checked.account);
    return {
      ...result,
      account: checked.account,
      regionMismatch: regionMismatch(game.account, checked.account, result) ?? null,
    };
  });
}
