import pg from "pg";
import PgBoss from "pg-boss";
import type { Logger } from "pino";

/** Held while pg-boss starts and creates its queues, by every process on the database. */
const CREATE_QUEUE_LOCK = 5_310_229;

/**
 * A started pg-boss instance on the shop's `pgboss` schema with its one queue created: the one way
 * the shop's jobs start. pg-boss creates a queue as a partition of its job table with a foreign key
 * to its queue table; two processes creating queues at the same moment (servers starting together
 * on a fresh database) take those tables' locks in opposite orders and PostgreSQL aborts one with a
 * deadlock. pg-boss's start creates a queue of its own (for schedules), so the start and the creation
 * run together under a session advisory lock held on its own connection; a queue that already
 * exists is left as it is.
 */
export async function startJobBoss(options: {
  connectionString: string;
  /** The connections' application_name in pg_stat_activity. */
  applicationName: string;
  max: number;
  queue: PgBoss.Queue;
  log: Logger;
  /** The log line's words for an error pg-boss reports in the background. */
  errorMessage: string;
}): Promise<PgBoss> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: "pgboss",
    max: options.max,
    application_name: options.applicationName,
  });
  boss.on("error", (error: unknown) => options.log.error({ err: error }, options.errorMessage));
  try {
    await underCreateQueueLock(options.connectionString, async () => {
      await boss.start();
      await boss.createQueue(options.queue.name, options.queue);
    });
  } catch (error) {
    await boss.stop({ graceful: false, wait: true });
    throw error;
  }
  return boss;
}

async function underCreateQueueLock(connectionString: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString, application_name: "kupi-create-queue" });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [CREATE_QUEUE_LOCK]);
    // Unlocked by closing the session, also when the work fails.
    await work();
  } finally {
    await client.end();
  }
}
