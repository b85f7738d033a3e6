import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { authenticate } from "../../core/auth/sessions";
import { publicOrder } from "../../core/checkout/public-order";
import type { AppServices } from "../../core/services";
import { requestAccessToken } from "./access-token";
import { sendApiError } from "./api-reply";

const uuidParams = z.object({ id: z.uuid() });
const refundBody = z.object({ to: z.enum(["payment", "gold"]) });

/** Constant-time check of the operator's bearer token; no token configured means closed. */
function isOperator(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization ?? "";
  if (!token || !header.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice(7));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Fulfillment over HTTP: the supplier's callback (its signature covers the raw body, so this scope
 * keeps JSON bodies as text), the buyer's refund choice on a failed delivery, and the operator's
 * refund endpoint for support.
 */
export async function fulfillmentRoutes(app: FastifyInstance, options: { services: AppServices }): Promise<void> {
  const { fulfillment, supplier, orders, sessions, refunds } = options.services;
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 65_536 }, (_request, body, done) =>
    done(null, body),
  );
  const jsonBody = (request: FastifyRequest): unknown => {
    try {
      return typeof request.body === "string" && request.body ? (JSON.parse(request.body) as unknown) : {};
    } catch {
      return undefined;
    }
  };

  app.post("/supplier/callback", async (request, reply) => {
    const raw = typeof request.body === "string" ? request.body : "";
    const result = supplier.parseCallback(raw, request.headers);
    if (!result) {
      request.log.warn("supplier callback refused: bad signature or shape");
      return sendApiError(request, reply, "checkout.notificationRefused");
    }
    const outcome = await fulfillment.applyCallback(result);
    request.log.info({ reference: result.reference, status: result.status, outcome }, "supplier callback");
    return { ok: true };
  });

  async function refund(request: FastifyRequest, reply: FastifyReply, requestedBy: string | "buyer") {
    const params = uuidParams.safeParse(request.params);
    const body = refundBody.safeParse(jsonBody(request));
    const order = params.success ? await orders.find(params.data.id) : undefined;
    if (!order) return sendApiError(request, reply, "payment.orderNotFound");
    if (!body.success) return sendApiError(request, reply, "api.badRequest");
    if (requestedBy === "buyer" && body.data.to === "gold") {
      // Gold is store credit in the buyer's own account: only its owner may choose it.
      const user = await authenticate(sessions, requestAccessToken(request));
      if (!user || user.id !== order.userId) return sendApiError(request, reply, "refund.goldNeedsAccount");
    }
    const result = await refunds.request(order.id, body.data.to, requestedBy);
    if (result.outcome === "refused") {
      if (result.error === "goldNeedsAccount") return sendApiError(request, reply, "refund.goldNeedsAccount");
      if (result.error === "otherMethod") return sendApiError(request, reply, "refund.otherMethod");
      return sendApiError(request, reply, "refund.notRefundable");
    }
    // One refund per order, whoever asks and however often: the answer says where it stands.
    const { claim } = result;
    if (claim.status === "refused") return sendApiError(request, reply, "refund.providerRefused");
    const refund = { method: claim.method, amount: claim.amount, status: claim.status };
    return reply
      .code(claim.status === "done" ? 200 : 202)
      .send({ data: publicOrder((await orders.find(order.id))!), refund });
  }

  app.post("/orders/public/:id/refund", (request, reply) => refund(request, reply, "buyer"));

  app.post("/operator/supplier/sync", async (request, reply) => {
    if (!isOperator(request, options.services.operatorToken)) return sendApiError(request, reply, "auth.required");
    if (options.services.supplier.name === "sandbox") return { mapped: 0, unmatched: [], note: "sandbox supplier" };
    try {
      return await options.services.syncSupplierSkus();
    } catch (error) {
      request.log.error({ err: error }, "supplier price list unavailable");
      return sendApiError(request, reply, "checkout.providerFailed");
    }
  });

  app.post("/operator/orders/:id/refund", (request, reply) => {
    if (!isOperator(request, options.services.operatorToken)) return sendApiError(request, reply, "auth.required");
    return refund(request, reply, "operator");
  });
}
