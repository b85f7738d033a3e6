import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { AlertChannel, AlertEvent, AlertKind, AlertPhase } from "../../../core/alerts/alerts";
import type { Language } from "../../../core/locales";
import { operators } from "./admin";

/**
 * Incidents (core/alerts/alerts.ts, decision 046): at most one open per key, which the partial
 * unique index guarantees with several servers: whoever inserts it sends, the others count.
 */
export const alertIncidents = pgTable(
  "alert_incidents",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").$type<AlertKind>().notNull(),
    key: text("key").notNull(),
    /** The event that opened it, as its messages name it. */
    event: jsonb("event").$type<AlertEvent>().notNull(),
    count: integer("count").notNull().default(1),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("alert_incidents_open_key")
      .on(table.key)
      .where(sql`${table.closedAt} IS NULL`),
  ],
);

/**
 * The outbox of alert messages: one row per incident, phase, operator and channel (the unique key
 * makes a second queueing a no-op); the alert job sends and records the outcome.
 */
export const alertMessages = pgTable(
  "alert_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    incidentId: bigint("incident_id", { mode: "number" })
      .notNull()
      .references(() => alertIncidents.id, { onDelete: "cascade" }),
    phase: text("phase").$type<AlertPhase>().notNull(),
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operators.userId, { onDelete: "cascade" }),
    channel: text("channel").$type<AlertChannel>().notNull(),
    address: text("address").notNull(),
    language: text("language").$type<Language>().notNull(),
    status: text("status").$type<"pending" | "sent" | "failed">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Not before: a channel's flood control asked us to wait. */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    leasedUntil: timestamp("leased_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("alert_messages_once").on(table.incidentId, table.phase, table.operatorId, table.channel),
    index("alert_messages_pending_idx")
      .on(table.dueAt)
      .where(sql`${table.status} = 'pending'`),
    index("alert_messages_operator_idx").on(table.operatorId, table.createdAt),
    check("alert_messages_phase", sql`${table.phase} in ('opened', 'cleared')`),
    check("alert_messages_channel", sql`${table.channel} in ('telegram', 'email')`),
  ],
);

/** What each operator wants to be told, and where (set on their console page; none: nothing). */
export const operatorAlerts = pgTable("operator_alerts", {
  operatorId: uuid("operator_id")
    .primaryKey()
    .references(() => operators.userId, { onDelete: "cascade" }),
  telegramChatId: text("telegram_chat_id"),
  /** An e-mail address for alerts, or null: no e-mail. */
  email: text("email"),
  kinds: jsonb("kinds")
    .$type<AlertKind[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  language: text("language").$type<Language>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
