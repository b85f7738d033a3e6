import type { FastifyReply, FastifyRequest } from "fastify";
import { publicOrder } from "../../core/orders/public-order";
import type { RefundClaim } from "../../core/orders/refunds";
import type { AppServices } from "../../core/services";
import { sendApiError } from "./api-reply";

/**
 * Where an order's refund stands, the same for the buyer, the operator token and the console: done
 * (200) or on its way (202) with the order as it now is; a provider's refusal is an error.
 */
export async function sendRefundAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  orders: AppServices["orders"],
  claim: RefundClaim,
) {
  if (claim.status === "refused") return sendApiError(request, reply, "refund.providerRefused");
  const refund = { method: claim.method, amount: claim.amount, status: claim.status };
  return reply
    .code(claim.status === "done" ? 200 : 202)
    .send({ data: publicOrder((await orders.find(claim.orderId))!), refund });
}
