import { OTP_MAX_SENDS_PER_HOUR } from "../auth/whatsapp-otp";
import { failure, type Failure } from "../failure";
import { codeCheckKeyPrefix, RATE_LIMITS } from "../rate-limits";
import type { AuditEntryInput } from "../records/audit";
import { userSubject } from "../records/audit";
import type { Operator } from "./operators";
import { RESOLUTION_NOTE_MAX, RESOLUTION_NOTE_MIN } from "./resolution-note";

/**
 * What locks a buyer out of WhatsApp sign-in, by the phone numbers of their WhatsApp sign-in
 * methods: too many codes sent to the phone in the last hour (core/auth/whatsapp-otp.ts), or too many
 * code checks on it within a window (core/rate-limits.ts, per requester and the phone's ceiling).
 * Support sees each with when it ends by itself, and clears them with a reason (audited).
 * Nothing else is counted per buyer: the other limits count a client address, never a person.
 */
export type LockoutKind = "codeSends" | "codeChecks";

export interface Lockout {
  phone: string;
  kind: LockoutKind;
  /** When it ends by itself. */
  until: Date;
}

const HOUR_MS = 3_600_000;

/** One counter of code checks as the store reads it. */
export interface CheckCounter {
  key: string;
  hits: number;
  windowEnd: Date;
}

/** Port: the counters and sends behind a buyer's lockouts (adapters/db/admin/buyer-lockouts.ts). */
export interface LockoutStore {
  /** The phones (digits with the country code) of the buyer's WhatsApp sign-in methods. */
  phonesOf(userId: string): Promise<string[]>;
  /** The live counters (window not ended) whose key starts with one of `prefixes`. */
  checkCounters(prefixes: readonly string[], now: Date): Promise<CheckCounter[]>;
  /** When codes were sent to each phone since `since`. */
  sendsSince(phones: readonly string[], since: Date): Promise<{ phone: string; at: Date }[]>;
  /**
   * In one transaction: forgets the counters starting with `prefixes` and the phones' codes sent since
   * `since` (a pending code goes too: the buyer asks for a new one), and appends `audit` when it
   * forgot anything: of clears at once, the rows each deletes are its own, so a late one audits nothing.
   * How many rows it forgot.
   */
  clear(prefixes: readonly string[], phones: readonly string[], since: Date, audit: AuditEntryInput): Promise<number>;
}

/** The lockouts standing now, from the phones' sends and counters. */
export function standingLockouts(
  phones: readonly string[],
  sends: readonly { phone: string; at: Date }[],
  counters: readonly CheckCounter[],
  now: Date,
): Lockout[] {
  const rule = RATE_LIMITS.codeCheck;
  const lockouts: Lockout[] = [];
  for (const phone of phones) {
    const times = sends
      .filter((send) => send.phone === phone && send.at.getTime() > now.getTime() - HOUR_MS)
      .map((send) => send.at.getTime())
      .sort((a, b) => a - b);
    // Refused while the hour holds the maximum: it ends when the oldest send that keeps it full turns an hour old.
    if (times.length >= OTP_MAX_SENDS_PER_HOUR)
      lockouts.push({
        phone,
        kind: "codeSends",
        until: new Date(times[times.length - OTP_MAX_SENDS_PER_HOUR]! + HOUR_MS),
      });
    const prefix = codeCheckKeyPrefix(phone);
    const full = counters.filter((counter) => {
      if (!counter.key.startsWith(prefix) || counter.windowEnd <= now) return false;
      const limit = counter.key === prefix ? rule.perTarget!.limit : rule.perRequesterTarget!.limit;
      return counter.hits >= limit;
    });
    if (full.length)
      lockouts.push({
        phone,
        kind: "codeChecks",
        until: new Date(Math.max(...full.map((counter) => counter.windowEnd.getTime()))),
      });
  }
  return lockouts;
}

export type ClearLockoutsResult = { ok: true; cleared: number } | Failure<"reasonInvalid">;

export function createBuyerLockouts(deps: { store: LockoutStore; now?: () => Date }) {
  const { store } = deps;
  const now = deps.now ?? (() => new Date());

  async function of(userId: string, at = now()): Promise<Lockout[]> {
    const phones = await store.phonesOf(userId);
    if (!phones.length) return [];
    const [sends, counters] = await Promise.all([
      store.sendsSince(phones, new Date(at.getTime() - HOUR_MS)),
      store.checkCounters(phones.map(codeCheckKeyPrefix), at),
    ]);
    return standingLockouts(phones, sends, counters, at);
  }

  return {
    of,
    /** Clears what locks the buyer out now; `cleared` 0 (and no audit entry) when nothing did. */
    async clear(
      operator: Operator,
      userId: string,
      reason: string,
      context: { requestId?: string | null } = {},
    ): Promise<ClearLockoutsResult> {
      const trimmed = reason.trim();
      if (trimmed.length < RESOLUTION_NOTE_MIN || trimmed.length > RESOLUTION_NOTE_MAX) return failure("reasonInvalid");
      const at = now();
      const standing = await of(userId, at);
      if (!standing.length) return { ok: true, cleared: 0 };
      const phones = [...new Set(standing.map((lockout) => lockout.phone))];
      const forgot = await store.clear(phones.map(codeCheckKeyPrefix), phones, new Date(at.getTime() - HOUR_MS), {
        operatorId: operator.userId,
        action: "buyer.lockoutsCleared",
        subject: userSubject(userId),
        before: { lockouts: standing.map((lockout) => ({ ...lockout, until: lockout.until.toISOString() })) },
        after: { lockouts: [] },
        reason: trimmed,
        requestId: context.requestId ?? null,
      });
      return { ok: true, cleared: forgot > 0 ? standing.length : 0 };
    },
  };
}

export type BuyerLockouts = ReturnType<typeof createBuyerLockouts>;
