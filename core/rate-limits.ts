import { createHash } from "node:crypto";
import { failure, type Failure } from "./failure";

/**
 * Rate limits on the doors a script would hammer: player lookups, promo-code guesses,
 * first-top-up quotes (they tell of an account's earlier orders), WhatsApp code sends and checks,
 * sign-ins, order creation and lost-order lookups, counted in fixed windows kept in the shared
 * database so that they hold across servers.
 *
 * Everything is counted per client address. The per-address numbers are generous on purpose:
 * Indonesian mobile carriers put many buyers behind one address (carrier-grade NAT), and a sale day
 * must not lock them out.
 *
 * A request that names a target (a phone number, a player of a game) is counted per requester and
 * target: the requester is the signed-in account, or the address when nobody is signed in. That is
 * the tight limit, and it stops only the one who hammers: a stranger's fifteen orders for a game ID
 * or wrong codes for a phone never stop its owner, who asks as someone else (decision 030). Each
 * target also has a ceiling against a crowd of requesters, several times one requester's limit and
 * counting only what each requester's own limits let through, so no single requester can reach it.
 */

export type LimitedAction =
  | "lookup"
  | "promoQuote"
  | "firstTopUpQuote"
  | "codeSend"
  | "codeCheck"
  | "signIn"
  | "orderCreate"
  | "orderLookup"
  | "savedAccounts";

export interface RateRule {
  /** Requests allowed in one window. */
  limit: number;
  windowSeconds: number;
}

export interface ActionLimits {
  /** Every request of the action from one address. */
  perAddress: RateRule;
  /** Requests about one target from one requester (their account, or their address signed out). */
  perRequesterTarget?: RateRule;
  /**
   * Requests about one target from everyone, counted only once the requester's own limits let them
   * through. With `perRequesterTarget`, at least TARGET_CEILING_FACTOR times it, in the same window.
   */
  perTarget?: RateRule;
}

/** How many requesters at their own limit it takes to fill a target's ceiling. */
export const TARGET_CEILING_FACTOR = 4;

/** Order lookups from one address: 20 in ten minutes. */
export const ORDER_LOOKUP_PER_ADDRESS: RateRule = { limit: 20, windowSeconds: 600 };
/** Order lookups of one order number, from anywhere: 5 in an hour. */
export const ORDER_LOOKUP_PER_NUMBER: RateRule = { limit: 5, windowSeconds: 3600 };

/** One requester's limit on a target, and the target's ceiling TARGET_CEILING_FACTOR times above it. */
function perRequester(rule: RateRule): Pick<ActionLimits, "perRequesterTarget" | "perTarget"> {
  return { perRequesterTarget: rule, perTarget: { ...rule, limit: rule.limit * TARGET_CEILING_FACTOR } };
}

export const RATE_LIMITS: Record<LimitedAction, ActionLimits> = {
  lookup: { perAddress: { limit: 120, windowSeconds: 600 }, ...perRequester({ limit: 20, windowSeconds: 600 }) },
  // Quotes that carry a promo code: the answer says whether the code exists, so guessing is counted.
  promoQuote: { perAddress: { limit: 60, windowSeconds: 600 } },
  // Quotes of a first-top-up pack for a whole game account: the answer says whether that account
  // already ordered the pack and on which day, so a sweep of game IDs is counted. A buyer
  // changes method or amount a handful of times; many buyers may share a carrier's address.
  firstTopUpQuote: { perAddress: { limit: 120, windowSeconds: 600 } },
  codeSend: { perAddress: { limit: 20, windowSeconds: 3600 } },
  // Guessing a code is stopped by the code itself (five tries, then a new one: core/auth/whatsapp-otp.ts);
  // these limits stop one requester hammering a phone, and a crowd hammering it.
  codeCheck: { perAddress: { limit: 60, windowSeconds: 600 }, ...perRequester({ limit: 15, windowSeconds: 600 }) },
  signIn: { perAddress: { limit: 60, windowSeconds: 600 } },
  orderCreate: { perAddress: { limit: 60, windowSeconds: 600 }, ...perRequester({ limit: 15, windowSeconds: 600 }) },
  // Finding a lost order by its number and a detail (core/orders/order-lookup.ts). The per-number
  // limit, from anywhere, is what stops guessing the game ID or contact of a known order number: it
  // stays tight on purpose (a buyer who lost the link still has the receipt's; decision 030). The
  // per-address one stops a sweep across numbers while leaving room for several buyers behind one
  // carrier address.
  orderLookup: { perAddress: ORDER_LOOKUP_PER_ADDRESS, perTarget: ORDER_LOOKUP_PER_NUMBER },
  // A signed-in buyer's saved game accounts and "buy again" (decision 065): each answers only its
  // owner, so this stops a script's flood, not a guess; a game page view makes one call.
  savedAccounts: { perAddress: { limit: 120, windowSeconds: 600 } },
};

/** One counter: its key and the window it counts in. */
export interface RateCounter {
  key: string;
  windowStart: Date;
  windowSeconds: number;
}

/** Where counters live: one atomic increment per counter, the new counts in the same order. */
export interface RateLimitStore {
  hit(counters: readonly RateCounter[]): Promise<number[]>;
  /** Forgets windows that ended before `before`. */
  prune(before: Date): Promise<number>;
}

/** Over a limit: refused, with the wait until the last window over its limit ends. */
export type RateDecision = { ok: true } | Failure<"rateLimited", { retryAfterSeconds: number }>;

export interface RateLimiter {
  /**
   * Counts one request of `action` from `address` (and by `account` when signed in) on `target`, when
   * the request names one.
   */
  check(
    action: LimitedAction,
    subject: { address: string; account?: string | null; target?: string },
    now?: Date,
  ): Promise<RateDecision>;
}

function windowStart(now: Date, windowSeconds: number): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / size) * size);
}

interface Check {
  rule: RateRule;
  counter: RateCounter;
}

const checkOf = (rule: RateRule, key: string, now: Date): Check => ({
  rule,
  counter: { key, windowStart: windowStart(now, rule.windowSeconds), windowSeconds: rule.windowSeconds },
});

/** Hashed: targets are phone numbers and player IDs, which need not sit in a counter table. */
const targetKey = (target: string) => createHash("sha256").update(target).digest("base64url").slice(0, 22);

/**
 * Every counter of code checks on one phone (digits with the country code, as the sign-in doors
 * normalize it) starts with this: each requester's own, and the phone's ceiling (the prefix itself).
 */
export const codeCheckKeyPrefix = (phoneDigits: string) => `codeCheck:target:${targetKey(`phone:${phoneDigits}`)}`;

/**
 * `rules` may be replaced (tests of other behaviour that send thousands of requests from one
 * address turn the limits off; `server/env.ts` allows that in test mode only).
 */
export function createRateLimiter(
  store: RateLimitStore,
  rules: typeof RATE_LIMITS | "off" = RATE_LIMITS,
  clock: () => Date = () => new Date(),
  /** Told each refusal (the metrics' counter). */
  onRefused?: (action: LimitedAction) => void,
): RateLimiter {
  /** Counts the checks at once; the wait until the last window over its limit ends, or 0. */
  async function count(checks: readonly Check[], now: Date): Promise<number> {
    const counts = await store.hit(checks.map((check) => check.counter));
    let retryAfterSeconds = 0;
    checks.forEach((check, index) => {
      if ((counts[index] ?? 0) <= check.rule.limit) return;
      const ends = check.counter.windowStart.getTime() + check.counter.windowSeconds * 1000;
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((ends - now.getTime()) / 1000));
    });
    return retryAfterSeconds;
  }

  const refused = (action: LimitedAction, retryAfterSeconds: number): RateDecision => {
    onRefused?.(action);
    return failure("rateLimited", { retryAfterSeconds });
  };
  return {
    async check(action, subject, now = clock()) {
      if (rules === "off") return { ok: true };
      const rule = rules[action];
      const own = [checkOf(rule.perAddress, `${action}:ip:${subject.address}`, now)];
      const target = subject.target === undefined ? undefined : targetKey(subject.target);
      if (target !== undefined && rule.perRequesterTarget) {
        const requester = subject.account ? `user:${subject.account}` : `ip:${subject.address}`;
        own.push(checkOf(rule.perRequesterTarget, `${action}:target:${target}:${requester}`, now));
      }
      const ownWait = await count(own, now);
      if (ownWait > 0) return refused(action, ownWait);
      // The target's ceiling hears only requests their requester's limits let through: one requester
      // hammering adds its own limit at most, and never fills the ceiling alone.
      if (target === undefined || !rule.perTarget) return { ok: true };
      const ceilingWait = await count([checkOf(rule.perTarget, `${action}:target:${target}`, now)], now);
      return ceilingWait > 0 ? refused(action, ceilingWait) : { ok: true };
    },
  };
}
