/**
 * The database schema. Tables are plural snake_case and every table has created_at.
 * One file per module of core; drizzle-kit turns changes here into the committed SQL migrations in
 * ../migrations.
 *
 * Text columns that hold a domain value carry its type with `$type` (no SQL change): only this
 * shop's code writes them, from values core has already validated, so rows read back need no casts.
 */
export * from "./catalog";
export * from "./auth";
export * from "./wallet";
export * from "./records";
export * from "./promos";
export * from "./orders";
export * from "./rate-limits";
export * from "./giveaway";
export * from "./survey";
export * from "./admin";
export * from "./payments";
export * from "./art";
export * from "./alerts";
export * from "./supply";
