import { failure, type Failure } from "../failure";
import { CURRENCIES, decimalText, type Currency } from "../money";
import type { AuditEntryInput } from "../records/audit";
import { parseAmount } from "./compensation";
import type { Operator } from "./operators";
import type { SupportLimitMap, SupportLimitSource } from "./support-limit-source";

/**
 * Support's money ceilings as settings an admin changes in the console ("admin: settings"):
 * per refund and per compensation, per currency, in minor units. The environment's IDR values are the
 * defaults until an admin sets one; an admin may also clear a currency (support is then refused in it).
 */
export const LIMIT_KINDS = ["refund", "compensation"] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export const SETTING_REASON_MAX = 500;

/** The settings table's key of one limit: one row per kind and currency, so two currencies never contend. */
export const limitKey = (kind: LimitKind, currency: Currency) => `supportLimit.${kind}.${currency}`;
export const settingSubject = (key: string) => `setting:${key}`;

/** A settings row as the store reads it, with the name of the operator who wrote it. */
export interface StoredSetting {
  key: string;
  value: unknown;
  updatedBy: string | null;
  updatedByName: string | null;
  updatedAt: Date;
}

/** One limit as the console shows it: its amount (null: refused) and where it comes from. */
export interface SupportLimit {
  kind: LimitKind;
  currency: Currency;
  amount: number | null;
  source: "environment" | "set";
  updatedBy: string | null;
  updatedByName: string | null;
  updatedAt: Date | null;
}

/** The stored value's amount: `{ amount: n }` or `{ amount: null }` (cleared); undefined for anything else. */
export function storedAmount(value: unknown): number | null | undefined {
  if (typeof value !== "object" || value === null || !("amount" in value)) return undefined;
  const amount = (value as { amount: unknown }).amount;
  if (amount === null) return null;
  return typeof amount === "number" && Number.isSafeInteger(amount) && amount > 0 ? amount : undefined;
}

/** Every kind and currency with its effective limit: the stored one where an admin set it, else the default. */
export function effectiveLimits(
  stored: readonly StoredSetting[],
  defaults: Record<LimitKind, SupportLimitMap>,
): SupportLimit[] {
  const byKey = new Map(stored.map((row) => [row.key, row]));
  return LIMIT_KINDS.flatMap((kind) =>
    CURRENCIES.map((currency): SupportLimit => {
      const row = byKey.get(limitKey(kind, currency));
      const amount = row ? storedAmount(row.value) : undefined;
      // A row this code cannot read is treated as "refused": never more than an admin allowed.
      if (row)
        return {
          kind,
          currency,
          amount: amount ?? null,
          source: "set",
          updatedBy: row.updatedBy,
          updatedByName: row.updatedByName,
          updatedAt: row.updatedAt,
        };
      return {
        kind,
        currency,
        amount: defaults[kind][currency] ?? null,
        source: "environment",
        updatedBy: null,
        updatedByName: null,
        updatedAt: null,
      };
    }),
  );
}

/** The limits of one kind as the refund and compensation use cases take them. */
export function limitMap(limits: readonly SupportLimit[], kind: LimitKind): SupportLimitMap {
  return Object.fromEntries(
    limits
      .filter((limit) => limit.kind === kind && limit.amount !== null)
      .map((limit) => [limit.currency, limit.amount]),
  );
}

/**
 * What the settings form's amount means: empty clears the limit (null); otherwise an amount typed as
 * compensation's are (parseAmount: no floats, "2.500.000" is Rp 2.500.000, "5.00" is 500 cents).
 */
export function parseLimitText(
  text: string,
  currency: Currency,
): { ok: true; amount: number | null } | Failure<"amountInvalid"> {
  if (!text.trim()) return { ok: true, amount: null };
  const amount = parseAmount(text, currency);
  return amount === undefined ? failure("amountInvalid") : { ok: true, amount };
}

export interface LimitChange {
  kind: LimitKind;
  currency: Currency;
  /** Minor units; null clears the limit (support refused in that currency). */
  amount: number | null;
  reason?: string | null;
}

/** Port: the settings table. */
export interface SettingsStore {
  read(keys: readonly string[]): Promise<StoredSetting[]>;
  /**
   * In ONE transaction holding the key's lock: reads its row, asks `decide` what to write, and when it
   * answers something, writes the row and appends its audit entry. Ten concurrent writers run one
   * after another, so the ones that find the value already there change nothing and audit nothing.
   */
  change(
    key: string,
    operatorId: string,
    decide: (before: StoredSetting | undefined) => { value: unknown; audit: AuditEntryInput } | null,
  ): Promise<boolean>;
}

export type LimitChangeResult = { ok: true; changed: boolean } | Failure<"reasonTooLong">;

/** Whether the stored row already holds `amount` (an absent row never does: setting it pins the value). */
export const sameLimit = (before: StoredSetting | undefined, amount: number | null) =>
  before !== undefined && storedAmount(before.value) === amount;

export function createSupportLimits(deps: { store: SettingsStore; defaults: Record<LimitKind, SupportLimitMap> }) {
  const { store, defaults } = deps;
  const keys = LIMIT_KINDS.flatMap((kind) => CURRENCIES.map((currency) => limitKey(kind, currency)));

  async function all(): Promise<SupportLimit[]> {
    return effectiveLimits(await store.read(keys), defaults);
  }

  return {
    all,
    /** The use cases' source: read from the database at each request. */
    of:
      (kind: LimitKind): SupportLimitSource =>
      async () =>
        limitMap(await all(), kind),

    async set(
      operator: Operator,
      change: LimitChange,
      context: { requestId?: string | null } = {},
    ): Promise<LimitChangeResult> {
      const reason = change.reason?.trim() || null;
      if (reason && reason.length > SETTING_REASON_MAX) return failure("reasonTooLong");
      const key = limitKey(change.kind, change.currency);
      const changed = await store.change(key, operator.userId, (before) => {
        if (sameLimit(before, change.amount)) return null;
        const was = before
          ? { amount: storedAmount(before.value) ?? null, source: "set" }
          : { amount: defaults[change.kind][change.currency] ?? null, source: "environment" };
        return {
          value: { amount: change.amount },
          audit: {
            operatorId: operator.userId,
            action: "settings.supportLimit",
            subject: settingSubject(key),
            before: { ...was, currency: change.currency },
            after: { amount: change.amount, source: "set", currency: change.currency },
            reason,
            requestId: context.requestId ?? null,
          },
        };
      });
      return { ok: true, changed };
    },
  };
}

export type SupportLimits = ReturnType<typeof createSupportLimits>;

/** A limit as the form's text box shows it, which parseLimitText reads back: "2000000", "5.00"; empty when none. */
export function limitText(amount: number | null, currency: Currency): string {
  return amount === null ? "" : decimalText({ amount, currency });
}
