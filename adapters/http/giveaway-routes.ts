import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../core/services";
import { notFoundValues, sendApiError } from "./api-reply";
import { contract, typed } from "./contract";

/** What the giveaway's route uses of the services. */
export type GiveawayRouteServices = Pick<AppServices, "giveaway">;

/**
 * GET /giveaway/:campaign/draws: every published commitment, this week's entries count, and each
 * past week's secret, entries and masked winner, for anyone to check (scripts/verify-giveaway-draw.ts).
 */
export async function giveawayRoutes(
  app: FastifyInstance,
  options: { services: GiveawayRouteServices },
): Promise<void> {
  const { giveaway } = options.services;
  typed(app).route({
    ...contract("giveawayDraws"),
    handler: async (request, reply) => {
      const draws = await giveaway.publicDraws(request.params.campaign, new Date());
      if (!draws) return sendApiError(request, reply, "api.notFound", notFoundValues(request));
      return { data: draws };
    },
  });
}
