import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema>;
/** A database or an open transaction on it: repositories built on a transaction join it. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** The one database access path: drizzle over a `pg` pool. */
export function openDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", () => undefined);
  const db = drizzle(pool, { schema });
  let closing: Promise<void> | undefined;
  // Idempotent: shutdown paths may race (a signal during a failed start) and must not throw.
  return { db, pool, close: () => (closing ??= pool.end()) };
}
