/**
 * An id as a log line shows it: its first eight characters and an ellipsis. An order's UUID is the
 * buyer's access to the order (its page and its public API answer whoever has it), so a log line
 * never carries one whole; eight hex digits still tell a day's orders apart, and an operator finds
 * them at the start of the order's address in the console.
 */
export function loggableId(id: string): string {
  return `${id.slice(0, 8)}…`;
}

/** A UUID anywhere in a text (in any letter case). */
export const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A text with every UUID in it shortened as loggableId does (a refund's key is "refund-<order's UUID>"). */
export function shortenUuids(text: string): string {
  return text.replace(UUID_IN_TEXT, (uuid) => loggableId(uuid));
}
