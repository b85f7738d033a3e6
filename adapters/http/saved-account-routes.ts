import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AppServices } from "../../core/services";
import { requestAccessToken } from "./access-token";
import { sendApiError } from "./api-reply";
import { contract, typed } from "./contract";
import { refuseOverLimit } from "./rate-limit";

export type SavedAccountRouteServices = Pick<AppServices, "savedAccounts" | "orders" | "auth" | "rateLimits">;

/**
 * A signed-in buyer's saved game accounts (decision 065): GET /account/game-accounts?game= (the game
 * page asks after hydration: the page itself is the shared cached one), DELETE
 * /account/game-accounts/:id, and GET /orders/:id/again, the owner's order's game, item and whole
 * game account for "buy again". Everything answers only its owner: another buyer's id is a 404, as
 * if it did not exist.
 */
export async function savedAccountRoutes(
  app: FastifyInstance,
  options: { services: SavedAccountRouteServices },
): Promise<void> {
  const { savedAccounts, orders, auth, rateLimits } = options.services;
  const api = typed(app);
  /** The signed-in buyer, found before validation: a guest is told to sign in, whatever they sent. */
  const buyers = new WeakMap<FastifyRequest, string>();
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await auth.currentUser(requestAccessToken(request));
    if (!user) return sendApiError(request, reply, "auth.required");
    if (await refuseOverLimit(rateLimits, request, reply, "savedAccounts")) return reply;
    buyers.set(request, user.id);
  };

  api.route({
    ...contract("listSavedAccounts", { invalid: "saved.invalidGame" }),
    preValidation: signedIn,
    handler: async (request, reply) => {
      const list = await savedAccounts.forGame(buyers.get(request)!, request.query.game);
      reply.header("Cache-Control", "private, no-store");
      return {
        data: list.map((saved) => ({
          id: saved.id,
          account: saved.account,
          label: saved.accountLabel,
          nickname: saved.nickname,
          region: saved.region,
          checkedAt: saved.checkedAt.toISOString(),
        })),
      };
    },
  });

  api.route({
    ...contract("forgetSavedAccount", { notFound: "saved.notFound" }),
    preValidation: signedIn,
    handler: async (request, reply) => {
      const { id } = request.params;
      if (!(await savedAccounts.forget(buyers.get(request)!, id)))
        return sendApiError(request, reply, "saved.notFound");
      return { data: { id } };
    },
  });

  api.route({
    ...contract("orderAgain", { notFound: "payment.orderNotFound" }),
    preValidation: signedIn,
    handler: async (request, reply) => {
      const order = await orders.find(request.params.id);
      // The public order page masks the game ID: only its signed-in owner gets it whole.
      if (!order || order.userId !== buyers.get(request)) return sendApiError(request, reply, "payment.orderNotFound");
      reply.header("Cache-Control", "private, no-store");
      return {
        data: {
          game: order.gameSlug,
          product: order.productSku,
          account: order.account,
          paymentMethod: order.paymentMethod,
        },
      };
    },
  });
}
