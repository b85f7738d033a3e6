import { failure, type Failure } from "../failure";
import type { Giveaway, PublicGiveaway } from "../giveaway/giveaway";
import { GIVEAWAY_CAMPAIGNS } from "../giveaway/campaigns";
import type { Operator } from "./operators";

/**
 * The console's giveaway (docs/decisions/019-giveaway-console.md). The draw job commits,
 * draws and publishes on the landing page by itself; what is left to people is reaching the winner
 * and delivering the prize. The operator sees the draws with the winning order (to find its contact)
 * and records those two steps, audited; nothing here can write a draw's result.
 */
export const PRIZE_STEPS = ["contacted", "delivered"] as const;
export type PrizeStep = (typeof PRIZE_STEPS)[number];

export const PRIZE_NOTE_MAX = 500;

export const prizeSubject = (campaign: string, weekStart: Date) => `giveaway:${campaign}:${weekStart.toISOString()}`;

/** A drawn week as the operator needs it: the winning order in full (the console may see it) and the steps done. */
export interface DrawnWeek {
  weekStart: Date;
  weekEnd: Date;
  drawnAt: Date;
  entriesCount: number;
  winner: { orderId: string | null; number: string | null; contact: string | null } | null;
  contactedAt: Date | null;
  deliveredAt: Date | null;
  note: string | null;
}

export interface GiveawayAdminStore {
  drawnWeeks(campaign: string, limit: number): Promise<DrawnWeek[]>;
  /** This running week's entries so far: completed orders with the code (number and id). */
  entriesOf(promoCode: string, start: Date, end: Date, limit: number): Promise<{ orderId: string; number: string }[]>;
  /**
   * Under the prize row's lock: records `step` once (delivered only after contacted), with the audit
   * entry in the same transaction. "done" when it was already recorded, so ten clicks make one entry.
   */
  mark(
    campaign: string,
    weekStart: Date,
    step: PrizeStep,
    note: string | null,
    audit: { operatorId: string; requestId: string | null },
    now: Date,
  ): Promise<"marked" | "done" | "notDrawn" | "noWinner" | "notContacted">;
}

export type PrizeMarkError =
  "adminPromo.prizeNotDrawn" | "adminPromo.prizeNoWinner" | "adminPromo.prizeNotContacted" | "adminPromo.prizeInvalid";

export function createGiveawayAdmin(deps: { store: GiveawayAdminStore; giveaway: Pick<Giveaway, "publicDraws"> }) {
  const { store, giveaway } = deps;
  return {
    async overview(now: Date): Promise<
      {
        campaign: string;
        public: PublicGiveaway;
        entries: { orderId: string; number: string }[];
        drawn: DrawnWeek[];
      }[]
    > {
      const campaigns = [];
      for (const campaign of GIVEAWAY_CAMPAIGNS) {
        const shown = await giveaway.publicDraws(campaign.slug, now);
        if (!shown) continue;
        campaigns.push({
          campaign: campaign.slug,
          public: shown,
          // The entries the draw will read: from the week's entriesFrom, none in a week without a draw.
          entries: shown.current.entriesFrom
            ? await store.entriesOf(
                campaign.promoCode,
                new Date(shown.current.entriesFrom),
                new Date(shown.current.endsAt),
                200,
              )
            : [],
          drawn: await store.drawnWeeks(campaign.slug, 12),
        });
      }
      return campaigns;
    },

    async mark(
      operator: Operator,
      input: { campaign: string; weekStart: string; step: string; note: string },
      requestId: string | null,
      now = new Date(),
    ): Promise<{ ok: true; changed: boolean } | Failure<PrizeMarkError>> {
      const weekStart = new Date(input.weekStart);
      const note = input.note.trim();
      if (
        !GIVEAWAY_CAMPAIGNS.some((campaign) => campaign.slug === input.campaign) ||
        Number.isNaN(weekStart.getTime()) ||
        !(PRIZE_STEPS as readonly string[]).includes(input.step) ||
        note.length > PRIZE_NOTE_MAX
      )
        return failure("adminPromo.prizeInvalid");
      const outcome = await store.mark(
        input.campaign,
        weekStart,
        input.step as PrizeStep,
        note || null,
        { operatorId: operator.userId, requestId },
        now,
      );
      if (outcome === "marked") return { ok: true, changed: true };
      if (outcome === "done") return { ok: true, changed: false };
      return failure(
        outcome === "notDrawn"
          ? "adminPromo.prizeNotDrawn"
          : outcome === "noWinner"
            ? "adminPromo.prizeNoWinner"
            : "adminPromo.prizeNotContacted",
      );
    },
  };
}

export type GiveawayAdmin = ReturnType<typeof createGiveawayAdmin>;
