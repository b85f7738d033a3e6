import type { FastifyInstance } from "fastify";
import { userSubject } from "../../core/records/audit";
import { auditLines, auditSearchInput, searchAudit } from "../../core/admin/audit-search";
import { CONSOLE_TIME_ZONE } from "../../core/admin/console-time";
import { MODERATION_PAGE_SIZE } from "../../core/admin/review-moderation";
import { marketOf } from "../../core/locales";
import { money } from "../../core/money";
import type { AppServices } from "../../core/services";
import { COMPENSATION_MESSAGES } from "../../i18n/compensation-failures";
import { operatorOf, requireOperator } from "./admin-access";
import { sendApiError } from "./api-reply";
import { contract, typed } from "./contract";
import { requestLocale } from "./request-locale";

export type AdminBuyerRouteServices = Pick<AppServices, "admin" | "auth" | "adminBuyers">;

/**
 * The console's buyers over HTTP: look a buyer up (support and up), compensate with gold
 * (support up to its limit), moderate reviews, and search the audit log (admin).
 */
export async function adminBuyerRoutes(
  app: FastifyInstance,
  options: { services: AdminBuyerRouteServices },
): Promise<void> {
  const { adminBuyers, admin } = options.services;
  const api = typed(app);

  api.route({
    ...contract("adminBuyers", { invalid: "adminBuyer.queryInvalid" }),
    preValidation: requireOperator(options.services, "buyers"),
    handler: async (request, reply) => {
      const found = await adminBuyers.lookup.search(request.query.q, marketOf(requestLocale(request)));
      if (!found) return sendApiError(request, reply, "adminBuyer.queryInvalid");
      return { data: found };
    },
  });

  api.route({
    ...contract("adminBuyer", { notFound: "adminBuyer.notFound" }),
    preValidation: requireOperator(options.services, "buyers"),
    handler: async (request, reply) => {
      const before = request.query.before ? Number(request.query.before) : undefined;
      const buyer = await adminBuyers.lookup.buyer(request.params.id, before);
      if (!buyer) return sendApiError(request, reply, "adminBuyer.notFound");
      const audit = await auditLines(await admin.auditOf(userSubject(request.params.id)), adminBuyers.audit);
      return { data: { ...buyer, audit } };
    },
  });

  api.route({
    ...contract("adminCompensate", { notFound: "adminBuyer.notFound", invalid: "adminBuyer.compensationInvalid" }),
    preValidation: requireOperator(options.services, "compensation"),
    handler: async (request, reply) => {
      const { amount, currency, reason, key, orderId } = request.body;
      const result = await adminBuyers.compensate(
        operatorOf(request),
        { userId: request.params.id, orderId, amount: money(amount, currency), reason, key },
        { requestId: request.id },
      );
      if (!result.ok) return sendApiError(request, reply, COMPENSATION_MESSAGES[result.error.code]);
      return { data: { outcome: result.outcome, balance: result.balance } };
    },
  });

  api.route({
    ...contract("adminReviews"),
    preValidation: requireOperator(options.services, "reviews"),
    handler: async (request) => {
      const rows = await adminBuyers.reviews.list({
        offset: (request.query.page - 1) * MODERATION_PAGE_SIZE,
        limit: MODERATION_PAGE_SIZE + 1,
        hiddenOnly: request.query.hidden === "1",
      });
      return { data: rows.slice(0, MODERATION_PAGE_SIZE), hasMore: rows.length > MODERATION_PAGE_SIZE };
    },
  });

  api.route({
    ...contract("adminReviewHidden", {
      notFound: "adminBuyer.reviewNotFound",
      invalid: "adminBuyer.hideReasonInvalid",
    }),
    preValidation: requireOperator(options.services, "reviews"),
    handler: async (request, reply) => {
      const result = await adminBuyers.reviews.setHidden(operatorOf(request), request.params.id, request.body, {
        requestId: request.id,
      });
      if (!result.ok) return sendApiError(request, reply, "adminBuyer.reviewNotFound");
      return { data: { changed: result.changed } };
    },
  });

  api.route({
    ...contract("adminAudit", { invalid: "adminBuyer.auditFilterInvalid" }),
    preValidation: requireOperator(options.services, "audit"),
    handler: async (request, reply) => {
      const input = auditSearchInput(request.query, CONSOLE_TIME_ZONE);
      if (!input.ok) return sendApiError(request, reply, "adminBuyer.auditFilterInvalid");
      const entries = await searchAudit(adminBuyers.audit, input);
      const last = entries[entries.length - 1];
      return {
        data: await auditLines(entries, adminBuyers.audit),
        next: last && entries.length === input.query.limit ? last.id : null,
      };
    },
  });
}
