import { z } from "zod";
import type { DrawStanding, PublicGiveaway } from "../core/giveaway/giveaway";

/**
 * What GET /giveaway/:campaign/draws publishes (core/giveaway/giveaway.ts): enough to recompute
 * every past draw (secret, commitment, the entries as masked order numbers, "GW****22") and nothing
 * personal (no full order number: with a game ID it opens the order lookup; the winner's game ID
 * masked too). scripts/verify-giveaway-draw.ts reads it.
 */
const week = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const hex = z.string().regex(/^[0-9a-f]{64}$/);
const instant = z.string();
/** A week without a draw: no commitment was published for it. */
const noDraw = z.literal("commitmentNotInTime").nullable();

/**
 * A week as current and past weeks publish it: its dates, from when its entries count (its start,
 * or its commitment's publication if later), its commitment, or why it has no draw.
 */
const weekStanding = z.object({
  week,
  startsAt: instant,
  endsAt: instant,
  noDraw,
  entriesFrom: instant.nullable(),
  commitment: hex.nullable(),
  committedAt: instant.nullable(),
});

/** Which draw an order with a giveaway's code enters if it completes now (the quote's note). */
export const drawStandingSchema = z.object({
  campaign: z.string(),
  prize: z.string(),
  promoCode: z.string(),
  week,
  startsAt: instant,
  endsAt: instant,
  noDraw,
  entriesFrom: instant.nullable(),
}) satisfies z.ZodType<DrawStanding>;

export const publicGiveawaySchema = z.object({
  campaign: z.string(),
  prize: z.string(),
  promoCode: z.string(),
  current: weekStanding.extend({ entriesCount: z.number().int() }),
  next: z.object({ week, startsAt: instant, commitment: hex, committedAt: instant }).nullable(),
  past: z.array(
    weekStanding.extend({
      drawnAt: instant.nullable(),
      secret: hex.nullable(),
      entries: z.array(z.string()).nullable(),
      entriesCount: z.number().int().nullable(),
      entriesDigest: hex.nullable(),
      winner: z.object({ index: z.number().int(), orderNumber: z.string(), gameId: z.string() }).nullable(),
    }),
  ),
}) satisfies z.ZodType<PublicGiveaway>;
