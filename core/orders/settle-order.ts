import { marketFor } from "../markets";
import { money } from "../money";
import { settleOrder, type Settlement } from "./quote";
import type { OrderRecord, WriteOffLines } from "./orders";

/**
 * An order settled again after it was created (the payment page's "write off up to"): its stored
 * discounts stay, the balance write-off, fee, tax and cashback follow the buyer's balances now.
 * `balances` are what the buyer could spend on this order, including what it already holds.
 */
export function resettleOrder(
  order: OrderRecord,
  balances: { cashback: number; gold: number },
  use: boolean,
): Settlement {
  const market = marketFor(order.locale);
  const m = (amount: number) => money(amount, order.currency);
  return settleOrder({
    afterDiscounts: m(order.listAmount - order.temporaryDiscount - order.promoDiscount),
    promoApplied: order.promoCode !== null,
    method: market.paymentMethods.find((candidate) => candidate.id === order.paymentMethod) ?? null,
    taxRateBps: market.taxRateBps,
    cashbackThreshold: m(market.cashbackThreshold),
    buyer: { signedIn: true, cashbackBalance: m(balances.cashback), goldBalance: m(balances.gold) },
    use: use ? { cashback: Number.MAX_SAFE_INTEGER, gold: Number.MAX_SAFE_INTEGER } : { cashback: 0, gold: 0 },
  });
}

/** The order columns a settlement fills. */
export function settlementColumns(settled: Settlement): WriteOffLines {
  return {
    cashbackUsed: settled.cashbackUsed.amount,
    goldUsed: settled.goldUsed.amount,
    fee: settled.fee.amount,
    total: settled.total.amount,
    tax: settled.tax.amount,
    cashbackRateBps: settled.cashback?.rateBps ?? 0,
    cashbackAmount: settled.cashback?.amount.amount ?? 0,
  };
}
