import type { Logger } from "pino";
import type { Fulfillment } from "../core/orders/fulfillment";
import { loggableId } from "../core/loggable-id";
import { startJobBoss } from "./job-boss";

const QUEUE = "deliver-order";

export interface DeliveryQueue {
  /** Puts an order's delivery on the queue; while one waits for that order, this adds nothing. */
  enqueue(orderId: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The durable delivery queue (pg-boss 10 on the shop's own PostgreSQL, decision 008). Jobs survive a
 * crash: a job left active by a killed process expires and runs again, and the sweeper puts every
 * open delivery back on the queue at start. The job is idempotent (the supplier reference is ours),
 * so running it again can only report on the same purchases. A delivery still pending at the
 * supplier fails its job on purpose: pg-boss retries it with exponential backoff.
 */
export async function startDeliveryQueue(options: {
  connectionString: string;
  fulfillment: Fulfillment;
  log: Logger;
  /** First retry delay in seconds; it doubles on each retry (tests use 1). */
  retryDelaySeconds?: number;
  pollingIntervalSeconds?: number;
  /** Told each delivery attempt's outcome: failed when it threw (a delivery still pending is no failure). */
  onRun?: (job: string, ok: boolean) => void;
}): Promise<DeliveryQueue> {
  // Plain jobs: two jobs for one order are harmless, the delivery's claim lets one work at a time.
  // (A "stately" queue would keep a killed process's job active until it expires, blocking the rest.)
  const boss = await startJobBoss({
    connectionString: options.connectionString,
    applicationName: "kupi-delivery",
    max: 4,
    queue: {
      name: QUEUE,
      policy: "standard",
      retryLimit: 14,
      retryDelay: options.retryDelaySeconds ?? 5,
      retryBackoff: true,
      expireInSeconds: 120,
    },
    log: options.log,
    errorMessage: "delivery queue error",
  });
  await boss.work<{ orderId: string }>(
    QUEUE,
    { batchSize: 10, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    async (jobs) => {
      await Promise.all(
        jobs.map(async (job) => {
          try {
            const outcome = await options.fulfillment.deliver(job.data.orderId);
            options.onRun?.(QUEUE, true);
            if (outcome === "pending") await boss.fail(QUEUE, job.id, { message: "still pending at the supplier" });
          } catch (error) {
            options.onRun?.(QUEUE, false);
            options.log.warn({ err: error, order: loggableId(job.data.orderId) }, "delivery attempt failed; retried");
            await boss.fail(QUEUE, job.id, { message: error instanceof Error ? error.message : String(error) });
          }
        }),
      );
    },
  );
  return {
    async enqueue(orderId) {
      await boss.send(QUEUE, { orderId });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000, wait: true });
    },
  };
}
