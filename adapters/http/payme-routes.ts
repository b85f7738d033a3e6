import type { FastifyError, FastifyInstance } from "fastify";
import type { AppServices } from "../../core/services";
import { paymeKeyOf } from "../payments/payme-client";
import { createPaymeMerchantApi } from "../payments/payme-merchant-api";
import { rpcError } from "../payments/payme-protocol";
import { notFoundValues, sendApiError } from "./api-reply";

export type PaymeRouteServices = Pick<AppServices, "payments" | "paymentFlow" | "providerTransactions" | "refunds">;

/**
 * Payme's Merchant API endpoint, POST /backend/api/payments/payme (decision 023). It speaks Payme's
 * JSON-RPC, not the API's {message, code}: every answer, error or not, is HTTP 200 with a JSON-RPC
 * body, as Payme requires. Without a configured Payme adapter the door is not found.
 */
export async function paymeRoutes(app: FastifyInstance, options: { services: PaymeRouteServices }): Promise<void> {
  const { payments, paymentFlow, providerTransactions, refunds } = options.services;
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
          log: app.log,
        })
      : undefined;

  // This scope's own errors: a body that is not JSON is Payme's -32700, anything else -32400, both
  // in JSON-RPC at HTTP 200 (an unanswered call only makes Payme retry).
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const parse = error.statusCode !== undefined && error.statusCode < 500;
    if (parse) request.log.info({ code: error.code }, "payme: unreadable call");
    else request.log.warn({ err: error }, "payme: call failed");
    return reply.code(200).send(rpcError(null, parse ? "parse" : "system"));
  });

  app.post("/payments/payme", async (request, reply) => {
    if (!api) return sendApiError(request, reply, "api.notFound", notFoundValues(request));
    const answer = await api.handle(request.headers.authorization, request.body);
    return reply.code(200).header("cache-control", "no-store").send(answer);
  });
}
