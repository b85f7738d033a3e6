import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Secrets the shop must read back, kept encrypted in the database (the operators' TOTP secrets): a
 * copy of the database, a backup or a query that leaks a column gives no one the codes. AES-256-GCM
 * with a random 96-bit nonce per value, and the row's owner as associated data, so a sealed value
 * copied onto another operator's row does not open there.
 *
 * Stored as `v1.<nonce>.<ciphertext and tag>` (base64url). A value without the prefix was stored
 * before encryption: it reads as it is, marked `legacy` so that the caller seals it again.
 */
export interface SecretBox {
  seal(plain: string, owner: string): string;
  /** Undefined when the value does not open with this key (a changed key, a tampered value). */
  open(stored: string, owner: string): { plain: string; legacy: boolean } | undefined;
}

const PREFIX = "v1.";

export function createSecretBox(key: Uint8Array): SecretBox {
  if (key.length !== 32) throw new Error("the secret box needs a 32-byte key");
  return {
    seal(plain, owner) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, nonce);
      cipher.setAAD(Buffer.from(owner, "utf8"));
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
      return `${PREFIX}${nonce.toString("base64url")}.${sealed.toString("base64url")}`;
    },
    open(stored, owner) {
      if (!stored.startsWith(PREFIX)) return { plain: stored, legacy: true };
      const [nonceText, sealedText] = stored.slice(PREFIX.length).split(".");
      const nonce = Buffer.from(nonceText ?? "", "base64url");
      const sealed = Buffer.from(sealedText ?? "", "base64url");
      if (nonce.length !== 12 || sealed.length < 16) return undefined;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, nonce);
        decipher.setAAD(Buffer.from(owner, "utf8"));
        decipher.setAuthTag(sealed.subarray(sealed.length - 16));
        const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
        return { plain: plain.toString("utf8"), legacy: false };
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * Test mode's key, when TOTP_SECRET_KEY is not set: a constant, public in this source, because test
 * mode runs with sandbox money and test sign-in (server/env.ts requires a real key with real payment
 * keys). It still keeps the values out of plain sight and exercises the same path.
 */
export const TEST_MODE_SECRET_KEY: Uint8Array = createHash("sha256").update("kupi test mode secret box").digest();
