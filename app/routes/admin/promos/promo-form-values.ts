import { wallClockText } from "../../../../core/admin/console-time";
import type { PromoCode } from "../../../../core/promos/promo-codes";
import { MINOR_DIGITS, type Currency } from "../../../../core/money";

/**
 * The console's promo code form as text (what the page's <Form> shows, and what its schema in
 * contracts/console-forms.ts reads back): percents and amounts as people type them, moments as
 * datetime-local on the console's clock (the shop's time zone, decision 052).
 */
export interface PromoFormValues {
  code: string;
  kind: string;
  percent: string;
  amount: string;
  currency: string;
  minimum: string;
  startsAt: string;
  endsAt: string;
  perUserLimit: string;
  globalLimit: string;
  gameSlug: string;
  productSku: string;
}

export const EMPTY_PROMO_FORM: PromoFormValues = {
  code: "",
  kind: "percent",
  percent: "",
  amount: "",
  currency: "",
  minimum: "",
  startsAt: "",
  endsAt: "",
  perUserLimit: "",
  globalLimit: "",
  gameSlug: "",
  productSku: "",
};

const major = (amount: number, currency: Currency | null) => {
  const digits = currency ? MINOR_DIGITS[currency] : 0;
  const text = String(amount).padStart(digits + 1, "0");
  return digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
};
/** Basis points as the percent people type: 1250 -> "12.5", 1000 -> "10" (text, never a float). */
export function percentText(bps: number): string {
  const cents = String(bps % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `${Math.floor(bps / 100)}${cents ? `.${cents}` : ""}`;
}

/** A stored code as the edit form shows it, its window on `timeZone`'s clock. */
export function promoFormOf(
  promo: Omit<PromoCode, "startsAt" | "endsAt"> & { startsAt: Date | string | null; endsAt: Date | string | null },
  timeZone: string,
): PromoFormValues {
  const local = (at: Date | string | null) => (at ? wallClockText(at, timeZone) : "");
  return {
    code: promo.code,
    kind: promo.kind,
    percent: promo.kind === "percent" ? percentText(promo.percentBps) : "",
    amount: promo.kind === "fixed" ? major(promo.amount, promo.currency) : "",
    currency: promo.currency ?? "",
    minimum: promo.minimumTotal ? major(promo.minimumTotal, promo.currency) : "",
    startsAt: local(promo.startsAt),
    endsAt: local(promo.endsAt),
    perUserLimit: promo.perUserLimit === null ? "" : String(promo.perUserLimit),
    globalLimit: promo.globalLimit === null ? "" : String(promo.globalLimit),
    gameSlug: promo.gameSlug ?? "",
    productSku: promo.productSku ?? "",
  };
}
