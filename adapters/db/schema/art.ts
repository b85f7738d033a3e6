import { customType, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Raw bytes (an image), as PostgreSQL's bytea and Node's Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Buffer }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * The art an operator uploaded per game (`game:<slug>`) and per payment method (`method:<id>`), by the
 * content hash of its resized widths (core/art/art.ts, decision 034). The upload itself is not kept.
 */
export const art = pgTable("art", {
  subject: text("subject").primaryKey(),
  hash: text("hash").notNull(),
  widths: integer("widths").array().notNull(),
  sourceFormat: text("source_format").notNull(),
  sourceWidth: integer("source_width").notNull(),
  sourceHeight: integer("source_height").notNull(),
  sourceBytes: integer("source_bytes").notNull(),
  updatedBy: uuid("updated_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each resized width of an upload, served at /media/<hash>-<width>.webp. Two subjects with the same
 * art share the rows; rows no subject names any more are deleted with the art that named them.
 */
export const artVariants = pgTable(
  "art_variants",
  {
    hash: text("hash").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    contentType: text("content_type").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.hash, table.width] })],
);
