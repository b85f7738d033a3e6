import type { FastifyInstance } from "fastify";
import { pushEndpointAllowed } from "../../core/orders/push";
import type { AppServices } from "../../core/services";
import { sendApiError } from "./api-reply";
import { contract, typed } from "./contract";

/** What the push routes use of the services. */
export type PushRouteServices = Pick<AppServices, "pushSubscriptions" | "config">;

/**
 * POST and DELETE /orders/public/:id/push: the order page's "Notify me" (decision 066). Whoever
 * holds the order's link sees its status on the page, so may be told it; the endpoint is one the
 * server will post to, so live mode takes only the browsers' push services.
 */
export async function pushRoutes(app: FastifyInstance, options: { services: PushRouteServices }): Promise<void> {
  const { pushSubscriptions, config } = options.services;
  const api = typed(app);
  api.route({
    ...contract("subscribePush", { notFound: "payment.orderNotFound", invalid: "notify.failed" }),
    handler: async (request, reply) => {
      if (!config.webPushKey) return sendApiError(request, reply, "api.notFound");
      const { endpoint, keys, locale } = request.body;
      if (!pushEndpointAllowed(endpoint, !config.testMode)) return sendApiError(request, reply, "notify.failed");
      const found = await pushSubscriptions.subscribe(request.params.id, { endpoint, ...keys }, locale);
      if (!found) return sendApiError(request, reply, "payment.orderNotFound");
      return { data: { subscribed: true as const } };
    },
  });
  api.route({
    ...contract("unsubscribePush", { invalid: "notify.failed" }),
    handler: async (request) => {
      await pushSubscriptions.unsubscribe(request.params.id, request.body.endpoint);
      return { data: { subscribed: false as const } };
    },
  });
}
