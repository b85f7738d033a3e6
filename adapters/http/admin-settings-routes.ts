import type { FastifyInstance } from "fastify";
import type { SupportLimit } from "../../core/admin/support-limits";
import type { AppServices } from "../../core/services";
import { operatorOf, requireOperator } from "./admin-access";
import { sendApiError } from "./api-reply";
import { contract, typed } from "./contract";

export type AdminSettingsRouteServices = Pick<AppServices, "admin" | "auth" | "supportLimits">;

const limitView = (limit: SupportLimit) => ({ ...limit, updatedAt: limit.updatedAt?.toISOString() ?? null });

/** The console's settings over HTTP (admin): support's ceilings, read and changed (each change audited). */
export async function adminSettingsRoutes(
  app: FastifyInstance,
  options: { services: AdminSettingsRouteServices },
): Promise<void> {
  const { supportLimits } = options.services;
  const api = typed(app);
  const guard = requireOperator(options.services, "settings");

  api.route({
    ...contract("adminSettingsLimits"),
    preValidation: guard,
    handler: async () => ({ data: { limits: (await supportLimits.all()).map(limitView) } }),
  });

  api.route({
    ...contract("adminSettingsLimitsUpdate", { invalid: "adminSettings.invalid" }),
    preValidation: guard,
    handler: async (request, reply) => {
      const result = await supportLimits.set(operatorOf(request), request.body, { requestId: request.id });
      if (!result.ok) return sendApiError(request, reply, "adminSettings.reasonTooLong");
      return { data: { changed: result.changed, limits: (await supportLimits.all()).map(limitView) } };
    },
  });
}
