import type { Logger } from "pino";
import type { AppServices } from "../core/services";

const EVERY_MS = 10_000;

/**
 * Background work of checkout, on every server: cancel orders left unpaid past their time, ask the
 * provider about payments whose notification never came, ask it again for refunds it has not
 * answered, send queued receipts, and put deliveries nobody touched lately back on the queue
 * (flagging those past their promise), and forget rate-limit windows and sign-in codes that have ended. Each piece is idempotent or taken with a lease, so a crash or
 * several servers running it at once does no harm.
 */
export function startCheckoutJobs(
  services: Pick<AppServices, "paymentFlow" | "sendReceipts" | "fulfillment" | "refunds" | "pruneExpired">,
  log: Logger,
  /** An attempt still pending this long without a notification is asked about at the provider. */
  statusCheckAfterSeconds = 120,
): { stop(): void } {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const now = new Date();
      const canceled = await services.paymentFlow.cancelExpired(now);
      const reconciled = await services.paymentFlow.reconcile(new Date(now.getTime() - statusCheckAfterSeconds * 1000));
      const refunds = await services.refunds.runDue();
      const receipts = await services.sendReceipts();
      const deliveries = await services.fulfillment.sweep(now);
      await services.pruneExpired(now);
      if (
        canceled ||
        reconciled ||
        refunds ||
        receipts.sent ||
        receipts.failed ||
        deliveries.requeued ||
        deliveries.flagged
      )
        log.info({ canceled, reconciled, refunds, receipts, deliveries }, "checkout jobs");
    } catch (error) {
      log.error({ err: error }, "checkout jobs failed; next run retries");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
