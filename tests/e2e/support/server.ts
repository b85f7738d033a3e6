import { readFileSync } from "node:fs";
import path from "node:path";

/** The e2e server's port and data directory (its own embedded PostgreSQL, fresh for each run). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3917);
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? ".data-e2e");
/** What the e2e server prints (its JSON log lines), scanned when the run ends (log-scan-teardown.ts). */
export const E2E_SERVER_LOG = `${E2E_DATA_DIR}.log`;

/**
 * The URL of the embedded PostgreSQL the e2e server started, read from its data directory, so tests
 * can arrange data (a signed-in session) the way later features will create it.
 */
export function e2eDatabaseUrl(dataDir: string = E2E_DATA_DIR): string {
  const pid = readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n");
  const port = pid[3]?.trim();
  const password = readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/shop`;
}

/** The fake Facebook the e2e server signs in against (tests/fakes/facebook-graph-server.ts). */
export const E2E_FACEBOOK = {
  port: Number(process.env.E2E_FACEBOOK_PORT ?? 3931),
  appId: "e2e-facebook-app",
  appSecret: "e2e-facebook-secret",
} as const;

/** The local OIDC issuer standing in for Google (tests/fakes/oidc-server.ts). */
export const E2E_GOOGLE = {
  port: Number(process.env.E2E_GOOGLE_PORT ?? 3932),
  clientId: "e2e-google-client",
  clientSecret: "e2e-google-secret",
} as const;

/** A second local OIDC issuer, standing in for Telegram's OpenID Connect flow. */
export const E2E_TELEGRAM = {
  port: Number(process.env.E2E_TELEGRAM_PORT ?? 3933),
  clientId: "700000001",
  clientSecret: "e2e-telegram-secret",
} as const;

/**
 * Each market's seller in the e2e shop, set apart from every other market's and from the samples of
 * core/shop.ts, so that a page showing the wrong market's, or the sample, is caught
 * (tests/e2e/about-operator.spec.ts). "none": the market has no such number or phone.
 */
export const E2E_OPERATORS = {
  ID: {
    SHOP_LEGAL_NAME: "PT Kupi Pengujian Nusantara",
    SHOP_LEGAL_ADDRESS: "Jl. Braga No. 77, Bandung 40111",
    SHOP_REGISTRATION_NUMBER: "9120001112223",
    SHOP_TAX_ID: "0123456789012345",
    SHOP_SUPPORT_PHONE: "+62 22 1111 2222",
  },
  EN: {
    SHOP_LEGAL_NAME: "Kupi Testing Inc.",
    SHOP_LEGAL_ADDRESS: "77 Market Street, Wilmington, DE 19801",
    SHOP_REGISTRATION_NUMBER: "Delaware, file no. 7654321",
    SHOP_TAX_ID: "12-3456789",
    SHOP_SUPPORT_PHONE: "none",
  },
  RU: {
    SHOP_LEGAL_NAME: "ООО «Купи Проверка»",
    SHOP_LEGAL_ADDRESS: "191186, г. Санкт-Петербург, Невский пр., д. 77",
    SHOP_REGISTRATION_NUMBER: "1237800456789",
    SHOP_TAX_ID: "7801234567",
    SHOP_SUPPORT_PHONE: "+7 812 111-22-33",
  },
  UZ: {
    SHOP_LEGAL_NAME: "“Kupi Sinov” MChJ",
    SHOP_LEGAL_ADDRESS: "100011, Toshkent sh., Navoiy ko'chasi, 77-uy",
    SHOP_REGISTRATION_NUMBER: "309876543",
    SHOP_TAX_ID: "none",
    SHOP_SUPPORT_PHONE: "+998 71 111-22-33",
  },
} as const;

/** E2E_OPERATORS as the server's environment: SHOP_LEGAL_NAME_ID... */
export const E2E_OPERATOR_ENV: Record<string, string> = Object.fromEntries(
  Object.entries(E2E_OPERATORS).flatMap(([market, details]) =>
    Object.entries(details).map(([name, value]) => [`${name}_${market}`, value]),
  ),
);
