/**
 * A winner is shown without giving away whom: the first two and last two characters of an order
 * number or game ID, with four stars between ("12345689" -> "12****89"). Always four stars, so the
 * length is not told either; an ID of five characters or fewer keeps only its first one.
 */
export function maskId(value: string): string {
  const id = value.trim();
  if (id.length === 0) return "****";
  if (id.length <= 5) return `${id[0]}****`;
  return `${id.slice(0, 2)}****${id.slice(-2)}`;
}

/** The game ID of an order's account label ("12345678 (1234)" -> "12345678"): its first word. */
export function gameIdOf(accountLabel: string): string {
  return accountLabel.trim().split(/\s+/)[0] ?? "";
}
