import { failure, type Failure } from "../failure";
import { MINOR_DIGITS, money, type Currency, type Money } from "../money";
import type { LedgerTransaction } from "../wallet/ledger";
import type { AuditEntryInput } from "../records/audit";
import { userSubject } from "../records/audit";
import type { Operator } from "./operators";
import type { SupportLimitSource } from "./support-limit-source";

/** A compensation's reason as the operator writes it: required, short enough for the audit log. */
export const COMPENSATION_REASON_MIN = 3;
export const COMPENSATION_REASON_MAX = 500;
/** The form's idempotency key: a UUID the page made, or any short token a script chooses. */
export const COMPENSATION_KEY_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
/** No compensation is larger than this many minor units, whoever gives it: a typo is not a fortune. */
export const COMPENSATION_MAX_MINOR = 100_000_000;

/** Support's default ceiling per compensation: Rp 200.000 (whole rupiah, IDR's minor unit). */
export const DEFAULT_SUPPORT_COMPENSATION_LIMIT_IDR = 200_000;

export interface CompensationInput {
  userId: string;
  /** The order it is about, which must be this buyer's. */
  orderId?: string | null;
  amount: Money;
  reason: string;
  /** The form's key: the same key pays once, however often it is sent. */
  key: string;
}

/**
 * Whether `role` may give `amount` at once: a manager or admin always; support up to its limit in
 * that currency, and never in a currency without one (a money action is not unlimited by omission).
 */
export function compensationAllowed(
  role: Operator["role"],
  amount: Money,
  supportLimits: Partial<Record<Currency, number>>,
): boolean {
  if (role !== "support") return true;
  const limit = supportLimits[amount.currency];
  return limit !== undefined && amount.amount <= limit;
}

/** The ledger reference of one compensation: the buyer and the form's key (ledger_transactions is unique on it). */
export const compensationReference = (userId: string, key: string) => `compensation:${userId}:${key}`;

/** Gold credited from the shop's gold account, like a refund as gold: it balances by construction. */
export function compensationPosting(userId: string, amount: Money, key: string): LedgerTransaction {
  return {
    reference: compensationReference(userId, key),
    kind: "gold_compensation",
    postings: [
      { account: { owner: "shop", kind: "gold_issued", currency: amount.currency }, amount: -amount.amount },
      { account: { owner: "user", userId, kind: "gold", currency: amount.currency }, amount: amount.amount },
    ],
  };
}

/**
 * What an amount typed into the console means in minor units, without floats: "5000", "5.000" and
 * "5 000" are Rp 5.000 (IDR has no minor unit, so dots and commas group thousands); "12.50" and
 * "12,5" are 1250 cents. Undefined for anything else, zero, or more than the maximum.
 */
export function parseAmount(text: string, currency: Currency): number | undefined {
  const compact = text.replace(/[\s\u00a0]/g, "");
  const digits = MINOR_DIGITS[currency];
  let whole: string;
  let fraction = "";
  if (digits === 0) {
    if (!/^\d{1,3}([.,]?\d{3})*$|^\d+$/.test(compact)) return undefined;
    whole = compact.replace(/[.,]/g, "");
  } else {
    // With cents, one separator alone is the decimal one ("12.50", "12,5"); thousands are grouped
    // only beside the other ("1,234.56", "1.234,56"), so "12.345" is refused rather than guessed.
    const match =
      new RegExp(`^(\\d{1,3}(?:,\\d{3})+)\\.(\\d{1,${digits}})$`).exec(compact) ??
      new RegExp(`^(\\d{1,3}(?:\\.\\d{3})+),(\\d{1,${digits}})$`).exec(compact) ??
      new RegExp(`^(\\d+)(?:[.,](\\d{1,${digits}}))?$`).exec(compact);
    if (!match) return undefined;
    whole = match[1]!.replace(/[.,]/g, "");
    fraction = (match[2] ?? "").padEnd(digits, "0");
  }
  if (whole.length > 12) return undefined;
  const amount = Number(whole + fraction);
  return Number.isSafeInteger(amount) && amount > 0 && amount <= COMPENSATION_MAX_MINOR ? amount : undefined;
}

/** What the store needs to know of the order a compensation names. */
export interface CompensationOrder {
  id: string;
  number: string;
  userId: string | null;
}

/** Port: the buyer and order checks, and the posting with its audit entry in ONE database transaction. */
export interface CompensationStore {
  buyerExists(userId: string): Promise<boolean>;
  order(orderId: string): Promise<CompensationOrder | undefined>;
  /**
   * Posts `transaction` and, only when it was posted now, appends the audit entry `audit` completes
   * with the gold balance before and after, in the same database transaction: no posting without its
   * entry, no entry without its posting. A reference already posted answers `created: false`.
   */
  creditWithAudit(
    transaction: LedgerTransaction,
    audit: (balances: { before: number; after: number }) => AuditEntryInput,
  ): Promise<{ created: boolean; balance: number }>;
}

export type CompensationResult =
  | { ok: true; outcome: "credited" | "existing"; balance: Money }
  | Failure<"buyerNotFound" | "orderNotFound" | "guestOrder" | "overLimit">;

/**
 * The console's compensation with gold: an amount credited to a buyer's gold with a
 * reason, optionally about one of their orders; support up to its limit; paid once per key.
 */
export function createCompensation(deps: {
  store: CompensationStore;
  /** The most support may give at once, per currency, in minor units; read at each request. */
  supportLimits: SupportLimitSource;
}) {
  const { store, supportLimits } = deps;
  return async function compensate(
    operator: Operator,
    input: CompensationInput,
    context: { requestId?: string | null } = {},
  ): Promise<CompensationResult> {
    if (input.orderId) {
      const order = await store.order(input.orderId);
      if (!order) return failure("orderNotFound");
      // A guest's order has no account to hold gold: the buyer is helped another way.
      if (!order.userId) return failure("guestOrder");
      if (order.userId !== input.userId) return failure("orderNotFound");
    }
    if (!(await store.buyerExists(input.userId))) return failure("buyerNotFound");
    if (operator.role === "support" && !compensationAllowed(operator.role, input.amount, await supportLimits()))
      return failure("overLimit");
    const transaction = compensationPosting(input.userId, input.amount, input.key);
    const result = await store.creditWithAudit(transaction, ({ before, after }) => ({
      operatorId: operator.userId,
      action: "buyer.compensated",
      subject: userSubject(input.userId),
      before: { gold: before, currency: input.amount.currency },
      after: {
        gold: after,
        currency: input.amount.currency,
        amount: input.amount.amount,
        ...(input.orderId ? { orderId: input.orderId } : {}),
        reference: transaction.reference,
      },
      reason: input.reason,
      requestId: context.requestId ?? null,
    }));
    return {
      ok: true,
      outcome: result.created ? "credited" : "existing",
      balance: money(result.balance, input.amount.currency),
    };
  };
}

export type Compensation = ReturnType<typeof createCompensation>;
