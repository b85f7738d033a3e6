import { failure, type Failure } from "../failure";
import { normalizePromoCode, type PromoCode } from "../promos/promo-codes";
import { CURRENCIES, type Currency } from "../money";

/**
 * The console's promo code form, checked (Promotions): every field the checkout reads
 * (core/promos/promo-codes.ts), each refusal a message key of the adminPromo namespace. What needs
 * the database (the code taken, the scope known, a limit below redemptions made) is checked later.
 */
export type PromoFields = Omit<PromoCode, "redemptions" | "active">;

export type PromoInputError =
  | "adminPromo.codeFormat"
  | "adminPromo.kindInvalid"
  | "adminPromo.percentRange"
  | "adminPromo.amountInvalid"
  | "adminPromo.currencyRequired"
  | "adminPromo.minimumInvalid"
  | "adminPromo.windowOrder"
  | "adminPromo.limitInvalid"
  | "adminPromo.productNeedsGame";

/** As an API body or a parsed form gives it: numbers in minor units and basis points, moments as ISO strings. */
export interface PromoInput {
  code: string;
  kind: string;
  percentBps?: number | null;
  amount?: number | null;
  currency?: string | null;
  minimumTotal?: number | null;
  startsAt?: string | null;
  endsAt?: string | null;
  perUserLimit?: number | null;
  globalLimit?: number | null;
  gameSlug?: string | null;
  productSku?: string | null;
}

/**
 * What checkout can read back: it upper-cases what buyers type and drops spaces (normalizePromoCode),
 * so a code is stored that way, and only letters, digits and dashes survive a read over the phone.
 */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,31}$/;
/** Limits are counts of orders; the column is a 32-bit integer. */
const LIMIT_MAX = 1_000_000_000;
/** The checkout's amounts are bigint minor units; this keeps a typo of ten zeros out. */
const AMOUNT_MAX = 1e12;

const isCount = (value: unknown, min: number, max: number): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

function instant(value: string | null | undefined): Date | null | undefined {
  if (value === null || value === undefined || value === "") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

export function parsePromoInput(input: PromoInput): { ok: true; fields: PromoFields } | Failure<PromoInputError> {
  const code = normalizePromoCode(input.code ?? "");
  if (!PROMO_CODE_PATTERN.test(code)) return failure("adminPromo.codeFormat");
  if (input.kind !== "percent" && input.kind !== "fixed") return failure("adminPromo.kindInvalid");
  const currency = blankToNull(input.currency);
  if (currency !== null && !(CURRENCIES as readonly string[]).includes(currency))
    return failure("adminPromo.currencyRequired");
  const percentBps = input.kind === "percent" ? (input.percentBps ?? null) : 0;
  if (!isCount(percentBps, 0, 10_000)) return failure("adminPromo.percentRange");
  const amount = input.kind === "fixed" ? (input.amount ?? null) : 0;
  if (input.kind === "fixed" && !isCount(amount, 1, AMOUNT_MAX)) return failure("adminPromo.amountInvalid");
  const minimumTotal = input.minimumTotal ?? 0;
  if (!isCount(minimumTotal, 0, AMOUNT_MAX)) return failure("adminPromo.minimumInvalid");
  // An amount means nothing without its currency: the code then applies to that market only.
  if ((input.kind === "fixed" || minimumTotal > 0) && currency === null) return failure("adminPromo.currencyRequired");
  const startsAt = instant(input.startsAt);
  const endsAt = instant(input.endsAt);
  if (startsAt === undefined || endsAt === undefined) return failure("adminPromo.windowOrder");
  if (startsAt && endsAt && endsAt <= startsAt) return failure("adminPromo.windowOrder");
  const perUserLimit = input.perUserLimit ?? null;
  const globalLimit = input.globalLimit ?? null;
  if (
    (perUserLimit !== null && !isCount(perUserLimit, 1, LIMIT_MAX)) ||
    (globalLimit !== null && !isCount(globalLimit, 1, LIMIT_MAX))
  )
    return failure("adminPromo.limitInvalid");
  const gameSlug = blankToNull(input.gameSlug);
  const productSku = blankToNull(input.productSku);
  if (productSku && !gameSlug) return failure("adminPromo.productNeedsGame");
  return {
    ok: true,
    fields: {
      code,
      kind: input.kind,
      percentBps: percentBps as number,
      amount: amount as number,
      currency: currency as Currency | null,
      minimumTotal,
      startsAt,
      endsAt,
      perUserLimit,
      globalLimit,
      gameSlug,
      productSku,
    },
  };
}

/** "12,5" or "12.5" percent as basis points (1250), read as text so no float rounds it; NaN when it is not one. */
export function percentToBps(text: string): number {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** An amount typed in the currency's units ("15000", "4.99") as minor units; NaN when it is not one. */
export function amountToMinor(text: string, digits: number): number {
  const plain = text.replace(/[\s\u00a0]/g, "");
  const match =
    digits === 0 ? /^(\d{1,13})$/.exec(plain.replace(/\./g, "")) : /^(\d{1,11})(?:[.,](\d{1,2}))?$/.exec(plain);
  if (!match) return Number.NaN;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? "").padEnd(digits, "0") || "0");
}
