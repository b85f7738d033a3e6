import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { CallbackRefusal } from "../../core/orders/supplier-port";
import type { AppServices } from "../../core/services";
import { REFUND_MESSAGES } from "../../i18n/refund-failures";
import { requestAccessToken } from "./access-token";
import { sendApiError } from "./api-reply";
import { jsonTooDeep, MAX_JSON_DEPTH, nestsDeeperThan } from "./body-checks";
import { contract, typed } from "./contract";
import { sendRefundAnswer } from "./refund-answer";

/** Constant-time check of the operator's bearer token; no token configured means closed. */
function isOperator(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization ?? "";
  if (!token || !header.startsWith("Bearer ")) return false;
  const given = Buffer.from(header.slice(7));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Each refusal of a supplier callback in the log's words: the real reason, for whoever reads the log. */
const CALLBACK_REFUSALS: Readonly<Record<CallbackRefusal, string>> = {
  badSignature: "bad signature",
  notJson: "body is not JSON",
  malformedBody: "malformed body",
  noReference: "no ref_id",
  unknownStatus: "unknown status",
  unsupported: "this supplier sends no callbacks",
};

/** Delivery, the buyer's refund and the OPERATOR_TOKEN door: what these routes use of the services. */
export type FulfillmentRouteServices = Pick<
  AppServices,
  "fulfillment" | "supplier" | "suppliers" | "orders" | "auth" | "refunds" | "operatorToken" | "catalogAdmin"
>;

/**
 * Fulfillment over HTTP: the supplier's callback (its signature covers the raw body, so its own scope
 * keeps JSON bodies as text, nested no deeper than any other), the buyer's refund choice on a failed
 * delivery, and the OPERATOR_TOKEN door's supplier price-list sync. Refunds by support are the
 * console's alone (audited, within support's ceilings: decision 030).
 */
export async function fulfillmentRoutes(
  app: FastifyInstance,
  options: { services: FulfillmentRouteServices },
): Promise<void> {
  const { fulfillment, suppliers, orders, auth, refunds } = options.services;
  const api = typed(app);

  await app.register(async (raw) => {
    raw.removeContentTypeParser("application/json");
    raw.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 65_536 }, (_request, body, done) =>
      nestsDeeperThan(String(body), MAX_JSON_DEPTH) ? done(jsonTooDeep(), undefined) : done(null, body),
    );
    typed(raw).route({
      ...contract("supplierCallback"),
      handler: async (request, reply) => {
        const text = typeof request.body === "string" ? request.body : "";
        // Each supplier reads the callback its own way; the first that accepts it names the purchase.
        const readings = suppliers.map((each) => ({
          name: each.name,
          reading: each.parseCallback(text, request.headers),
        }));
        const accepted = readings.find((each) => each.reading.verdict === "accepted");
        const reading = accepted?.reading ??
          readings.find((each) => each.reading.verdict === "refused" && each.reading.reason !== "unsupported")
            ?.reading ??
          readings[0]?.reading ?? { verdict: "refused" as const, reason: "unsupported" as const };
        if (reading.verdict === "refused") {
          request.log.warn(
            { reason: reading.reason, detail: reading.detail },
            `supplier callback refused: ${CALLBACK_REFUSALS[reading.reason]}`,
          );
          return sendApiError(request, reply, "checkout.notificationRefused");
        }
        const { result } = reading;
        const outcome = await fulfillment.applyCallback(accepted!.name, result);
        request.log.info({ reference: result.reference, status: result.status, outcome }, "supplier callback");
        return { ok: true as const };
      },
    });
  });

  async function refund(request: FastifyRequest, reply: FastifyReply, orderId: string, to: "payment" | "gold") {
    const order = await orders.find(orderId);
    if (!order) return sendApiError(request, reply, "payment.orderNotFound");
    if (to === "gold") {
      // Gold is store credit in the buyer's own account: only its owner may choose it.
      const user = await auth.currentUser(requestAccessToken(request));
      if (!user || user.id !== order.userId) return sendApiError(request, reply, "refund.goldNeedsAccount");
    }
    const result = await refunds.request(order.id, to, "buyer");
    if (!result.ok) return sendApiError(request, reply, REFUND_MESSAGES[result.error.code]);
    // One refund per order, whoever asks and however often: the answer says where it stands.
    return sendRefundAnswer(request, reply, orders, result.claim);
  }

  api.route({
    ...contract("refundOrder", { notFound: "payment.orderNotFound" }),
    handler: (request, reply) => refund(request, reply, request.params.id, request.body.to),
  });

  api.route({
    ...contract("operatorSupplierSync"),
    handler: async (request, reply) => {
      if (!isOperator(request, options.services.operatorToken)) return sendApiError(request, reply, "auth.required");
      if (options.services.supplier.name === "sandbox")
        return { data: { mapped: 0, unmatched: [], note: "sandbox supplier" } };
      try {
        return { data: await options.services.catalogAdmin.syncByToken({ requestId: request.id }) };
      } catch (error) {
        request.log.error({ err: error }, "supplier price list unavailable");
        return sendApiError(request, reply, "checkout.providerFailed");
      }
    },
  });
}
