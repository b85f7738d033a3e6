/** One field an operator action changed (or set), as the console lists it. */
export interface AuditChange {
  /** The field's path: "gold", "after.method", "roles.0". */
  field: string;
  before: string | null;
  after: string | null;
}

/** Flattens a stored before/after value to its fields: nested objects become dotted paths. */
function flatten(value: unknown, path: string, into: Map<string, string>): void {
  if (value === null || value === undefined) return;
  if (typeof value === "object") {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    if (entries.length === 0) into.set(path || "value", Array.isArray(value) ? "[]" : "{}");
    for (const [key, item] of entries) flatten(item, path ? `${path}.${key}` : key, into);
    return;
  }
  into.set(path || "value", String(value));
}

/**
 * An audit entry's before and after as a readable list of what changed (not raw JSON):
 * every field whose value differs, in the order they first appear; a field only after is "set", only
 * before is "removed". Fields the same on both sides are left out: they did not change.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = new Map<string, string>();
  const now = new Map<string, string>();
  flatten(before, "", was);
  flatten(after, "", now);
  const fields = [...new Set([...was.keys(), ...now.keys()])];
  return fields
    .filter((field) => was.get(field) !== now.get(field))
    .map((field) => ({ field, before: was.get(field) ?? null, after: now.get(field) ?? null }));
}
