import type { FiscalCodesReader, UzFiscalCodes } from "../../core/catalog/fiscal";
import { fiscalReceiptLines } from "../../core/orders/fiscal-receipt";
import type { OrderRepository } from "../../core/orders/orders";
import { serverTranslator } from "../../i18n/catalog";

/** One line of an Uzbek fiscal receipt, as Payme's `detail` and Click's fiscal items are built from it. */
export interface UzReceiptLine {
  title: string;
  /** Whole so'm (the shop's UZS minor unit). */
  amount: number;
  codes: UzFiscalCodes;
}

export interface UzReceiptDeps {
  orders: Pick<OrderRepository, "find">;
  fiscalCodes: FiscalCodesReader;
}

/**
 * The lines of an Uzbek order's fiscal receipt: the product and the fee (core/orders/fiscal-receipt.ts),
 * the fee named in the order's language, every line under the product's Uzbek codes. Undefined when the
 * order is not in so'm or its product has no Uzbek codes: then no fiscal data goes to the provider
 * (in live mode the catalog keeps such a product off sale).
 */
export async function uzReceiptLines(deps: UzReceiptDeps, orderId: string): Promise<UzReceiptLine[] | undefined> {
  const order = await deps.orders.find(orderId);
  if (!order || order.currency !== "UZS") return undefined;
  const codes = await deps.fiscalCodes.fiscalCodesOf(order.productSku);
  const uz = codes?.uz;
  if (!uz) return undefined;
  const feeTitle = serverTranslator(order.locale)("checkout.fee");
  return fiscalReceiptLines(order, { uz }, feeTitle).map((line) => ({
    title: line.title,
    amount: line.amount,
    codes: uz,
  }));
}
