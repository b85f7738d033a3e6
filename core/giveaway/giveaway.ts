import { findCampaign, GIVEAWAY_CAMPAIGNS, type GiveawayCampaign } from "./campaigns";
import { commitmentOf, drawWinner, entriesDigest, newSecret } from "./draw";
import { gameIdOf, maskId } from "./mask";
import { nextWeek, weekOf, type GiveawayWeek } from "./weeks";

/** A completed order with the campaign's code, as the draw reads it. */
export interface GiveawayEntry {
  orderId: string;
  number: string;
  accountLabel: string;
}

/** What a draw writes, decided from the secret and the week's entries. */
export interface DrawResult {
  /** The sorted order numbers, as hashed. */
  entries: string[];
  entriesDigest: string;
  winnerIndex: number | null;
  winnerOrderId: string | null;
  /** Masked already: the full game ID is never stored with the draw. */
  winnerGameId: string | null;
}

/** One week's row: its commitment from before the week, and after the draw its result. */
export interface DrawRecord {
  campaign: string;
  weekStart: Date;
  weekEnd: Date;
  commitment: string;
  secret: string;
  createdAt: Date;
  drawnAt: Date | null;
  entries: string[] | null;
  entriesDigest: string | null;
  winnerIndex: number | null;
  winnerGameId: string | null;
}

export interface GiveawayStore {
  /** Stores the week's commitment unless it has one (several servers may try at once); true when this call did. */
  commit(campaign: string, week: GiveawayWeek, secret: string, commitment: string): Promise<boolean>;
  /** Weeks ended by `endedBy` and not drawn yet. */
  undrawn(endedBy: Date): Promise<{ campaign: string; weekStart: Date }[]>;
  /**
   * Draws the week once: under its row's lock, if it is still undrawn, reads its entries (orders
   * completed with the code within the week, still complete and not refunded) and writes what
   * `decide` makes of them. False when another server drew it first.
   */
  drawOnce(
    campaign: string,
    weekStart: Date,
    promoCode: string,
    decide: (secret: string, entries: GiveawayEntry[]) => DrawResult,
    now: Date,
  ): Promise<boolean>;
  /** The campaign's weeks, newest first. */
  draws(campaign: string, limit: number): Promise<DrawRecord[]>;
  /** The entries so far of a week that is still running. */
  countEntries(promoCode: string, week: GiveawayWeek): Promise<number>;
}

/** A week is drawn this long after it ends: a completion written in the week's last moment is in by then. */
export const DRAW_GRACE_MS = 10 * 60_000;
/** Past weeks shown and published. */
const PAST_WEEKS = 52;

export interface PublicPastDraw {
  week: string;
  startsAt: string;
  endsAt: string;
  commitment: string;
  committedAt: string;
  /** Null until the week is drawn. */
  drawnAt: string | null;
  secret: string | null;
  entries: string[] | null;
  entriesCount: number | null;
  entriesDigest: string | null;
  winner: { index: number; orderNumber: string; gameId: string } | null;
}

export interface PublicGiveaway {
  campaign: string;
  prize: string;
  promoCode: string;
  /** This week: its commitment and how many have entered so far (null if no commitment exists yet). */
  current: {
    week: string;
    startsAt: string;
    endsAt: string;
    commitment: string;
    committedAt: string;
    entriesCount: number;
  } | null;
  /** Next week's commitment, published ahead. */
  next: { week: string; startsAt: string; commitment: string; committedAt: string } | null;
  past: PublicPastDraw[];
}

export interface Giveaway {
  /** Commits to this week's and next week's secrets where missing; returns how many it created. */
  commitAhead(now: Date): Promise<number>;
  /** Draws every week that has ended (plus the grace) and is not drawn; returns how many this call drew. */
  drawDue(now: Date): Promise<number>;
  /** What the landing page and the public API show; undefined for an unknown campaign. */
  publicDraws(campaign: string, now: Date): Promise<PublicGiveaway | undefined>;
}

/** The draw's decision for one week: the one definition of draw.ts applied to the entries. */
export function decideDraw(secret: string, entries: readonly GiveawayEntry[]): DrawResult {
  const outcome = drawWinner(
    secret,
    entries.map((entry) => entry.number),
  );
  const winner = outcome.winner === null ? undefined : entries.find((entry) => entry.number === outcome.winner);
  return {
    entries: outcome.entries,
    entriesDigest: entriesDigest(outcome.entries),
    winnerIndex: outcome.index,
    winnerOrderId: winner?.orderId ?? null,
    winnerGameId: winner ? maskId(gameIdOf(winner.accountLabel)) : null,
  };
}

function publicPast(record: DrawRecord): PublicPastDraw {
  const drawn = record.drawnAt !== null;
  const index = record.winnerIndex;
  const number = index !== null ? record.entries?.[index] : undefined;
  return {
    week: weekOf(record.weekStart).key,
    startsAt: record.weekStart.toISOString(),
    endsAt: record.weekEnd.toISOString(),
    commitment: record.commitment,
    committedAt: record.createdAt.toISOString(),
    drawnAt: record.drawnAt?.toISOString() ?? null,
    // The secret stays unknown until the draw is made: knowing it earlier would tell who wins.
    secret: drawn ? record.secret : null,
    entries: drawn ? record.entries : null,
    entriesCount: drawn ? (record.entries?.length ?? 0) : null,
    entriesDigest: drawn ? record.entriesDigest : null,
    winner:
      drawn && index !== null && number !== undefined
        ? { index, orderNumber: maskId(number), gameId: record.winnerGameId ?? "****" }
        : null,
  };
}

export function createGiveaway(deps: {
  store: GiveawayStore;
  campaigns?: readonly GiveawayCampaign[];
  /** The secret source; tests fix it to check a draw against a known vector. */
  secret?: () => string;
}): Giveaway {
  const { store } = deps;
  const campaigns = deps.campaigns ?? GIVEAWAY_CAMPAIGNS;
  const secretOf = deps.secret ?? newSecret;
  const campaignOf = (slug: string) => campaigns.find((campaign) => campaign.slug === slug) ?? findCampaign(slug);

  return {
    async commitAhead(now) {
      const current = weekOf(now);
      let created = 0;
      for (const campaign of campaigns)
        for (const week of [current, nextWeek(current)]) {
          const secret = secretOf();
          if (await store.commit(campaign.slug, week, secret, commitmentOf(secret))) created += 1;
        }
      return created;
    },

    async drawDue(now) {
      let drawn = 0;
      for (const due of await store.undrawn(new Date(now.getTime() - DRAW_GRACE_MS))) {
        const campaign = campaignOf(due.campaign);
        if (!campaign) continue;
        if (await store.drawOnce(due.campaign, due.weekStart, campaign.promoCode, decideDraw, now)) drawn += 1;
      }
      return drawn;
    },

    async publicDraws(slug, now) {
      const campaign = campaignOf(slug);
      if (!campaign) return undefined;
      const current = weekOf(now);
      const following = nextWeek(current);
      const records = await store.draws(campaign.slug, PAST_WEEKS + 2);
      const find = (week: GiveawayWeek) =>
        records.find((record) => record.weekStart.getTime() === week.start.getTime());
      const thisWeek = find(current);
      const upcoming = find(following);
      return {
        campaign: campaign.slug,
        prize: campaign.prize,
        promoCode: campaign.promoCode,
        current: thisWeek
          ? {
              week: current.key,
              startsAt: current.start.toISOString(),
              endsAt: current.end.toISOString(),
              commitment: thisWeek.commitment,
              committedAt: thisWeek.createdAt.toISOString(),
              entriesCount: await store.countEntries(campaign.promoCode, current),
            }
          : null,
        next: upcoming
          ? {
              week: following.key,
              startsAt: following.start.toISOString(),
              commitment: upcoming.commitment,
              committedAt: upcoming.createdAt.toISOString(),
            }
          : null,
        past: records
          .filter((record) => record.weekEnd.getTime() <= current.start.getTime())
          .slice(0, PAST_WEEKS)
          .map(publicPast),
      };
    },
  };
}
