import type { Currency } from "../money";

/**
 * The double-entry ledger behind KupiCoins and gold. Every transaction is a set of
 * postings that sums to zero per currency; a buyer's balances are accounts that can never go
 * negative; the shop's own accounts are their counterparts and may.
 */
export type UserAccountKind = "cashback" | "gold" | "cashback_hold" | "gold_hold";
export type ShopAccountKind = "cashback_issued" | "gold_issued" | "balance_spent" | "balance_forfeited";

export type AccountKey =
  | { owner: "user"; userId: string; kind: UserAccountKind; currency: Currency }
  | { owner: "shop"; kind: ShopAccountKind; currency: Currency };

export interface Posting {
  account: AccountKey;
  /** Signed minor units: positive raises the account's balance, negative lowers it. */
  amount: number;
}

export interface LedgerTransaction {
  /** Our idempotency key: the same reference is never posted twice. */
  reference: string;
  kind: string;
  postings: Posting[];
}

export class InsufficientBalanceError extends Error {
  constructor(readonly account: AccountKey) {
    super(`Insufficient ${account.kind} balance`);
  }
}

export class UnbalancedTransactionError extends Error {}

/** Refuses a transaction that would create or destroy money, or that carries no movement. */
export function assertBalanced(transaction: LedgerTransaction): void {
  const postings = transaction.postings.filter((posting) => posting.amount !== 0);
  if (postings.length < 2) throw new UnbalancedTransactionError(`${transaction.reference}: needs two postings or more`);
  const sums = new Map<Currency, number>();
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amount))
      throw new UnbalancedTransactionError(`${transaction.reference}: amounts are integers`);
    sums.set(posting.account.currency, (sums.get(posting.account.currency) ?? 0) + posting.amount);
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0) throw new UnbalancedTransactionError(`${transaction.reference}: ${currency} postings sum to ${sum}`);
  }
}

/** Port: where the ledger is kept. */
export interface LedgerStore {
  /**
   * Posts all postings or none, in one database transaction. Throws InsufficientBalanceError when a
   * buyer's account would go below zero. Idempotent: a reference already posted is not posted again
   * and answers `created: false`.
   */
  post(transaction: LedgerTransaction): Promise<{ created: boolean }>;
  /** The postings of a posted transaction, by reference. */
  find(reference: string): Promise<LedgerTransaction | undefined>;
  /** The current balance of an account (0 for one never used). */
  balance(account: AccountKey): Promise<number>;
  /** Every account of a user with a non-zero balance. */
  userAccounts(userId: string): Promise<{ account: AccountKey; balance: number }[]>;
}
