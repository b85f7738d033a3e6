import { HOTP, Secret, TOTP } from "otpauth";

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226), computed by otpauth: HMAC-SHA-1, 6 digits,
 * 30-second steps, one step of clock drift either way: what every authenticator app does by default.
 * Secrets are stored in base32, the form authenticator apps take them in.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of now, for a phone clock a little off. */
export const TOTP_DRIFT_STEPS = 1;

const ALGORITHM = "SHA1";

/** RFC 4648 base32 without padding. */
export function base32Encode(bytes: Uint8Array): string {
  return new Secret({ buffer: Uint8Array.from(bytes).buffer }).base32;
}

/** Base32 back to bytes; spaces, padding and case are forgiven (people copy secrets by hand). */
export function base32Decode(text: string): Buffer {
  return Buffer.from(secretOf(text).bytes);
}

function secretOf(base32: string): Secret {
  return Secret.fromBase32(base32.replace(/[\s=]/g, ""));
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), in base32. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The 30-second step a moment falls in. */
export function totpStep(now: Date): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now.getTime() });
}

/** The code of one step (RFC 4226 HOTP with the step as counter). */
export function totpCode(secret: Uint8Array, step: number, digits: number = TOTP_DIGITS): string {
  return HOTP.generate({
    secret: new Secret({ buffer: Uint8Array.from(secret).buffer }),
    algorithm: ALGORITHM,
    digits,
    counter: step,
  });
}

/**
 * The step a typed code matches, within the drift, and later than `lastUsedStep` (a code once
 * accepted cannot be replayed, nor an older one); undefined when none. The caller stores the step.
 */
export function matchTotpStep(
  secretBase32: string,
  code: string,
  now: Date,
  lastUsedStep: number | null,
): number | undefined {
  const typed = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(typed)) return undefined;
  const current = totpStep(now);
  const delta = HOTP.validate({
    token: typed,
    secret: secretOf(secretBase32),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    counter: current,
    window: TOTP_DRIFT_STEPS,
  });
  if (delta === null) return undefined;
  const step = current + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? undefined : step;
}

/** The otpauth:// URI authenticator apps read (Key Uri Format), for a link or a QR code. */
export function otpauthUri(secretBase32: string, account: string, issuer: string): string {
  return new TOTP({
    issuer,
    label: account,
    secret: secretOf(secretBase32),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}
