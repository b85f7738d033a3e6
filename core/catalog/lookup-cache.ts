import type { LookupResult, PlayerLookup } from "./player-lookup";

/** How long a player check's answer is reused for the same game account, and how many are kept. */
export const LOOKUP_CACHE = { seconds: 600, entries: 20_000 } as const;

/** One game account's key: its game and fields, in a fixed order. */
function keyOf(gameSlug: string, account: Record<string, string>): string {
  const fields = Object.keys(account)
    .sort()
    .map((name) => [name, account[name]]);
  return JSON.stringify([gameSlug, fields]);
}

/**
 * The player check with a memory of its answers per game account: a buyer typing, pausing and
 * typing the same ID again, or the check repeated at order time, asks the supplier once per
 * `seconds`, which bounds what the checks cost. Only answers are kept: "unavailable" is asked again
 * next time. The oldest answers go first when `entries` are kept.
 */
export function cachedPlayerLookup(
  inner: PlayerLookup,
  options: { seconds?: number; entries?: number; clock?: () => number } = {},
): PlayerLookup {
  const ttlMs = (options.seconds ?? LOOKUP_CACHE.seconds) * 1000;
  const limit = options.entries ?? LOOKUP_CACHE.entries;
  const now = options.clock ?? Date.now;
  const answers = new Map<string, { result: LookupResult; until: number }>();

  return {
    async lookup(gameSlug, account, signal) {
      const key = keyOf(gameSlug, account);
      const kept = answers.get(key);
      if (kept && kept.until > now()) return kept.result;
      if (kept) answers.delete(key);
      const result = await inner.lookup(gameSlug, account, signal);
      if (result.status === "unavailable" || ttlMs === 0) return result;
      answers.delete(key);
      answers.set(key, { result, until: now() + ttlMs });
      // A Map iterates in insertion order: its first key is the oldest answer.
      while (answers.size > limit) answers.delete(answers.keys().next().value!);
      return result;
    },
  };
}
