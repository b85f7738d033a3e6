import type { FastifyInstance } from "fastify";
import { orderSubject } from "../../core/admin/operator-refund";
import { orderSearchInput } from "../../core/admin/order-filters";
import type { AppServices } from "../../core/services";
import { REFUND_MESSAGES } from "../../i18n/refund-failures";
import { operatorOf, requireOperator } from "./admin-access";
import { sendApiError } from "./api-reply";
import { contract, typed } from "./contract";
import { sendRefundAnswer } from "./refund-answer";

export type AdminOrderRouteServices = Pick<
  AppServices,
  "admin" | "auth" | "adminQueries" | "operatorRefund" | "refunds" | "orders"
>;

/** The console's Orders section over HTTP (support and up): search, an order's story, its refund. */
export async function adminOrderRoutes(
  app: FastifyInstance,
  options: { services: AdminOrderRouteServices },
): Promise<void> {
  const { adminQueries, operatorRefund, refunds, orders, admin } = options.services;
  const api = typed(app);

  api.route({
    ...contract("adminOrders", { invalid: "admin.badFilter" }),
    preValidation: requireOperator(options.services, "orders"),
    handler: async (request, reply) => {
      const parsed = orderSearchInput(request.query);
      const result = parsed.ok ? await adminQueries.searchOrders(parsed.input) : undefined;
      if (!result?.ok) return sendApiError(request, reply, "admin.badFilter");
      return { data: result.page.rows, next: result.page.next };
    },
  });

  api.route({
    ...contract("adminOrder", { notFound: "admin.orderNotFound" }),
    preValidation: requireOperator(options.services, "orders"),
    handler: async (request, reply) => {
      const result = await adminQueries.orderTimeline(request.params.id);
      if (!result.ok) return sendApiError(request, reply, "admin.orderNotFound");
      const claim = (await refunds.ofOrder(request.params.id)).find((refund) => refund.kind === "order");
      return {
        data: {
          order: result.timeline.order,
          timeline: result.timeline.entries,
          refund: claim ?? null,
          audit: await admin.auditOf(orderSubject(request.params.id)),
        },
      };
    },
  });

  api.route({
    ...contract("adminOrderRefund", { notFound: "admin.orderNotFound", invalid: "admin.refundReasonInvalid" }),
    preValidation: requireOperator(options.services, "refunds"),
    handler: async (request, reply) => {
      const result = await operatorRefund(operatorOf(request), request.params.id, request.body, {
        requestId: request.id,
      });
      if (!result.ok) {
        if (result.error.code === "overLimit") return sendApiError(request, reply, "admin.refundOverLimit");
        if (result.error.code === "notFound") return sendApiError(request, reply, "admin.orderNotFound");
        return sendApiError(request, reply, REFUND_MESSAGES[result.error.code]);
      }
      return sendRefundAnswer(request, reply, orders, result.claim);
    },
  });
}
