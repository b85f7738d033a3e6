import { z } from "zod";

/**
 * The console's promo codes over the API (Promotions): shapes only, bounded; what the
 * values mean is checked by core/admin/promo-input.ts, which answers with a translated message.
 * Amounts are minor units, percents basis points, moments ISO strings.
 */
const count = z.number().int().min(0).max(1e12).nullish();

export const promoBodySchema = z.object({
  code: z.string().max(64),
  kind: z.string().max(16),
  percentBps: count,
  amount: count,
  currency: z.string().max(8).nullish(),
  minimumTotal: count,
  startsAt: z.string().max(40).nullish(),
  endsAt: z.string().max(40).nullish(),
  perUserLimit: count,
  globalLimit: count,
  gameSlug: z.string().max(60).nullish(),
  productSku: z.string().max(80).nullish(),
});

export const promoParams = z.object({ code: z.string().min(1).max(64) });

export const promoRowSchema = z.object({
  code: z.string(),
  kind: z.enum(["percent", "fixed"]),
  percentBps: z.number(),
  amount: z.number(),
  currency: z.string().nullable(),
  minimumTotal: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  perUserLimit: z.number().nullable(),
  globalLimit: z.number().nullable(),
  redemptions: z.number(),
  gameSlug: z.string().nullable(),
  productSku: z.string().nullable(),
  active: z.boolean(),
});

export const promoRedemptionSchema = z.object({
  orderId: z.string(),
  number: z.string(),
  paidAt: z.string(),
  status: z.string(),
  discount: z.number(),
  currency: z.string(),
  buyer: z.string(),
});

export const promoChangeAnswer = z.object({ data: z.object({ code: z.string(), changed: z.boolean() }) });
