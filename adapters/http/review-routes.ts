import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../core/services";
import { contract, typed } from "./contract";
import { requestLocale } from "./request-locale";

/** The public reviews: what these routes use of the services. */
export type ReviewRouteServices = Pick<AppServices, "reviews">;

/**
 * The reviews list (GET /orders/public/feedback?page=n, page 1 by default), newest first,
 * with product names in the request's language; `game` narrows it to one game's orders (its page).
 */
export async function reviewRoutes(app: FastifyInstance, options: { services: ReviewRouteServices }): Promise<void> {
  const { reviews } = options.services;
  typed(app).route({
    ...contract("listReviews", { invalid: "reviews.invalidPage" }),
    handler: async (request) => {
      const { page, game } = request.query;
      const result = await reviews.page({ page, locale: requestLocale(request), ...(game ? { gameSlug: game } : {}) });
      const { reviews: list, ...summary } = result;
      return { data: list, ...summary };
    },
  });
}
