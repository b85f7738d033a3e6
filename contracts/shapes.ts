import { z } from "zod";
import { LANGUAGES } from "../core/locales";
import { CURRENCIES } from "../core/money";
import { ORDER_STATUSES } from "../core/orders/order-states";
import {
  PRODUCT_KINDS,
  TILE_MARKS,
  type AccountFormDefinition,
  type GameTexts,
  type GameTile,
  type PurchaseLimit,
} from "../core/catalog/types";
import type { GameDetails, GameSummary, ProductOffer } from "../core/catalog/catalog";
import type { OrderNews } from "../core/orders/order-news";
import type { PublicOrder } from "../core/orders/public-order";
import type { QuoteJson } from "../core/orders/quote-json";
import type { PaymentMethod } from "../core/markets";
import type { LookupResult } from "../core/catalog/player-lookup";
import type { Review } from "../core/reviews/reviews";
import { GOOD_REASONS, NEGATIVE_REASONS } from "../core/orders/feedback";
import { drawStandingSchema } from "./giveaway";

/**
 * The shapes the API sends, as zod schemas typed against core's own types (`satisfies`), so a change
 * on either side fails the typecheck instead of reaching a buyer. The server serialises every answer
 * through them; the browser takes its types from them (contracts/api.ts).
 */

/** An amount in minor units of the answer's currency. */
const minor = z.number().int();
const currency = z.enum(CURRENCIES);
const language = z.enum(LANGUAGES);

/** The API's one error shape (adapters/http/api-error.ts). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});

const gameTileSchema = z.object({
  mark: z.enum(TILE_MARKS),
  from: z.string(),
  to: z.string(),
  ink: z.string(),
}) satisfies z.ZodType<GameTile>;

export const gameSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  publisher: z.string(),
  tile: gameTileSchema,
  hasFormPage: z.boolean(),
  deliveryPromiseMinutes: z.number().int(),
  searchTerms: z.array(z.string()),
}) satisfies z.ZodType<GameSummary>;

const localized = z.record(language, z.string());

const accountFormSchema = z.object({
  fields: z.array(
    z.discriminatedUnion("type", [
      z.object({
        type: z.literal("text"),
        name: z.string(),
        kind: z.enum(["userId", "zoneId", "uid", "playerId", "playerTag", "riotId", "spaceId", "zepetoId"]),
        charset: z.enum(["digits", "alphanumeric", "supercellTag", "riotId", "zepetoId"]),
        minLength: z.number().int(),
        maxLength: z.number().int(),
        startsWith: z.array(z.string()).optional(),
        prefixFromField: z.string().optional(),
        example: z.string(),
        bracketed: z.boolean().optional(),
      }),
      z.object({
        type: z.literal("select"),
        name: z.string(),
        kind: z.enum(["server", "region", "subserver"]),
        options: z.array(
          z.object({ value: z.string(), label: localized, uidPrefixes: z.array(z.string()).optional() }),
        ),
      }),
    ]),
  ),
  confirmation: z.enum(["uidCorrect", "supercellLinked"]),
}) satisfies z.ZodType<AccountFormDefinition>;

const gameTextsSchema = z.object({
  name: z.string(),
  ogTitle: z.string(),
  ogDescription: z.string(),
  intro: z.string(),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  guide: z.array(z.string()),
  notes: z.array(z.string()),
  currencyUnit: z.string(),
}) satisfies z.ZodType<GameTexts>;

const purchaseLimitSchema = z.object({
  perWindow: z.object({ count: z.number().int(), window: z.enum(["week", "month"]) }).optional(),
  maxStackedDays: z.number().int().optional(),
  maxActive: z.number().int().optional(),
  notWhileActive: z.boolean().optional(),
}) satisfies z.ZodType<PurchaseLimit>;

export const moneySchema = z.object({ amount: minor, currency });

const productOfferSchema = z.object({
  sku: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  amount: z.number().nullable(),
  bonus: z.number().nullable(),
  firstTopUpBonus: z.number().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  durationDays: z.number().nullable(),
  regionOnly: z.string().nullable(),
  popular: z.boolean(),
  limit: purchaseLimitSchema.nullable(),
  price: moneySchema,
  listPrice: moneySchema,
}) satisfies z.ZodType<ProductOffer>;

export const gameDetailsSchema = gameSummarySchema.extend({
  minimumPurchase: z.number().nullable(),
  firstTopUpDouble: z.boolean(),
  usualDeliveryMinutes: z.object({ from: z.number().int(), to: z.number().int() }).nullable(),
  account: accountFormSchema,
  texts: gameTextsSchema,
  products: z.array(productOfferSchema),
}) satisfies z.ZodType<GameDetails>;

export const paymentMethodSchema = z.object({
  id: z.string(),
  kind: z.enum(["qris", "ewallet", "va", "card", "wallet-app", "store"]),
  brand: z.string(),
  provider: z.enum(["midtrans", "payme", "click", "yookassa"]),
  minimum: minor,
  fee: z.object({ fixed: minor, bps: z.number().int() }),
}) satisfies z.ZodType<PaymentMethod>;

/** The lookup's result (core's LookupResult) with the account as checked and a region hint. */
const lookupExtras = {
  account: z.record(z.string(), z.string()),
  regionMismatch: z.object({ field: z.string(), suggested: z.string() }).nullable(),
};
export const lookupAnswerSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("found"), nickname: z.string(), region: z.string().optional(), ...lookupExtras }),
  z.object({ status: z.literal("not_found"), ...lookupExtras }),
  z.object({ status: z.literal("not_allowed"), ...lookupExtras }),
  z.object({ status: z.literal("unavailable"), ...lookupExtras }),
]) satisfies z.ZodType<
  LookupResult & { account: Record<string, string>; regionMismatch: { field: string; suggested: string } | null }
>;

export const quoteSchema = z.object({
  currency,
  quantity: z.number().int(),
  listPrice: minor,
  temporaryDiscount: minor,
  promo: z.object({ code: z.string(), valid: z.boolean(), discount: minor, message: z.string().optional() }).nullable(),
  cashbackUsed: minor,
  goldUsed: minor,
  writeOffUpTo: minor,
  goldUpTo: minor,
  fee: minor,
  total: minor,
  tax: minor,
  cashback: z.object({ rateBps: z.number().int(), amount: minor }).nullable(),
  methodMinimum: minor.nullable(),
  methodAvailable: z.boolean(),
  methods: z.array(z.object({ id: z.string(), fee: minor, total: minor, available: z.boolean() })),
  firstTopUpRepeat: z
    .object({ status: z.enum(["paid", "awaitingPayment"]), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })
    .nullable(),
  giveaway: drawStandingSchema.nullable(),
  purchaseLimit: z.object({ message: z.string() }).nullable(),
}) satisfies z.ZodType<QuoteJson>;

export const publicOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  payable: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  locale: z.string(),
  currency,
  game: z.string(),
  product: z.string(),
  quantity: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  paymentMethod: z.string(),
  promoCode: z.string().nullable(),
  lines: z.object({
    listPrice: minor,
    temporaryDiscount: minor,
    promoDiscount: minor,
    cashbackUsed: minor,
    goldUsed: minor,
    fee: minor,
    total: minor,
    tax: minor,
  }),
  cashback: z.object({ rateBps: z.number().int(), amount: minor }).nullable(),
}) satisfies z.ZodType<PublicOrder>;

/** What an open order page follows (core/orders/order-news.ts): the same on its stream and its read. */
export const orderNewsSchema = z.object({
  order: publicOrderSchema,
  steps: z.array(
    z.object({
      step: z.enum(["paid", "sent", "confirmed", "delivered"]),
      state: z.enum(["done", "current", "upcoming", "failed"]),
      at: z.string().nullable(),
      serials: z.array(z.string()).optional(),
      progress: z.object({ confirmed: z.number().int(), of: z.number().int() }).optional(),
      note: z.literal("matchedAfterExpiry").optional(),
    }),
  ),
  attemptOpen: z.boolean(),
  serials: z.array(z.string()),
  refunds: z.array(
    z.object({
      kind: z.enum(["order", "surplus"]),
      method: z.enum(["payment", "gold"]),
      amount: minor,
      status: z.enum(["pending", "done", "refused"]),
      reason: z.enum([
        "delivery",
        "delivered",
        "pending",
        "limit.perWindow",
        "limit.maxStackedDays",
        "limit.maxActive",
        "limit.notWhileActive",
        "promo.exhausted",
        "payment.duplicate",
        "payment.late",
        "payment.amount",
      ]),
      completedAt: z.string().nullable(),
    }),
  ),
  compensated: z.boolean(),
  settled: z.boolean(),
}) satisfies z.ZodType<OrderNews>;

/** A public review: nothing in it identifies the buyer (no order, account or contact). */
export const reviewSchema = z.object({
  rating: z.number().int(),
  reasons: z.array(z.enum([...GOOD_REASONS, ...NEGATIVE_REASONS])),
  comment: z.string().nullable(),
  product: z.string(),
  reviewer: z.object({ orders: z.number().int(), reviews: z.number().int() }),
  createdAt: z.string(),
}) satisfies z.ZodType<Review>;
