import { and, asc, desc, eq, isNull, lte, sql, type SQL } from "drizzle-orm";
import { entriesFrom, type GiveawayEntry, type GiveawayStore } from "../../../core/giveaway/giveaway";
import type { GiveawayWeek } from "../../../core/giveaway/weeks";
import type { Database } from "../database";
import { giveawayDraws, orderEvents, orders, refunds } from "../schema";

/**
 * The week's entries: orders with the campaign's code that reached `complete` from `start` (the
 * week's entriesFrom) to the week's end (the order event's time is the completion time), are
 * complete still and have no refund.
 */
export function entriesOf(promoCode: string, start: Date, end: Date): SQL {
  return and(
    eq(orders.promoCode, promoCode),
    eq(orders.status, "complete"),
    sql`EXISTS (SELECT 1 FROM ${orderEvents} WHERE ${orderEvents.orderId} = ${orders.id}
      AND ${orderEvents.toStatus} = 'complete'
      AND ${orderEvents.createdAt} >= ${start.toISOString()} AND ${orderEvents.createdAt} < ${end.toISOString()})`,
    sql`NOT EXISTS (SELECT 1 FROM ${refunds} WHERE ${refunds.orderId} = ${orders.id} AND ${refunds.kind} = 'order')`,
  )!;
}

/** The giveaway's weeks in PostgreSQL (table giveaway_draws). */
export function createGiveawayRepository(db: Database): GiveawayStore {
  return {
    async commit(campaign, week: GiveawayWeek, secret, commitment, now) {
      const created = await db
        .insert(giveawayDraws)
        .values({ campaign, weekStart: week.start, weekEnd: week.end, secret, commitment, createdAt: now })
        .onConflictDoNothing({ target: [giveawayDraws.campaign, giveawayDraws.weekStart] })
        .returning({ campaign: giveawayDraws.campaign });
      return created.length > 0;
    },

    async undrawn(endedBy) {
      return db
        .select({ campaign: giveawayDraws.campaign, weekStart: giveawayDraws.weekStart })
        .from(giveawayDraws)
        .where(and(isNull(giveawayDraws.drawnAt), lte(giveawayDraws.weekEnd, endedBy)))
        .orderBy(asc(giveawayDraws.weekStart));
    },

    async drawOnce(campaign, weekStart, promoCode, decide, now) {
      return db.transaction(async (tx) => {
        // A second server waits here for the first one's transaction, then finds the row drawn
        // (PostgreSQL checks the condition again on the locked row) and steps back.
        const [row] = await tx
          .select()
          .from(giveawayDraws)
          .where(
            and(
              eq(giveawayDraws.campaign, campaign),
              eq(giveawayDraws.weekStart, weekStart),
              isNull(giveawayDraws.drawnAt),
            ),
          )
          .for("update");
        if (!row) return false;
        const entries: GiveawayEntry[] = await tx
          .select({ orderId: orders.id, number: orders.number, accountLabel: orders.accountLabel })
          .from(orders)
          .where(entriesOf(promoCode, entriesFrom(row), row.weekEnd));
        const result = decide(row.secret, entries);
        await tx
          .update(giveawayDraws)
          .set({
            entries: result.entries,
            entriesCount: result.entries.length,
            entriesDigest: result.entriesDigest,
            winnerIndex: result.winnerIndex,
            winnerOrderId: result.winnerOrderId,
            winnerGameId: result.winnerGameId,
            drawnAt: now,
          })
          .where(and(eq(giveawayDraws.campaign, campaign), eq(giveawayDraws.weekStart, weekStart)));
        return true;
      });
    },

    async draws(campaign, limit) {
      return db
        .select()
        .from(giveawayDraws)
        .where(eq(giveawayDraws.campaign, campaign))
        .orderBy(desc(giveawayDraws.weekStart))
        .limit(limit);
    },

    async countEntries(promoCode, from, end) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(orders)
        .where(entriesOf(promoCode, from, end));
      return row?.count ?? 0;
    },
  };
}
