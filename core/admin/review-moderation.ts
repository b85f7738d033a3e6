import type { FeedbackReason } from "../orders/feedback";
import { failure, type Failure } from "../failure";
import type { AuditEntryInput } from "../records/audit";
import { orderSubject } from "./operator-refund";
import type { Operator } from "./operators";

/** Why a review is hidden, as the operator writes it: required, short enough for the audit log. */
export const HIDE_REASON_MIN = 3;
export const HIDE_REASON_MAX = 500;
/** Reviews per page of the moderation list. */
export const MODERATION_PAGE_SIZE = 20;

/** A review as moderators see it: the order it rates, and whether it is hidden and why. */
export interface ModeratedReview {
  orderId: string;
  orderNumber: string;
  gameSlug: string;
  productTitle: string;
  userId: string | null;
  stars: number;
  reasons: FeedbackReason[];
  comment: string | null;
  createdAt: Date;
  hidden: { at: Date; reason: string; by: string | null } | null;
}

/** Port: the reviews with their moderation state; a change and its audit entry in ONE transaction. */
export interface ReviewModerationStore {
  /** Newest first; only the hidden ones with `hiddenOnly`. */
  list(input: { offset: number; limit: number; hiddenOnly: boolean }): Promise<ModeratedReview[]>;
  /**
   * Hides (reason given) or shows again (null) the review of `orderId`, and appends the audit entry
   * `audit` builds from the state before, in the same transaction; `changed: false` when it already
   * was so (then no entry). Undefined when there is no such review.
   */
  setHidden(
    orderId: string,
    hide: { reason: string; by: string } | null,
    audit: (before: { hidden: boolean; reason: string | null }) => AuditEntryInput,
  ): Promise<{ changed: boolean } | undefined>;
}

export type ModerationResult = { ok: true; changed: boolean } | Failure<"reviewNotFound">;

/** Hiding a review takes it out of every public reader (the list, the average, JSON-LD, the counts). */
export function createReviewModeration(store: ReviewModerationStore) {
  return {
    list: store.list,
    async setHidden(
      operator: Operator,
      orderId: string,
      input: { hidden: boolean; reason: string },
      context: { requestId?: string | null } = {},
    ): Promise<ModerationResult> {
      const result = await store.setHidden(
        orderId,
        input.hidden ? { reason: input.reason, by: operator.userId } : null,
        (before) => ({
          operatorId: operator.userId,
          action: input.hidden ? "review.hidden" : "review.shown",
          subject: orderSubject(orderId),
          before,
          after: { hidden: input.hidden, reason: input.hidden ? input.reason : null },
          reason: input.reason,
          requestId: context.requestId ?? null,
        }),
      );
      return result ? { ok: true, changed: result.changed } : failure("reviewNotFound");
    },
  };
}

export type ReviewModeration = ReturnType<typeof createReviewModeration>;
