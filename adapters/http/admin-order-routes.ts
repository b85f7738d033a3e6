import type { FastifyInstance } from "fastify";
import { orderSearchInput } from "../../core/admin/order-filters";
import { marketOf } from "../../core/locales";
import type { AppServices } from "../../core/services";
import { RESEND_MESSAGES, RESOLVE_MESSAGES, RETRY_MESSAGES } from "../../i18n/admin-order-failures";
import { REFUND_MESSAGES } from "../../i18n/refund-failures";
import { operatorOf, requireOperator } from "./admin-access";
import { sendApiError } from "./api-reply";
import { contract, typed } from "./contract";
import { requestLocale } from "./request-locale";
import { sendRefundAnswer } from "./refund-answer";

export type AdminOrderRouteServices = Pick<
  AppServices,
  "admin" | "auth" | "adminQueries" | "operatorRefund" | "refunds" | "orders" | "adminOrderActions"
>;

/** The console's Orders section over HTTP (support and up): search, an order's story, its refund. */
export async function adminOrderRoutes(
  app: FastifyInstance,
  options: { services: AdminOrderRouteServices },
): Promise<void> {
  const { adminQueries, operatorRefund, refunds, orders, admin, adminOrderActions: actions } = options.services;
  const api = typed(app);

  api.route({
    ...contract("adminOrders", { invalid: "admin.badFilter" }),
    preValidation: requireOperator(options.services, "orders"),
    handler: async (request, reply) => {
      const parsed = orderSearchInput(request.query);
      const result = parsed.ok
        ? await adminQueries.searchOrders(parsed.input, marketOf(requestLocale(request)))
        : undefined;
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
          audit: await admin.auditOfOrder(request.params.id),
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

  // The other order actions (support): each checks "orders", decides under the order's lock and
  // writes its audit entry in the same transaction (core/admin/delivery-retry.ts, order-actions.ts).
  api.route({
    ...contract("adminOrderRetryDelivery", { notFound: "admin.orderNotFound" }),
    preValidation: requireOperator(options.services, "orders"),
    handler: async (request, reply) => {
      const result = await actions.retryDelivery(operatorOf(request), request.params.id, { requestId: request.id });
      if (!result.ok) return sendApiError(request, reply, RETRY_MESSAGES[result.error.code]);
      return { data: { kind: result.kind } };
    },
  });

  api.route({
    ...contract("adminOrderResolve", { notFound: "admin.orderNotFound", invalid: "adminOrder.noteInvalid" }),
    preValidation: requireOperator(options.services, "orders"),
    handler: async (request, reply) => {
      const result = await actions.resolve(operatorOf(request), request.params.id, request.body.note, {
        requestId: request.id,
      });
      if (!result.ok) return sendApiError(request, reply, RESOLVE_MESSAGES[result.error.code]);
      return { data: { outcome: result.outcome } };
    },
  });

  api.route({
    ...contract("adminOrderResendReceipt", { notFound: "admin.orderNotFound", invalid: "adminOrder.resendInvalid" }),
    preValidation: requireOperator(options.services, "orders"),
    handler: async (request, reply) => {
      const result = await actions.resendReceipt(operatorOf(request), request.params.id, request.body, {
        requestId: request.id,
      });
      if (!result.ok) return sendApiError(request, reply, RESEND_MESSAGES[result.error.code]);
      return { data: { outcome: result.outcome, channel: result.channel, recipient: result.recipient } };
    },
  });

  api.route({
    ...contract("adminOrderOutbox", { notFound: "admin.orderNotFound" }),
    preValidation: requireOperator(options.services, "orders"),
    handler: async (request, reply) => {
      if (!(await orders.find(request.params.id))) return sendApiError(request, reply, "admin.orderNotFound");
      const items = await actions.outbox(request.params.id, operatorOf(request).role);
      return {
        data: items.map((item) => ({ ...item, at: item.at.toISOString(), sentAt: item.sentAt?.toISOString() ?? null })),
      };
    },
  });
}
