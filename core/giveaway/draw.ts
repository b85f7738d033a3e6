import { createHash, randomBytes } from "node:crypto";

/**
 * The provably fair draw, defined here once: the shop, the landing page's explanation and
 * scripts/verify-giveaway-draw.ts all use these functions.
 *
 * - The secret is 32 random bytes written as 64 lowercase hex characters; "the secret" always means
 *   that text.
 * - The commitment, published before the week starts, is SHA-256 of the secret's text, in hex.
 * - The entries are the week's order numbers as published, masked ("GW****22", mask.ts), sorted by
 *   character code (plain ASCII order).
 * - The winner's index is the first 8 bytes of SHA-256(secret "\n" entry1 "\n" entry2 ... entryN),
 *   read as an unsigned big-endian integer, modulo the number of entries (0-based).
 *
 * Anyone can recompute it: `printf '%s\n%s\n%s' SECRET ENTRY1 ENTRY2 | sha256sum`, then take the
 * first 16 hex digits modulo N. Nobody could pick the winner: the secret was fixed before any entry
 * existed, and entries cannot be chosen to suit an unknown secret.
 */
export const SECRET_PATTERN = /^[0-9a-f]{64}$/;

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

export function newSecret(): string {
  return randomBytes(32).toString("hex");
}

export function commitmentOf(secret: string): string {
  return sha256(secret);
}

/** The entries in the order the draw reads them. */
export function sortEntries(entries: readonly string[]): string[] {
  return [...entries].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A short fingerprint of the entry list as drawn: SHA-256 of the sorted entries joined by "\n". */
export function entriesDigest(entries: readonly string[]): string {
  return sha256(sortEntries(entries).join("\n"));
}

export interface DrawOutcome {
  /** The sorted entries. */
  entries: string[];
  /** The hash the index comes from, in hex. */
  hash: string;
  /** 0-based position of the winner in `entries`; null when nobody entered. */
  index: number | null;
  winner: string | null;
}

export function drawWinner(secret: string, entries: readonly string[]): DrawOutcome {
  const sorted = sortEntries(entries);
  const hash = sha256([secret, ...sorted].join("\n"));
  if (sorted.length === 0) return { entries: sorted, hash, index: null, winner: null };
  const index = winnerIndexOf(hash, sorted.length);
  return { entries: sorted, hash, index, winner: sorted[index]! };
}

/** The first 8 bytes (16 hex digits) of the hash as an unsigned integer, modulo the count: exact, in BigInt. */
export function winnerIndexOf(hash: string, count: number): number {
  return Number(BigInt(`0x${hash.slice(0, 16)}`) % BigInt(count));
}
