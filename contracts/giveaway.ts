import { z } from "zod";
import type { PublicGiveaway } from "../core/giveaway/giveaway";

/**
 * What GET /giveaway/:campaign/draws publishes (core/giveaway/giveaway.ts): enough to recompute
 * every past draw (secret, commitment, the entries as order numbers) and nothing personal (the
 * winner's order number and game ID are masked). scripts/verify-giveaway-draw.ts reads it.
 */
const week = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const hex = z.string().regex(/^[0-9a-f]{64}$/);
const instant = z.string();

export const publicGiveawaySchema = z.object({
  campaign: z.string(),
  prize: z.string(),
  promoCode: z.string(),
  current: z
    .object({
      week,
      startsAt: instant,
      endsAt: instant,
      commitment: hex,
      committedAt: instant,
      entriesCount: z.number().int(),
    })
    .nullable(),
  next: z.object({ week, startsAt: instant, commitment: hex, committedAt: instant }).nullable(),
  past: z.array(
    z.object({
      week,
      startsAt: instant,
      endsAt: instant,
      commitment: hex,
      committedAt: instant,
      drawnAt: instant.nullable(),
      secret: hex.nullable(),
      entries: z.array(z.string()).nullable(),
      entriesCount: z.number().int().nullable(),
      entriesDigest: hex.nullable(),
      winner: z.object({ index: z.number().int(), orderNumber: z.string(), gameId: z.string() }).nullable(),
    }),
  ),
}) satisfies z.ZodType<PublicGiveaway>;
