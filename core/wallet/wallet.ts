import { money, type Currency, type Money } from "../money";
import {
  assertBalanced,
  type AccountKey,
  type LedgerStore,
  type LedgerTransaction,
  type UserAccountKind,
} from "./ledger";

export interface Balances {
  /** KupiCoins available to spend. */
  cashback: Money;
  /** Gold (store credit) available to spend. */
  gold: Money;
  /** Reserved for orders awaiting payment. */
  cashbackHeld: Money;
  goldHeld: Money;
}

const user = (userId: string, kind: UserAccountKind, currency: Currency): AccountKey => ({
  owner: "user",
  userId,
  kind,
  currency,
});

/**
 * The wallet service checkout and delivery call. Each operation is one balanced ledger transaction
 * under a reference the caller owns (for example `order:<id>:hold`), so retries never double-post.
 */
export function createWallet(store: LedgerStore) {
  async function post(transaction: LedgerTransaction): Promise<{ created: boolean }> {
    assertBalanced(transaction);
    return store.post(transaction);
  }

  return {
    async balances(userId: string, currency: Currency): Promise<Balances> {
      const [cashback, gold, cashbackHeld, goldHeld] = await Promise.all(
        (["cashback", "gold", "cashback_hold", "gold_hold"] as const).map((kind) =>
          store.balance(user(userId, kind, currency)),
        ),
      );
      return {
        cashback: money(cashback ?? 0, currency),
        gold: money(gold ?? 0, currency),
        cashbackHeld: money(cashbackHeld ?? 0, currency),
        goldHeld: money(goldHeld ?? 0, currency),
      };
    },

    /** Cashback (KupiCoins) earned by a completed order. */
    accrueCashback(input: { userId: string; amount: Money; reference: string }) {
      const { currency, amount } = input.amount;
      return post({
        reference: input.reference,
        kind: "cashback_accrual",
        postings: [
          { account: { owner: "shop", kind: "cashback_issued", currency }, amount: -amount },
          { account: user(input.userId, "cashback", currency), amount },
        ],
      });
    },

    /** Gold: a refund or compensation credited as store credit. */
    creditGold(input: { userId: string; amount: Money; reference: string }) {
      const { currency, amount } = input.amount;
      return post({
        reference: input.reference,
        kind: "gold_credit",
        postings: [
          { account: { owner: "shop", kind: "gold_issued", currency }, amount: -amount },
          { account: user(input.userId, "gold", currency), amount },
        ],
      });
    },

    /**
     * Reserves balances for an order awaiting payment. Fails with InsufficientBalanceError, changing
     * nothing, when either balance is short (also when concurrent orders spend the same balance).
     */
    hold(input: { userId: string; cashback: Money; gold: Money; reference: string }) {
      const currency = input.cashback.currency;
      return post({
        reference: input.reference,
        kind: "balance_hold",
        postings: [
          { account: user(input.userId, "cashback", currency), amount: -input.cashback.amount },
          { account: user(input.userId, "cashback_hold", currency), amount: input.cashback.amount },
          { account: user(input.userId, "gold", currency), amount: -input.gold.amount },
          { account: user(input.userId, "gold_hold", currency), amount: input.gold.amount },
        ],
      });
    },

    /** Returns a hold to the buyer's balances (order canceled or payment failed for good). */
    async releaseHold(input: { holdReference: string; reference: string }) {
      const hold = await store.find(input.holdReference);
      if (!hold) return { created: false };
      return post({
        reference: input.reference,
        kind: "balance_hold_release",
        postings: hold.postings.map((posting) => ({ account: posting.account, amount: -posting.amount })),
      });
    },

    /** Spends a hold for good: the order was paid. */
    async captureHold(input: { holdReference: string; reference: string }) {
      const hold = await store.find(input.holdReference);
      if (!hold) return { created: false };
      const held = hold.postings.filter((posting) => posting.amount > 0);
      return post({
        reference: input.reference,
        kind: "balance_hold_capture",
        postings: held.flatMap((posting) => [
          { account: posting.account, amount: -posting.amount },
          {
            account: { owner: "shop" as const, kind: "balance_spent" as const, currency: posting.account.currency },
            amount: posting.amount,
          },
        ]),
      });
    },

    /**
     * Gives back balances an order spent (its captured hold), when the order is refunded: KupiCoins
     * as KupiCoins, gold as gold (refunds are 100%).
     */
    returnSpent(input: { userId: string; cashback: Money; gold: Money; reference: string }) {
      const currency = input.cashback.currency;
      const spent = { owner: "shop" as const, kind: "balance_spent" as const, currency };
      return post({
        reference: input.reference,
        kind: "balance_return",
        postings: [
          { account: spent, amount: -(input.cashback.amount + input.gold.amount) },
          { account: user(input.userId, "cashback", currency), amount: input.cashback.amount },
          { account: user(input.userId, "gold", currency), amount: input.gold.amount },
        ],
      });
    },

    /**
     * Forfeits every balance of a user whose account is deleted (no money outlives the account), in
     * one transaction per currency; the ledger keeps the history under the user's (now anonymous) id.
     */
    async forfeitAll(input: { userId: string; reference: string }) {
      const accounts = await store.userAccounts(input.userId);
      const currencies = [...new Set(accounts.map((entry) => entry.account.currency))];
      for (const currency of currencies) {
        const postings = accounts
          .filter((entry) => entry.account.currency === currency)
          .flatMap((entry) => [
            { account: entry.account, amount: -entry.balance },
            {
              account: { owner: "shop" as const, kind: "balance_forfeited" as const, currency },
              amount: entry.balance,
            },
          ]);
        await post({ reference: `${input.reference}:${currency}`, kind: "balance_forfeit", postings });
      }
    },

    /**
     * Takes back cashback accrued on an order that was refunded. What the buyer has already spent
     * cannot be taken back without a negative balance, so the shop absorbs that part.
     */
    async reverseCashback(input: { accrualReference: string; reference: string }) {
      const accrual = await store.find(input.accrualReference);
      const credited = accrual?.postings.find((posting) => posting.account.owner === "user");
      if (!accrual || !credited || credited.account.owner !== "user") return { created: false, reversed: 0 };
      const available = await store.balance(credited.account);
      const reversed = Math.min(credited.amount, available);
      if (reversed <= 0) return { created: false, reversed: 0 };
      const result = await post({
        reference: input.reference,
        kind: "cashback_reversal",
        postings: [
          { account: credited.account, amount: -reversed },
          {
            account: { owner: "shop", kind: "cashback_issued", currency: credited.account.currency },
            amount: reversed,
          },
        ],
      });
      return { ...result, reversed };
    },
  };
}

export type Wallet = ReturnType<typeof createWallet>;
