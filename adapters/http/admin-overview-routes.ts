import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../core/services";
import { queueItemView } from "../../contracts/admin-overview";
import { requireOperator } from "./admin-access";
import { contract, typed } from "./contract";

export type AdminOverviewServices = Pick<AppServices, "admin" | "auth" | "adminQueries">;

/**
 * The console's overview over HTTP: the dashboard and the queue of what needs a person,
 * for every role (permission `overview`). Reads only, so nothing is audited.
 */
export async function adminOverviewRoutes(
  app: FastifyInstance,
  options: { services: AdminOverviewServices },
): Promise<void> {
  const { adminQueries } = options.services;
  const api = typed(app);
  const operatorsOnly = requireOperator(options.services, "overview");

  api.route({
    ...contract("adminDashboard"),
    preValidation: operatorsOnly,
    handler: async () => ({ data: await adminQueries.dashboard(new Date()) }),
  });

  api.route({
    ...contract("adminQueue"),
    preValidation: operatorsOnly,
    handler: async () => ({ data: (await adminQueries.attentionQueue(new Date())).map(queueItemView) }),
  });
}
