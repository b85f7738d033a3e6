import { lt, sql } from "drizzle-orm";
import type { RateLimitStore } from "../../core/rate-limits";
import type { Database } from "./database";
import { rateLimitHits } from "./schema";

/** Rate-limit counters in PostgreSQL: an upsert per counter, so servers count together and exactly. */
export function createRateLimitStore(db: Database): RateLimitStore {
  return {
    async hit(counters) {
      if (counters.length === 0) return [];
      const rows = await db
        .insert(rateLimitHits)
        .values(
          counters.map((counter) => ({
            key: counter.key,
            windowStart: counter.windowStart,
            windowEnd: new Date(counter.windowStart.getTime() + counter.windowSeconds * 1000),
          })),
        )
        .onConflictDoUpdate({
          target: [rateLimitHits.key, rateLimitHits.windowStart],
          set: { hits: sql`${rateLimitHits.hits} + 1` },
        })
        .returning({ key: rateLimitHits.key, hits: rateLimitHits.hits });
      const byKey = new Map(rows.map((row) => [row.key, row.hits]));
      return counters.map((counter) => byKey.get(counter.key) ?? 0);
    },
    async prune(before) {
      const gone = await db
        .delete(rateLimitHits)
        .where(lt(rateLimitHits.windowEnd, before))
        .returning({ key: rateLimitHits.key });
      return gone.length;
    },
  };
}
