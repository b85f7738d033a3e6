/**
 * Game search that forgives what buyers do on phones: any case, missing or extra spaces, accents,
 * and a typo or two ("genshn", "mobilelegend"). Shared by the instant search in the browser and the
 * server's ?q= fallback.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

/** The fewest edits turning `pattern` into some substring of `text` (Sellers' algorithm). */
function substringDistance(pattern: string, text: string): number {
  let previous = new Array<number>(text.length + 1).fill(0);
  for (let i = 1; i <= pattern.length; i++) {
    const current = new Array<number>(text.length + 1);
    current[0] = i;
    for (let j = 1; j <= text.length; j++) {
      const substitution = previous[j - 1]! + (pattern[i - 1] === text[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return Math.min(...previous);
}

/**
 * The catalog's terms, normalized once: the same few hundred names and aliases were normalized again
 * for every game on every keystroke and every ?q= page, a large share of a search render (decision 028
 * has the figures). Bounded, in case terms ever come from elsewhere.
 */
const normalizedTerms = new Map<string, string>();
const MAX_REMEMBERED_TERMS = 5_000;

function normalizedTerm(term: string): string {
  let normalized = normalizedTerms.get(term);
  if (normalized === undefined) {
    if (normalizedTerms.size >= MAX_REMEMBERED_TERMS) normalizedTerms.clear();
    normalized = normalizeSearchText(term);
    normalizedTerms.set(term, normalized);
  }
  return normalized;
}

/** How well a normalized query matches a set of terms: 0 best (prefix), 1 substring, 2 fuzzy, undefined no match. */
function rank(needle: string, terms: readonly string[]): number | undefined {
  if (!needle) return 0;
  let best: number | undefined;
  const allowedTypos = needle.length >= 8 ? 2 : needle.length >= 4 ? 1 : 0;
  for (const term of terms) {
    const haystack = normalizedTerm(term);
    let rank: number | undefined;
    if (haystack.startsWith(needle)) rank = 0;
    else if (haystack.includes(needle)) rank = 1;
    else if (allowedTypos > 0 && substringDistance(needle, haystack) <= allowedTypos) rank = 2;
    if (rank !== undefined && (best === undefined || rank < best)) best = rank;
    if (best === 0) break;
  }
  return best;
}

/** The items matching the query, best matches first, catalog order kept among equals. */
export function searchGames<T extends { searchTerms: readonly string[] }>(query: string, items: readonly T[]): T[] {
  const needle = normalizeSearchText(query);
  return items
    .map((item, index) => ({ item, index, rank: rank(needle, item.searchTerms) }))
    .filter((entry): entry is { item: T; index: number; rank: number } => entry.rank !== undefined)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}
