import { describe, expect, it } from "vitest";
import { runCheckoutJobs } from "./checkout-jobs";

describe("checkout jobs", () => {
  it("a piece that fails is logged, counted toward its alert, and the other pieces still run", async () => {
    const ran: string[] = [];
    const errors: unknown[] = [];
    const runs: [string, boolean][] = [];
    const services = {
      paymentFlow: {
        cancelExpired: () => Promise.reject(new Error("Insufficient gold_hold balance")),
        reconcile: () => (ran.push("reconcile"), Promise.resolve({ done: 1, failed: 0 })),
      },
      refunds: { runDue: () => (ran.push("refunds"), Promise.resolve({ done: 0, failed: 0 })) },
      sendReceipts: () => (ran.push("receipts"), Promise.resolve({ sent: 0, failed: 0 })),
      sendPushes: () => (ran.push("pushes"), Promise.resolve({ sent: 0, failed: 0 })),
      sendFiscalItems: () => (ran.push("fiscal items"), Promise.resolve({ sent: 0, skipped: 0, failed: 0 })),
      fulfillment: { sweep: () => (ran.push("sweep"), Promise.resolve({ requeued: 0, flagged: 0 })) },
      balances: { check: () => (ran.push("balances"), Promise.resolve({ read: 0 })) },
      books: { check: () => (ran.push("books"), Promise.resolve({ imbalances: 0 })) },
      promiseCompensation: { sweep: () => (ran.push("promises"), Promise.resolve({ granted: 0 })) },
      pruneExpired: () => (ran.push("prune"), Promise.resolve()),
      alerts: {
        run: () => (ran.push("alerts"), Promise.resolve({ closed: 0, sent: 0, failed: 0 })),
        jobRun: (job: string, ok: boolean) => (runs.push([job, ok]), Promise.resolve()),
      },
    } as unknown as Parameters<typeof runCheckoutJobs>[0];
    const log = { info: () => undefined, error: (object: unknown) => errors.push(object) };

    const counted: [string, boolean][] = [];
    const figures = await runCheckoutJobs(services, log as never, new Date(), 120, (job, ok) =>
      counted.push([job, ok]),
    );

    expect(ran).toEqual([
      "reconcile",
      "refunds",
      "receipts",
      "pushes",
      "fiscal items",
      "sweep",
      "balances",
      "books",
      "promises",
      "prune",
      "alerts",
    ]);
    expect(figures.canceled).toBeUndefined();
    expect(figures.reconciled).toEqual({ done: 1, failed: 0 });
    expect(errors).toEqual([expect.objectContaining({ job: "cancel expired orders" })]);
    // Each piece's outcome goes to the alerts, which tell operators of one failing run after run.
    expect(runs).toEqual([
      ["cancel expired orders", false],
      ["status checks", true],
      ["refunds", true],
      ["receipts", true],
      ["pushes", true],
      ["fiscal items", true],
      ["delivery sweep", true],
      ["supplier balances", true],
      ["books", true],
      ["promise compensations", true],
      ["prune", true],
      ["alerts", true],
    ]);
    // The metrics' job counter hears the same outcomes.
    expect(counted).toEqual(runs);
  });
});
