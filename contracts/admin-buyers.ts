import { z } from "zod";
import {
  COMPENSATION_KEY_PATTERN,
  COMPENSATION_MAX_MINOR,
  COMPENSATION_REASON_MAX,
  COMPENSATION_REASON_MIN,
} from "../core/admin/compensation";
import { HIDE_REASON_MAX, HIDE_REASON_MIN } from "../core/admin/review-moderation";
import { CURRENCIES } from "../core/money";
import { apiErrorSchema, moneySchema } from "./shapes";

/**
 * The console's buyers, compensation with gold, review moderation and audit log. Reads
 * answer their rows as the console's pages show them (moments as ISO strings).
 */
const errors = { "4xx": apiErrorSchema, "5xx": apiErrorSchema };
const uuidParams = z.object({ id: z.uuid() });
const text = z.string().max(120).optional();
/** A day of the audit search, as a date input sends it, in the console's time zone. */
const day = z
  .string()
  .regex(/^(\d{4}-\d\d-\d\d)?$/)
  .optional();
const cursor = z
  .string()
  .regex(/^\d{0,15}$/)
  .optional();

export const compensationBodySchema = z.object({
  /** Minor units of `currency` (whole rupiah for IDR). */
  amount: z.number().int().min(1).max(COMPENSATION_MAX_MINOR),
  currency: z.enum(CURRENCIES),
  reason: z.string().trim().min(COMPENSATION_REASON_MIN).max(COMPENSATION_REASON_MAX),
  /** The form's idempotency key: the same key pays once. */
  key: z.string().regex(COMPENSATION_KEY_PATTERN),
  /** The order it is about, one of this buyer's. */
  orderId: z.uuid().nullish(),
});

export const reviewHiddenBodySchema = z.object({
  hidden: z.boolean(),
  reason: z.string().trim().min(HIDE_REASON_MIN).max(HIDE_REASON_MAX),
});

export const adminBuyerContracts = {
  adminBuyers: {
    querystring: z.object({ q: z.string().max(120) }),
    response: { 200: z.object({ data: z.array(z.unknown()) }), ...errors },
  },
  adminBuyer: {
    params: uuidParams,
    querystring: z.object({ before: cursor }),
    response: {
      200: z.object({
        data: z.object({
          facts: z.unknown(),
          balances: z.array(z.unknown()),
          ledger: z.array(z.unknown()),
          olderThan: z.number().int().nullable(),
          orders: z.array(z.unknown()),
          audit: z.array(z.unknown()),
        }),
      }),
      ...errors,
    },
  },
  adminCompensate: {
    params: uuidParams,
    body: compensationBodySchema,
    response: {
      200: z.object({ data: z.object({ outcome: z.enum(["credited", "existing"]), balance: moneySchema }) }),
      ...errors,
    },
  },
  adminReviews: {
    querystring: z.object({
      page: z.coerce.number().int().min(1).max(1_000).default(1),
      hidden: z.enum(["1"]).optional(),
    }),
    response: { 200: z.object({ data: z.array(z.unknown()), hasMore: z.boolean() }), ...errors },
  },
  adminReviewHidden: {
    params: uuidParams,
    body: reviewHiddenBodySchema,
    response: { 200: z.object({ data: z.object({ changed: z.boolean() }) }), ...errors },
  },
  adminAudit: {
    querystring: z.object({ operator: text, action: text, subject: text, from: day, to: day, before: cursor }),
    response: { 200: z.object({ data: z.array(z.unknown()), next: z.number().int().nullable() }), ...errors },
  },
} as const;
