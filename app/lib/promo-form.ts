import type { PromoInput } from "../../core/admin/promo-input";
import { amountToMinor, percentToBps } from "../../core/admin/promo-input";
import type { PromoCode } from "../../core/promos/promo-codes";
import { CURRENCIES, MINOR_DIGITS, type Currency } from "../../core/money";

/**
 * The console's promo code form as text (what the page's <Form> posts and shows): percents and
 * amounts as people type them, moments as datetime-local in UTC (the console's clock). Turning the
 * text into numbers never decides validity: core/admin/promo-input.ts does, with its messages.
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

const text = (form: FormData, name: keyof PromoFormValues) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

export function promoFormValues(form: FormData): PromoFormValues {
  return Object.fromEntries(
    (Object.keys(EMPTY_PROMO_FORM) as (keyof PromoFormValues)[]).map((name) => [name, text(form, name)]),
  ) as unknown as PromoFormValues;
}

const digitsOf = (currency: string) =>
  (CURRENCIES as readonly string[]).includes(currency) ? MINOR_DIGITS[currency as Currency] : 0;
const count = (value: string) => (value === "" ? null : Number(value));
/** "2026-12-01T10:00" typed in UTC; a browser without the picker may send seconds too. */
const utc = (value: string) =>
  value === "" ? null : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value) ? `${value}Z` : value;

export function promoInputOf(values: PromoFormValues): PromoInput {
  const digits = digitsOf(values.currency);
  return {
    code: values.code,
    kind: values.kind,
    percentBps: values.kind === "percent" ? percentToBps(values.percent) : 0,
    amount: values.kind === "fixed" ? amountToMinor(values.amount, digits) : 0,
    currency: values.currency || null,
    minimumTotal: values.minimum === "" ? 0 : amountToMinor(values.minimum, digits),
    startsAt: utc(values.startsAt),
    endsAt: utc(values.endsAt),
    perUserLimit: count(values.perUserLimit),
    globalLimit: count(values.globalLimit),
    gameSlug: values.gameSlug || null,
    productSku: values.productSku || null,
  };
}

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

const local = (at: Date | string | null) => (at ? new Date(at).toISOString().slice(0, 16) : "");

/** A stored code as the edit form shows it. */
export function promoFormOf(
  promo: Omit<PromoCode, "startsAt" | "endsAt"> & { startsAt: Date | string | null; endsAt: Date | string | null },
): PromoFormValues {
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
