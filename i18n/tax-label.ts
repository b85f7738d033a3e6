import { orderTax } from "../core/market-texts";
import type { Translate } from "./translate";

/**
 * The tax line of an order placed in `market`, in the reader's words: the tax and rate are
 * the order's market's, whatever language the order is read in. "Shu jumladan Rossiya QQS (НДС) 22%"
 * for a Russian order read in Uzbek; a market whose prices carry no tax says so. `t` needs the
 * "checkout" and "market" messages.
 */
export function taxLabel(t: Translate, market: string): string {
  const tax = orderTax({ locale: market });
  if (tax.rateBps === 0) return t("market.taxNone");
  return t("checkout.tax", { tax: t(`market.tax.${tax.market}`), rate: tax.rateBps / 100 });
}
