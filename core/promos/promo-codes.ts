import type { Currency } from "../money";

/**
 * Promo codes: a percent or a fixed amount off, a validity window, a minimum total,
 * per-user and global limits, a game or product scope, an active flag. The weekly giveaway code
 * EPICWIN is one of them.
 */
export interface PromoCode {
  code: string;
  /** Percent codes take `percentBps` / 100 % of the order; fixed codes take `amount` of `currency`. */
  kind: "percent" | "fixed";
  percentBps: number;
  amount: number;
  /** Required for fixed codes and minimum totals: the code only applies to orders in this currency. */
  currency: Currency | null;
  minimumTotal: number;
  startsAt: Date | null;
  endsAt: Date | null;
  perUserLimit: number | null;
  globalLimit: number | null;
  /** Redemptions reserved or used so far (released ones are not counted). */
  redemptions: number;
  gameSlug: string | null;
  productSku: string | null;
  active: boolean;
}

export const GIVEAWAY_PROMO_CODE = "EPICWIN";

/** Codes are typed by people: case and spaces do not matter. */
export function normalizePromoCode(input: string): string {
  return input.toUpperCase().replace(/\s+/g, "");
}

export interface PromoContext {
  now: Date;
  gameSlug: string;
  productSku: string;
  currency: Currency;
  /** The order after the temporary discount, before the code: what the minimum applies to. */
  subtotal: number;
  /** This buyer's redemptions of the code, by any of their keys (core/orders/buyer-keys.ts). */
  buyerRedemptions: number;
}

/**
 * Whether a code applies to this order. The reason is for logs and tests; the buyer sees one
 * message for all of them ('Kode promosi tidak valid'), so codes cannot be probed one rule at a time.
 */
export function promoRejection(
  promo: PromoCode | undefined,
  context: PromoContext,
):
  "unknown" | "inactive" | "notStarted" | "expired" | "exhausted" | "userLimit" | "outOfScope" | "belowMinimum" | null {
  if (!promo) return "unknown";
  if (!promo.active) return "inactive";
  if (promo.startsAt && context.now < promo.startsAt) return "notStarted";
  if (promo.endsAt && context.now >= promo.endsAt) return "expired";
  if (promo.globalLimit !== null && promo.redemptions >= promo.globalLimit) return "exhausted";
  if (promo.perUserLimit !== null && context.buyerRedemptions >= promo.perUserLimit) return "userLimit";
  if (promo.gameSlug && promo.gameSlug !== context.gameSlug) return "outOfScope";
  if (promo.productSku && promo.productSku !== context.productSku) return "outOfScope";
  if (promo.currency && promo.currency !== context.currency) return "outOfScope";
  if (context.subtotal < promo.minimumTotal) return "belowMinimum";
  return null;
}

/** The discount a valid code gives on a subtotal: rounded down, never more than the subtotal. */
export function promoDiscount(promo: PromoCode, subtotal: number): number {
  const raw = promo.kind === "percent" ? Math.floor((subtotal * promo.percentBps) / 10_000) : promo.amount;
  return Math.max(0, Math.min(raw, subtotal));
}
