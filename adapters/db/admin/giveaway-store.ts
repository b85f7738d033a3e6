import { and, desc, eq, isNotNull } from "drizzle-orm";
import { prizeSubject, type GiveawayAdminStore } from "../../../core/admin/giveaway-admin";
import { createAuditRepository } from "../records/audit-repository";
import type { Database } from "../database";
import { entriesOf } from "../giveaway/giveaway-repository";
import { giveawayDraws, giveawayPrizes, orders } from "../schema";

/** The console's giveaway in PostgreSQL: reads the draws, writes only giveaway_prizes and the audit log. */
export function createGiveawayAdminStore(db: Database): GiveawayAdminStore {
  return {
    async drawnWeeks(campaign, limit) {
      const rows = await db
        .select({
          weekStart: giveawayDraws.weekStart,
          weekEnd: giveawayDraws.weekEnd,
          drawnAt: giveawayDraws.drawnAt,
          entriesCount: giveawayDraws.entriesCount,
          winnerIndex: giveawayDraws.winnerIndex,
          winnerOrderId: giveawayDraws.winnerOrderId,
          number: orders.number,
          email: orders.contactEmail,
          phone: orders.contactPhone,
          contactedAt: giveawayPrizes.contactedAt,
          deliveredAt: giveawayPrizes.deliveredAt,
          note: giveawayPrizes.note,
        })
        .from(giveawayDraws)
        .leftJoin(orders, eq(orders.id, giveawayDraws.winnerOrderId))
        .leftJoin(
          giveawayPrizes,
          and(
            eq(giveawayPrizes.campaign, giveawayDraws.campaign),
            eq(giveawayPrizes.weekStart, giveawayDraws.weekStart),
          ),
        )
        .where(and(eq(giveawayDraws.campaign, campaign), isNotNull(giveawayDraws.drawnAt)))
        .orderBy(desc(giveawayDraws.weekStart))
        .limit(limit);
      return rows.map((row) => ({
        weekStart: row.weekStart,
        weekEnd: row.weekEnd,
        drawnAt: row.drawnAt!,
        entriesCount: row.entriesCount ?? 0,
        // The order may be gone (a deleted account nulls it): the draw still had a winner.
        winner:
          row.winnerIndex === null
            ? null
            : {
                orderId: row.winnerOrderId,
                number: row.number,
                contact: [row.email, row.phone].filter(Boolean).join(" · ") || null,
              },
        contactedAt: row.contactedAt,
        deliveredAt: row.deliveredAt,
        note: row.note,
      }));
    },

    async entriesOf(promoCode, start, end, limit) {
      // The draw's own definition of an entry: completed within the week, not refunded.
      return db
        .select({ orderId: orders.id, number: orders.number })
        .from(orders)
        .where(entriesOf(promoCode, start, end))
        .orderBy(desc(orders.createdAt))
        .limit(limit);
    },

    async mark(campaign, weekStart, step, note, context, now) {
      return db.transaction(async (tx) => {
        const [draw] = await tx
          .select({ drawnAt: giveawayDraws.drawnAt, winnerIndex: giveawayDraws.winnerIndex })
          .from(giveawayDraws)
          .where(and(eq(giveawayDraws.campaign, campaign), eq(giveawayDraws.weekStart, weekStart)));
        if (!draw?.drawnAt) return "notDrawn";
        if (draw.winnerIndex === null) return "noWinner";
        await tx.insert(giveawayPrizes).values({ campaign, weekStart }).onConflictDoNothing();
        const [prize] = await tx
          .select()
          .from(giveawayPrizes)
          .where(and(eq(giveawayPrizes.campaign, campaign), eq(giveawayPrizes.weekStart, weekStart)))
          .for("update");
        if (!prize) return "notDrawn";
        const before = {
          contactedAt: prize.contactedAt?.toISOString() ?? null,
          deliveredAt: prize.deliveredAt?.toISOString() ?? null,
        };
        if (step === "contacted" ? prize.contactedAt : prize.deliveredAt) return "done";
        if (step === "delivered" && !prize.contactedAt) return "notContacted";
        const change =
          step === "contacted"
            ? { contactedAt: now, contactedBy: context.operatorId }
            : { deliveredAt: now, deliveredBy: context.operatorId };
        await tx
          .update(giveawayPrizes)
          .set({ ...change, ...(note ? { note } : {}) })
          .where(and(eq(giveawayPrizes.campaign, campaign), eq(giveawayPrizes.weekStart, weekStart)));
        await createAuditRepository(tx).append({
          operatorId: context.operatorId,
          action: step === "contacted" ? "giveaway.winnerContacted" : "giveaway.prizeDelivered",
          subject: prizeSubject(campaign, weekStart),
          before,
          after: { ...before, [`${step}At`]: now.toISOString() },
          reason: note,
          requestId: context.requestId,
        });
        return "marked";
      });
    },
  };
}
