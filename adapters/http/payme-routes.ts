import type { FastifyError, FastifyInstance } from "fastify";
import type { AppServices } from "../../core/services";
import { paymeKeyOf } from "../payments/payme-client";
import { createPaymeMerchantApi } from "../payments/payme-merchant-api";
import { rpcError } from "../payments/payme-protocol";
import { uzReceiptLines } from "../payments/uz-fiscal-receipt";
import { notFoundValues, sendApiError } from "./api-reply";

export type PaymeRouteServices = Pick<
  AppServices,
  "payments" | "paymentFlow" | "providerTransactions" | "refunds" | "orders" | "fiscalCodes"
>;

/**
 * Payme's Merchant API endpoint, POST /backend/api/payments/payme (decision 023). It speaks Payme's
 * JSON-RPC, not the API's {message, code}: every answer, error or not, is HTTP 200 with a JSON-RPC
 * body, as Payme requires, another method than POST included (-32300). Without a configured Payme
 * adapter the door is not found, whatever the method.
 */
export async function paymeRoutes(app: FastifyInstance, options: { services: PaymeRouteServices }): Promise<void> {
  const { payments, paymentFlow, providerTransactions, refunds, orders, fiscalCodes } = options.services;
  const port = payments.forProtocol("payme");
  const key = paymeKeyOf(port);
  const api =
    port && key
      ? createPaymeMerchantApi({
          key,
          provider: port.provider,
          paymentFlow,
          transactions: providerTransactions,
          refundsOf: refunds.ofOrder,
          receiptLines: (orderId) => uzReceiptLines({ orders, fiscalCodes }, orderId),
          log: app.log,
        })
      : undefined;

  // This scope's own errors: a body that is not JSON is Payme's -32700 (-32300 when the method is not
  // even POST), anything else -32400, all in JSON-RPC at HTTP 200 (an unanswered call only makes
  // Payme retry).
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const parse = error.statusCode !== undefined && error.statusCode < 500;
    if (parse) request.log.info({ code: error.code }, "payme: unreadable call");
    else request.log.warn({ err: error }, "payme: call failed");
    const name = !parse ? "system" : request.method === "POST" ? "parse" : "notPost";
    return reply.code(200).send(rpcError(null, name));
  });

  app.post("/payments/payme", async (request, reply) => {
    if (!api) return sendApiError(request, reply, "api.notFound", notFoundValues(request));
    const answer = await api.handle(request.headers.authorization, request.body);
    return reply.code(200).header("cache-control", "no-store").send(answer);
  });

  // Payme's protocol answers any other method with its own -32300, at HTTP 200 like every answer.
  // HEAD stays out: an answer to it carries no body to hold the error.
  app.route({
    method: app.supportedMethods.filter((method) => method !== "POST" && method !== "HEAD"),
    url: "/payments/payme",
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      if (!api) return sendApiError(request, reply, "api.notFound", notFoundValues(request));
      return reply.code(200).header("cache-control", "no-store").send(rpcError(null, "notPost"));
    },
  });
}
