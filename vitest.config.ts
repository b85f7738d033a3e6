import { defineConfig } from "vitest/config";

/**
 * Four projects: `unit` (pure code, no services), `db` (integration tests against a real
 * PostgreSQL: the embedded one by default, TEST_DATABASE_URL when set; each file gets its own
 * database cloned from a migrated template) and `reliability` (the built shop's server processes
 * under races, crashes, duplicated webhooks and a database outage), and `fuzz` (hostile input at every
 * door of the built shop).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["**/*.test.{ts,tsx}"],
          exclude: ["**/*.db.test.ts", "node_modules/**", "build/**", "dist/**", "tests/e2e/**"],
          environment: "node",
        },
      },
      {
        test: {
          name: "db",
          include: ["**/*.db.test.ts"],
          exclude: ["node_modules/**", "build/**", "dist/**"],
          environment: "node",
          globalSetup: ["tests/support/db-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // npm run test:fuzz: random, malformed and hostile input at every endpoint and form of the
        // built shop (npm run build first), on a real PostgreSQL.
        test: {
          name: "fuzz",
          include: ["tests/fuzz/**/*.fuzz.ts"],
          environment: "node",
          globalSetup: ["tests/support/db-global-setup.ts"],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      {
        // npm run test:reliability: real server processes of the built shop (npm run build first) on a
        // real PostgreSQL, one scenario at a time (each starts its own servers).
        test: {
          name: "reliability",
          include: ["tests/reliability/**/*.reliability.ts"],
          environment: "node",
          globalSetup: ["tests/support/db-global-setup.ts", "tests/reliability/support/figures.ts"],
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
