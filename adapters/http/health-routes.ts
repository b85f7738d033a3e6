import type { FastifyInstance } from "fastify";

export interface HealthChecks {
  /** Resolves true when the database answers and every migration is applied. */
  ready(): Promise<{ database: boolean; migrations: boolean }>;
}

/** GET /health: the process is alive. GET /ready: it can serve (database and schema in place). */
export async function healthRoutes(app: FastifyInstance, checks: HealthChecks): Promise<void> {
  app.get("/health", async () => ({ status: "ok" }));
  app.get("/ready", async (request, reply) => {
    let state = { database: false, migrations: false };
    try {
      state = await checks.ready();
    } catch (error) {
      request.log.warn({ err: error }, "readiness check failed");
    }
    const ready = state.database && state.migrations;
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "not_ready", ...state });
  });
}
