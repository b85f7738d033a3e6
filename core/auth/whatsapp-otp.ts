import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { normalizePhone } from "../contact/phone";
import { failure, type Failure } from "../failure";
import { marketOf, type Locale } from "../locales";
import type { ExternalIdentity } from "./sign-in";

/** One-time sign-in codes sent over WhatsApp: 6 digits, short-lived, few tries, few sends. */
export const OTP_DIGITS = 6;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_SENDS_PER_HOUR = 3;

export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, "0");
}

export function hashOtp(phone: string, code: string): string {
  return createHash("sha256").update(`${phone}:${code}`).digest("hex");
}

export interface StoredOtp {
  id: number;
  codeHash: string;
  expiresAt: Date;
  attempts: number;
  usedAt: Date | null;
}

/** Port: where codes wait (hashed) for their use. */
export interface OtpStore {
  sendsSince(phone: string, since: Date): Promise<number>;
  save(phone: string, codeHash: string, expiresAt: Date): Promise<void>;
  latest(phone: string): Promise<StoredOtp | undefined>;
  /** Counts an attempt; returns the attempts made so far, this one included. */
  countAttempt(id: number): Promise<number>;
  /**
   * Marks the code used, atomically: true for exactly one caller however many verify it at the
   * same moment (a code is one sign-in), false when it was already used.
   */
  consume(id: number, now: Date): Promise<boolean>;
}

/** Port: sends the code (WhatsApp Cloud API's authentication template, or the sandbox outbox). */
export interface WhatsAppMessenger {
  sendAuthCode(phone: string, code: string, locale: string): Promise<void>;
}

export type RequestCodeRefusal = Failure<"invalidPhone" | "tooManySends">;
export type RequestCodeResult = { ok: true; phone: string; code: string } | RequestCodeRefusal;

/** Sends a fresh code, within the send limit. The code is returned for the sandbox's test mode only. */
export async function requestCode(
  deps: { store: OtpStore; messenger: WhatsAppMessenger },
  input: { phone: string; locale: Locale; now?: Date },
): Promise<RequestCodeResult> {
  const phone = normalizePhone(input.phone, marketOf(input.locale));
  if (!phone) return failure("invalidPhone");
  const now = input.now ?? new Date();
  if ((await deps.store.sendsSince(phone, new Date(now.getTime() - 3_600_000))) >= OTP_MAX_SENDS_PER_HOUR) {
    return failure("tooManySends");
  }
  const code = generateOtp();
  await deps.store.save(phone, hashOtp(phone, code), new Date(now.getTime() + OTP_TTL_SECONDS * 1000));
  await deps.messenger.sendAuthCode(phone, code, input.locale);
  return { ok: true, phone, code };
}

export type VerifyCodeResult =
  { ok: true; identity: ExternalIdentity } | Failure<"invalidCode" | "expired" | "tooManyAttempts">;

/** Checks a code against the latest one sent: unused, unexpired, within the attempts. */
export async function verifyCode(
  store: OtpStore,
  input: { phone: string; code: string; locale: Locale; now?: Date },
): Promise<VerifyCodeResult> {
  const phone = normalizePhone(input.phone, marketOf(input.locale));
  const now = input.now ?? new Date();
  const stored = phone ? await store.latest(phone) : undefined;
  if (!phone || !stored || stored.usedAt) return failure("invalidCode");
  if (stored.expiresAt <= now) return failure("expired");
  if ((await store.countAttempt(stored.id)) > OTP_MAX_ATTEMPTS) return failure("tooManyAttempts");
  const given = Buffer.from(hashOtp(phone, input.code.trim()), "hex");
  if (!/^\d{6}$/.test(input.code.trim()) || !timingSafeEqual(given, Buffer.from(stored.codeHash, "hex"))) {
    return failure("invalidCode");
  }
  if (!(await store.consume(stored.id, now))) return failure("invalidCode");
  return { ok: true, identity: { provider: "whatsapp", subject: phone, displayName: `+${phone}`, email: null } };
}
