import { defineConfig } from "@playwright/test";
import {
  E2E_DATA_DIR,
  E2E_FACEBOOK,
  E2E_GOOGLE,
  E2E_OPERATOR_ENV,
  E2E_PORT,
  E2E_SERVER_LOG,
  E2E_TELEGRAM,
} from "./tests/e2e/support/server";

/**
 * End-to-end tests against the built server (npm run build), on its embedded PostgreSQL, in
 * Debian's Chromium (CHROME_PATH or /usr/bin/chromium). Playwright never downloads a browser.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  // Everything the shop's server printed, scanned for what no log may hold (an order's UUID, a token).
  globalTeardown: "./tests/e2e/support/log-scan-teardown.ts",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // A buyer's phone browser: headless Chromium's own user agent counts as a bot, and bots are
    // (rightly) never sent to another locale's home page nor offered another language.
    // ...in Indonesia, the first market: the browser asks for Indonesian (Accept-Language: id-ID).
    locale: "id-ID",
    userAgent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: [
    {
      // A fake Facebook (Graph API and login dialog), so sign-in with Facebook runs end to end offline.
      command: "node --import tsx tests/fakes/facebook-graph-server.ts",
      port: E2E_FACEBOOK.port,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // A local OpenID Connect issuer standing in for Google.
      command: "node --import tsx tests/fakes/oidc-server.ts google",
      port: E2E_GOOGLE.port,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Another, standing in for Telegram's OpenID Connect flow.
      command: "node --import tsx tests/fakes/oidc-server.ts telegram",
      port: E2E_TELEGRAM.port,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Every run starts from an empty data directory: the server creates and migrates its database.
      command: `rm -rf "${E2E_DATA_DIR}" && node dist/server.js > "${E2E_SERVER_LOG}"`,
      url: `http://127.0.0.1:${E2E_PORT}/backend/api/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(E2E_PORT),
        HOST: "127.0.0.1",
        // The address the browser uses: payment returns and sign-in redirects come back to it.
        PUBLIC_ORIGIN: `http://127.0.0.1:${E2E_PORT}`,
        DATA_DIR: E2E_DATA_DIR,
        // Request lines too: the log scan at the end reads every address the browser asked for.
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "info",
        DATABASE_URL: "",
        FACEBOOK_APP_ID: E2E_FACEBOOK.appId,
        FACEBOOK_APP_SECRET: E2E_FACEBOOK.appSecret,
        FACEBOOK_GRAPH_URL: `http://127.0.0.1:${E2E_FACEBOOK.port}`,
        FACEBOOK_DIALOG_URL: `http://127.0.0.1:${E2E_FACEBOOK.port}/dialog`,
        GOOGLE_CLIENT_ID: E2E_GOOGLE.clientId,
        GOOGLE_CLIENT_SECRET: E2E_GOOGLE.clientSecret,
        GOOGLE_ISSUER: `http://127.0.0.1:${E2E_GOOGLE.port}`,
        // Deliveries complete within seconds, so a test can watch an order finish.
        SUPPLIER_SANDBOX_DELAY_MS: "500",
        DELIVERY_RETRY_DELAY_SECONDS: "1",
        // Every test buys from one address, often for the same player; the limits have their own
        // tests (rate-limits.db.test.ts and the live-mode server of process.spec.ts).
        RATE_LIMITS: "off",
        // The console's first admin: the test-mode person named "Kupiadmin" (tests/e2e/admin.spec.ts).
        ADMIN_BOOTSTRAP_IDENTITY: "test:kupiadmin",
        TELEGRAM_CLIENT_ID: E2E_TELEGRAM.clientId,
        TELEGRAM_CLIENT_SECRET: E2E_TELEGRAM.clientSecret,
        TELEGRAM_ISSUER: `http://127.0.0.1:${E2E_TELEGRAM.port}`,
        // Each market's own seller (About, the legal pages, the footer).
        ...E2E_OPERATOR_ENV,
      },
    },
  ],
});
