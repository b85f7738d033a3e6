import { describe, expect, it } from "vitest";
import { EnvError, isLive, parseEnv } from "./env";

describe("environment", () => {
  it("needs nothing: port 3000, data in .data, embedded database", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe(".data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.NODE_ENV).toBe("production");
  });

  it("stops on a bad value with a message naming the variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT="eighty"/);
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL="mysql:\/\/x"/);
    expect(() => parseEnv({ NODE_ENV: "staging" })).toThrow(/NODE_ENV/);
  });

  it("accepts a postgres URL and treats an empty one as unset", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u@127.0.0.1:5432/shop" }).DATABASE_URL).toBe(
      "postgres://u@127.0.0.1:5432/shop",
    );
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  describe("modes: test mode can never be on with real payment keys", () => {
    const midtrans = { MIDTRANS_SERVER_KEY: "Mid-server-live", MIDTRANS_CLIENT_KEY: "Mid-client-live" };
    const digiflazz = { DIGIFLAZZ_USERNAME: "kupi", DIGIFLAZZ_API_KEY: "key", DIGIFLAZZ_WEBHOOK_SECRET: "secret" };
    // What live mode needs besides the keys and a supplier: its public origin and the sealing key.
    const origin = { PUBLIC_ORIGIN: "https://kupi.example", TOTP_SECRET_KEY: Buffer.alloc(32, 7).toString("base64") };

    it("is test mode without real keys, live mode with them", () => {
      expect(isLive(parseEnv({}))).toBe(false);
      expect(isLive(parseEnv({ ...midtrans, ...digiflazz, ...origin }))).toBe(true);
    });

    it("refuses real keys next to a sandbox supplier, a sandbox gateway or no public origin", () => {
      expect(() => parseEnv({ ...midtrans, ...origin })).toThrow(
        /DIGIFLAZZ_USERNAME="": real payments need a real supplier/,
      );
      expect(() => parseEnv({ ...midtrans, ...digiflazz })).toThrow(/PUBLIC_ORIGIN="": is required with real payments/);
      expect(() =>
        parseEnv({
          ...midtrans,
          ...digiflazz,
          ...origin,
          PAYMENT_SANDBOX_URL: "http://127.0.0.1:3100",
          PAYMENT_SANDBOX_SERVER_KEY: "SB-Mid-server-x",
          PAYMENT_SANDBOX_CLIENT_KEY: "SB-Mid-client-x",
        }),
      ).toThrow(/PAYMENT_SANDBOX_URL="http:\/\/127.0.0.1:3100": cannot be used with real payment keys/);
    });

    it("counts real YooKassa keys as live, wants both of them, and keeps the sandbox away from them", () => {
      const yookassa = { YOOKASSA_SHOP_ID: "123456", YOOKASSA_SECRET_KEY: "live_secret" };
      expect(isLive(parseEnv({ ...yookassa, ...digiflazz, ...origin }))).toBe(true);
      expect(() => parseEnv({ YOOKASSA_SHOP_ID: "123456" })).toThrow(/YOOKASSA_SECRET_KEY="": set both YooKassa keys/);
      expect(() => parseEnv({ ...yookassa, ...origin })).toThrow(/DIGIFLAZZ_USERNAME="": real payments need/);
      expect(() =>
        parseEnv({
          ...yookassa,
          ...digiflazz,
          ...origin,
          PAYMENT_SANDBOX_URL: "http://127.0.0.1:3100",
          PAYMENT_SANDBOX_SERVER_KEY: "SB-Mid-server-x",
          PAYMENT_SANDBOX_CLIENT_KEY: "SB-Mid-client-x",
        }),
      ).toThrow(/PAYMENT_SANDBOX_URL="http:\/\/127.0.0.1:3100": cannot be used with real payment keys/);
    });

    it("wants the key that seals the console's TOTP secrets with real keys, and only a 32-byte one", () => {
      expect(parseEnv({}).TOTP_SECRET_KEY).toBeUndefined();
      expect(() => parseEnv({ ...midtrans, ...digiflazz, PUBLIC_ORIGIN: "https://kupi.example" })).toThrow(
        /TOTP_SECRET_KEY="": is required with real payments/,
      );
      expect(() => parseEnv({ TOTP_SECRET_KEY: Buffer.alloc(16, 7).toString("base64") })).toThrow(
        /TOTP_SECRET_KEY=".*": must be 32 random bytes in base64/,
      );
      expect(() => parseEnv({ TOTP_SECRET_KEY: "not base64 at all!" })).toThrow(/TOTP_SECRET_KEY/);
    });

    it("keeps rate limits on with real keys; only test mode may turn them off", () => {
      expect(parseEnv({}).RATE_LIMITS).toBe("on");
      expect(parseEnv({ RATE_LIMITS: "off" }).RATE_LIMITS).toBe("off");
      expect(() => parseEnv({ ...midtrans, ...digiflazz, ...origin, RATE_LIMITS: "off" })).toThrow(
        /RATE_LIMITS="off": cannot be off with real payment keys/,
      );
    });

    it("refuses half of Midtrans's keys instead of quietly staying in test mode", () => {
      expect(() => parseEnv({ MIDTRANS_SERVER_KEY: "Mid-server-live" })).toThrow(/MIDTRANS_CLIENT_KEY/);
    });

    it("is live with Payme's keys alone, refuses half of them, and needs a real supplier and origin then too", () => {
      const payme = { PAYME_MERCHANT_ID: "5e730e8e0b852a417aa49ceb", PAYME_KEY: "payme-live-key" };
      expect(isLive(parseEnv({ ...payme, ...digiflazz, ...origin }))).toBe(true);
      expect(() => parseEnv({ PAYME_MERCHANT_ID: payme.PAYME_MERCHANT_ID })).toThrow(/PAYME_KEY/);
      expect(() => parseEnv({ PAYME_KEY: payme.PAYME_KEY })).toThrow(/PAYME_MERCHANT_ID/);
      expect(() => parseEnv({ ...payme, ...origin })).toThrow(/DIGIFLAZZ_USERNAME/);
    });

    const click = {
      CLICK_SERVICE_ID: "123",
      CLICK_MERCHANT_ID: "456",
      CLICK_MERCHANT_USER_ID: "789",
      CLICK_SECRET_KEY: "click-secret",
    };

    it("counts Click's four keys as real money: all or none, and never beside the sandbox", () => {
      expect(isLive(parseEnv({ ...click, ...digiflazz, ...origin }))).toBe(true);
      expect(() => parseEnv({ CLICK_SECRET_KEY: "click-secret" })).toThrow(
        /CLICK_SECRET_KEY=".*": set all four Click keys/,
      );
      expect(() => parseEnv({ ...click, ...origin })).toThrow(/real payments need a real supplier/);
      expect(() => parseEnv({ ...click, ...digiflazz, ...origin, RATE_LIMITS: "off" })).toThrow(/RATE_LIMITS/);
      expect(() => parseEnv({ ...click, CLICK_SERVICE_ID: "abc", ...digiflazz, ...origin })).toThrow(
        /CLICK_SERVICE_ID/,
      );
    });
  });
});
