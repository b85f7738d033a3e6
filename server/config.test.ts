import { describe, expect, it } from "vitest";
import { TEST_MODE_SECRET_KEY } from "../adapters/crypto/secret-box";
import { LIVE_OPERATOR_ENV } from "../tests/support/live-operator-env";
import { readConfig } from "./config";
import { parseEnv } from "./env";

const live = {
  MIDTRANS_SERVER_KEY: "Mid-server-live",
  MIDTRANS_CLIENT_KEY: "Mid-client-live",
  DIGIFLAZZ_USERNAME: "kupi",
  DIGIFLAZZ_API_KEY: "key",
  DIGIFLAZZ_WEBHOOK_SECRET: "secret",
  PUBLIC_ORIGIN: "https://kupi.example/",
  TOTP_SECRET_KEY: Buffer.alloc(32, 9).toString("base64"),
  ...LIVE_OPERATOR_ENV,
};

describe("the configuration read once from the environment", () => {
  it("with nothing set is test mode: its own sandbox gateway and Digiflazz face, WhatsApp codes on the page", () => {
    const config = readConfig(parseEnv({ PORT: "3100" }));
    expect(config.live).toBe(false);
    expect(config.public.testMode).toBe(true);
    expect(config.totpSecretKey).toEqual(TEST_MODE_SECRET_KEY);
    expect(config.public.publicOrigin).toBe("http://localhost:3100");
    expect(config.payments).toMatchObject({ kind: "own-sandbox", shopPort: 3100 });
    expect(config.suppliers).toEqual([{ kind: "own-sandbox", delayMs: 3_000, port: 0, shopPort: 3100 }]);
    expect(config.public.providers.whatsapp).toBe(true);
    expect(config.whatsapp).toBeUndefined();
    expect(config.smtp).toBeUndefined();
  });

  it("with real keys is live: Midtrans, Digiflazz calling back at the public origin, no WhatsApp without the Cloud API", () => {
    const config = readConfig(parseEnv(live));
    expect(config.live).toBe(true);
    expect(config.public.testMode).toBe(false);
    expect(Buffer.from(config.totpSecretKey)).toEqual(Buffer.alloc(32, 9));
    expect(config.public.publicOrigin).toBe("https://kupi.example");
    expect(config.payments).toMatchObject({ kind: "midtrans", serverKey: "Mid-server-live" });
    expect(config.suppliers).toMatchObject([
      { kind: "digiflazz", callbackUrl: "https://kupi.example/backend/api/supplier/callback" },
    ]);
    expect(config.public.providers.whatsapp).toBe(false);
  });

  it("buys from a shared gateway's Digiflazz face with the gateway's key when SUPPLIER_SANDBOX_URL names it", () => {
    const config = readConfig(
      parseEnv({
        PAYMENT_SANDBOX_URL: "http://127.0.0.1:3100",
        PAYMENT_SANDBOX_SERVER_KEY: "SB-Mid-server-shared",
        PAYMENT_SANDBOX_CLIENT_KEY: "SB-Mid-client-shared",
        SUPPLIER_SANDBOX_URL: "http://127.0.0.1:3101/v1/",
      }),
    );
    expect(config.suppliers).toEqual([
      { kind: "shared-sandbox", url: "http://127.0.0.1:3101/v1", serverKey: "SB-Mid-server-shared" },
    ]);
  });

  it("sends Digiflazz's development flag only when DIGIFLAZZ_TESTING is true (test mode)", () => {
    const digiflazz = { DIGIFLAZZ_USERNAME: "kupi", DIGIFLAZZ_API_KEY: "dev-key", DIGIFLAZZ_WEBHOOK_SECRET: "secret" };
    expect(readConfig(parseEnv({ ...digiflazz, DIGIFLAZZ_TESTING: "true" })).suppliers).toMatchObject([
      { kind: "digiflazz", testing: true },
    ]);
    expect(readConfig(parseEnv(digiflazz)).suppliers).toMatchObject([{ kind: "digiflazz", testing: false }]);
    expect(readConfig(parseEnv(live)).suppliers).toMatchObject([{ kind: "digiflazz", testing: false }]);
  });

  it("delivers through Apigames only when SUPPLIERS names it, and uses its player check whenever its keys are set", () => {
    const apigames = {
      APIGAMES_MERCHANT_ID: "M241129KUPI",
      APIGAMES_SECRET_KEY: "apigames-secret",
      APIGAMES_URL: "https://v1.apigames.id/",
    };
    const keys = {
      kind: "apigames",
      baseUrl: "https://v1.apigames.id",
      merchantId: "M241129KUPI",
      secretKey: "apigames-secret",
    };
    expect(readConfig(parseEnv({ ...live, ...apigames })).suppliers).toMatchObject([{ kind: "digiflazz" }]);
    expect(readConfig(parseEnv({ ...live, ...apigames, SUPPLIERS: "apigames" })).suppliers).toEqual([keys]);
    // Both, in the order SUPPLIERS names them: the order deliveries try them.
    expect(readConfig(parseEnv({ ...live, ...apigames, SUPPLIERS: "apigames, digiflazz" })).suppliers).toMatchObject([
      keys,
      { kind: "digiflazz" },
    ]);
    const apigamesOnly = { ...live, DIGIFLAZZ_USERNAME: "", DIGIFLAZZ_API_KEY: "", DIGIFLAZZ_WEBHOOK_SECRET: "" };
    const config = readConfig(parseEnv({ ...apigamesOnly, ...apigames, SUPPLIERS: "apigames" }));
    expect(config.live).toBe(true);
    expect(config.suppliers).toEqual([keys]);
    expect(config.playerLookup).toEqual(keys);
    // In test mode its keys serve the player check; deliveries stay with the sandbox's face.
    const testMode = readConfig(parseEnv({ ...apigames, PORT: "3100" }));
    expect(testMode.suppliers).toMatchObject([{ kind: "own-sandbox" }]);
    expect(testMode.playerLookup).toEqual(keys);
    expect(readConfig(parseEnv({ ...live, ...apigames })).playerLookup).toEqual(keys);
    expect(readConfig(parseEnv(live)).playerLookup).toBeUndefined();
    expect(readConfig(parseEnv({})).playerLookup).toBeUndefined();
  });

  it("with real YooKassa keys only is live with YooKassa and no Midtrans, and never starts a sandbox gateway", () => {
    const config = readConfig(
      parseEnv({
        ...live,
        MIDTRANS_SERVER_KEY: "",
        MIDTRANS_CLIENT_KEY: "",
        YOOKASSA_SHOP_ID: "123456",
        YOOKASSA_SECRET_KEY: "live_secret",
      }),
    );
    expect(config.live).toBe(true);
    expect(config.payments).toEqual({ kind: "none" });
    expect(config.yookassa).toEqual({
      apiUrl: "https://api.yookassa.ru/v3",
      shopId: "123456",
      secretKey: "live_secret",
    });
    expect(readConfig(parseEnv({ PORT: "3100" })).yookassa).toBeUndefined();
  });

  it("sends YooKassa the shop's tax system in each receipt only when YOOKASSA_TAX_SYSTEM_CODE is set", () => {
    const keys = { ...live, YOOKASSA_SHOP_ID: "123456", YOOKASSA_SECRET_KEY: "live_secret", YOOKASSA_RECEIPTS: "true" };
    expect(readConfig(parseEnv({ ...keys, YOOKASSA_TAX_SYSTEM_CODE: "2" })).yookassa).toMatchObject({
      taxSystemCode: 2,
    });
    expect(readConfig(parseEnv({ ...keys, YOOKASSA_TAX_SYSTEM_CODE: "" })).yookassa).not.toHaveProperty(
      "taxSystemCode",
    );
    expect(() => parseEnv({ ...keys, YOOKASSA_TAX_SYSTEM_CODE: "7" })).toThrow(/YOOKASSA_TAX_SYSTEM_CODE/);
  });

  it("reads the WhatsApp Cloud number once for both its templates", () => {
    const config = readConfig(parseEnv({ ...live, WHATSAPP_PHONE_NUMBER_ID: "1055", WHATSAPP_ACCESS_TOKEN: "token" }));
    expect(config.whatsapp).toMatchObject({
      phoneNumberId: "1055",
      loginTemplate: "kupi_login_code",
      receiptTemplate: "kupi_order_receipt",
      accountCorrectedTemplate: "kupi_account_corrected",
    });
    expect(config.public.providers.whatsapp).toBe(true);
  });

  it("with Payme's keys alone is live: Payme's real cash desk and no sandbox gateway of Midtrans's protocol", () => {
    const config = readConfig(
      parseEnv({
        ...live,
        MIDTRANS_SERVER_KEY: "",
        MIDTRANS_CLIENT_KEY: "",
        PAYME_MERCHANT_ID: "5e730e8e0b852a417aa49ceb",
        PAYME_KEY: "k",
      }),
    );
    expect(config.live).toBe(true);
    expect(config.payments).toEqual({ kind: "none" });
    expect(config.payme).toEqual({
      merchantId: "5e730e8e0b852a417aa49ceb",
      key: "k",
      checkoutUrl: "https://checkout.paycom.uz",
      apiUrl: "https://checkout.paycom.uz/api",
    });
    expect(readConfig(parseEnv({})).payme).toBeUndefined();
  });

  it("reads the WhatsApp Cloud number once for both its templates", () => {
    const config = readConfig(parseEnv({ ...live, WHATSAPP_PHONE_NUMBER_ID: "1055", WHATSAPP_ACCESS_TOKEN: "token" }));
    expect(config.whatsapp).toMatchObject({
      phoneNumberId: "1055",
      loginTemplate: "kupi_login_code",
      receiptTemplate: "kupi_order_receipt",
      accountCorrectedTemplate: "kupi_account_corrected",
    });
    expect(config.public.providers.whatsapp).toBe(true);
  });

  it("offers a sign-in provider with both halves of its credentials; half of them stops the start", () => {
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(readConfig(parseEnv({})).public.providers.google).toBe(false);
    const config = readConfig(parseEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" }));
    expect(config.public.providers.google).toBe(true);
    expect(config.google).toEqual({ issuer: "https://accounts.google.com", clientId: "id", clientSecret: "secret" });
  });

  it("with Click's keys only is live: Click for real, and no sandbox gateway for the other markets", () => {
    const rest = Object.fromEntries(Object.entries(live).filter(([name]) => !name.startsWith("MIDTRANS_")));
    const config = readConfig(
      parseEnv({
        ...rest,
        CLICK_SERVICE_ID: "123",
        CLICK_MERCHANT_ID: "456",
        CLICK_MERCHANT_USER_ID: "789",
        CLICK_SECRET_KEY: "click-secret",
      }),
    );
    expect(config.live).toBe(true);
    expect(config.payments).toEqual({ kind: "none" });
    expect(config.click).toEqual({
      serviceId: "123",
      merchantId: "456",
      merchantUserId: "789",
      secretKey: "click-secret",
      payUrl: "https://my.click.uz/services/pay",
      apiUrl: "https://api.click.uz/v2/merchant",
    });
    expect(readConfig(parseEnv({})).click).toBeUndefined();
  });

  it("gives each market its own details: its defaults, its own variable, the shared one, none", () => {
    const defaults = readConfig(parseEnv({})).public.shop;
    expect([defaults.id, defaults.en, defaults.ru, defaults.uz].map((shop) => shop.supportEmail)).toEqual([
      "support@kupi.id",
      "support@kupi.gg",
      "support@kupi.ru",
      "support@kupi.uz",
    ]);
    const shop = readConfig(
      parseEnv({
        SHOP_SUPPORT_EMAIL: "help@kupi.example",
        SHOP_SUPPORT_EMAIL_RU: "pomosh@kupi.example",
        SHOP_WHATSAPP_NUMBER_ID: "none",
        SHOP_TELEGRAM_BOT_UZ: "@KupiToshkentBot",
        SHOP_SOCIAL_LINKS_RU: "https://t.me/kupi_news, Dzen=https://dzen.ru/kupi",
        SHOP_SOCIAL_LINKS_EN: "none",
        SHOP_LEGAL_NAME_UZ: "Kupi Digital MChJ",
      }),
    ).public.shop;
    expect(shop.ru.supportEmail).toBe("pomosh@kupi.example");
    expect([shop.id.supportEmail, shop.en.supportEmail, shop.uz.supportEmail]).toEqual([
      "help@kupi.example",
      "help@kupi.example",
      "help@kupi.example",
    ]);
    expect(shop.id.whatsappNumber).toBe("");
    expect(shop.uz.telegramBot).toBe("@KupiToshkentBot");
    expect(shop.ru.telegramBot).toBe("@KupiRuBot");
    expect(shop.ru.social).toEqual([
      { name: "Telegram", url: "https://t.me/kupi_news" },
      { name: "Dzen", url: "https://dzen.ru/kupi" },
    ]);
    expect(shop.en.social).toEqual([]);
    expect(shop.uz.social).toEqual(defaults.uz.social);
    expect([shop.uz.legalName, shop.id.legalName]).toEqual(["Kupi Digital MChJ", "PT Kupi Contoh Indonesia"]);
  });

  it("reads each market's seller: its register's number, address, tax number and phone, or none", () => {
    const shop = readConfig(
      parseEnv({
        SHOP_LEGAL_ADDRESS: "Jl. Sudirman Kav. 52, Jakarta 12190",
        SHOP_LEGAL_ADDRESS_RU: "125009, г. Москва, ул. Тверская, д. 7",
        SHOP_REGISTRATION_NUMBER_ID: "9120001234567",
        SHOP_REGISTRATION_NUMBER_RU: "1237700123456",
        SHOP_TAX_ID_RU: "7701234567",
        SHOP_TAX_ID_ID: "none",
        SHOP_SUPPORT_PHONE_UZ: "+998 71 200-00-01",
        SHOP_SUPPORT_PHONE_EN: "none",
      }),
    ).public.shop;
    expect(shop.ru).toMatchObject({
      legalAddress: "125009, г. Москва, ул. Тверская, д. 7",
      registrationNumber: "1237700123456",
      taxId: "7701234567",
    });
    expect(shop.id).toMatchObject({
      legalAddress: "Jl. Sudirman Kav. 52, Jakarta 12190",
      registrationNumber: "9120001234567",
      taxId: "",
    });
    // The English market: the shared address, its own sample number, no phone.
    expect(shop.en).toMatchObject({ legalAddress: "Jl. Sudirman Kav. 52, Jakarta 12190", supportPhone: "" });
    expect(shop.en.registrationNumber).toBe(readConfig(parseEnv({})).public.shop.en.registrationNumber);
    expect(shop.uz.supportPhone).toBe("+998 71 200-00-01");
    expect(() => parseEnv({ SHOP_SUPPORT_PHONE_ID: "call us" })).toThrow(
      /SHOP_SUPPORT_PHONE_ID: is an international phone number/,
    );
  });

  it("says plainly in test mode that the seller is a sample, in every market", () => {
    const shop = readConfig(parseEnv({})).public.shop;
    expect([shop.id, shop.en, shop.ru, shop.uz].map((market) => market.legalName)).toEqual([
      "PT Kupi Contoh Indonesia",
      "Kupi Example LLC",
      "ООО «Купи Пример»",
      "“Kupi Namuna” MChJ",
    ]);
    for (const market of [shop.id, shop.en, shop.ru, shop.uz]) expect(market.registrationNumber).toMatch(/0{7}/);
  });

  it("sends each market's receipts from its own address unless RECEIPT_FROM names one for all", () => {
    const smtp = readConfig(parseEnv({ SMTP_URL: "smtp://mail.example:587" })).smtp;
    expect(smtp?.from).toEqual({
      id: "Kupi <support@kupi.id>",
      en: "Kupi <support@kupi.gg>",
      ru: "Kupi <support@kupi.ru>",
      uz: "Kupi <support@kupi.uz>",
    });
    const one = readConfig(parseEnv({ SMTP_URL: "smtp://mail.example:587", RECEIPT_FROM: "Kupi <r@kupi.example>" }));
    expect(one.smtp?.from).toBe("Kupi <r@kupi.example>");
  });
  it("migrates at start unless MIGRATE_ON_START=false with DATABASE_URL, which the embedded database refuses", () => {
    expect(readConfig(parseEnv({})).database.migrateOnStart).toBe(true);
    const url = "postgres://shop:pw@db.example/shop";
    expect(readConfig(parseEnv({ DATABASE_URL: url, MIGRATE_ON_START: "false" })).database).toMatchObject({
      url,
      migrateOnStart: false,
    });
    expect(() => parseEnv({ MIGRATE_ON_START: "false" })).toThrow(/MIGRATE_ON_START: false needs DATABASE_URL/);
    expect(() => parseEnv({ MIGRATE_ON_START: "no" })).toThrow(/MIGRATE_ON_START: /);
    expect(() => parseEnv({ MIGRATE_ON_STRAT: "false" })).toThrow(/did you mean MIGRATE_ON_START\?/);
  });

  it("opens /metrics to loopback in test mode, to METRICS_TOKEN's bearer when set, and to nobody live without one", () => {
    expect(readConfig(parseEnv({})).metrics).toEqual({ token: undefined, loopback: true });
    const token = "metrics-token-of-24-chars-or-more";
    expect(readConfig(parseEnv({ METRICS_TOKEN: token })).metrics).toEqual({ token, loopback: false });
    expect(readConfig(parseEnv(live)).metrics).toEqual({ token: undefined, loopback: false });
    expect(readConfig(parseEnv({ ...live, METRICS_TOKEN: token })).metrics).toEqual({ token, loopback: false });
    expect(() => parseEnv({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN: must be at least 24 characters/);
  });
});
