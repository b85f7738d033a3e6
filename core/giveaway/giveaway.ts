import { campaignOfPromoCode, findCampaign, GIVEAWAY_CAMPAIGNS, type GiveawayCampaign } from "./campaigns";
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
  /** The sorted masked order numbers, as hashed and published. */
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
  /**
   * Stores the week's commitment, published at `now`, unless it has one (several servers may try at
   * once); true when this call did.
   */
  commit(campaign: string, week: GiveawayWeek, secret: string, commitment: string, now: Date): Promise<boolean>;
  /** Weeks ended by `endedBy` and not drawn yet. */
  undrawn(endedBy: Date): Promise<{ campaign: string; weekStart: Date }[]>;
  /**
   * Draws the week once: under its row's lock, if it is still undrawn, reads its entries (orders
   * completed with the code from the week's entriesFrom to its end, still complete and not
   * refunded) and writes what `decide` makes of them. False when another server drew it first.
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
  /** The entries so far of a week that is still running: orders completed from `from` to `end`. */
  countEntries(promoCode: string, from: Date, end: Date): Promise<number>;
}

/** A week is drawn this long after it ends: a completion written in the week's last moment is in by then. */
export const DRAW_GRACE_MS = 10 * 60_000;
/** Past weeks shown and published. */
const PAST_WEEKS = 52;
/**
 * Weeks committed ahead, after this one: a shop down for up to four weeks still finds every week
 * it comes back to committed before it started. A week that has started is committed only when it
 * has no commitment at all (commitRunning), and then counts its entries from that moment.
 */
export const COMMIT_WEEKS_AHEAD = 4;

/**
 * When a week's entries start to count: its start, or the moment its commitment was published if
 * that came later (a fresh shop's first week, a shop down longer than COMMIT_WEEKS_AHEAD). Either way
 * the secret is fixed before every entry it decides: a commitment made after entries existed could
 * have been chosen knowing them, so those entries never count (decision 032).
 */
export function entriesFrom(record: { createdAt: Date; weekStart: Date }): Date {
  return record.createdAt.getTime() > record.weekStart.getTime() ? record.createdAt : record.weekStart;
}

/** Why a week has no draw: no commitment was ever published for it (the shop was down all week, say). */
export type NoDraw = "commitmentNotInTime";

/**
 * Which draw an order with the campaign's code enters if it completes now: the running week's, or
 * none when that week has no commitment. The landing page and the checkout's note both read it
 * (weekStanding), so the one cannot promise what the other denies.
 */
export interface WeekStanding {
  week: string;
  startsAt: string;
  endsAt: string;
  /** Set when the week has no draw; its orders enter nothing. */
  noDraw: NoDraw | null;
  /** From when the week's entries count (its start, or its commitment's publication if later); null without a draw. */
  entriesFrom: string | null;
}

/** The running week's standing with the campaign it is for, as checkout tells the buyer. */
export interface DrawStanding extends WeekStanding {
  campaign: string;
  prize: string;
  promoCode: string;
}

/** The running week's standing, from its row (undefined: never committed). */
export function weekStanding(week: GiveawayWeek, record: DrawRecord | undefined): WeekStanding {
  return {
    week: week.key,
    startsAt: week.start.toISOString(),
    endsAt: week.end.toISOString(),
    noDraw: record ? null : "commitmentNotInTime",
    entriesFrom: record ? entriesFrom(record).toISOString() : null,
  };
}

export interface PublicPastDraw {
  week: string;
  startsAt: string;
  endsAt: string;
  /** Set when the week is not drawn, and never will be; its entries took part in nothing. */
  noDraw: NoDraw | null;
  /** From when the week's entries counted; null without a draw. */
  entriesFrom: string | null;
  /** Null for a week that had no commitment at all. */
  commitment: string | null;
  committedAt: string | null;
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
  /** This week: which draw an order completed now enters, its commitment and how many have entered so far. */
  current: WeekStanding & {
    /** Null when the week has no draw. */
    commitment: string | null;
    committedAt: string | null;
    entriesCount: number;
  };
  /** Next week's commitment, published ahead. */
  next: { week: string; startsAt: string; commitment: string; committedAt: string } | null;
  past: PublicPastDraw[];
}

export interface Giveaway {
  /** Commits to the next COMMIT_WEEKS_AHEAD weeks' secrets where missing; returns how many it created. */
  commitAhead(now: Date): Promise<number>;
  /**
   * Commits to the running week where it has no commitment yet (a fresh shop's first week): its
   * entries count from `now`, the commitment's publication. Returns how many it created.
   */
  commitRunning(now: Date): Promise<number>;
  /** Campaigns whose running week has no commitment at all: no draw this week (operators are warned). */
  withoutDraw(now: Date): Promise<{ campaign: string; week: string }[]>;
  /** Draws every week that has ended (plus the grace) and is not drawn; returns how many this call drew. */
  drawDue(now: Date): Promise<number>;
  /** What the landing page and the public API show; undefined for an unknown campaign. */
  publicDraws(campaign: string, now: Date): Promise<PublicGiveaway | undefined>;
  /** The draw an order with this promo code enters if it completes now; undefined for a code of no campaign. */
  standing(promoCode: string, now: Date): Promise<DrawStanding | undefined>;
}

/**
 * The draw's decision for one week: the one definition of draw.ts applied to the entries as they
 * are published, masked ("GW****22"), never full: an order number and a game ID together open the
 * order lookup, and the list is public (decision 014). The hash reads the masked list, so anyone
 * can recompute the winner's position from what is published, and the shop has no choice left:
 * the masks are fixed by the orders. Two entries with the same mask sit side by side; which of them
 * a position names follows the full numbers' order, fixed before the draw.
 */
export function decideDraw(secret: string, entries: readonly GiveawayEntry[]): DrawResult {
  const byMask = entries
    .map((entry) => ({ entry, mask: maskId(entry.number) }))
    .sort((a, b) => compareText(a.mask, b.mask) || compareText(a.entry.number, b.entry.number));
  const outcome = drawWinner(
    secret,
    byMask.map((item) => item.mask),
  );
  const winner = outcome.index === null ? undefined : byMask[outcome.index]?.entry;
  return {
    entries: outcome.entries,
    entriesDigest: entriesDigest(outcome.entries),
    winnerIndex: outcome.index,
    winnerOrderId: winner?.orderId ?? null,
    winnerGameId: winner ? maskId(gameIdOf(winner.accountLabel)) : null,
  };
}

/** Plain character-code order, as draw.ts sorts. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A past week that has no row: nobody committed to it, so it was never going to be drawn. */
function uncommittedPast(week: GiveawayWeek): PublicPastDraw {
  return {
    week: week.key,
    startsAt: week.start.toISOString(),
    endsAt: week.end.toISOString(),
    noDraw: "commitmentNotInTime",
    entriesFrom: null,
    commitment: null,
    committedAt: null,
    drawnAt: null,
    secret: null,
    entries: null,
    entriesCount: null,
    entriesDigest: null,
    winner: null,
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
    // Every committed week is drawn, over the entries completed after its commitment was published.
    noDraw: null,
    entriesFrom: entriesFrom(record).toISOString(),
    commitment: record.commitment,
    committedAt: record.createdAt.toISOString(),
    drawnAt: record.drawnAt?.toISOString() ?? null,
    // The secret stays unknown until the draw is made: knowing it earlier would tell who wins.
    secret: drawn ? record.secret : null,
    // Masked again: idempotent for masked entries, and never a full number from an older row.
    entries: drawn ? (record.entries?.map(maskId) ?? null) : null,
    entriesCount: drawn ? (record.entries?.length ?? 0) : null,
    entriesDigest: drawn ? record.entriesDigest : null,
    winner:
      drawn && index !== null && number !== undefined
        ? { index, orderNumber: maskId(number), gameId: record.winnerGameId ?? "****" }
        : null,
  };
}

/**
 * The campaign's past weeks, newest first, from the week before this one back to its first
 * committed week: a week in between that has no row at all is listed too, without a draw.
 */
function pastWeeks(records: readonly DrawRecord[], current: GiveawayWeek): PublicPastDraw[] {
  const first = records.at(-1);
  if (!first) return [];
  const past: PublicPastDraw[] = [];
  for (
    let start = current.start.getTime();
    past.length < PAST_WEEKS && start > first.weekStart.getTime();
    start = weekOf(new Date(start - 1)).start.getTime()
  ) {
    const week = weekOf(new Date(start - 1));
    const record = records.find((candidate) => candidate.weekStart.getTime() === week.start.getTime());
    past.push(record ? publicPast(record) : uncommittedPast(week));
  }
  return past;
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

  /** The running week's row, if it has one (the newest rows are the weeks committed ahead, then this one). */
  const runningRecord = async (campaign: GiveawayCampaign, week: GiveawayWeek) =>
    (await store.draws(campaign.slug, COMMIT_WEEKS_AHEAD + 2)).find(
      (record) => record.weekStart.getTime() === week.start.getTime(),
    );
  const commit = async (campaign: GiveawayCampaign, week: GiveawayWeek, now: Date) => {
    const secret = secretOf();
    return store.commit(campaign.slug, week, secret, commitmentOf(secret), now);
  };

  return {
    async commitAhead(now) {
      const weeks: GiveawayWeek[] = [];
      for (let week = nextWeek(weekOf(now)); weeks.length < COMMIT_WEEKS_AHEAD; week = nextWeek(week)) weeks.push(week);
      let created = 0;
      for (const campaign of campaigns) for (const week of weeks) if (await commit(campaign, week, now)) created += 1;
      return created;
    },

    async commitRunning(now) {
      let created = 0;
      for (const campaign of campaigns) if (await commit(campaign, weekOf(now), now)) created += 1;
      return created;
    },

    async withoutDraw(now) {
      const current = weekOf(now);
      const missing: { campaign: string; week: string }[] = [];
      for (const campaign of campaigns)
        if (!(await runningRecord(campaign, current))) missing.push({ campaign: campaign.slug, week: current.key });
      return missing;
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
      const records = await store.draws(campaign.slug, PAST_WEEKS + COMMIT_WEEKS_AHEAD + 1);
      const find = (week: GiveawayWeek) =>
        records.find((record) => record.weekStart.getTime() === week.start.getTime());
      const thisWeek = find(current);
      const upcoming = find(following);
      return {
        campaign: campaign.slug,
        prize: campaign.prize,
        promoCode: campaign.promoCode,
        current: {
          ...weekStanding(current, thisWeek),
          commitment: thisWeek?.commitment ?? null,
          committedAt: thisWeek?.createdAt.toISOString() ?? null,
          entriesCount: thisWeek ? await store.countEntries(campaign.promoCode, entriesFrom(thisWeek), current.end) : 0,
        },
        next: upcoming
          ? {
              week: following.key,
              startsAt: following.start.toISOString(),
              commitment: upcoming.commitment,
              committedAt: upcoming.createdAt.toISOString(),
            }
          : null,
        past: pastWeeks(records, current),
      };
    },

    async standing(promoCode, now) {
      const campaign = campaignOfPromoCode(promoCode, campaigns);
      if (!campaign) return undefined;
      const current = weekOf(now);
      return {
        campaign: campaign.slug,
        prize: campaign.prize,
        promoCode: campaign.promoCode,
        ...weekStanding(current, await runningRecord(campaign, current)),
      };
    },
  };
}
