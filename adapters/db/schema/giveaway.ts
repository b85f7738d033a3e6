import { sql } from "drizzle-orm";
import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";

/**
 * The weekly giveaway's draws (core/giveaway): one row per campaign and week, created with its
 * commitment before the week starts (several servers may try: the primary key keeps the first), and
 * completed once by the draw under the row's lock. `secret` is published only once `drawn_at` is set.
 */
export const giveawayDraws = pgTable(
  "giveaway_draws",
  {
    campaign: text("campaign").notNull(),
    /** Monday 00:00 in Jakarta (core/giveaway/weeks.ts). */
    weekStart: timestamp("week_start", { withTimezone: true }).notNull(),
    weekEnd: timestamp("week_end", { withTimezone: true }).notNull(),
    /** SHA-256 of `secret`, public from the moment the row exists. */
    commitment: text("commitment").notNull(),
    secret: text("secret").notNull(),
    /** The week's entries as drawn and published: sorted masked order numbers ("GW****22"). */
    entries: jsonb("entries").$type<string[]>(),
    entriesCount: integer("entries_count"),
    entriesDigest: text("entries_digest"),
    winnerIndex: integer("winner_index"),
    winnerOrderId: uuid("winner_order_id").references(() => orders.id, { onDelete: "set null" }),
    /** The winner's game ID, masked ("12****78"): the draw keeps nothing more of the person. */
    winnerGameId: text("winner_game_id"),
    drawnAt: timestamp("drawn_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.campaign, table.weekStart] }),
    index("giveaway_draws_undrawn_idx")
      .on(table.weekEnd)
      .where(sql`${table.drawnAt} IS NULL`),
  ],
);

/**
 * What people do after a giveaway draw (docs/decisions/019-giveaway-console.md): contacting the
 * winner and delivering the prize, each step once, by whom and when. A table of its own, so the
 * console never writes to giveaway_draws and cannot touch a draw's result.
 */
export const giveawayPrizes = pgTable(
  "giveaway_prizes",
  {
    campaign: text("campaign").notNull(),
    weekStart: timestamp("week_start", { withTimezone: true }).notNull(),
    contactedAt: timestamp("contacted_at", { withTimezone: true }),
    contactedBy: uuid("contacted_by"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    deliveredBy: uuid("delivered_by"),
    /** The operator's last note: how the winner was reached, the courier's tracking number... */
    note: text("note"),
  },
  (table) => [
    primaryKey({ columns: [table.campaign, table.weekStart] }),
    foreignKey({
      columns: [table.campaign, table.weekStart],
      foreignColumns: [giveawayDraws.campaign, giveawayDraws.weekStart],
    }),
  ],
);
