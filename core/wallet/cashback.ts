import { money, percentOf, type Money } from "../money";

/**
 * The cashback and balance rules (docs/glossary.md: KupiCoins, gold), as pure functions the quote, checkout and
 * delivery use. Rates are in basis points (100 = 1%).
 */
export const BASE_CASHBACK_BPS = 100;
export const PROMO_CASHBACK_BPS = 200;
/** The cashback (KupiCoins) balance may pay at most 15% of an order; gold has no cap. */
export const CASHBACK_WRITE_OFF_CAP_BPS = 1_500;

export interface CashbackInput {
  /** What the buyer pays for the order, after discounts and balances. */
  total: Money;
  /** The market's threshold in the same currency (Rp 87.252 in Indonesia). */
  threshold: Money;
  signedIn: boolean;
  promoCodeApplied: boolean;
  /** Any cashback or gold balance used on the order. */
  balanceUsed: boolean;
}

export interface CashbackOffer {
  rateBps: number;
  amount: Money;
}

/**
 * Cashback for an order: only for signed-in buyers, none when a balance was used; 0% below the
 * threshold and 1% at or above it, plus 2% with a valid promo code. Rounded down.
 */
export function cashbackOffer(input: CashbackInput): CashbackOffer {
  const zero = { rateBps: 0, amount: money(0, input.total.currency) };
  if (input.total.currency !== input.threshold.currency) throw new TypeError("threshold in another currency");
  if (!input.signedIn || input.balanceUsed || input.total.amount <= 0) return zero;
  const rateBps =
    (input.total.amount >= input.threshold.amount ? BASE_CASHBACK_BPS : 0) +
    (input.promoCodeApplied ? PROMO_CASHBACK_BPS : 0);
  return { rateBps, amount: percentOf(input.total, rateBps) };
}

/** The most of the cashback balance an order may use: 15% of the order, and no more than the balance. */
export function cashbackWriteOffLimit(orderTotal: Money, cashbackBalance: Money): Money {
  const cap = percentOf(orderTotal, CASHBACK_WRITE_OFF_CAP_BPS);
  return money(Math.max(0, Math.min(cap.amount, cashbackBalance.amount)), orderTotal.currency);
}
