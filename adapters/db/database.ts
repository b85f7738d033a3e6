import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { NamedStatementClient } from "./named-statements";
import * as schema from "./schema";
import { createStatementPipeline, type StatementPipeline } from "./orders/statement-pipeline";

export type Database = NodePgDatabase<typeof schema>;
/** A database or an open transaction on it: repositories built on a transaction join it. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** The one database access path: drizzle over a `pg` pool. */
export function openDatabase(
  url: string,
  options: { max?: number; waitMs?: number; pipelineLanes?: number } = {},
): DatabaseHandle {
  // A request waits at most 5 s for a connection: during a database outage it answers 503 instead
  // of hanging (node-postgres waits forever by default). The wait includes queueing for a free
  // client of the pool, so tests that arrange hundreds of rows at once pass a longer one.
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.waitMs ?? 5_000,
    Client: NamedStatementClient,
  });
  // A client losing its connection (database restart, failover, network) must not crash the process.
  // node-postgres emits "error" on the client; the pool listens only while the client is idle, so
  // one checked out (inside a transaction) would have no listener. Its query fails all the same,
  // the caller answers 503, and the pool drops the dead client when it is released.
  pool.on("error", () => undefined);
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = drizzle(pool, { schema });
  // Beside the pool, a few pipelined connections for an order with nothing else to write (opened on
  // the first one): statement-pipeline.ts. Zero lanes: every statement goes through the pool.
  const lanes = options.pipelineLanes ?? 3;
  const pipeline =
    lanes > 0
      ? createStatementPipeline({ connectionString: url, connectionTimeoutMillis: options.waitMs ?? 5_000 }, { lanes })
      : undefined;
  if (pipeline) pipelines.set(db, pipeline);
  let closing: Promise<void> | undefined;
  // Idempotent: shutdown paths may race (a signal during a failed start) and must not throw.
  return { db, pool, close: () => (closing ??= Promise.all([pool.end(), pipeline?.close()]).then(() => undefined)) };
}

const pipelines = new WeakMap<Database, StatementPipeline>();
/** The batched single statements of a database opened here (statement-pipeline.ts); none on others. */
export const statementPipelineOf = (db: Database): StatementPipeline | undefined => pipelines.get(db);
