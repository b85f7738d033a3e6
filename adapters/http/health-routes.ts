import type { FastifyInstance } from "fastify";
import { contract, typed } from "./contract";

export interface HealthChecks {
  /** Resolves true when the database answers and every migration is applied. */
  ready(): Promise<{ database: boolean; migrations: boolean }>;
  /** True once shutdown has begun: readiness says 503 at once, so a balancer stops sending requests. */
  stopping?(): boolean;
}

/** A balancer asks often and must hear "not ready" from a frozen database, not wait on it. */
const READY_TIMEOUT_MS = 2_000;

/** GET /health: the process is alive. GET /ready: it can serve (database and schema in place). */
export async function healthRoutes(app: FastifyInstance, checks: HealthChecks): Promise<void> {
  const api = typed(app);
  api.route({ ...contract("health"), handler: async () => ({ status: "ok" as const }) });
  api.route({
    ...contract("ready"),
    handler: async (request, reply) => {
      if (checks.stopping?.()) return reply.code(503).send({ status: "stopping", database: true, migrations: true });
      let state = { database: false, migrations: false };
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        state = await Promise.race([
          checks.ready(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error(`readiness took over ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
          }),
        ]);
      } catch (error) {
        request.log.warn({ err: error }, "readiness check failed");
      } finally {
        clearTimeout(timer);
      }
      const ready = state.database && state.migrations;
      return ready
        ? reply.code(200).send({ status: "ready", ...state })
        : reply.code(503).send({ status: "not_ready", ...state });
    },
  });
}
