import { commitmentOf, drawWinner, entriesDigest, SECRET_PATTERN } from "./draw";
import type { PublicPastDraw } from "./giveaway";
import { maskId } from "./mask";

export interface DrawCheck {
  /**
   * True when the commitment, the entry list and the published winner all agree with the
   * recomputation. A fact the script reports, not a refusal: a week without a draw checks out as false.
   */
  checksOut: boolean;
  /** What was checked, one line each, for a person to read. */
  lines: string[];
}

/**
 * Recomputes a published draw from its public data alone (scripts/verify-giveaway-draw.ts): the
 * commitment must be SHA-256 of the revealed secret, and the winner must be the one draw.ts picks
 * from that secret and the published entries.
 */
export function checkPublishedDraw(draw: PublicPastDraw): DrawCheck {
  const lines = [`Week ${draw.week} (${draw.startsAt} to ${draw.endsAt})`];
  if (draw.noDraw !== null || draw.commitment === null || draw.committedAt === null) {
    lines.push("No draw: no commitment was published for this week, so no fair draw could be made.");
    return { checksOut: false, lines };
  }
  lines.push(`Commitment: ${draw.commitment}`);
  lines.push(
    `Committed at: ${draw.committedAt}${draw.committedAt <= draw.startsAt ? " (before the week)" : ` (after the week had started: entries count from ${draw.entriesFrom ?? draw.committedAt})`}`,
  );
  if (draw.secret === null || draw.entries === null) {
    lines.push("Not drawn yet: the secret is revealed after the week.");
    return { checksOut: false, lines };
  }
  let checksOut = true;
  const check = (label: string, good: boolean) => {
    lines.push(`${label}: ${good ? "yes" : "NO"}`);
    checksOut &&= good;
  };
  lines.push(`Secret: ${draw.secret}`);
  check("Secret is 32 bytes in hex", SECRET_PATTERN.test(draw.secret));
  check("Commitment matches SHA-256(secret)", commitmentOf(draw.secret) === draw.commitment);
  const outcome = drawWinner(draw.secret, draw.entries);
  lines.push(`Entries: ${outcome.entries.length}`);
  if (draw.entriesDigest !== null)
    check("Entry list matches its digest", entriesDigest(draw.entries) === draw.entriesDigest);
  lines.push(`SHA-256(secret, entries): ${outcome.hash}`);
  if (outcome.index === null) {
    lines.push("Winner: none (no entries)");
    check("Published result agrees", draw.winner === null);
  } else {
    lines.push(
      `Winner: ${outcome.winner} (index ${outcome.index} of ${outcome.entries.length}: 0x${outcome.hash.slice(0, 16)} mod ${outcome.entries.length})`,
    );
    check(
      "Published winner agrees",
      draw.winner !== null &&
        draw.winner.index === outcome.index &&
        draw.winner.orderNumber === maskId(outcome.winner!),
    );
  }
  lines.push(checksOut ? "RESULT: the draw checks out" : "RESULT: MISMATCH");
  return { checksOut, lines };
}
