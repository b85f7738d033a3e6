import { z } from "zod";
import {
  COMPENSATION_KEY_PATTERN,
  COMPENSATION_MAX_MINOR,
  COMPENSATION_REASON_MAX,
  COMPENSATION_REASON_MIN,
  parseAmount,
} from "../core/admin/compensation";
import { ACCOUNT_FIELD_PREFIX, CORRECTION_REASON_MAX, CORRECTION_REASON_MIN } from "../core/admin/account-correction";
import { IDENTITY_PATTERN } from "../core/admin/operators";
import { FISCAL_MARKETS, readFiscalCodes, type FiscalField } from "../core/catalog/fiscal";
import { PRODUCT_KINDS, type Localized } from "../core/catalog/types";
import {
  LIST_PRICE_MAX,
  NEW_SKU_MAX,
  NEW_SKU_PATTERN,
  PRODUCT_AMOUNT_MAX,
  PRODUCT_POSITION_MAX,
  PRODUCT_TITLE_MAX,
  type TypedOffer,
} from "../core/admin/new-product";
import { TELEGRAM_CHAT_ID } from "../core/admin/alert-settings";
import { ALERT_KINDS, type AlertKind } from "../core/alerts/alerts";
import { REFUND_REASON_MAX, REFUND_REASON_MIN } from "../core/admin/operator-refund";
import { OPERATOR_ROLES } from "../core/admin/permissions";
import { RESOLUTION_NOTE_MAX, RESOLUTION_NOTE_MIN } from "../core/admin/resolution-note";
import { HIDE_REASON_MAX, HIDE_REASON_MIN } from "../core/admin/review-moderation";
import { LIMIT_KINDS, parseLimitText } from "../core/admin/support-limits";
import { OFFER_RANK_LIMIT, SUPPLIER_AMOUNT_MAX_IDR } from "../core/admin/supplier-admin";
import { CURRENCIES, MINOR_DIGITS } from "../core/money";
import { parseDecimal } from "../core/pricing/decimal-input";
import {
  MARGIN_BPS_MAX,
  MARGIN_BPS_MIN,
  MARGIN_FIXED_MAX,
  MARGIN_FIXED_MIN,
  PRICE_REASON_MAX,
  PRICE_REASON_MIN,
  RATE_MAX,
} from "../core/pricing/margin";

/**
 * The console's forms, each a zod schema of what its page posts (app/lib/form.server.ts reads them):
 * fields as text, read into what the use case takes. A page with several forms tells them apart by
 * `intent`, one of a fixed list. A check that names a message key (`{ error: "..." }`) is refused with
 * it; any other with the form's own. What needs the database (an order, a code taken) is the use
 * case's to refuse.
 */

/** A text field; absent is empty. */
const text = (max: number) => z.string().trim().max(max).default("");
/** An optional field: empty or absent is null. */
const blank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" ? value.trim() || null : (value ?? null)), schema.nullable());
const sku = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,80}$/);
const slug = z.string().regex(/^[a-z0-9-]{1,60}$/);
const currency = z.enum(CURRENCIES);
const priceReason = z.string().trim().min(PRICE_REASON_MIN).max(PRICE_REASON_MAX);

/**
 * A datetime-local value as typed ("2026-12-01T10:00", seconds optional), a moment on the shop's
 * clock that the page reads into an instant in the shop's time zone (decision 052); empty is an open
 * end.
 */
const wallMoment = z
  .string()
  .trim()
  .default("")
  .transform((value, context) => {
    if (!value) return null;
    if (/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?$/.test(value)) return value.length === 16 ? `${value}:00` : value;
    context.addIssue({ code: "custom", message: "not a moment" });
    return z.NEVER;
  });

/** A decimal as typed ("12,5") in `digits` places, within bounds. */
const decimal = (digits: number, min: number, max: number) =>
  z.string().transform((value, context) => {
    const parsed = parseDecimal(value, digits);
    if (parsed !== undefined && parsed >= min && parsed <= max) return parsed;
    context.addIssue({ code: "custom", message: "not a number in range" });
    return z.NEVER;
  });

/** Operators (admin): an invitation for an e-mail or an identity, and changes to one operator. */
const operatorId = z.uuid({ error: "admin.operatorNotFound" });
export const operatorsForm = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("invite"),
      role: z.enum(OPERATOR_ROLES),
      email: blank(z.email({ error: "admin.inviteNeedsWho" }).max(120)),
      identity: blank(z.string({ error: "admin.inviteNeedsWho" }).regex(IDENTITY_PATTERN)),
    })
    .refine((invite) => invite.email || invite.identity, { error: "admin.inviteNeedsWho" }),
  z.object({ intent: z.literal("role"), userId: operatorId, role: z.enum(OPERATOR_ROLES) }),
  z.object({ intent: z.enum(["disable", "enable", "resetTotp"]), userId: operatorId }),
  z.object({ intent: z.literal("revokeInvite"), inviteId: z.uuid({ error: "admin.inviteNotFound" }) }),
]);

/** An operator's own alerts: a Telegram chat id, an e-mail address, and a checkbox per kind (named as the kind). */
const checkbox = z.literal("on").optional();
const kindBoxes = Object.fromEntries(ALERT_KINDS.map((kind) => [kind, checkbox])) as Record<AlertKind, typeof checkbox>;
export const alertSettingsForm = z
  .object({
    telegramChatId: blank(z.string().regex(TELEGRAM_CHAT_ID, { error: "adminAlerts.chatInvalid" })),
    email: blank(z.email({ error: "adminAlerts.emailInvalid" }).max(120)),
    ...kindBoxes,
  })
  .transform((form) => ({
    telegramChatId: form.telegramChatId,
    email: form.email,
    kinds: ALERT_KINDS.filter((kind) => form[kind] === "on"),
  }));

/**
 * An order's page (support): its refund, a delivery retried, its game account corrected, resolved
 * with a note, its receipt sent again.
 */
export const orderForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("refund"),
    to: z.enum(["payment", "gold"], { error: "admin.refundReasonInvalid" }),
    reason: z.string({ error: "admin.refundReasonInvalid" }).trim().min(REFUND_REASON_MIN).max(REFUND_REASON_MAX),
    /** Ticked: the operator confirms that a delivered order is refunded while the buyer keeps the item. */
    confirmDelivered: checkbox.transform((ticked) => ticked === "on"),
  }),
  z.object({
    intent: z.literal("retry"),
    /** Ticked (an admin's): retry a delivery touched lately, the supplier asked first. */
    force: checkbox.transform((ticked) => ticked === "on"),
  }),
  z
    .object({
      intent: z.literal("correctAccount"),
      reason: z
        .string({ error: "adminOrder.correctReasonInvalid" })
        .trim()
        .min(CORRECTION_REASON_MIN, { error: "adminOrder.correctReasonInvalid" })
        .max(CORRECTION_REASON_MAX, { error: "adminOrder.correctReasonInvalid" }),
    })
    // The game's own fields, each posted as `account.<name>`: the use case checks them with the game's form.
    .catchall(z.string().max(200))
    .transform(({ intent, reason, ...fields }) => ({
      intent,
      reason,
      account: Object.fromEntries(
        Object.entries(fields)
          .filter(([name]) => name.startsWith(ACCOUNT_FIELD_PREFIX))
          .map(([name, value]) => [name.slice(ACCOUNT_FIELD_PREFIX.length), value]),
      ),
    })),
  z.object({
    intent: z.literal("resolve"),
    note: z.string({ error: "adminOrder.noteInvalid" }).trim().min(RESOLUTION_NOTE_MIN).max(RESOLUTION_NOTE_MAX),
  }),
  z.object({
    intent: z.literal("releaseLimit"),
    reason: z.string({ error: "adminOrder.noteInvalid" }).trim().min(RESOLUTION_NOTE_MIN).max(RESOLUTION_NOTE_MAX),
  }),
  z.object({
    intent: z.literal("resend"),
    /** The form's idempotency key: the same key queues the receipt once. */
    key: z.string({ error: "adminOrder.resendInvalid" }).regex(/^[A-Za-z0-9_-]{8,100}$/),
    channel: z.enum(["email", "whatsapp"], { error: "adminOrder.resendInvalid" }),
    /** A corrected address; empty: the order's own contact. */
    recipient: blank(z.string().max(254, { error: "adminOrder.resendInvalid" })),
  }),
]);

/** A buyer's sign-in lockouts cleared by support, with a reason (core/admin/buyer-lockouts.ts). */
export const buyerLockoutsForm = z.object({
  intent: z.literal("clearLockouts"),
  reason: z
    .string({ error: "adminBuyer.lockoutReasonInvalid" })
    .trim()
    .min(RESOLUTION_NOTE_MIN, { error: "adminBuyer.lockoutReasonInvalid" })
    .max(RESOLUTION_NOTE_MAX, { error: "adminBuyer.lockoutReasonInvalid" }),
});

/** Gold given to a buyer: the amount as typed, read in minor units of its currency. */
export const compensationForm = z
  .object({
    intent: z.literal("compensate"),
    currency,
    amount: z.string(),
    reason: z.string().trim().min(COMPENSATION_REASON_MIN).max(COMPENSATION_REASON_MAX),
    /** The form's idempotency key: the same key pays once. */
    key: z.string().regex(COMPENSATION_KEY_PATTERN),
    /** The order it is about, one of this buyer's. */
    orderId: blank(z.uuid()),
  })
  .transform(({ amount, ...form }, context) => {
    const minor = parseAmount(amount, form.currency);
    if (minor !== undefined && minor >= 1 && minor <= COMPENSATION_MAX_MINOR) return { ...form, amount: minor };
    context.addIssue({ code: "custom", message: "not an amount" });
    return z.NEVER;
  });

/** A review hidden from the shop's pages, or shown again, with the reason. */
export const reviewForm = z.object({
  orderId: z.uuid({ error: "adminBuyer.reviewNotFound" }),
  hidden: z
    .enum(["0", "1"])
    .optional()
    .transform((value) => value === "1"),
  reason: z.string().trim().min(HIDE_REASON_MIN).max(HIDE_REASON_MAX),
});

/** Support's ceiling for one kind and currency; an empty amount clears it. */
export const limitForm = z
  .object({ kind: z.enum(LIMIT_KINDS), currency, amount: text(40), reason: z.string().default("") })
  .transform(({ amount, ...form }, context) => {
    const parsed = parseLimitText(amount, form.currency);
    if (parsed.ok) return { ...form, amount: parsed.amount };
    context.addIssue({ code: "custom", message: "not an amount" });
    return z.NEVER;
  });

/**
 * The shop's time zone (decision 052): a name from the page's list; whether the runtime knows it is
 * the use case's to say (core/admin/shop-time-zone.ts).
 */
export const shopTimeZoneForm = z.object({
  intent: z.literal("timeZone"),
  timeZone: z.string().trim().min(1).max(64),
  reason: z.string().default(""),
});

const supplierName = z
  .string()
  .trim()
  .regex(/^[a-z0-9_-]{1,40}$/);
/** Whole rupiah as typed: "1500000", or grouped by thousands the Indonesian way ("1.500.000", "1 500 000"). */
const wholeRupiah = (refusal: string) =>
  z.string().transform((value, context) => {
    const typed = value.trim();
    const parsed = /^\d{1,10}$|^\d{1,3}(?:[. ]\d{3})+$/.test(typed) ? Number(typed.replace(/[. ]/g, "")) : NaN;
    if (parsed <= SUPPLIER_AMOUNT_MAX_IDR) return parsed;
    context.addIssue({ code: "custom", message: refusal });
    return z.NEVER;
  });
/** A game switched on or off, or its first top-up doubled. */
export const catalogGameForm = z.object({
  slug: z.string().max(60),
  field: z.enum(["active", "firstTopUpDouble"]),
  value: z.enum(["on", "off"]).transform((value) => value === "on"),
});

/** The art forms (a game's page, the payment marks): a file stored, or the subject's art forgotten. */
const artIntents = [
  z.object({ intent: z.literal("art"), art: z.unknown() }),
  z.object({ intent: z.literal("removeArt") }),
] as const;

/** What the console says of a fiscal code that breaks its rule: the field, named. */
const FISCAL_FIELD_REFUSALS: Record<FiscalField, string> = {
  ikpu: "adminCatalog.fiscalBadIkpu",
  packageCode: "adminCatalog.fiscalBadPackageCode",
  vatPercent: "adminCatalog.fiscalBadVatPercent",
  vatCode: "adminCatalog.fiscalBadVatCode",
  paymentSubject: "adminCatalog.fiscalBadPaymentSubject",
};

/**
 * One market's fiscal codes as the form posts them (every field as text), read by the core's rules
 * into that market's entry; `clear` forgets them (null).
 */
const fiscalFields = {
  market: z.enum(FISCAL_MARKETS),
  clear: z.literal("1").optional(),
  ikpu: text(40),
  packageCode: text(40),
  vatPercent: text(10),
  vatCode: text(10),
  paymentSubject: text(60),
};
const fiscalCodes = <T extends { market: (typeof FISCAL_MARKETS)[number]; clear?: "1" } & Record<FiscalField, string>>(
  { clear, market, ikpu, packageCode, vatPercent, vatCode, paymentSubject }: T,
  context: z.RefinementCtx,
) => {
  if (clear) return { market, codes: null };
  const read = readFiscalCodes(market, { ikpu, packageCode, vatPercent, vatCode, paymentSubject });
  if (read.ok) return { market, codes: read.codes };
  context.addIssue({ code: "custom", message: FISCAL_FIELD_REFUSALS[read.error.values.field] });
  return z.NEVER;
};

/** A new product's titles, one per language: all four, or none (then its amount names it). */
const titleFields = {
  titleId: text(PRODUCT_TITLE_MAX),
  titleEn: text(PRODUCT_TITLE_MAX),
  titleRu: text(PRODUCT_TITLE_MAX),
  titleUz: text(PRODUCT_TITLE_MAX),
};
/** The four titles as a Localized, null when none is typed, undefined when only some are. */
function readTitles(typed: Record<keyof typeof titleFields, string>): Localized | null | undefined {
  const title = { id: typed.titleId, en: typed.titleEn, ru: typed.titleRu, uz: typed.titleUz };
  const given = Object.values(title).filter(Boolean).length;
  return given === 4 ? title : given === 0 ? null : undefined;
}
/** A supplier's offer typed on the game page: its supplier and code, and its cost when known. */
const offerFields = {
  supplier: blank(supplierName),
  supplierSku: blank(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.-]{1,80}$/, { error: "adminSupplier.codeInvalid" }),
  ),
  cost: blank(wholeRupiah("adminSupplier.amountInvalid")),
};
function readOffer(
  typed: { supplier: string | null; supplierSku: string | null; cost: number | null },
  context: z.RefinementCtx,
): TypedOffer | null {
  if (typed.supplier === null && typed.supplierSku === null && typed.cost === null) return null;
  if (typed.supplier === null || typed.supplierSku === null) {
    context.addIssue({ code: "custom", message: "adminCatalog.offerIncomplete" });
    return null;
  }
  return { supplier: typed.supplier, supplierSku: typed.supplierSku, costIdr: typed.cost };
}

/**
 * A game's page: its art, a product on or off, its first top-up bonus, a temporary discount (prices),
 * a product's fiscal codes for one market, or the same codes for every product of the game.
 */
export const catalogProductForm = z.discriminatedUnion("intent", [
  ...artIntents,
  z
    .object({ intent: z.literal("fiscal"), sku, ...fiscalFields })
    .transform(({ intent, sku, ...fields }, context) => ({ intent, sku, ...fiscalCodes(fields, context) })),
  z
    .object({ intent: z.literal("fiscalGame"), ...fiscalFields })
    .transform(({ intent, ...fields }, context) => ({ intent, ...fiscalCodes(fields, context) })),
  z.object({
    intent: z.literal("flag"),
    sku,
    field: z.literal("active"),
    value: z.enum(["on", "off"]).transform((value) => value === "on"),
    reason: z.string().trim().min(PRICE_REASON_MIN, { error: "adminCatalog.reasonNeeded" }).max(PRICE_REASON_MAX),
  }),
  z
    .object({
      intent: z.literal("add"),
      sku: z
        .string()
        .trim()
        .max(NEW_SKU_MAX, { error: "adminCatalog.skuShape" })
        .regex(NEW_SKU_PATTERN, { error: "adminCatalog.skuShape" }),
      kind: z.enum(PRODUCT_KINDS),
      ...titleFields,
      amount: blank(decimal(0, 1, PRODUCT_AMOUNT_MAX)),
      bonus: blank(decimal(0, 1, PRODUCT_AMOUNT_MAX)),
      position: blank(decimal(0, 0, PRODUCT_POSITION_MAX)),
      ...offerFields,
    })
    .transform(({ intent, sku, kind, amount, bonus, position, ...typed }, context) => {
      const title = readTitles(typed);
      if (title === undefined || (title === null && amount === null))
        context.addIssue({ code: "custom", message: "adminCatalog.nameNeeded" });
      const offer = readOffer(typed, context);
      return { intent, sku, kind, title: title ?? null, amount, bonus, position, offer };
    }),
  z
    .object({
      intent: z.literal("price"),
      sku,
      currency,
      amount: z.string(),
      reason: priceReason,
    })
    .transform(({ amount, ...price }, context) => {
      const minor = parseDecimal(amount, MINOR_DIGITS[price.currency]);
      if (minor === undefined || minor < 1 || minor > LIST_PRICE_MAX) {
        context.addIssue({ code: "custom", message: "adminCatalog.priceInvalid" });
        return z.NEVER;
      }
      return { ...price, amount: minor };
    }),
  z.object({ intent: z.literal("offer"), sku, ...offerFields }).transform(({ intent, sku, ...typed }, context) => {
    const offer = readOffer(typed, context);
    if (!offer) context.addIssue({ code: "custom", message: "adminCatalog.offerIncomplete" });
    return { intent, sku, offer: offer! };
  }),
  z.object({
    intent: z.literal("bonus"),
    sku,
    bonus: z.preprocess((value) => (value === "" ? null : value), decimal(0, 1, 1_000_000).nullable()),
  }),
  z
    .object({
      intent: z.literal("sale"),
      sku,
      currency,
      remove: z.literal("1").optional(),
      amount: text(40),
      startsAt: wallMoment,
      endsAt: wallMoment,
      reason: priceReason,
    })
    .transform(({ remove, amount, ...sale }, context) => {
      const minor = remove ? null : parseDecimal(amount, MINOR_DIGITS[sale.currency]);
      if (minor === undefined || (minor !== null && minor < 1))
        context.addIssue({ code: "custom", message: "not an amount" });
      // Both on one clock, as text of one length: their order is the text's.
      if (sale.startsAt && sale.endsAt && sale.startsAt >= sale.endsAt)
        context.addIssue({ code: "custom", message: "ends before it starts" });
      return { ...sale, amount: minor ?? null };
    }),
]);

/** The payment methods' marks: an art form naming its method. */
export const methodMarkForm = z.discriminatedUnion("intent", artIntents).and(z.object({ method: z.string().max(40) }));

/** SKU mapping: the matcher's proposal stored whole (with its token), or one product's code by hand. */
export const skuForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("store"), token: z.string().max(64) }),
  z.object({ intent: z.literal("set"), sku, supplierSku: blank(sku) }),
]);

/**
 * Suppliers: a deposit read now, a low-balance threshold (whole rupiah), and one product's offer of
 * one supplier added, changed (its code, cost, open or closed, rank) or removed.
 */
export const suppliersForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("read"), supplier: supplierName }),
  z.object({
    intent: z.literal("threshold"),
    supplier: supplierName,
    threshold: wholeRupiah("adminSupplier.amountInvalid"),
  }),
  z.object({
    intent: z.literal("offer"),
    sku,
    supplier: supplierName,
    supplierSku: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.-]{1,80}$/, { error: "adminSupplier.codeInvalid" }),
    cost: z.preprocess(
      (value) => (typeof value === "string" ? value.trim() || null : (value ?? null)),
      wholeRupiah("adminSupplier.amountInvalid").nullable(),
    ),
    open: z.literal("on").optional().transform(Boolean),
    rank: z.preprocess(
      (value) => (value === "" || value === undefined ? "0" : value),
      decimal(0, -OFFER_RANK_LIMIT, OFFER_RANK_LIMIT),
    ),
  }),
  z.object({ intent: z.literal("removeOffer"), sku, supplier: supplierName }),
]);

/** Reconciliation: Midtrans's report uploaded (its bytes are the use case's to check). */
export const reconciliationForm = z.object({ intent: z.literal("reconcile"), report: z.unknown() });

/** Prices (manager): a margin rule saved or removed, a currency's rate, a preview applied. */
const scope = z.enum(["shop", "game", "product"]);
export const pricesForm = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("rule"),
      scope,
      target: text(80),
      percent: decimal(2, MARGIN_BPS_MIN, MARGIN_BPS_MAX),
      fixed: z.preprocess((value) => value || "0", decimal(0, MARGIN_FIXED_MIN, MARGIN_FIXED_MAX)),
    })
    .transform(({ scope, target, percent, fixed }) => ({
      intent: "rule" as const,
      scope,
      target: scope === "shop" ? "" : target,
      basisPoints: percent,
      fixedIdr: fixed,
    })),
  z.object({ intent: z.literal("removeRule"), scope, target: z.string().max(80) }),
  z
    .object({
      intent: z.literal("rate"),
      currency: z.enum(CURRENCIES.filter((code) => code !== "IDR")),
      rate: z.string(),
    })
    .transform(({ currency, rate }, context) => {
      const value = parseDecimal(rate, MINOR_DIGITS[currency]);
      if (value !== undefined && value >= 1 && value <= RATE_MAX)
        return { intent: "rate" as const, currency, rate: value };
      context.addIssue({ code: "custom", message: "not a rate" });
      return z.NEVER;
    }),
  z.object({
    intent: z.literal("apply"),
    game: blank(slug),
    token: z.string().min(1).max(64),
    reason: priceReason,
  }),
]);

/** A promo code as its form posts it (trimmed text); core/admin/promo-input.ts decides what it means. */
const promoText = text(64);
export const promoForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    code: promoText,
    kind: promoText,
    percent: promoText,
    amount: promoText,
    currency: promoText,
    minimum: promoText,
    startsAt: promoText,
    endsAt: promoText,
    perUserLimit: promoText,
    globalLimit: promoText,
    gameSlug: promoText,
    productSku: text(80),
  }),
  z.object({
    intent: z.literal("active"),
    code: promoText,
    active: z.enum(["true", "false"]).transform((value) => value === "true"),
  }),
]);

/** A step of a drawn week's prize; the giveaway's use case checks the week and the step's order. */
export const prizeForm = z.object({
  campaign: z.string().max(60),
  weekStart: z.string().max(40),
  step: z.string().max(40),
  note: z.string().default(""),
});

/** The console's sign-in: a TOTP code. */
export const totpForm = z.object({ code: z.string().trim().max(12).default("") });
