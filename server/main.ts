import { MigrationRefusal } from "../adapters/db/migrate";
import { buildApp } from "./app";
import { createLogger } from "./logger";
import { compose } from "./compose";
import { readConfig } from "./config";
import { EnvError, parseEnv, withoutSecrets } from "./env";
import { onUnhandledRejection } from "./rejections";
import { codeOf, dataDirProblem, hostProblem } from "./startup-checks";

/**
 * Starts the shop: validate the environment, open the database (embedded unless DATABASE_URL is
 * set), migrate and seed, listen. SIGTERM/SIGINT stop it in an order a balancer can follow (stop()).
 */
async function main(): Promise<void> {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // Checked before anything starts: an unresolvable HOST or an unusable DATA_DIR would otherwise
  // fail after the database started, or inside PostgreSQL, as a stack trace.
  const problems = (
    await Promise.all([hostProblem(env.HOST), env.DATABASE_URL ? undefined : dataDirProblem(env.DATA_DIR)])
  ).filter((problem) => problem !== undefined);
  if (problems.length > 0) {
    process.stderr.write(`Invalid environment:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join("\n")}\n`);
    process.exit(1);
  }
  // React and other libraries choose their production build from process.env.NODE_ENV when they are
  // first loaded (the page build is imported later): without this an unset NODE_ENV runs React's
  // development build, many times slower.
  process.env.NODE_ENV = env.NODE_ENV;
  // Readable lines while developing; JSON lines (one per event, with reqId) everywhere else.
  const log = createLogger({ level: env.LOG_LEVEL, pretty: env.NODE_ENV === "development" });
  process.on("unhandledRejection", (reason) => void onUnhandledRejection(reason, log, (code) => process.exit(code)));
  const config = readConfig(env);
  const composition = await compose(config, log);
  let stopping = false;
  const app = await buildApp({
    logger: log,
    services: composition.services,
    health: { ...composition.health, stopping: () => stopping },
    pages: { dev: env.NODE_ENV === "development" },
    trustProxyHops: env.TRUST_PROXY_HOPS,
    metrics: { metrics: composition.metrics, access: config.metrics },
  });

  /**
   * Readiness says 503 at once and the shop keeps serving for SHUTDOWN_NOT_READY_MS (a balancer
   * takes it out meanwhile); then it stops accepting and lets requests in flight finish, stops the
   * jobs and the queue, closes the pool and stops the embedded PostgreSQL. SHUTDOWN_TIMEOUT_MS
   * bounds it all: past it the open connections are cut, and the embedded PostgreSQL is still
   * stopped before the process exits, so nothing of the shop outlives it.
   */
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down: readiness says 503, finishing in-flight requests");
    const force = setTimeout(() => {
      log.error("shutdown timed out: cutting the requests still open, stopping the database");
      app.server.closeAllConnections();
      composition.stopDatabase().then(
        () => process.exit(1),
        (error: unknown) => {
          log.error({ err: error }, "the embedded PostgreSQL did not stop");
          process.exit(1);
        },
      );
    }, env.SHUTDOWN_TIMEOUT_MS);
    try {
      if (env.SHUTDOWN_NOT_READY_MS > 0) await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_NOT_READY_MS));
      await app.close();
      await composition.close();
      clearTimeout(force);
      log.info("stopped");
      process.exit(0);
    } catch (error) {
      clearTimeout(force);
      log.error({ err: error }, "shutdown failed");
      await composition.stopDatabase().catch(() => undefined);
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    // One line (EADDRINUSE, EACCES...): a stack trace says nothing more to whoever runs the shop.
    process.stderr.write(`Could not listen on HOST:PORT (${codeOf(error)})\n`);
    await composition.close();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  // A schema this build must not run on (newer, or not migrated): the line says what to do.
  if (error instanceof MigrationRefusal) {
    process.stderr.write(`Start refused: ${error.message}\n`);
    process.exit(1);
  }
  // Whatever failed may quote its configuration (a connection string, a key): never a secret's value.
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`Start failed: ${withoutSecrets(text, process.env)}\n`);
  process.exit(1);
});
