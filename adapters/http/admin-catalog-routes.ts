import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../core/services";
import { operatorOf, requireOperator } from "./admin-access";
import { sendApiError } from "./api-reply";
import { contract, typed } from "./contract";

export type AdminCatalogRouteServices = Pick<AppServices, "admin" | "auth" | "catalogAdmin">;

/**
 * The console's Catalog and prices over HTTP: "catalog" switches games and products,
 * "prices" sets rules and rates, previews, applies and discounts. Both are the manager's and admin's.
 */
export async function adminCatalogRoutes(
  app: FastifyInstance,
  options: { services: AdminCatalogRouteServices },
): Promise<void> {
  const { catalogAdmin } = options.services;
  const api = typed(app);
  const done = { data: { ok: true as const } };

  api.route({
    ...contract("adminCatalogGames"),
    preValidation: requireOperator(options.services, "catalog"),
    handler: async () => ({ data: await catalogAdmin.games() }),
  });

  api.route({
    ...contract("adminCatalogGame", { notFound: "adminCatalog.notFound", invalid: "adminCatalog.invalid" }),
    preValidation: requireOperator(options.services, "catalog"),
    handler: async (request, reply) => {
      const changed = await catalogAdmin.setGameFlags(operatorOf(request), request.params.slug, request.body, {
        requestId: request.id,
      });
      return changed ? done : sendApiError(request, reply, "adminCatalog.notFound");
    },
  });

  api.route({
    ...contract("adminCatalogProduct", { notFound: "adminCatalog.notFound", invalid: "adminCatalog.invalid" }),
    preValidation: requireOperator(options.services, "catalog"),
    handler: async (request, reply) => {
      const changed = await catalogAdmin.setProductFlags(operatorOf(request), request.params.sku, request.body, {
        requestId: request.id,
      });
      return changed ? done : sendApiError(request, reply, "adminCatalog.notFound");
    },
  });

  api.route({
    ...contract("adminMarginRule", { invalid: "adminCatalog.invalid" }),
    preValidation: requireOperator(options.services, "prices"),
    handler: async (request, reply) => {
      const saved = await catalogAdmin.saveRule(operatorOf(request), request.body, { requestId: request.id });
      return saved ? done : sendApiError(request, reply, "adminCatalog.notFound");
    },
  });

  api.route({
    ...contract("adminCurrencyRate", { invalid: "adminCatalog.invalid" }),
    preValidation: requireOperator(options.services, "prices"),
    handler: async (request) => {
      await catalogAdmin.setRate(operatorOf(request), request.body.currency, request.body.perMillionIdr, {
        requestId: request.id,
      });
      return done;
    },
  });

  api.route({
    ...contract("adminPricePreview", { invalid: "adminCatalog.invalid" }),
    preValidation: requireOperator(options.services, "prices"),
    handler: async (request) => ({ data: await catalogAdmin.preview(request.body.game) }),
  });

  api.route({
    ...contract("adminPriceApply", { invalid: "adminCatalog.invalid" }),
    preValidation: requireOperator(options.services, "prices"),
    handler: async (request, reply) => {
      const result = await catalogAdmin.apply(
        operatorOf(request),
        { gameSlug: request.body.game, token: request.body.token, reason: request.body.reason },
        { requestId: request.id },
      );
      if (result.ok) return { data: { changed: result.changed } };
      return sendApiError(
        request,
        reply,
        result.error.code === "stale" ? "adminCatalog.stale" : "adminCatalog.belowCost",
      );
    },
  });

  api.route({
    ...contract("adminProductSale", { notFound: "adminCatalog.notFound", invalid: "adminCatalog.invalid" }),
    preValidation: requireOperator(options.services, "prices"),
    handler: async (request, reply) => {
      const { currency, saleAmount, startsAt, endsAt, reason } = request.body;
      const product = await catalogAdmin.product(request.params.sku);
      const price = product?.prices.find((row) => row.currency === currency);
      if (!product || !price) return sendApiError(request, reply, "adminCatalog.notFound");
      if (saleAmount !== null && saleAmount >= price.listAmount)
        return sendApiError(request, reply, "adminCatalog.saleNotBelowList");
      await catalogAdmin.setSale(
        operatorOf(request),
        request.params.sku,
        {
          currency,
          saleAmount,
          saleStartsAt: startsAt ? new Date(startsAt) : null,
          saleEndsAt: endsAt ? new Date(endsAt) : null,
        },
        reason,
        { requestId: request.id },
      );
      return done;
    },
  });

  api.route({
    ...contract("adminPriceHistory", { notFound: "adminCatalog.notFound" }),
    preValidation: requireOperator(options.services, "prices"),
    handler: async (request, reply) => {
      if (!(await catalogAdmin.product(request.params.sku)))
        return sendApiError(request, reply, "adminCatalog.notFound");
      const rows = await catalogAdmin.history(request.params.sku);
      return {
        data: rows.map(({ id: _id, sku: _sku, operatorName: _name, createdAt, ...row }) => ({
          ...row,
          createdAt: createdAt.toISOString(),
        })),
      };
    },
  });
}
