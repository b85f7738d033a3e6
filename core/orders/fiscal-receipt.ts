import type { FiscalCodes } from "../catalog/fiscal";
import type { OrderRecord } from "./orders";

/**
 * The lines of an order's fiscal receipt, as every provider that issues one needs them: they add up
 * to exactly what the payment takes. The product is one line for the whole quantity (a per-unit price
 * would not divide a promo discount evenly); the channel's fee, when the buyer pays one, is its own
 * line under the product's codes, since it is part of the price of the same service.
 */
export interface FiscalReceiptLine {
  kind: "product" | "fee";
  /** What the receipt names: the product's title with its count, or the fee's title. */
  title: string;
  /** Minor units of the order's currency. */
  amount: number;
  codes: FiscalCodes;
}

export type ReceiptOrder = Pick<OrderRecord, "productTitle" | "quantity" | "fee" | "total">;

/** `feeTitle` is the fee's name in the order's language, from the caller's translator. */
export function fiscalReceiptLines(order: ReceiptOrder, codes: FiscalCodes, feeTitle: string): FiscalReceiptLine[] {
  const title = order.quantity > 1 ? `${order.productTitle} × ${order.quantity}` : order.productTitle;
  const product: FiscalReceiptLine = { kind: "product", title, amount: order.total - order.fee, codes };
  return order.fee > 0 ? [product, { kind: "fee", title: feeTitle, amount: order.fee, codes }] : [product];
}
