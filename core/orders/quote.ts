import type { PaymentMethod } from "../markets";
import { money, type Money } from "../money";
import { cashbackOffer, cashbackWriteOffLimit, type CashbackOffer } from "../wallet/cashback";
import { promoDiscount, promoRejection, type PromoCode } from "../promos/promo-codes";

/** The most packs of one item in one order: a typo guard, not a business rule. */
export const MAX_QUANTITY = 10;

export interface QuoteInput {
  gameSlug: string;
  productSku: string;
  /** The product's price for one pack: list, and the temporary sale price when there is one. */
  unitListPrice: Money;
  unitPrice: Money;
  quantity: number;
  /** The code as typed (normalized), the promo found under it, and this buyer's redemptions of it. */
  promo: { code: string; found: PromoCode | undefined; buyerRedemptions: number } | null;
  method: PaymentMethod | null;
  /** The methods the buyer may choose from: each gets its fee and total before the buyer chooses. */
  offeredMethods?: readonly PaymentMethod[];
  taxRateBps: number;
  cashbackThreshold: Money;
  buyer: { signedIn: boolean; cashbackBalance: Money; goldBalance: Money };
  /** How much of each balance the buyer wants to use; more than allowed is lowered to the limit. */
  use: { cashback: number; gold: number };
  now: Date;
}

export interface Quote {
  quantity: number;
  /** List price of the whole order. */
  listPrice: Money;
  /** The temporary discount (sale price under the list price). */
  temporaryDiscount: Money;
  promo: { code: string; valid: boolean; discount: Money } | null;
  /** KupiCoins written off (at most 15% of the order) and gold written off (no cap). */
  cashbackUsed: Money;
  goldUsed: Money;
  /** The most KupiCoins this order could use: "write off up to". */
  writeOffUpTo: Money;
  /** The most gold this order could use (the buyer's gold, up to what is left to pay). */
  goldUpTo: Money;
  /** The payment channel's fee, paid on top. */
  fee: Money;
  /** What the buyer pays: 0 when balances cover everything. */
  total: Money;
  /** The tax included in `total` (prices are tax-inclusive). */
  tax: Money;
  /** Cashback the order earns when it completes; null for guests, who get none. */
  cashback: CashbackOffer | null;
  /** The chosen method's minimum; null when no method is chosen or nothing is due. */
  methodMinimum: Money | null;
  /** The chosen method takes this total (true when none is chosen yet or nothing is due). */
  methodAvailable: boolean;
  /** What each offered method would cost (fees shown before the choice, as Codashop does). */
  methods: MethodCost[];
}

export interface MethodCost {
  id: string;
  fee: Money;
  total: Money;
  /** False when the amount due is under the method's minimum. */
  available: boolean;
}

/**
 * The quote of an order: every line the payment page shows, in the order discounts apply (temporary
 * discount, promo code, balance write-off), then the channel fee, the tax part and the cashback.
 * Pure: the server calls it to show a quote and again, with fresh data, to create the order.
 */
export function quoteOrder(input: QuoteInput): Quote {
  const currency = input.unitPrice.currency;
  const m = (amount: number) => money(amount, currency);
  const quantity = input.quantity;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) throw new RangeError("quantity");
  const list = input.unitListPrice.amount * quantity;
  const subtotal = Math.min(input.unitPrice.amount, input.unitListPrice.amount) * quantity;

  let promo: Quote["promo"] = null;
  let afterPromo = subtotal;
  if (input.promo) {
    const rejection = promoRejection(input.promo.found, {
      now: input.now,
      gameSlug: input.gameSlug,
      productSku: input.productSku,
      currency,
      subtotal,
      buyerRedemptions: input.promo.buyerRedemptions,
    });
    const discount = rejection === null && input.promo.found ? promoDiscount(input.promo.found, subtotal) : 0;
    promo = { code: input.promo.code, valid: rejection === null, discount: m(discount) };
    afterPromo = subtotal - discount;
  }

  const settled = settleOrder({
    afterDiscounts: m(afterPromo),
    promoApplied: promo?.valid === true,
    method: input.method,
    taxRateBps: input.taxRateBps,
    cashbackThreshold: input.cashbackThreshold,
    buyer: input.buyer,
    use: input.use,
  });
  const due = settled.total.amount - settled.fee.amount;
  return {
    quantity,
    listPrice: m(list),
    temporaryDiscount: m(list - subtotal),
    promo,
    ...settled,
    methods: methodCosts(m(due), input.offeredMethods ?? []),
  };
}

/**
 * What each method would cost on `due` (the amount before any channel fee): the quote shows it before
 * the buyer chooses, and the order page when the buyer switches method on an unpaid order.
 */
export function methodCosts(due: Money, methods: readonly PaymentMethod[]): MethodCost[] {
  return methods.map((method) => {
    const fee = channelFee(due.amount, method);
    return {
      id: method.id,
      fee: money(fee, due.currency),
      total: money(due.amount + fee, due.currency),
      available: due.amount === 0 || due.amount >= method.minimum,
    };
  });
}

/** A channel's fee on the amount due: its fixed part plus its basis points, rounded down; none on 0. */
export function channelFee(due: number, method: PaymentMethod): number {
  return due > 0 ? method.fee.fixed + Math.floor((due * method.fee.bps) / 10_000) : 0;
}

export type Settlement = Omit<Quote, "quantity" | "listPrice" | "temporaryDiscount" | "promo" | "methods">;

/**
 * The lines after the discounts: balance write-off (KupiCoins capped at 15%, then gold), the
 * channel's fee, the total and its tax part, and the cashback offer. The quote uses it, and so does
 * the payment page when a signed-in buyer changes the write-off of an order not yet paid.
 */
export function settleOrder(input: {
  /** The order after the temporary and promo code discounts. */
  afterDiscounts: Money;
  promoApplied: boolean;
  method: PaymentMethod | null;
  taxRateBps: number;
  cashbackThreshold: Money;
  buyer: QuoteInput["buyer"];
  use: QuoteInput["use"];
}): Settlement {
  const m = (amount: number) => money(amount, input.afterDiscounts.currency);
  const afterPromo = input.afterDiscounts.amount;
  const writeOffUpTo = input.buyer.signedIn ? cashbackWriteOffLimit(m(afterPromo), input.buyer.cashbackBalance) : m(0);
  const cashbackUsed = clamp(input.use.cashback, writeOffUpTo.amount);
  const goldUpTo = input.buyer.signedIn
    ? Math.max(0, Math.min(input.buyer.goldBalance.amount, afterPromo - cashbackUsed))
    : 0;
  const goldUsed = clamp(input.use.gold, goldUpTo);
  const due = afterPromo - cashbackUsed - goldUsed;

  const method = input.method;
  // Without a chosen method there is nothing to refuse yet; choosing one is checked elsewhere.
  const methodAvailable = due === 0 || method === null || due >= method.minimum;
  const fee = method ? channelFee(due, method) : 0;
  const total = due + fee;
  const tax = taxPart(total, input.taxRateBps);

  return {
    cashbackUsed: m(cashbackUsed),
    goldUsed: m(goldUsed),
    writeOffUpTo,
    goldUpTo: m(goldUpTo),
    fee: m(fee),
    total: m(total),
    tax: m(tax),
    cashback: input.buyer.signedIn
      ? cashbackOffer({
          total: m(afterPromo),
          threshold: input.cashbackThreshold,
          signedIn: true,
          promoCodeApplied: input.promoApplied,
          balanceUsed: cashbackUsed + goldUsed > 0,
        })
      : null,
    methodMinimum: due > 0 && method ? m(method.minimum) : null,
    methodAvailable,
  };
}

/** The tax part of a tax-inclusive total, rounded half up: total × rate / (1 + rate). */
export function taxPart(total: number, rateBps: number): number {
  return Math.floor((total * rateBps * 2 + (10_000 + rateBps)) / (2 * (10_000 + rateBps)));
}

function clamp(requested: number, limit: number): number {
  if (!Number.isSafeInteger(requested) || requested <= 0) return 0;
  return Math.min(requested, Math.max(0, limit));
}
