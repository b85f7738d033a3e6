import { defineConfig } from "vitest/config";

/**
 * The database tests that serve the pages from the production build (`pages: { dev: false }`), so
 * they need `npm run build` first: the `pages` project, run after the build. Every other database
 * test imports the sources and runs without one.
 */
const BUILT_PAGES_TESTS = [
  "adapters/http/audited-doors.db.test.ts",
  "adapters/http/rate-limit-pages.db.test.ts",
  "server/delivery-speed.db.test.ts",
  "server/nothing-on-sale.db.test.ts",
  "server/order-steps.db.test.ts",
  "server/page-cache.db.test.ts",
  "server/page-doors.db.test.ts",
  "server/page-outage.db.test.ts",
  "server/promise-note.db.test.ts",
  "server/redirects.db.test.ts",
  // The console's pages are its one door (decision 038): their tests post forms as a browser does.
  "tests/console/*.db.test.ts",
];

/** What the two database projects share. */
const database = {
  environment: "node",
  globalSetup: ["tests/support/db-global-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // A database test mostly waits for PostgreSQL and its own servers: several files at once keep the
  // CPUs busy where one at a time (vitest's default on two cores) leaves them idle.
  maxWorkers: 3,
};

/**
 * Five projects: `unit` (pure code, no services), `db` (integration tests against a real
 * PostgreSQL: the embedded one by default, TEST_DATABASE_URL when set; each file gets its own
 * database cloned from a migrated template), `pages` (the same, for the built pages), `reliability`
 * (the built shop's server processes under races, crashes, duplicated webhooks and a database outage)
 * and `fuzz` (hostile input at every door of the built shop).
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
          // npm test runs these beside typecheck and lint: a test's one second of CPU may take several.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: "db",
          include: ["**/*.db.test.ts"],
          exclude: ["node_modules/**", "build/**", "dist/**", ...BUILT_PAGES_TESTS],
          ...database,
        },
      },
      {
        // npm run test:pages (npm run build first).
        test: { name: "pages", include: BUILT_PAGES_TESTS, ...database },
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
