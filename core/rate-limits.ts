import { createHash } from "node:crypto";

/**
 * Rate limits on the doors a script would hammer (issue 10): player lookups, promo-code guesses,
 * first-top-up quotes (they tell of an account's earlier orders), WhatsApp code sends and checks,
 * sign-ins, order creation and lost-order lookups. Each is counted per client address and, where the
 * request names one, per target (a phone number, a player of a game, an order number), in fixed
 * windows kept in the shared database so that they hold across servers.
 *
 * The per-address numbers are generous on purpose: Indonesian mobile carriers put many buyers behind
 * one address (carrier-grade NAT), and a sale day must not lock them out. The per-target numbers are
 * the tight ones: nobody needs twenty lookups of one player in ten minutes.
 */

export type LimitedAction =
  "lookup" | "promoQuote" | "firstTopUpQuote" | "codeSend" | "codeCheck" | "signIn" | "orderCreate" | "orderLookup";

export interface RateRule {
  /** Requests allowed in one window. */
  limit: number;
  windowSeconds: number;
}

/** Order lookups from one address: 20 in ten minutes. */
export const ORDER_LOOKUP_PER_ADDRESS: RateRule = { limit: 20, windowSeconds: 600 };
/** Order lookups of one order number, from anywhere: 5 in an hour. */
export const ORDER_LOOKUP_PER_NUMBER: RateRule = { limit: 5, windowSeconds: 3600 };

export const RATE_LIMITS: Record<LimitedAction, { perAddress: RateRule; perTarget?: RateRule }> = {
  lookup: { perAddress: { limit: 120, windowSeconds: 600 }, perTarget: { limit: 20, windowSeconds: 600 } },
  // Quotes that carry a promo code: the answer says whether the code exists, so guessing is counted.
  promoQuote: { perAddress: { limit: 60, windowSeconds: 600 } },
  // Quotes of a first-top-up pack for a whole game account: the answer says whether that account
  // already ordered the pack and on which day (issue 12), so a sweep of game IDs is counted. A buyer
  // changes method or amount a handful of times; many buyers may share a carrier's address.
  firstTopUpQuote: { perAddress: { limit: 120, windowSeconds: 600 } },
  codeSend: { perAddress: { limit: 20, windowSeconds: 3600 } },
  codeCheck: { perAddress: { limit: 60, windowSeconds: 600 }, perTarget: { limit: 15, windowSeconds: 600 } },
  signIn: { perAddress: { limit: 60, windowSeconds: 600 } },
  orderCreate: { perAddress: { limit: 60, windowSeconds: 600 }, perTarget: { limit: 15, windowSeconds: 600 } },
  // Finding a lost order by its number and a detail (core/checkout/order-lookup.ts). The per-number
  // limit is what stops guessing the game ID or contact of a known order number; the per-address one
  // stops a sweep across numbers while leaving room for several buyers behind one carrier address.
  orderLookup: { perAddress: ORDER_LOOKUP_PER_ADDRESS, perTarget: ORDER_LOOKUP_PER_NUMBER },
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

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one request of `action` from `address` (and on `target`, when given). */
  check(action: LimitedAction, subject: { address: string; target?: string }, now?: Date): Promise<RateDecision>;
}

function windowStart(now: Date, windowSeconds: number): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / size) * size);
}

/**
 * `rules` may be replaced (tests of other behaviour that send thousands of requests from one
 * address turn the limits off; `server/env.ts` allows that in test mode only).
 */
export function createRateLimiter(
  store: RateLimitStore,
  rules: typeof RATE_LIMITS | "off" = RATE_LIMITS,
  clock: () => Date = () => new Date(),
): RateLimiter {
  return {
    async check(action, subject, now = clock()) {
      if (rules === "off") return { ok: true };
      const rule = rules[action];
      const checks: Array<{ rule: RateRule; counter: RateCounter }> = [
        {
          rule: rule.perAddress,
          counter: {
            key: `${action}:ip:${subject.address}`,
            windowStart: windowStart(now, rule.perAddress.windowSeconds),
            windowSeconds: rule.perAddress.windowSeconds,
          },
        },
      ];
      if (rule.perTarget && subject.target !== undefined) {
        checks.push({
          rule: rule.perTarget,
          counter: {
            // Hashed: targets are phone numbers and player IDs, which need not sit in a counter table.
            key: `${action}:target:${createHash("sha256").update(subject.target).digest("base64url").slice(0, 22)}`,
            windowStart: windowStart(now, rule.perTarget.windowSeconds),
            windowSeconds: rule.perTarget.windowSeconds,
          },
        });
      }
      const counts = await store.hit(checks.map((check) => check.counter));
      let retryAfterSeconds = 0;
      checks.forEach((check, index) => {
        if ((counts[index] ?? 0) <= check.rule.limit) return;
        const ends = check.counter.windowStart.getTime() + check.counter.windowSeconds * 1000;
        retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((ends - now.getTime()) / 1000));
      });
      return retryAfterSeconds > 0 ? { ok: false, retryAfterSeconds } : { ok: true };
    },
  };
}
