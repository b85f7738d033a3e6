/**
 * Intl formatters cost tens of microseconds to build and nothing to reuse, and a page formats dozens
 * of values (building them per call showed in the game page's render profile). One per
 * key (locale and options) for the life of the process; the key set is small and fixed by the code.
 */
const built = new Map<string, unknown>();

export function intlOnce<T>(key: string, make: () => T): T {
  let found = built.get(key) as T | undefined;
  if (found === undefined) {
    found = make();
    built.set(key, found);
  }
  return found;
}
