import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ProviderAnswerKind } from "../../../core/records/provider-answers";
import { orders } from "./orders";

/** Messages the sandbox providers "send": kept here instead of leaving the machine. */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** The order a message is about (receipts); null for sign-in codes and analytics. */
    orderId: uuid("order_id"),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("outbox_messages_order_idx")
      .on(table.orderId)
      .where(sql`${table.orderId} IS NOT NULL`),
  ],
);

/**
 * The operators' audit log (core/records/audit.ts). Append-only: migration 0024 adds a trigger that
 * refuses UPDATE and DELETE. No foreign key to users: an entry outlives the account it names.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    operatorId: uuid("operator_id"),
    action: text("action").notNull(),
    subject: text("subject").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason"),
    requestId: text("request_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_subject_idx").on(table.subject, table.createdAt),
    // The audit page's search (adapters/db/records/audit-repository.ts): newest first, by operator or not.
    index("audit_log_created_idx").on(table.createdAt),
    index("audit_log_operator_idx").on(table.operatorId, table.id),
    // Entries about an order under another subject (a compensation is the buyer's, naming the order).
    index("audit_log_order_idx")
      .on(sql`(${table.after}->>'orderId')`)
      .where(sql`${table.after} ? 'orderId'`),
  ],
);

/**
 * What payment providers and the supplier answered about an order, as they said it (secrets and card
 * data redacted before writing, core/records/provider-answers.ts), for the console's timeline.
 */
export const providerAnswers = pgTable(
  "provider_answers",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    kind: text("kind").$type<ProviderAnswerKind>().notNull(),
    answer: jsonb("answer").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("provider_answers_order_idx").on(table.orderId, table.id)],
);
