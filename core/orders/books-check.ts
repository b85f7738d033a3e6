import type { AlertReporter } from "../alerts/alert-service";
import { money, type Currency } from "../money";

/** Something that should sum to zero and does not, as the books check finds it. */
export type Imbalance =
  /** The ledger's accounts of one currency do not sum to zero: a posting that does not balance. */
  | { kind: "ledger"; currency: Currency; difference: number }
  /** An account's balance is not the sum of its entries. */
  | { kind: "account"; owner: string; account: string; currency: Currency; difference: number }
  /** A payment the provider took that the order neither kept nor returned. */
  | {
      kind: "payment";
      paymentId: string;
      orderId: string;
      orderNumber: string;
      currency: Currency;
      difference: number;
    };

/** Port: the sums, each read in one statement so writes in flight are all in or all out (adapters/db/orders/books-repository.ts). */
export interface BooksStore {
  /** Payments taken at least `settledBefore` ago and neither kept nor returned count; younger ones may still be. */
  imbalances(settledBefore: Date): Promise<Imbalance[]>;
}

/** How often the books are summed; each run reads the whole ledger. */
export const BOOKS_CHECK_EVERY_MS = 60 * 60_000;
/** A payment this old that no order kept and no refund returns is out of balance; younger, the jobs may still settle it. */
export const PAYMENT_SETTLES_WITHIN_MS = 60 * 60_000;

/** The scope an incident is grouped by: one per account, currency or payment. */
function scopeOf(imbalance: Imbalance): string {
  switch (imbalance.kind) {
    case "ledger":
      return `ledger ${imbalance.currency}`;
    case "account":
      return `ledger account ${imbalance.owner}/${imbalance.account} ${imbalance.currency}`;
    case "payment":
      return `payment ${imbalance.paymentId} (order ${imbalance.orderNumber})`;
  }
}

function eventOf(imbalance: Imbalance) {
  return {
    kind: "moneyOutOfBalance" as const,
    scope: scopeOf(imbalance),
    difference: money(imbalance.difference, imbalance.currency),
    ...(imbalance.kind === "payment" ? { orderId: imbalance.orderId } : {}),
  };
}

/**
 * Sums the books on the checkout jobs' schedule and tells the operators of each imbalance once per
 * incident (the ledger by currency and by account, a payment by its id), with a follow-up when a
 * later run finds it gone. Postings balance by construction; this watches for the bug, the manual
 * change in the database or the crash that would make them not.
 */
export function createBooksCheck(deps: { store: BooksStore; alerts: AlertReporter; clock?: () => Date }) {
  const now = () => deps.clock?.() ?? new Date();
  let lastRun = Number.NEGATIVE_INFINITY;
  // Per server: what the last run found, to clear what is gone.
  let open = new Map<string, ReturnType<typeof eventOf>>();
  return {
    /** Sums the books when BOOKS_CHECK_EVERY_MS has passed since this server last did. */
    async check(): Promise<{ imbalances: number }> {
      const at = now();
      if (at.getTime() - lastRun < BOOKS_CHECK_EVERY_MS) return { imbalances: open.size };
      lastRun = at.getTime();
      const found = await deps.store.imbalances(new Date(at.getTime() - PAYMENT_SETTLES_WITHIN_MS));
      const next = new Map(found.map((imbalance) => [scopeOf(imbalance), eventOf(imbalance)]));
      for (const event of next.values()) await deps.alerts.report(event);
      for (const [scope, event] of open) if (!next.has(scope)) await deps.alerts.clear(event);
      open = next;
      return { imbalances: next.size };
    },
  };
}

export type BooksCheck = ReturnType<typeof createBooksCheck>;
