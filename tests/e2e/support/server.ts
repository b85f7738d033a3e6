import { readFileSync } from "node:fs";
import path from "node:path";

/** The e2e server's port and data directory (its own embedded PostgreSQL, fresh for each run). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3917);
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? ".data-e2e");
/** What the e2e server prints (its JSON log lines), scanned when the run ends (log-scan-teardown.ts). */
export const E2E_SERVER_LOG = `${E2E_DATA_DIR}.log`;

/**
 * The URL of the embedded PostgreSQL the e2e server started, read from its data directory, so tests
 * can arrange data (a signed-in session) the way later features will create it.
 */
export function e2eDatabaseUrl(dataDir: string = E2E_DATA_DIR): string {
  const pid = readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n");
  const port = pid[3]?.trim();
  const password = readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/shop`;
}

/** The fake Facebook the e2e server signs in against (tests/fakes/facebook-graph-server.ts). */
export const E2E_FACEBOOK = {
  port: Number(process.env.E2E_FACEBOOK_PORT ?? 3931),
  appId: "e2e-facebook-app",
  appSecret: "e2e-facebook-secret",
} as const;

/** The local OIDC issuer standing in for Google (tests/fakes/oidc-server.ts). */
export const E2E_GOOGLE = {
  port: Number(process.env.E2E_GOOGLE_PORT ?? 3932),
  clientId: "e2e-google-client",
  clientSecret: "e2e-google-secret",
} as const;

/** A second local OIDC issuer, standing in for Telegram's OpenID Connect flow. */
export const E2E_TELEGRAM = {
  port: Number(process.env.E2E_TELEGRAM_PORT ?? 3933),
  clientId: "700000001",
  clientSecret: "e2e-telegram-secret",
} as const;
