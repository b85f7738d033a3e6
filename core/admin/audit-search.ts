import { failure, type Failure } from "../failure";
import type { AuditEntry } from "../records/audit";
import type { Money } from "../money";
import { auditChanges, type AuditChange } from "./audit-diff";
import { auditAmount, auditSubject, isAuditAction, type AuditAction, type AuditSubject } from "./audit-words";
import { dayRangeIn } from "./console-time";

/** Entries per page of the audit log's search. */
export const AUDIT_PAGE_SIZE = 30;

/** The audit log's search as the store takes it: everything resolved to ids and instants. */
export interface AuditQuery {
  /** Entries by any of these operators (a name or e-mail can match several). */
  operatorIds?: string[];
  /** An action's name or its start: "buyer." finds every buyer action. */
  action?: string;
  /** Entries about any of these subjects ("order:<id>", "user:<id>"). */
  subjects?: string[];
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** The last entry of the page before (newest first). */
  beforeId?: number;
  limit: number;
}

/** Port: the audit log's search (the page at /admin/audit). */
export interface AuditSearch {
  search(query: AuditQuery): Promise<AuditEntry[]>;
  /** Operators whose user id, e-mail or name matches what was typed. */
  operatorsMatching(text: string): Promise<string[]>;
  /** Subjects an order number or a buyer's e-mail names; the text itself when it is a subject already. */
  subjectsMatching(text: string): Promise<string[]>;
  /** The names (or e-mails) of these operators, by user id. */
  operatorNames(ids: string[]): Promise<Map<string, string>>;
  /** What these subjects are called: an order's number ("order:<id>"), a buyer's name or e-mail ("user:<id>"). */
  subjectNames(subjects: string[]): Promise<Map<string, string>>;
}

/** An audit entry as the console lists it: who by name, what was done to what, and what changed as fields, not JSON. */
export interface AuditLine {
  id: number;
  action: string;
  /** The action when the console says it as a sentence; null: an action it does not know, shown as stored. */
  known: AuditAction | null;
  subject: string;
  about: AuditSubject;
  /** The money the action moved or set, if any. */
  amount: Money | null;
  operator: string | null;
  reason: string | null;
  createdAt: Date;
  changes: AuditChange[];
}

/** Entries made readable: each operator and subject named once, before/after as the fields that changed. */
export async function auditLines(
  entries: AuditEntry[],
  store: Pick<AuditSearch, "operatorNames" | "subjectNames">,
): Promise<AuditLine[]> {
  const ids = [...new Set(entries.flatMap((entry) => (entry.operatorId ? [entry.operatorId] : [])))];
  const subjects = [...new Set(entries.map((entry) => entry.subject))];
  const [names, subjectNames] = await Promise.all([
    ids.length ? store.operatorNames(ids) : new Map<string, string>(),
    subjects.length ? store.subjectNames(subjects) : new Map<string, string>(),
  ]);
  return entries.map((entry) => ({
    id: entry.id,
    action: entry.action,
    known: isAuditAction(entry.action) ? entry.action : null,
    subject: entry.subject,
    about: auditSubject(entry.subject, subjectNames),
    amount: auditAmount(entry.after),
    operator: entry.operatorId ? (names.get(entry.operatorId) ?? entry.operatorId) : null,
    reason: entry.reason,
    createdAt: entry.createdAt,
    changes: auditChanges(entry.before, entry.after),
  }));
}

/** The audit page's filters as its GET form sends them, every value text. */
export interface AuditFilterParams {
  operator?: string;
  action?: string;
  subject?: string;
  /** Days, YYYY-MM-DD, in the console's time zone: `to` includes its whole day. */
  from?: string;
  to?: string;
  before?: string;
}

export type AuditSearchInput =
  | { ok: true; query: Omit<AuditQuery, "operatorIds" | "subjects">; operator?: string; subject?: string }
  | Failure<"invalid", { field: AuditFilterField }>;

type AuditFilterField = "from" | "to" | "before";

/** Reads the page's filters: days in `timeZone`, the rest trimmed; a bad day or cursor is refused. */
export function auditSearchInput(params: AuditFilterParams, timeZone: string): AuditSearchInput {
  const invalid = (field: AuditFilterField) => failure("invalid", { field });
  const text = (value: string | undefined) => (value?.trim() ? value.trim().slice(0, 120) : undefined);
  // Days of the console's clock: `to` up to its next day's midnight (23 or 25 hours later across a DST change).
  const days = dayRangeIn({ from: params.from, to: params.to }, timeZone);
  if (!days.ok) return days;
  const { from, to } = days;
  if (from && to && from >= to) return invalid("to");
  const before = text(params.before);
  if (before !== undefined && !/^\d{1,15}$/.test(before)) return invalid("before");
  return {
    ok: true,
    query: {
      action: text(params.action),
      from,
      to,
      beforeId: before === undefined ? undefined : Number(before),
      limit: AUDIT_PAGE_SIZE,
    },
    operator: text(params.operator),
    subject: text(params.subject),
  };
}

/**
 * Runs a search: the operator and subject typed are resolved first; one that names nobody finds
 * nothing (rather than everything).
 */
export async function searchAudit(store: AuditSearch, input: Extract<AuditSearchInput, { ok: true }>) {
  const operatorIds = input.operator ? await store.operatorsMatching(input.operator) : undefined;
  const subjects = input.subject ? await store.subjectsMatching(input.subject) : undefined;
  if (operatorIds?.length === 0 || subjects?.length === 0) return [];
  return store.search({ ...input.query, operatorIds, subjects });
}
