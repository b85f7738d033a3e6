import type { PurchaseLimit } from "../core/catalog/types";
import type { Translate } from "./translate";

/**
 * A publisher's purchase limit in the buyer's words, said where the buyer chooses (the product's
 * tile, the summary) rather than first by a refusal at Pay: "1× per minggu per akun · Tidak bisa
 * dibeli lagi selama masih aktif". `t` needs the "product" messages.
 */
export function purchaseLimitText(t: Translate, limit: PurchaseLimit): string {
  const parts: string[] = [];
  if (limit.perWindow) parts.push(t("product.limitPerWindow", limit.perWindow));
  if (limit.maxActive !== undefined) parts.push(t("product.limitMaxActive", { max: limit.maxActive }));
  if (limit.maxStackedDays !== undefined) parts.push(t("product.limitMaxDays", { days: limit.maxStackedDays }));
  if (limit.notWhileActive) parts.push(t("product.limitNotWhileActive"));
  return parts.join(" · ");
}
