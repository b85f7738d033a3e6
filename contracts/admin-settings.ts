import { z } from "zod";
import { COMPENSATION_MAX_MINOR } from "../core/admin/compensation";
import { LIMIT_KINDS, SETTING_REASON_MAX } from "../core/admin/support-limits";
import { CURRENCIES } from "../core/money";
import { apiErrorSchema } from "./shapes";

/** The console's settings (admin): support's money ceilings per kind and currency. */
const errors = { "4xx": apiErrorSchema, "5xx": apiErrorSchema };

const supportLimitSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  currency: z.enum(CURRENCIES),
  /** Minor units (whole rupiah for IDR); null: support is refused in this currency. */
  amount: z.number().int().nullable(),
  source: z.enum(["environment", "set"]),
  updatedBy: z.string().nullable(),
  updatedByName: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

export const limitBodySchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  currency: z.enum(CURRENCIES),
  /** Minor units; null clears the limit. */
  amount: z.number().int().min(1).max(COMPENSATION_MAX_MINOR).nullable(),
  reason: z.string().trim().max(SETTING_REASON_MAX).nullish(),
});

const limitsAnswer = z.object({ data: z.object({ limits: z.array(supportLimitSchema) }) });

export const ADMIN_SETTINGS_API = {
  adminSettingsLimits: { response: { 200: limitsAnswer, ...errors } },
  adminSettingsLimitsUpdate: {
    body: limitBodySchema,
    response: {
      200: z.object({ data: z.object({ changed: z.boolean(), limits: z.array(supportLimitSchema) }) }),
      ...errors,
    },
  },
};
