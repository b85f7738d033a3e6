import { z } from "zod";
import { MARGIN_BPS_MAX, MARGIN_BPS_MIN, MARGIN_FIXED_MAX, MARGIN_FIXED_MIN, RATE_MAX } from "../core/pricing/margin";
import { CURRENCIES } from "../core/money";
import { apiErrorSchema } from "./shapes";

/** The console's Catalog and prices endpoints: their schemas, spread into contracts/api.ts. */
const errors = { "4xx": apiErrorSchema, "5xx": apiErrorSchema };
const slug = z.string().regex(/^[a-z0-9-]{1,60}$/);
const sku = z.string().regex(/^[A-Za-z0-9_.-]{1,80}$/);
export const PRICE_REASON_MIN = 3;
export const PRICE_REASON_MAX = 500;
const reason = z.string().trim().min(PRICE_REASON_MIN).max(PRICE_REASON_MAX);
const ok = z.object({ data: z.object({ ok: z.literal(true) }) });
const previewRow = z.object({
  sku: z.string(),
  gameSlug: z.string(),
  currency: z.enum(CURRENCIES),
  current: z.number().int(),
  next: z.number().int(),
  cost: z.number().int(),
  margin: z.number().int(),
  rule: z.enum(["shop", "game", "product"]),
});

export const marginRuleInput = z.object({
  scope: z.enum(["shop", "game", "product"]),
  target: z.string().max(80),
  basisPoints: z.number().int().min(MARGIN_BPS_MIN).max(MARGIN_BPS_MAX),
  fixedIdr: z.number().int().min(MARGIN_FIXED_MIN).max(MARGIN_FIXED_MAX),
});

export const ADMIN_CATALOG_API = {
  adminCatalogGames: {
    response: {
      200: z.object({
        data: z.array(
          z.object({
            slug: z.string(),
            name: z.string(),
            active: z.boolean(),
            firstTopUpDouble: z.boolean(),
            products: z.number().int(),
            activeProducts: z.number().int(),
          }),
        ),
      }),
      ...errors,
    },
  },
  adminCatalogGame: {
    params: z.object({ slug }),
    body: z
      .object({ active: z.boolean().optional(), firstTopUpDouble: z.boolean().optional() })
      .refine((body) => Object.keys(body).length > 0),
    response: { 200: ok, ...errors },
  },
  adminCatalogProduct: {
    params: z.object({ sku }),
    body: z
      .object({
        active: z.boolean().optional(),
        firstTopUpBonus: z.number().int().min(1).max(1_000_000).nullable().optional(),
      })
      .refine((body) => Object.keys(body).length > 0),
    response: { 200: ok, ...errors },
  },
  adminMarginRule: { body: marginRuleInput, response: { 200: ok, ...errors } },
  adminCurrencyRate: {
    body: z.object({
      currency: z.enum(CURRENCIES).exclude(["IDR"]),
      perMillionIdr: z.number().int().min(1).max(RATE_MAX),
    }),
    response: { 200: ok, ...errors },
  },
  adminPricePreview: {
    body: z.object({ game: slug.optional() }),
    response: {
      200: z.object({
        data: z.object({
          rows: z.array(previewRow),
          belowCost: z.array(previewRow),
          noCost: z.array(z.string()),
          noRate: z.array(z.enum(CURRENCIES)),
          token: z.string(),
        }),
      }),
      ...errors,
    },
  },
  adminPriceApply: {
    body: z.object({ game: slug.optional(), token: z.string().min(1).max(64), reason }),
    response: { 200: z.object({ data: z.object({ changed: z.number().int() }) }), ...errors },
  },
  adminProductSale: {
    params: z.object({ sku }),
    body: z
      .object({
        currency: z.enum(CURRENCIES),
        saleAmount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).nullable(),
        startsAt: z.iso.datetime({ offset: true }).nullable(),
        endsAt: z.iso.datetime({ offset: true }).nullable(),
        reason,
      })
      .refine((body) => !body.startsAt || !body.endsAt || Date.parse(body.startsAt) < Date.parse(body.endsAt)),
    response: { 200: ok, ...errors },
  },
  adminPriceHistory: {
    params: z.object({ sku }),
    response: {
      200: z.object({
        data: z.array(
          z.object({
            currency: z.enum(CURRENCIES),
            kind: z.enum(["list", "sale"]),
            oldAmount: z.number().int().nullable(),
            newAmount: z.number().int().nullable(),
            operatorId: z.string().nullable(),
            reason: z.string(),
            createdAt: z.string(),
          }),
        ),
      }),
      ...errors,
    },
  },
} as const;
