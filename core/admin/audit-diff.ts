import type { Currency } from "../money";
import { isAuditField, moneyCurrency, type AuditField } from "./audit-words";

/** One field an operator action changed (or set), as the console lists it. */
export interface AuditChange {
  /** The field's path: "gold", "after.method", "roles.0". */
  field: string;
  /** The field named in words (its path's last part), when the console knows it. */
  known?: AuditField;
  before: string | null;
  after: string | null;
  /** The values are amounts in minor units of this currency (each side's own, if they differ). */
  beforeCurrency?: Currency;
  afterCurrency?: Currency;
}

interface Flat {
  value: string;
  currency?: Currency;
}

/** Flattens a stored before/after value to its fields: nested objects become dotted paths. */
function flatten(value: unknown, path: string, into: Map<string, Flat>, parent?: Record<string, unknown>): void {
  if (value === null || value === undefined) return;
  if (typeof value === "object") {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    if (entries.length === 0) into.set(path || "value", { value: Array.isArray(value) ? "[]" : "{}" });
    const siblings = Array.isArray(value) ? undefined : (value as Record<string, unknown>);
    for (const [key, item] of entries) flatten(item, path ? `${path}.${key}` : key, into, siblings);
    return;
  }
  const name = path.slice(path.lastIndexOf(".") + 1);
  const currency = typeof value === "number" ? moneyCurrency(name, parent) : undefined;
  into.set(path || "value", currency ? { value: String(value), currency } : { value: String(value) });
}

/**
 * An audit entry's before and after as a readable list of what changed (not raw JSON):
 * every field whose value differs, in the order they first appear; a field only after is "set", only
 * before is "removed". Fields the same on both sides are left out: they did not change.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const was = new Map<string, Flat>();
  const now = new Map<string, Flat>();
  flatten(before, "", was);
  flatten(after, "", now);
  const fields = [...new Set([...was.keys(), ...now.keys()])];
  return fields
    .filter((field) => was.get(field)?.value !== now.get(field)?.value)
    .map((field) => {
      const name = field.slice(field.lastIndexOf(".") + 1);
      const from = was.get(field);
      const to = now.get(field);
      return {
        field,
        ...(isAuditField(name) ? { known: name } : {}),
        before: from?.value ?? null,
        after: to?.value ?? null,
        ...(from?.currency ? { beforeCurrency: from.currency } : {}),
        ...(to?.currency ? { afterCurrency: to.currency } : {}),
      };
    });
}
