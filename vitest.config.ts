import { defineConfig } from "vitest/config";

/**
 * Two projects: `unit` (pure code, no services) and `db` (integration tests against a real
 * PostgreSQL: the embedded one by default, TEST_DATABASE_URL when set; each file gets its own
 * database cloned from a migrated template).
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
    ],
  },
});
