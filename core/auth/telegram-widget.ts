import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { failure, type Failure } from "../failure";

/** Telegram's login widget data older than this is refused (replayed links). */
export const TELEGRAM_AUTH_MAX_AGE_SECONDS = 24 * 60 * 60;
/** Tolerated clock difference for an auth_date slightly in the future. */
const CLOCK_SKEW_SECONDS = 60;

export interface TelegramIdentity {
  id: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
}

export type TelegramCheck = { ok: true; identity: TelegramIdentity } | Failure<"missing" | "signature" | "expired">;

/**
 * Verifies the fields Telegram's login widget sends (Telegram's documented check): the data-check
 * string is every field but `hash`, as key=value lines sorted by key; its HMAC-SHA256 under the key
 * SHA-256(bot token) must equal `hash`; and auth_date must be within the last 24 hours.
 */
export function verifyTelegramLogin(
  fields: Record<string, string | undefined>,
  botToken: string,
  now: Date = new Date(),
): TelegramCheck {
  const { hash, ...data } = fields;
  if (!hash || !data.id || !data.auth_date || !/^[0-9a-f]{64}$/.test(hash)) return failure("missing");
  const checkString = Object.keys(data)
    .filter((key) => data[key] !== undefined)
    .sort()
    .map((key) => `${key}=${data[key]}`)
    .join("\n");
  const secret = createHash("sha256").update(botToken).digest();
  const expected = createHmac("sha256", secret).update(checkString).digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, "hex"))) return failure("signature");
  const age = now.getTime() / 1000 - Number(data.auth_date);
  if (!Number.isFinite(age) || age > TELEGRAM_AUTH_MAX_AGE_SECONDS || age < -CLOCK_SKEW_SECONDS) {
    return failure("expired");
  }
  return {
    ok: true,
    identity: {
      id: data.id,
      firstName: data.first_name ?? null,
      lastName: data.last_name ?? null,
      username: data.username ?? null,
    },
  };
}
