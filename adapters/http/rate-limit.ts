import type { FastifyReply, FastifyRequest } from "fastify";
import type { LimitedAction, RateLimiter } from "../../core/rate-limits";
import { sendApiError } from "./api-reply";

/**
 * Counts this request against `action`'s limits; over a limit it answers 429 with `Retry-After` and
 * the translated wait, and returns true (the route then stops). Targets are namespaced by the caller
 * (a phone, a game's player); `account`, the signed-in buyer, is who asks about the target (else the
 * address).
 */
export async function refuseOverLimit(
  limiter: RateLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  action: LimitedAction,
  target?: string,
  account?: string | null,
): Promise<boolean> {
  const decision = await limiter.check(action, { address: request.ip, account, target });
  if (decision.ok) return false;
  const { retryAfterSeconds } = decision.error.values;
  reply.header("Retry-After", String(retryAfterSeconds));
  request.log.info({ action }, "rate limit reached");
  await sendApiError(request, reply, "api.rateLimited", {
    minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
  });
  return true;
}
