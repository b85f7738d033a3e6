import { describe, expect, it } from "vitest";
import { LIVE_OPERATOR_ENV } from "../tests/support/live-operator-env";
import { EnvError, envSchema, isLive, parseEnv, secretValues, withoutSecrets } from "./env";

describe("environment", () => {
  it("needs nothing: port 3000, data in .data, embedded database", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe(".data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.NODE_ENV).toBe("production");
  });

  it("reads each market's operator details and refuses one that no page could use", () => {
    expect(() => parseEnv({ SHOP_SUPPORT_EMAIL_UZ: "support at kupi" })).toThrow(/SHOP_SUPPORT_EMAIL_UZ: /);
    expect(() => parseEnv({ SHOP_TELEGRAM_BOT_RU: "t.me/kupi" })).toThrow(
      /SHOP_TELEGRAM_BOT_RU: is a Telegram username/,
    );
    expect(() => parseEnv({ SHOP_WHATSAPP_NUMBER_ID: "0811 1000" })).toThrow(
      /SHOP_WHATSAPP_NUMBER_ID: is an international phone number/,
    );
    expect(() => parseEnv({ SHOP_SOCIAL_LINKS_EN: "http://x.com/kupi" })).toThrow(
      /SHOP_SOCIAL_LINKS_EN: link 1 is not an https address/,
    );
    // A social link is named by its place, never quoted: start-up messages show no value.
    expect(() => parseEnv({ SHOP_SOCIAL_LINKS_RU: "https://t.me/kupi, kupi_ru" })).toThrow(
      /SHOP_SOCIAL_LINKS_RU: link 2 is not an address/,
    );
    expect(() => parseEnv({ SHOP_SOCIAL_LINKS_RU: "https://dzen.ru/kupi" })).toThrow(
      /SHOP_SOCIAL_LINKS_RU: link 1: its address does not say the network/,
    );
    expect(() => parseEnv({ SHOP_SOCIAL_LINKS_RU: " , " })).toThrow(/SHOP_SOCIAL_LINKS_RU: give at least one link/);
    expect(() => parseEnv({ SHOP_SUPPORT_INSTAGRAM: "kupi uz" })).toThrow(/SHOP_SUPPORT_INSTAGRAM: /);
    const env = parseEnv({
      SHOP_WHATSAPP_NUMBER_RU: "none",
      SHOP_TELEGRAM_BOT_EN: "@KupiHelpBot",
      SHOP_SUPPORT_EMAIL_ID: "",
    });
    expect([env.SHOP_WHATSAPP_NUMBER_RU, env.SHOP_TELEGRAM_BOT_EN, env.SHOP_SUPPORT_EMAIL_ID]).toEqual([
      "none",
      "@KupiHelpBot",
      undefined,
    ]);
  });

  it("stops on a bad value with a message naming the variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT: Invalid input: expected number/);
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
    expect(() => parseEnv({ NODE_ENV: "staging" })).toThrow(/NODE_ENV/);
  });

  it("names a bad variable and what is wrong, never the value given: no secret, no URL's password", () => {
    const secret = "Pa55-Marker-4711";
    const message = (source: Record<string, string>) => {
      try {
        parseEnv(source);
      } catch (error) {
        expect(error).toBeInstanceOf(EnvError);
        return (error as Error).message;
      }
      return undefined;
    };
    // Every variable, given a value it refuses: the message names it and leaves the value out.
    let refused = 0;
    for (const name of Object.keys(envSchema.shape)) {
      const text = message({ [name]: `mysql://kupi:${secret}@db.example/shop ${secret}` });
      if (text === undefined) continue;
      refused += 1;
      // A half-set pair names the missing half: the message names a variable either way.
      expect(text, name).toMatch(/^ {2}[A-Z0-9_]+: /m);
      expect(text, name).not.toContain(secret);
    }
    expect(refused).toBeGreaterThan(20);
    // The variable each refusal names, and a source that hides a secret somewhere in it.
    const cases: [string, Record<string, string>][] = [
      ["DATABASE_URL", { DATABASE_URL: `mysql://kupi:${secret}@db.example/shop` }],
      ["OPERATOR_TOKEN", { OPERATOR_TOKEN: secret }],
      ["TOTP_SECRET_KEY", { TOTP_SECRET_KEY: secret }],
      ["CLICK_SECRET_KEY", { CLICK_SECRET_KEY: secret }],
      ["NODE_ENV", { MIDTRANS_SERVER_KEY: secret, MIDTRANS_CLIENT_KEY: secret, NODE_ENV: "development" }],
      ["SMTP_URL", { SMTP_URL: `http://kupi:${secret}@mail.example` }],
    ];
    for (const [name, source] of cases) {
      const text = message(source);
      expect(text, name).toMatch(new RegExp(`^  ${name}: `, "m"));
      expect(text, name).not.toContain(secret);
    }
    expect(message({ OPERATOR_TOKEN: secret })).toContain("OPERATOR_TOKEN: must be at least 24 characters");
  });

  it("takes every configured secret out of a failed start's message: keys, tokens, a URL's password", () => {
    const source = {
      DATABASE_URL: "postgres://kupi:db%2Fpass-4711@db.example:5432/shop",
      OPERATOR_TOKEN: "operator-token-4711-operator-token",
      TOTP_SECRET_KEY: Buffer.alloc(32, 7).toString("base64"),
      CLICK_SECRET_KEY: "click-secret-4711",
      MIDTRANS_CLIENT_KEY: "Mid-client-public-4711",
      PATH: "/usr/local/bin:/usr/bin",
    };
    const stack = `Error: could not start with ${Object.values(source).join(" and ")} and db/pass-4711`;
    const clean = withoutSecrets(stack, source);
    expect(clean).not.toMatch(/pass-4711|operator-token-4711|click-secret-4711/);
    expect(clean).not.toContain(source.TOTP_SECRET_KEY);
    // The browser's client key is public by design, and what is not the shop's variable stays.
    expect(clean).toContain("Mid-client-public-4711");
    expect(clean).toContain("/usr/local/bin");
    expect(secretValues({ DIGIFLAZZ_API_KEY: "key" })).toEqual([]);
  });

  it("refuses a misspelt variable of the shop's, naming it and the nearest one it reads", () => {
    expect(() => parseEnv({ MIDTRANS_SERVER_KY: "Mid-server-live" })).toThrow(
      /MIDTRANS_SERVER_KY: is not a variable the shop reads: did you mean MIDTRANS_SERVER_KEY\?/,
    );
    expect(() => parseEnv({ SHOP_SUPORT_EMAIL_RU: "help@kupi.uz" })).toThrow(/did you mean SHOP_SUPPORT_EMAIL_RU\?/);
    // Far from every name the shop reads: still refused, with no guess.
    expect(() => parseEnv({ KUPI_MODE: "live" })).toThrow(/KUPI_MODE: is not a variable the shop reads \(/);
    // Never the value: a misspelt key's value is a secret all the same.
    expect(() => parseEnv({ MIDTRANS_SERVER_KY: "Mid-server-live-4711" })).not.toThrow(/4711/);
    // Other programs' variables and names without the shop's beginnings are not the shop's business.
    expect(() =>
      parseEnv({ GOOGLE_APPLICATION_CREDENTIALS: "/etc/gcp.json", PATH: "/usr/bin", npm_lifecycle_event: "start" }),
    ).not.toThrow();
  });

  it("refuses half of a sign-in or messaging provider instead of quietly leaving its button out", () => {
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: "kupi.apps.googleusercontent.com" })).toThrow(
      /GOOGLE_CLIENT_SECRET: set both Google sign-in variables \(GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET\), or neither/,
    );
    expect(() => parseEnv({ FACEBOOK_APP_SECRET: "facebook-secret" })).toThrow(/FACEBOOK_APP_ID: set both/);
    expect(() => parseEnv({ TELEGRAM_CLIENT_ID: "123456" })).toThrow(/TELEGRAM_CLIENT_SECRET: set both/);
    expect(() => parseEnv({ WHATSAPP_ACCESS_TOKEN: "whatsapp-token" })).toThrow(/WHATSAPP_PHONE_NUMBER_ID: set both/);
    expect(() => parseEnv({ GA4_MEASUREMENT_ID: "G-KUPI" })).toThrow(/GA4_API_SECRET: set both/);
    expect(parseEnv({ GOOGLE_CLIENT_ID: "kupi", GOOGLE_CLIENT_SECRET: "google-secret" }).GOOGLE_CLIENT_ID).toBe("kupi");
  });

  it("keeps the not-ready wait inside the shutdown's bound", () => {
    expect(() => parseEnv({ SHUTDOWN_NOT_READY_MS: "10000" })).toThrow(
      /SHUTDOWN_NOT_READY_MS: must be shorter than SHUTDOWN_TIMEOUT_MS/,
    );
    expect(parseEnv({ SHUTDOWN_NOT_READY_MS: "2000" }).SHUTDOWN_NOT_READY_MS).toBe(2000);
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
    // What live mode needs besides the keys and a supplier: its public origin, the sealing key and
    // the seller's details.
    const origin = {
      PUBLIC_ORIGIN: "https://kupi.example",
      TOTP_SECRET_KEY: Buffer.alloc(32, 7).toString("base64"),
      ...LIVE_OPERATOR_ENV,
    };

    it("is test mode without real keys, live mode with them", () => {
      expect(isLive(parseEnv({}))).toBe(false);
      expect(isLive(parseEnv({ ...midtrans, ...digiflazz, ...origin }))).toBe(true);
    });

    it("refuses real keys next to a sandbox supplier, a sandbox gateway or no public origin", () => {
      expect(() => parseEnv({ ...midtrans, ...origin })).toThrow(
        /DIGIFLAZZ_USERNAME: real payments need a real supplier/,
      );
      expect(() => parseEnv({ ...midtrans, ...digiflazz })).toThrow(/PUBLIC_ORIGIN: is required with real payments/);
      expect(() =>
        parseEnv({
          ...midtrans,
          ...digiflazz,
          ...origin,
          PAYMENT_SANDBOX_URL: "http://127.0.0.1:3100",
          PAYMENT_SANDBOX_SERVER_KEY: "SB-Mid-server-x",
          PAYMENT_SANDBOX_CLIENT_KEY: "SB-Mid-client-x",
        }),
      ).toThrow(/PAYMENT_SANDBOX_URL: cannot be used with real payment keys/);
      expect(() =>
        parseEnv({ ...midtrans, ...digiflazz, ...origin, SUPPLIER_SANDBOX_URL: "http://127.0.0.1:3101/v1" }),
      ).toThrow(/SUPPLIER_SANDBOX_URL: cannot be used with real payment keys/);
    });

    it("wants both Apigames keys or neither, SUPPLIERS=apigames only with them, and takes Apigames as a real supplier", () => {
      const apigames = { APIGAMES_MERCHANT_ID: "M241129KUPI", APIGAMES_SECRET_KEY: "apigames-secret" };
      expect(() => parseEnv({ APIGAMES_MERCHANT_ID: "M241129KUPI" })).toThrow(
        /APIGAMES_SECRET_KEY: set both Apigames keys, or neither/,
      );
      expect(() => parseEnv({ APIGAMES_SECRET_KEY: "apigames-secret" })).toThrow(
        /APIGAMES_MERCHANT_ID: set both Apigames keys, or neither/,
      );
      expect(() => parseEnv({ SUPPLIERS: "apigames" })).toThrow(
        /SUPPLIERS: the Apigames supplier needs APIGAMES_MERCHANT_ID and APIGAMES_SECRET_KEY/,
      );
      expect(() => parseEnv({ SUPPLIERS: "digiflazz" })).toThrow(/SUPPLIERS: the Digiflazz supplier needs/);
      expect(() => parseEnv({ SUPPLIERS: "unipin" })).toThrow(/SUPPLIERS: names no supplier: "unipin"/);
      expect(() => parseEnv({ ...apigames, SUPPLIERS: "apigames,apigames" })).toThrow(
        /SUPPLIERS: names a supplier twice/,
      );
      expect(parseEnv({ ...apigames, SUPPLIERS: "apigames" }).SUPPLIERS).toEqual(["apigames"]);
      expect(parseEnv({ SUPPLIERS: "" }).SUPPLIERS).toBeUndefined();
      expect(isLive(parseEnv({ ...midtrans, ...apigames, ...origin, SUPPLIERS: "apigames" }))).toBe(true);
      // Apigames' keys alone turn on its player check, never its purchases: real money has no supplier.
      expect(() => parseEnv({ ...midtrans, ...apigames, ...origin })).toThrow(
        /DIGIFLAZZ_USERNAME: real payments need a real supplier/,
      );
      expect(() => parseEnv({ ...midtrans, ...apigames, ...origin, SUPPLIERS: "digiflazz" })).toThrow(
        /SUPPLIERS: the Digiflazz supplier needs/,
      );
      expect(secretValues({ APIGAMES_SECRET_KEY: "apigames-secret" })).toEqual(["apigames-secret"]);
    });

    it("wants the shared gateway's key beside its Digiflazz face's address (it signs the sandbox account)", () => {
      expect(() => parseEnv({ SUPPLIER_SANDBOX_URL: "http://127.0.0.1:3101/v1" })).toThrow(
        /SUPPLIER_SANDBOX_URL: needs PAYMENT_SANDBOX_SERVER_KEY/,
      );
    });

    it("counts real YooKassa keys as live, wants both of them, and keeps the sandbox away from them", () => {
      const yookassa = { YOOKASSA_SHOP_ID: "123456", YOOKASSA_SECRET_KEY: "live_secret" };
      expect(isLive(parseEnv({ ...yookassa, ...digiflazz, ...origin }))).toBe(true);
      expect(() => parseEnv({ YOOKASSA_SHOP_ID: "123456" })).toThrow(/YOOKASSA_SECRET_KEY: set both YooKassa keys/);
      expect(() => parseEnv({ ...yookassa, ...origin })).toThrow(/DIGIFLAZZ_USERNAME: real payments need/);
      expect(() =>
        parseEnv({
          ...yookassa,
          ...digiflazz,
          ...origin,
          PAYMENT_SANDBOX_URL: "http://127.0.0.1:3100",
          PAYMENT_SANDBOX_SERVER_KEY: "SB-Mid-server-x",
          PAYMENT_SANDBOX_CLIENT_KEY: "SB-Mid-client-x",
        }),
      ).toThrow(/PAYMENT_SANDBOX_URL: cannot be used with real payment keys/);
    });

    it("wants the key that seals the console's TOTP secrets with real keys, and only a 32-byte one", () => {
      expect(parseEnv({}).TOTP_SECRET_KEY).toBeUndefined();
      expect(() => parseEnv({ ...midtrans, ...digiflazz, PUBLIC_ORIGIN: "https://kupi.example" })).toThrow(
        /TOTP_SECRET_KEY: is required with real payments/,
      );
      expect(() => parseEnv({ TOTP_SECRET_KEY: Buffer.alloc(16, 7).toString("base64") })).toThrow(
        /TOTP_SECRET_KEY: must be 32 random bytes in base64/,
      );
      expect(() => parseEnv({ TOTP_SECRET_KEY: "not base64 at all!" })).toThrow(/TOTP_SECRET_KEY/);
    });

    it("keeps rate limits on with real keys; only test mode may turn them off", () => {
      expect(parseEnv({}).RATE_LIMITS).toBe("on");
      expect(parseEnv({ RATE_LIMITS: "off" }).RATE_LIMITS).toBe("off");
      expect(() => parseEnv({ ...midtrans, ...digiflazz, ...origin, RATE_LIMITS: "off" })).toThrow(
        /RATE_LIMITS: cannot be off with real payment keys/,
      );
    });

    it("reads DIGIFLAZZ_TESTING (Digiflazz's development mode) and refuses it with real keys", () => {
      expect(parseEnv({}).DIGIFLAZZ_TESTING).toBe(false);
      expect(parseEnv({ DIGIFLAZZ_TESTING: "true" }).DIGIFLAZZ_TESTING).toBe(true);
      expect(parseEnv({ DIGIFLAZZ_TESTING: "false" }).DIGIFLAZZ_TESTING).toBe(false);
      expect(() => parseEnv({ DIGIFLAZZ_TESTING: "yes" })).toThrow(/DIGIFLAZZ_TESTING/);
      expect(() => parseEnv({ ...midtrans, ...digiflazz, ...origin, DIGIFLAZZ_TESTING: "true" })).toThrow(
        /DIGIFLAZZ_TESTING: cannot be true with real payment keys/,
      );
      expect(parseEnv({ ...midtrans, ...digiflazz, ...origin, DIGIFLAZZ_TESTING: "false" }).DIGIFLAZZ_TESTING).toBe(
        false,
      );
    });

    it("refuses real keys with NODE_ENV=development or test: Vite would serve the source files, cookies lose Secure", () => {
      for (const NODE_ENV of ["development", "test"]) {
        expect(() => parseEnv({ ...midtrans, ...digiflazz, ...origin, NODE_ENV }), NODE_ENV).toThrow(
          /NODE_ENV: must be production with real payment keys \(MIDTRANS_SERVER_KEY, MIDTRANS_CLIENT_KEY\)/,
        );
      }
      expect(parseEnv({ ...midtrans, ...digiflazz, ...origin, NODE_ENV: "production" }).NODE_ENV).toBe("production");
      expect(parseEnv({ NODE_ENV: "development" }).NODE_ENV).toBe("development");
    });

    it("refuses a test identity as the console's first admin with real keys: test sign-in does not exist live", () => {
      expect(() =>
        parseEnv({ ...midtrans, ...digiflazz, ...origin, ADMIN_BOOTSTRAP_IDENTITY: "test:kupiadmin" }),
      ).toThrow(/ADMIN_BOOTSTRAP_IDENTITY: cannot be a test: identity with real payment keys/);
      expect(() =>
        parseEnv({ ...midtrans, ...digiflazz, ...origin, ADMIN_BOOTSTRAP_IDENTITY: " TEST:kupiadmin" }),
      ).toThrow(/ADMIN_BOOTSTRAP_IDENTITY/);
      const live = parseEnv({ ...midtrans, ...digiflazz, ...origin, ADMIN_BOOTSTRAP_IDENTITY: "google:1098" });
      expect(live.ADMIN_BOOTSTRAP_IDENTITY).toBe("google:1098");
      expect(parseEnv({ ADMIN_BOOTSTRAP_IDENTITY: "test:kupiadmin" }).ADMIN_BOOTSTRAP_IDENTITY).toBe("test:kupiadmin");
    });

    it("wants each selling market's seller: name, address and registration number, named by variable, never quoted", () => {
      const { SHOP_LEGAL_NAME, SHOP_LEGAL_ADDRESS, SHOP_REGISTRATION_NUMBER, ...bare } = origin;
      const refusal = (env: Record<string, string>) => {
        try {
          parseEnv(env);
        } catch (error) {
          return (error as Error).message;
        }
        return "";
      };
      // Midtrans sells in Indonesia and to the English market; Russia and Uzbekistan take no money.
      const midtransOnly = refusal({ ...midtrans, ...digiflazz, ...bare });
      for (const market of ["ID", "EN"])
        for (const name of ["SHOP_LEGAL_NAME", "SHOP_LEGAL_ADDRESS", "SHOP_REGISTRATION_NUMBER"])
          expect(midtransOnly).toContain(`${name}_${market}: is required with real payments`);
      expect(midtransOnly).not.toMatch(/_(RU|UZ):/);
      // A market's own variable, or the one for every market, will do; the value is never printed.
      const indonesia = {
        SHOP_LEGAL_NAME_ID: "PT Rahasia Dagang Sekali",
        SHOP_LEGAL_ADDRESS_ID: "Jl. Sudirman 1, Jakarta",
        SHOP_REGISTRATION_NUMBER_ID: "9120001234567",
      };
      const englishMissing = refusal({
        ...midtrans,
        ...digiflazz,
        ...bare,
        ...indonesia,
        SHOP_LEGAL_NAME: SHOP_LEGAL_NAME,
        SHOP_LEGAL_ADDRESS: SHOP_LEGAL_ADDRESS,
      });
      expect(englishMissing.split("\n").slice(1)).toEqual([
        "  SHOP_REGISTRATION_NUMBER_EN: is required with real payments: the EN market sells, and its pages name the seller (or set SHOP_REGISTRATION_NUMBER for every market)",
      ]);
      for (const value of [...Object.values(indonesia), SHOP_LEGAL_NAME, SHOP_LEGAL_ADDRESS])
        expect(englishMissing).not.toContain(value);
      expect(
        parseEnv({
          ...midtrans,
          ...digiflazz,
          ...bare,
          ...indonesia,
          SHOP_REGISTRATION_NUMBER_EN: SHOP_REGISTRATION_NUMBER,
          SHOP_LEGAL_NAME,
          SHOP_LEGAL_ADDRESS,
        }).SHOP_LEGAL_NAME_ID,
      ).toBe("PT Rahasia Dagang Sekali");
      // Payme sells in Uzbekistan only; test mode shows its samples and asks for nothing.
      const paymeOnly = refusal({
        PAYME_MERCHANT_ID: "5e730e8e0b852a417aa49ceb",
        PAYME_KEY: "payme-live-key",
        ...digiflazz,
        ...bare,
      });
      expect(paymeOnly).toContain("SHOP_LEGAL_NAME_UZ: is required with real payments");
      expect(paymeOnly).not.toMatch(/_(ID|EN|RU):/);
      expect(refusal({})).toBe("");
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
      expect(() => parseEnv({ CLICK_SECRET_KEY: "click-secret" })).toThrow(/CLICK_SECRET_KEY: set all four Click keys/);
      expect(() => parseEnv({ ...click, ...origin })).toThrow(/real payments need a real supplier/);
      expect(() => parseEnv({ ...click, ...digiflazz, ...origin, RATE_LIMITS: "off" })).toThrow(/RATE_LIMITS/);
      expect(() => parseEnv({ ...click, CLICK_SERVICE_ID: "abc", ...digiflazz, ...origin })).toThrow(
        /CLICK_SERVICE_ID/,
      );
    });
  });
});
