import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import type { IdentityProvider } from "../../../core/auth/sign-in";

export const users = pgTable("users", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  displayName: text("display_name"),
  email: text("email"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sign-in sessions. The access token itself is never stored: only its SHA-256, so a leaked table
 * cannot be replayed as sessions.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /**
     * How the session was opened: a sign-in provider's name ("google", "whatsapp"...), or "link" for a
     * one-time sign-in link; null for sessions older than this column. Only a recent sign-in with a
     * provider proves the account's owner is here (core/auth/link-request.ts).
     */
    openedBy: text("opened_by"),
    /** When the owner asked to link another sign-in method to the account (the next sign-in links it). */
    linkRequestedAt: timestamp("link_requested_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

/** Sign-in methods linked to a user: one row per provider account (Google sub, Telegram id...). */
export const identities = pgTable(
  "identities",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").$type<IdentityProvider>().notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    displayName: text("display_name"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("identities_provider_subject").on(table.provider, table.subject),
    index("identities_user_idx").on(table.userId),
  ],
);

/** WhatsApp sign-in codes, hashed; kept short-lived (see core/auth/whatsapp-otp.ts). */
export const whatsappCodes = pgTable(
  "whatsapp_codes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("whatsapp_codes_phone_idx").on(table.phone, table.createdAt)],
);

/** One-time sign-in codes for another device (core/auth/sign-in-codes.ts), stored as hashes. */
export const signInCodes = pgTable(
  "sign_in_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sign_in_codes_user_idx").on(table.userId)],
);
