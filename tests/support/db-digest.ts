import { sql } from "drizzle-orm";
import type { Database } from "../../adapters/db/database";

/**
 * The shop's tables row by row as one digest: equal digests, same data. `only` narrows it to the
 * tables whose names it matches (a running shop's background jobs write the others on their own).
 * Rate-limit counters are never part of it: a refused request rightly counts.
 */
export async function databaseDigest(db: Database, only?: RegExp): Promise<string> {
  const tables = await db.execute<{ name: string }>(
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'rate_limit_hits' ORDER BY 1`,
  );
  const parts = await Promise.all(
    tables.rows
      .filter(({ name }) => !only || only.test(name))
      .map(async ({ name }) => {
        const result = await db.execute<{ digest: string | null }>(
          sql.raw(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM "${name}" t`),
        );
        return `${name}:${result.rows[0]?.digest ?? "empty"}`;
      }),
  );
  return parts.join(",");
}
