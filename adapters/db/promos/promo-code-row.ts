import type { PromoCode } from "../../../core/promos/promo-codes";
import type { promoCodes } from "../schema";

/** A promo_codes row as checkout and the console read it. */
export function promoCodeOf(row: typeof promoCodes.$inferSelect): PromoCode {
  return {
    code: row.code,
    kind: row.kind,
    percentBps: row.percentBps,
    amount: row.amount,
    currency: row.currency,
    minimumTotal: row.minimumTotal,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    perUserLimit: row.perUserLimit,
    globalLimit: row.globalLimit,
    redemptions: row.redemptions,
    gameSlug: row.gameSlug,
    productSku: row.productSku,
    active: row.active,
  };
}
