import { describe, expect, it } from "vitest";
import {
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_HOUR,
  requestCode,
  verifyCode,
  type OtpStore,
  type StoredOtp,
} from "./whatsapp-otp";
import { createAuthUseCases } from "./auth-use-cases";

/** An in-memory store with the port's behaviour, for the rules' tests. */
function memoryStore(): OtpStore & { sent: number } {
  const codes: (StoredOtp & { phone: string; createdAt: Date })[] = [];
  return {
    sent: 0,
    async sendsSince(phone, since) {
      return codes.filter((code) => code.phone === phone && code.createdAt >= since).length;
    },
    async save(phone, codeHash, expiresAt) {
      codes.push({
        id: codes.length + 1,
        phone,
        codeHash,
        expiresAt,
        attempts: 0,
        usedAt: null,
        createdAt: new Date(expiresAt.getTime() - 600_000),
      });
    },
    async latest(phone) {
      return codes.filter((code) => code.phone === phone).at(-1);
    },
    async countAttempt(id) {
      const code = codes.find((candidate) => candidate.id === id)!;
      code.attempts += 1;
      return code.attempts;
    },
    async consume(id, now) {
      const code = codes.find((candidate) => candidate.id === id)!;
      if (code.usedAt) return false;
      code.usedAt = now;
      return true;
    },
  };
}

const messenger = {
  sent: [] as string[],
  async sendAuthCode(phone: string, code: string) {
    this.sent.push(`${phone}:${code}`);
  },
};

describe("WhatsApp one-time codes", () => {
  it("sends a 6-digit code that signs in once", async () => {
    const store = memoryStore();
    const now = new Date("2026-11-21T10:00:00Z");
    const sent = await requestCode({ store, messenger }, { phone: "08123456789", locale: "id", now });
    expect(sent.ok && sent.code).toMatch(/^\d{6}$/);
    if (!sent.ok) return;
    expect(await verifyCode(store, { phone: "+628123456789", code: sent.code, locale: "id", now })).toEqual({
      ok: true,
      identity: { provider: "whatsapp", subject: "628123456789", displayName: "+628123456789", email: null },
    });
    expect(await verifyCode(store, { phone: "08123456789", code: sent.code, locale: "id", now })).toEqual({
      ok: false,
      error: { code: "invalidCode" },
    });
  });

  it("sends a Russian buyer's code to +7, the number typed the Russian way", async () => {
    const store = memoryStore();
    const sent = await requestCode({ store, messenger }, { phone: "8 912 345-67-89", locale: "ru" });
    expect(sent).toMatchObject({ ok: true, phone: "79123456789" });
    if (!sent.ok) return;
    expect(await verifyCode(store, { phone: "+7 912 345 67 89", code: sent.code, locale: "ru" })).toMatchObject({
      ok: true,
      identity: { subject: "79123456789" },
    });
  });

  it("expires after 10 minutes", async () => {
    const store = memoryStore();
    const now = new Date("2026-11-21T10:00:00Z");
    const sent = await requestCode({ store, messenger }, { phone: "08123456780", locale: "id", now });
    if (!sent.ok) throw new Error("not sent");
    const later = new Date(now.getTime() + 10 * 60_000);
    expect(await verifyCode(store, { phone: "08123456780", code: sent.code, locale: "id", now: later })).toEqual({
      ok: false,
      error: { code: "expired" },
    });
  });

  it(`allows ${OTP_MAX_ATTEMPTS} attempts, then refuses even the right code`, async () => {
    const store = memoryStore();
    const sent = await requestCode({ store, messenger }, { phone: "08123456781", locale: "id" });
    if (!sent.ok) throw new Error("not sent");
    const wrong = sent.code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < OTP_MAX_ATTEMPTS; attempt++) {
      expect(await verifyCode(store, { phone: "08123456781", code: wrong, locale: "id" })).toEqual({
        ok: false,
        error: { code: "invalidCode" },
      });
    }
    expect(await verifyCode(store, { phone: "08123456781", code: sent.code, locale: "id" })).toEqual({
      ok: false,
      error: { code: "tooManyAttempts" },
    });
  });

  it(`sends at most ${OTP_MAX_SENDS_PER_HOUR} codes an hour to one number`, async () => {
    const store = memoryStore();
    for (let send = 0; send < OTP_MAX_SENDS_PER_HOUR; send++) {
      expect((await requestCode({ store, messenger }, { phone: "08123456782", locale: "id" })).ok).toBe(true);
    }
    expect(await requestCode({ store, messenger }, { phone: "08123456782", locale: "id" })).toEqual({
      ok: false,
      error: { code: "tooManySends" },
    });
  });
});

describe("the WhatsApp sign-in use case", () => {
  // Only the code's delivery is under test: the rest of sign-in is not reached.
  const unused = {} as Parameters<typeof createAuthUseCases>[0];
  const auth = (sandbox: boolean, store: OtpStore) =>
    createAuthUseCases({ ...unused, whatsapp: { store, messenger, sandbox } });

  it("gives the code back for the page only in the sandbox, where no phone receives it", async () => {
    const sandbox = await auth(true, memoryStore()).requestWhatsAppCode({ phone: "08123456789", locale: "id" });
    expect(sandbox.ok && sandbox.testCode).toMatch(/^\d{6}$/);

    const live = await auth(false, memoryStore()).requestWhatsAppCode({ phone: "08123456789", locale: "id" });
    expect(live).toEqual({ ok: true, phone: "628123456789" });
  });

  it("refuses a bad number without sending anything", async () => {
    const before = messenger.sent.length;
    expect(await auth(true, memoryStore()).requestWhatsAppCode({ phone: "12", locale: "id" })).toEqual({
      ok: false,
      error: { code: "invalidPhone" },
    });
    expect(messenger.sent).toHaveLength(before);
  });
});
