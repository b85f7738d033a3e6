import { buildApp } from "./app";
import { createLogger } from "./logger";
import { compose } from "./compose";
import { readConfig } from "./config";
import { EnvError, parseEnv, withoutSecrets } from "./env";
import { onUnhandledRejection } from "./rejections";

/**
 * Starts the shop: validate the environment, open the database (embedded unless DATABASE_URL is
 * set), migrate and seed, listen. SIGTERM/SIGINT stop accepting, let in-flight requests finish,
 * then close the database.
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
  // React and other libraries choose their production build from process.env.NODE_ENV when they are
  // first loaded (the page build is imported later): without this an unset NODE_ENV runs React's
  // development build, many times slower.
  process.env.NODE_ENV = env.NODE_ENV;
  // Readable lines while developing; JSON lines (one per event, with reqId) everywhere else.
  const log = createLogger({ level: env.LOG_LEVEL, pretty: env.NODE_ENV === "development" });
  process.on("unhandledRejection", (reason) => void onUnhandledRejection(reason, log, (code) => process.exit(code)));
  const composition = await compose(readConfig(env), log);
  const app = await buildApp({
    logger: log,
    services: composition.services,
    health: composition.health,
    pages: { dev: env.NODE_ENV === "development" },
    trustProxyHops: env.TRUST_PROXY_HOPS,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      log.error("shutdown timed out; exiting with requests still open");
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      await app.close();
      await composition.close();
      log.info("stopped");
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  try {
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    log.error({ err: error }, "could not listen");
    await composition.close();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  // Whatever failed may quote its configuration (a connection string, a key): never a secret's value.
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`Start failed: ${withoutSecrets(text, process.env)}\n`);
  process.exit(1);
});
