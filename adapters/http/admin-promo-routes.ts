import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { promoTerms, type PromoChange, type PromoCodeRow } from "../../core/admin/promo-admin";
import type { AppServices } from "../../core/services";
import { normalizePromoCode } from "../../core/promos/promo-codes";
import { operatorOf, requireOperator } from "./admin-access";
import { sendApiError } from "./api-reply";
import { contract, typed } from "./contract";

export type AdminPromoRouteServices = Pick<AppServices, "admin" | "auth" | "promoAdmin">;

const promoView = (row: PromoCodeRow) => ({
  code: row.code,
  ...promoTerms(row),
  active: row.active,
  redemptions: row.redemptions,
});

/** The console's promo codes over HTTP (manager and admin): each change checked, audited, answered in the API's shape. */
export async function adminPromoRoutes(
  app: FastifyInstance,
  options: { services: AdminPromoRouteServices },
): Promise<void> {
  const { promoAdmin } = options.services;
  const api = typed(app);
  const guard = requireOperator(options.services, "promoCodes");
  const answer = (request: FastifyRequest, reply: FastifyReply, result: PromoChange, status = 200) =>
    result.ok
      ? reply.code(status).send({ data: { code: result.code, changed: result.changed } })
      : sendApiError(request, reply, result.error);

  api.route({
    ...contract("adminPromos"),
    preValidation: guard,
    handler: async () => ({ data: (await promoAdmin.list()).map(promoView) }),
  });

  api.route({
    ...contract("adminPromoCreate", { invalid: "adminPromo.invalid" }),
    preValidation: guard,
    handler: async (request, reply) =>
      answer(request, reply, await promoAdmin.create(operatorOf(request), request.body, request.id), 201),
  });

  api.route({
    ...contract("adminPromoUpdate", { invalid: "adminPromo.invalid", notFound: "adminPromo.notFound" }),
    preValidation: guard,
    handler: async (request, reply) =>
      answer(
        request,
        reply,
        await promoAdmin.update(operatorOf(request), normalizePromoCode(request.params.code), request.body, request.id),
      ),
  });

  api.route({
    ...contract("adminPromoActive", { invalid: "adminPromo.invalid", notFound: "adminPromo.notFound" }),
    preValidation: guard,
    handler: async (request, reply) =>
      answer(
        request,
        reply,
        await promoAdmin.setActive(
          operatorOf(request),
          normalizePromoCode(request.params.code),
          request.body.active,
          request.id,
        ),
      ),
  });

  api.route({
    ...contract("adminPromoRedemptions", { notFound: "adminPromo.notFound" }),
    preValidation: guard,
    handler: async (request, reply) => {
      const code = normalizePromoCode(request.params.code);
      if (!(await promoAdmin.find(code))) return sendApiError(request, reply, "adminPromo.notFound");
      const rows = await promoAdmin.redemptions(code);
      return { data: rows.map((row) => ({ ...row, paidAt: row.paidAt.toISOString() })) };
    },
  });
}
