import type { FastifyInstance } from "fastify";
import { publicOrder } from "../../core/orders/public-order";
import { localizePath } from "../../core/locales";
import type { AppServices } from "../../core/services";
import { minutesToWait, ORDER_LOOKUP_MESSAGES } from "../../i18n/order-lookup-failures";
import { sendApiError } from "./api-reply";
import { contract, typed } from "./contract";
import { requestLocale } from "./request-locale";

/** What the lost-order lookup uses of the services. */
export type OrderLookupRouteServices = Pick<AppServices, "orderLookup">;

/**
 * POST /orders/public/lookup: the order number and the game ID or the receipt's e-mail or phone give
 * the order and its page, as the /find-order page does. Counted per address and per order number by
 * the use case; every refusal of a well-formed request is the same "no match".
 */
export async function orderLookupRoutes(
  app: FastifyInstance,
  options: { services: OrderLookupRouteServices },
): Promise<void> {
  const { orderLookup } = options.services;
  typed(app).route({
    ...contract("lookupOrder", { invalid: ORDER_LOOKUP_MESSAGES.invalid }),
    handler: async (request, reply) => {
      const result = await orderLookup.find({ ...request.body, locale: requestLocale(request) }, request.ip);
      if (result.ok) {
        const orderPage = localizePath(`/card-payment/${result.order.id}`, requestLocale(request));
        return { data: publicOrder(result.order), orderPage };
      }
      if (result.error.code === "rateLimited") {
        const { retryAfterSeconds } = result.error.values;
        reply.header("Retry-After", String(retryAfterSeconds));
        request.log.info({ action: "orderLookup" }, "rate limit reached");
        return sendApiError(request, reply, ORDER_LOOKUP_MESSAGES.rateLimited, {
          minutes: minutesToWait(retryAfterSeconds),
        });
      }
      return sendApiError(request, reply, ORDER_LOOKUP_MESSAGES[result.error.code]);
    },
  });
}
