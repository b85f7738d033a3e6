import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppServices } from "../../core/services";
import { isClickPort } from "../payments/click-client";
import { createClickShopApi, type ClickAnswer } from "../payments/click-shop-api";
import { notFoundValues, sendApiError } from "./api-reply";

export type ClickRouteServices = Pick<
  AppServices,
  "payments" | "paymentFlow" | "providerTransactions" | "fiscalSubmissions"
>;

/**
 * Click's SHOP API at the shop (decision 024): POST /payments/click/prepare and
 * /payments/click/complete, form-encoded as Click posts them (JSON taken too), answered in Click's
 * JSON shape with its error codes, never the API's {message, code}. Without Click configured the
 * paths do not exist (the API's 404).
 */
export async function clickRoutes(app: FastifyInstance, options: { services: ClickRouteServices }): Promise<void> {
  const { payments, paymentFlow, providerTransactions, fiscalSubmissions } = options.services;
  const port = payments.forProtocol("click");

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 16_384 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const api = (request: FastifyRequest) =>
      isClickPort(port)
        ? createClickShopApi({
            port,
            paymentFlow,
            transactions: providerTransactions,
            fiscal: fiscalSubmissions,
            log: request.log,
          })
        : undefined;

    const route = (path: string, call: "prepare" | "complete") =>
      scope.post(path, async (request, reply) => {
        const click = api(request);
        if (!click) return sendApiError(request, reply, "api.notFound", notFoundValues(request));
        const answer: ClickAnswer = await click[call](request.body);
        request.log.info(
          { call, merchantTransId: answer.merchant_trans_id, error: answer.error },
          "click: shop api call answered",
        );
        return reply.header("cache-control", "no-store").send(answer);
      });

    route("/payments/click/prepare", "prepare");
    route("/payments/click/complete", "complete");
  });
}
