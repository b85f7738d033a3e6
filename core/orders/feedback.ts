import { failure, type Failure } from "../failure";

/**
 * The rating prompt of a completed order: 1 to 5 stars, reasons that depend on the
 * score, an optional comment. The dialog's title follows the score: bad (1-2), average (3-4, "what
 * kept us from 5 stars"), good (5).
 */
export const GOOD_REASONS = [
  "cheapCommission",
  "fastDelivery",
  "goodInterface",
  "easyTopUp",
  "reliability",
  "promoCode",
  "fastSupport",
] as const;
export const NEGATIVE_REASONS = [
  "expensiveCommission",
  "slowService",
  "customerSupport",
  "confusing",
  "noRefund",
] as const;
export type FeedbackReason = (typeof GOOD_REASONS)[number] | (typeof NEGATIVE_REASONS)[number];

export type ScoreBand = "bad" | "average" | "good";

export function scoreBand(stars: number): ScoreBand {
  return stars <= 2 ? "bad" : stars <= 4 ? "average" : "good";
}

/** The reasons a buyer may tick for a score: what went well for 5 stars, what did not below. */
export function reasonsFor(stars: number): readonly FeedbackReason[] {
  return scoreBand(stars) === "good" ? GOOD_REASONS : NEGATIVE_REASONS;
}

export interface Feedback {
  stars: number;
  reasons: FeedbackReason[];
  comment: string | null;
}

/** Checks a rating as sent by a browser: whole stars 1-5, only the reasons of that score, a short comment. */
export function validFeedback(input: {
  stars: number;
  reasons: string[];
  comment?: string | null;
}): { ok: true; feedback: Feedback } | Failure<"invalid"> {
  if (!Number.isInteger(input.stars) || input.stars < 1 || input.stars > 5) return failure("invalid");
  const allowed = reasonsFor(input.stars) as readonly string[];
  if (!input.reasons.every((reason) => allowed.includes(reason))) return failure("invalid");
  const comment = input.comment?.trim() ?? "";
  if (comment.length > 1_000) return failure("invalid");
  const reasons = [...new Set(input.reasons)] as FeedbackReason[];
  return { ok: true, feedback: { stars: input.stars, reasons, comment: comment || null } };
}

/** Port: buyers' ratings of their completed orders. */
export interface FeedbackStore {
  /**
   * Saves the rating of a completed order. A public order link is enough to rate once; only the
   * signed-in owner may change it afterwards (a link shared around must not rewrite reviews).
   */
  saveFeedback(
    orderId: string,
    feedback: Feedback,
    /** The signed-in viewer: the order's owner may change their rating; anyone else rates once. */
    viewerId: string | null,
  ): Promise<"saved" | "notComplete" | "alreadyRated">;
  feedbackOf(orderId: string): Promise<Feedback | undefined>;
}

/**
 * A buyer rates a completed order: the rating checked as a browser sends it, then saved. Refused
 * when it is malformed, when the order is not complete, or when a stranger rates it a second time.
 */
export async function rateOrder(
  store: Pick<FeedbackStore, "saveFeedback">,
  orderId: string,
  input: Parameters<typeof validFeedback>[0],
  viewerId: string | null,
): Promise<{ ok: true; feedback: Feedback } | Failure<"invalid" | "notComplete" | "alreadyRated">> {
  const valid = validFeedback(input);
  if (!valid.ok) return valid;
  const saved = await store.saveFeedback(orderId, valid.feedback, viewerId);
  return saved === "saved" ? valid : failure(saved);
}
