import type { Logger } from "pino";
import type { AppServices } from "../core/services";

const EVERY_MS = 10_000;

type JobServices = Pick<
  AppServices,
  | "paymentFlow"
  | "sendReceipts"
  | "sendPushes"
  | "sendFiscalItems"
  | "fulfillment"
  | "balances"
  | "books"
  | "promiseCompensation"
  | "refunds"
  | "pruneExpired"
  | "alerts"
>;

/**
 * Background work of checkout, on every server: cancel orders left unpaid past their time, ask the
 * provider about payments whose notification never came, ask it again for refunds it has not
 * answered, send queued receipts and fiscal items, put deliveries nobody touched lately back on the
 * queue (flagging those past their promise), grant the gold of missed promises (decision 063), sum the books, close quiet alert incidents and send alerts, and
 * forget rate-limit windows and sign-in codes that have ended. Each piece is idempotent or taken
 * with a lease, so a crash or several servers running it at once does no harm; each runs apart from
 * the others (and each order within it apart), so one that fails never stops the rest.
 */
export function startCheckoutJobs(
  services: JobServices,
  log: Logger,
  /** An attempt still pending this long without a notification is asked about at the provider. */
  statusCheckAfterSeconds = 120,
  /** Told each piece's outcome (the metrics' job counter). */
  onRun?: (job: string, ok: boolean) => void,
): { stop(): void } {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await runCheckoutJobs(services, log, new Date(), statusCheckAfterSeconds, onRun);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** One run of every piece; what each did (undefined: the piece itself failed, and was logged). */
export async function runCheckoutJobs(
  services: JobServices,
  log: Pick<Logger, "info" | "error">,
  now: Date,
  statusCheckAfterSeconds: number,
  onRun?: (job: string, ok: boolean) => void,
) {
  // A piece failing run after run is an alert (this server's runs in a row); its next success clears it.
  const piece = async <T>(name: string, work: () => Promise<T>): Promise<T | undefined> => {
    try {
      const result = await work();
      onRun?.(name, true);
      await services.alerts.jobRun(name, true);
      return result;
    } catch (error) {
      onRun?.(name, false);
      log.error({ err: error, job: name }, "checkout job failed; next run retries");
      await services.alerts.jobRun(name, false);
      return undefined;
    }
  };
  const figures = {
    canceled: await piece("cancel expired orders", () => services.paymentFlow.cancelExpired(now)),
    reconciled: await piece("status checks", () =>
      services.paymentFlow.reconcile(new Date(now.getTime() - statusCheckAfterSeconds * 1000)),
    ),
    refunds: await piece("refunds", () => services.refunds.runDue()),
    receipts: await piece("receipts", () => services.sendReceipts()),
    pushes: await piece("pushes", () => services.sendPushes()),
    fiscalItems: await piece("fiscal items", () => services.sendFiscalItems()),
    deliveries: await piece("delivery sweep", () => services.fulfillment.sweep(now)),
    balances: await piece("supplier balances", () => services.balances.check()),
    books: await piece("books", () => services.books.check()),
    promises: await piece("promise compensations", () => services.promiseCompensation.sweep()),
    pruned: await piece("prune", () => services.pruneExpired(now).then(() => true)),
    alerts: await piece("alerts", () => services.alerts.run()),
  };
  const busy = [
    figures.canceled,
    figures.reconciled,
    figures.refunds,
    figures.receipts,
    figures.pushes,
    figures.fiscalItems,
    figures.deliveries,
    figures.promises,
    figures.alerts,
  ].some((result) => result !== undefined && Object.values(result).some((count) => count > 0));
  if (busy) log.info(figures, "checkout jobs");
  return figures;
}
