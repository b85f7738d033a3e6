import { sql } from "drizzle-orm";
import { jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * The first survey's answers ("a survey gives a free month of subscription"): one row per
 * account, so a second completion is refused by the unique key even when sent many times at once.
 * The row is also the reward: a single-use voucher, spent by the order it became (an
 * order paid "voucher" of the same account) and given back when that order ends canceled
 * (core/survey/survey.ts voucherStanding): derived from the orders, so it cannot disagree with them.
 */
export const surveyResponses = pgTable("survey_responses", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  foundVia: text("found_via").notNull(),
  /** Slugs of the games the buyer plays. */
  games: jsonb("games").$type<string[]>().notNull(),
  priority: text("priority").notNull(),
  comment: text("comment"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
