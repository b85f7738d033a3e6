import { money, type Currency, type Money } from "../money";
import type { AuditEntryInput } from "../records/audit";
import { userSubject } from "../records/audit";
import type { LedgerTransaction } from "../wallet/ledger";
import type { OrderStatus } from "./order-states";

/**
 * The gold an order earns by missing its game's delivery promise (decision 063), per currency in
 * minor units; a currency without an amount, or with 0, gives none.
 */
export type PromiseCompensationAmounts = Partial<Record<Currency, number>>;

/** The sweep looks this far back: a late order of a signed-in buyer is granted within seconds, so a week heals any crash. */
export const PROMISE_SWEEP_DAYS = 7;

/** Orders one sweep grants at most; the next sweep goes on from the same point. */
const SWEEP_BATCH = 500;

/**
 * How far before its last run a sweep looks for orders that moved: a move committed after that run
 * had read may have begun (and been stamped) before it, and the database's clock may run behind the
 * server's.
 */
const SWEEP_OVERLAP_MINUTES = 15;

/** What decides whether an order missed its promise, read under the order's lock. */
export interface PromiseFacts {
  orderId: string;
  status: OrderStatus;
  userId: string | null;
  currency: Currency;
  paidAt: Date | null;
  /** The game's promise (the general hour for a game the shop no longer has). */
  promiseMinutes: number;
  /** The order's first completion. */
  deliveredAt: Date | null;
  /** The first time the order left `in_progress` (delivered, or failed for good). */
  settledAt: Date | null;
}

/** When the promise runs out: minutes from the payment. */
export const promiseDeadline = (paidAt: Date, promiseMinutes: number) =>
  new Date(paidAt.getTime() + promiseMinutes * 60_000);

/**
 * Whether the order was still on its way when its promise ran out: delivered after it, still in
 * progress past it, or failed (then refunded or not) after it. Measured from the payment. An order
 * that failed within its promise misses nothing: the buyer was told in time and offered 100% back.
 * Once missed, an order stays missed, so the answer does not depend on when the sweep ran.
 */
export function promiseMissed(facts: PromiseFacts, now: Date): boolean {
  if (!facts.paidAt) return false;
  const deadline = promiseDeadline(facts.paidAt, facts.promiseMinutes).getTime();
  switch (facts.status) {
    case "in_progress":
      return now.getTime() > deadline;
    case "complete":
      return facts.deliveredAt !== null && facts.deliveredAt.getTime() > deadline;
    case "delivery_failed":
    case "canceled":
      return facts.settledAt !== null && facts.settledAt.getTime() > deadline;
    default:
      return false;
  }
}

/** The ledger reference of an order's compensation: one per order (ledger_transactions is unique on it). */
export const promiseReference = (orderId: string) => `promise:${orderId}`;

/** Gold from the shop's gold account to the buyer's, like the console's compensation: balanced by construction. */
export function promisePosting(orderId: string, userId: string, amount: Money): LedgerTransaction {
  return {
    reference: promiseReference(orderId),
    kind: "gold_promise",
    postings: [
      { account: { owner: "shop", kind: "gold_issued", currency: amount.currency }, amount: -amount.amount },
      { account: { owner: "user", userId, kind: "gold", currency: amount.currency }, amount: amount.amount },
    ],
  };
}

/** A compensation as it was granted. */
export interface PromiseCompensationRecord {
  orderId: string;
  userId: string | null;
  amount: Money;
  promiseMinutes: number;
  createdAt: Date;
}

/** What the store writes when the rules grant: the row, the posting and the audit entry, together. */
export interface PromiseGrant {
  record: Omit<PromiseCompensationRecord, "createdAt">;
  transaction: LedgerTransaction;
  audit: (balances: { before: number; after: number }) => AuditEntryInput;
}

export type GrantOutcome = "granted" | "existing" | "notMissed" | "noAccount" | "off" | "notFound";

/** Port: adapters/db/orders/promise-compensation-store.ts. */
export interface PromiseCompensationStore {
  /**
   * In ONE database transaction with the order locked: reads its facts, asks `decide`, and when it
   * grants, writes the order's row (unique per order), the posting and the audit entry. A row already
   * there answers `existing` and writes nothing.
   */
  grant(orderId: string, decide: (facts: PromiseFacts) => PromiseGrant | GrantOutcome): Promise<GrantOutcome>;
  /** The order's compensation, if it was granted. */
  find(orderId: string): Promise<PromiseCompensationRecord | undefined>;
  /** The facts as they stand, without a lock (the page's offer). */
  facts(orderId: string): Promise<PromiseFacts | undefined>;
  /**
   * Orders of signed-in buyers paid since `paidSince`, in `currencies`, whose promise ran out before
   * `now` with them still on their way, and without a compensation: the sweep grants each. With
   * `changedSince`, only orders still in progress or with a move since then are looked at.
   */
  due(query: {
    now: Date;
    paidSince: Date;
    changedSince: Date | null;
    currencies: Currency[];
    limit: number;
  }): Promise<string[]>;
}

/** What the order page says about the promise (null: nothing to say). */
export type PromiseView =
  /** Gold was added for the delay. */
  | { kind: "granted"; amount: Money; promiseMinutes: number }
  /** A guest's order missed it: signing in on this page receives the gold. */
  | { kind: "offer"; amount: Money; promiseMinutes: number };

/**
 * The delivery promise with teeth: an order that misses its game's promise credits a configured
 * amount of gold to its buyer's account, once. Three doors lead here, all to the same grant: the
 * delivery's completion, the sweep (orders still on their way past their promise, and any grant a
 * crash cut short), and the order page loaded by a signed-in viewer (a guest's order then credits
 * the account the guest signed in with).
 */
export function createPromiseCompensation(deps: {
  store: PromiseCompensationStore;
  amounts: PromiseCompensationAmounts;
  now?: () => Date;
  /** Told each grant (the metrics' counter); never throws. */
  onGranted?: (currency: Currency) => void;
}) {
  const { store, amounts } = deps;
  const now = deps.now ?? (() => new Date());
  const amountFor = (currency: Currency) => amounts[currency] ?? 0;
  // Where the next sweep looks for orders that moved; null: every order of the week.
  let changedSince: Date | null = null;

  function decide(claimant: string | null, at: Date) {
    return (facts: PromiseFacts): PromiseGrant | GrantOutcome => {
      const amount = amountFor(facts.currency);
      if (amount <= 0) return "off";
      if (!promiseMissed(facts, at)) return "notMissed";
      // The order's buyer; a guest's order goes to whoever signed in on its page holding its link.
      const userId = facts.userId ?? claimant;
      if (!userId) return "noAccount";
      const gold = money(amount, facts.currency);
      const transaction = promisePosting(facts.orderId, userId, gold);
      return {
        record: { orderId: facts.orderId, userId, amount: gold, promiseMinutes: facts.promiseMinutes },
        transaction,
        audit: ({ before, after }) => ({
          operatorId: null,
          action: "order.promiseCompensated",
          subject: userSubject(userId),
          before: { gold: before, currency: facts.currency },
          after: {
            gold: after,
            currency: facts.currency,
            amount,
            orderId: facts.orderId,
            reference: transaction.reference,
          },
          reason: `delivery past its promise of ${facts.promiseMinutes} minutes`,
        }),
      };
    };
  }

  async function grant(orderId: string, claimant: string | null = null): Promise<GrantOutcome> {
    const decision = decide(claimant, now());
    // Nearly every delivery keeps its promise, and an order that kept it keeps it for good (its
    // first completion or settlement is fixed): a read without the lock answers those, and only an
    // order that would be granted takes its lock and is decided again under it.
    const facts = await store.facts(orderId);
    if (!facts) return "notFound";
    const unlocked = decision(facts);
    if (typeof unlocked === "string") return unlocked;
    const outcome = await store.grant(orderId, decision);
    if (outcome === "granted") {
      const record = await store.find(orderId);
      if (record) deps.onGranted?.(record.amount.currency);
    }
    return outcome;
  }

  return {
    /** The order's compensation, if it was granted (the console's order page). */
    find: (orderId: string) => store.find(orderId),

    /** The completion's door and the sweep's: safe to call any number of times, at once too. */
    grant: (orderId: string) => grant(orderId),

    /**
     * Every order due a compensation, granted (the checkout jobs, every 10 s on every server). The
     * first sweep of a server reads the week's orders, which heals any grant a crash cut short; the
     * next ones only the orders still in progress and those that moved since the last one began.
     */
    async sweep(): Promise<{ granted: number }> {
      const at = now();
      const currencies = (Object.keys(amounts) as Currency[]).filter((currency) => amountFor(currency) > 0);
      if (currencies.length === 0) return { granted: 0 };
      const paidSince = new Date(at.getTime() - PROMISE_SWEEP_DAYS * 24 * 60 * 60_000);
      const due = await store.due({ now: at, paidSince, changedSince, currencies, limit: SWEEP_BATCH });
      let granted = 0;
      for (const orderId of due) if ((await grant(orderId)) === "granted") granted += 1;
      // Read and granted whole (a grant that throws ends the sweep here): the next one starts from this one.
      if (due.length < SWEEP_BATCH) changedSince = new Date(at.getTime() - SWEEP_OVERLAP_MINUTES * 60_000);
      return { granted };
    },

    /**
     * What the order page says. A signed-in viewer's load grants what is due first (the guests'
     * door: the link's holder signed in from the offer); anyone else sees the offer or the grant.
     */
    async view(orderId: string, viewerId: string | undefined): Promise<PromiseView | null> {
      const existing = await store.find(orderId);
      if (existing) return { kind: "granted", amount: existing.amount, promiseMinutes: existing.promiseMinutes };
      const facts = await store.facts(orderId);
      if (!facts) return null;
      const amount = amountFor(facts.currency);
      if (amount <= 0 || !promiseMissed(facts, now())) return null;
      if (viewerId) {
        await grant(orderId, viewerId);
        const record = await store.find(orderId);
        if (record) return { kind: "granted", amount: record.amount, promiseMinutes: record.promiseMinutes };
      }
      return facts.userId
        ? null
        : { kind: "offer", amount: money(amount, facts.currency), promiseMinutes: facts.promiseMinutes };
    },
  };
}

export type PromiseCompensation = ReturnType<typeof createPromiseCompensation>;
