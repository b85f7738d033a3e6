import type { DrawStanding } from "../giveaway/giveaway";
import type { FirstTopUpRepeat } from "./checkout";
import type { MethodCost, Quote } from "./quote";

/** A method's cost as the API and the pages send it: minor units of the quote's or order's currency. */
export function methodCostJson(cost: MethodCost) {
  return { id: cost.id, fee: cost.fee.amount, total: cost.total.amount, available: cost.available };
}

export type MethodCostJson = ReturnType<typeof methodCostJson>;

/**
 * The quote as the API sends it (POST /orders/calculate) and the game page reads it: amounts in
 * minor units of `currency`. One shape for the server and the browser.
 */
export function quoteJson(
  quote: Quote,
  invalidPromoMessage: string,
  firstTopUpRepeat: FirstTopUpRepeat | null,
  told: {
    giveaway: DrawStanding | null;
    /** The publisher's limit the account has reached, in the buyer's words. */
    purchaseLimit: { message: string } | null;
  },
) {
  return {
    currency: quote.total.currency,
    quantity: quote.quantity,
    listPrice: quote.listPrice.amount,
    temporaryDiscount: quote.temporaryDiscount.amount,
    promo: quote.promo
      ? {
          code: quote.promo.code,
          valid: quote.promo.valid,
          discount: quote.promo.discount.amount,
          ...(quote.promo.valid ? {} : { message: invalidPromoMessage }),
        }
      : null,
    cashbackUsed: quote.cashbackUsed.amount,
    goldUsed: quote.goldUsed.amount,
    writeOffUpTo: quote.writeOffUpTo.amount,
    goldUpTo: quote.goldUpTo.amount,
    fee: quote.fee.amount,
    total: quote.total.amount,
    tax: quote.tax.amount,
    cashback: quote.cashback ? { rateBps: quote.cashback.rateBps, amount: quote.cashback.amount.amount } : null,
    methodMinimum: quote.methodMinimum?.amount ?? null,
    methodAvailable: quote.methodAvailable,
    methods: quote.methods.map(methodCostJson),
    /** The game account already has an order of this first-top-up pack: its bonus will not come again. */
    firstTopUpRepeat,
    /** The draw the order enters with a giveaway's code (EPICWIN), as the landing page says. */
    giveaway: told.giveaway,
    /** The game account has reached the item's publisher limit: the order would be refused. */
    purchaseLimit: told.purchaseLimit,
  };
}

export type QuoteJson = ReturnType<typeof quoteJson>;
