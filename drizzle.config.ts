import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` uses this: it diffs the schema (adapters/db/schema/) against the committed
// migrations and writes a new SQL file. The server applies migrations itself on start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./adapters/db/schema/index.ts",
  out: "./adapters/db/migrations",
});
