import type { Logger } from "pino";
import type { Giveaway } from "../core/giveaway/giveaway";
import { startJobBoss } from "./job-boss";

const QUEUE = "giveaway-draw";
/** Every ten minutes (Jakarta time, the giveaway's clock): a week is drawn within minutes of its grace. */
const CRON = "*/10 * * * *";

/**
 * The giveaway's job on pg-boss: a cron schedule, kept once in the database for all
 * servers (pg-boss sends one job per tick whichever server's clock fires), commits to the next
 * weeks' secrets where missing, commits to the running week when it has none (a fresh shop's first
 * week: its entries count from that moment, decision 032), draws every finished week, and warns when
 * the running week still has no commitment (it will not be drawn; the landing page says so). Every
 * step is safe to run twice or on two servers at once (ON CONFLICT DO NOTHING; the draw's row lock),
 * so a retried or duplicated job changes nothing.
 */
export async function startGiveawayJobs(options: {
  connectionString: string;
  giveaway: Pick<Giveaway, "commitAhead" | "commitRunning" | "drawDue" | "withoutDraw">;
  log: Logger;
  /** Told each run's outcome (the metrics' job counter). */
  onRun?: (job: string, ok: boolean) => void;
}): Promise<{ stop(): Promise<void> }> {
  const { giveaway, log } = options;
  /** Weeks warned about by this process: once each, not every ten minutes. */
  const warned = new Set<string>();
  const run = async () => {
    try {
      await runOnce();
      options.onRun?.(QUEUE, true);
    } catch (error) {
      options.onRun?.(QUEUE, false);
      throw error;
    }
  };
  const runOnce = async () => {
    const now = new Date();
    const committed = await giveaway.commitAhead(now);
    const running = await giveaway.commitRunning(now);
    const drawn = await giveaway.drawDue(now);
    if (committed || drawn) log.info({ committed, drawn }, "giveaway commitments and draws");
    if (running)
      log.info(
        { committed: running, entriesFrom: now.toISOString() },
        "giveaway's running week had no commitment: committed now, its entries count from now (the landing page says so)",
      );
    for (const { campaign, week } of await giveaway.withoutDraw(now)) {
      if (warned.has(`${campaign}:${week}`)) continue;
      warned.add(`${campaign}:${week}`);
      log.warn({ campaign, week }, "giveaway week has no commitment: it will not be drawn (the landing page says so)");
    }
  };
  // At start too: a shop that was down over Monday midnight draws and commits at once, and the
  // landing page has this week's commitment from its first request.
  try {
    await run();
  } catch (error) {
    log.error({ err: error }, "giveaway job failed at start; the schedule retries");
  }

  const boss = await startJobBoss({
    connectionString: options.connectionString,
    applicationName: "kupi-giveaway",
    max: 2,
    queue: { name: QUEUE, policy: "standard", retryLimit: 3, retryDelay: 60, expireInSeconds: 300 },
    log,
    errorMessage: "giveaway queue error",
  });
  await boss.schedule(QUEUE, CRON, {}, { tz: "Asia/Jakarta" });
  await boss.work(QUEUE, async () => {
    await run();
  });
  return {
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000, wait: true });
    },
  };
}
