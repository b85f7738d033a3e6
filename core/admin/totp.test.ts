import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, generateTotpSecret, matchTotpStep, otpauthUri, totpCode, totpStep } from "./totp";

// RFC 6238 Appendix B, SHA-1 rows: the 20-byte ASCII seed "12345678901234567890", 8 digits.
const SEED = Buffer.from("12345678901234567890", "ascii");
const VECTORS: [seconds: number, code: string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP", () => {
  for (const [seconds, code] of VECTORS) {
    it(`RFC 6238 vector at T=${seconds}: ${code} (and its last 6 digits by default)`, () => {
      const step = totpStep(new Date(seconds * 1000));
      expect(totpCode(SEED, step, 8)).toBe(code);
      expect(totpCode(SEED, step)).toBe(code.slice(2));
    });
  }

  it("base32 round-trips the seed as authenticator apps spell it", () => {
    expect(base32Encode(SEED)).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode("gezd gnbv gy3t qojq gezd gnbv gy3t qojq").equals(SEED)).toBe(true);
    expect(base32Decode(generateTotpSecret())).toHaveLength(20);
  });

  const secret = base32Encode(SEED);
  const now = new Date(1111111111 * 1000);
  const step = totpStep(now);

  it("accepts the current code and one step either side, nothing further", () => {
    for (const offset of [-1, 0, 1])
      expect(matchTotpStep(secret, totpCode(SEED, step + offset), now, null)).toBe(step + offset);
    for (const offset of [-2, 2])
      expect(matchTotpStep(secret, totpCode(SEED, step + offset), now, null)).toBeUndefined();
  });

  it("refuses a code whose step was already used, and any older one", () => {
    expect(matchTotpStep(secret, totpCode(SEED, step), now, step)).toBeUndefined();
    expect(matchTotpStep(secret, totpCode(SEED, step - 1), now, step)).toBeUndefined();
    expect(matchTotpStep(secret, totpCode(SEED, step + 1), now, step)).toBe(step + 1);
  });

  it("refuses malformed codes without throwing", () => {
    for (const code of ["", "12345", "1234567", "abcdef", "12 34 5x"]) {
      expect(matchTotpStep(secret, code, now, null)).toBeUndefined();
    }
  });

  it("writes the otpauth URI with the issuer and the secret", () => {
    // The Key Uri Format's own spelling: "issuer:account" as the label, then the issuer again.
    expect(otpauthUri(secret, "rina@example.com", "Kupi")).toBe(
      `otpauth://totp/Kupi:rina%40example.com?issuer=Kupi&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });

  it("reads a secret stored before the library, whatever its spacing or case", () => {
    // Operators enrolled with the hand-written base32: the same text must give the same codes.
    expect(matchTotpStep("gezd gnbv gy3t qojq gezd gnbv gy3t qojq", totpCode(SEED, step), now, null)).toBe(step);
  });
});
