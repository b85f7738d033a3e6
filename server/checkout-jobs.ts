import type { Logger } from "pino";
import type { PaymentFlow } from "../core/checkout/payment-flow";

const EVERY_MS = 30_000;
/** An attempt still pending this long without a notification is asked about at the provider. */
const SILENT_AFTER_MS = 2 * 60_000;

/**
 * Background work of checkout, in the shop's process: cancel orders left unpaid past their time,
 * and ask the provider about payments whose notification never came. Each run is idempotent, so a
 * crash or a second instance does no harm.
 */
export function startCheckoutJobs(flow: PaymentFlow, log: Logger): { stop(): void } {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const now = new Date();
      const canceled = await flow.cancelExpired(now);
      const reconciled = await flow.reconcile(new Date(now.getTime() - SILENT_AFTER_MS));
      if (canceled || reconciled) log.info({ canceled, reconciled }, "checkout jobs");
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
