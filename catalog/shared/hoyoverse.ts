import type { AccountFormDefinition, Localized, SelectOption } from "../../core/catalog/types";
import { languageOf, type Locale } from "../../core/locales";
import { GACHA_LADDER } from "./pack-ladders";
import { REGIONS } from "./regions";

/**
 * What the HoYoverse games (Genshin Impact, Honkai: Star Rail, Zenless Zone Zero) share: a UID whose
 * leading digits name its overseas server, the top-up ladder, and how the pages explain both.
 */

type HoyoverseRegion = "america" | "europe" | "asia" | "twHkMo";
const HOYOVERSE_REGIONS: readonly HoyoverseRegion[] = ["america", "europe", "asia", "twHkMo"];

/** Each region's server code and the leading digits of the UIDs that live on it. */
export type HoyoverseServers = Record<HoyoverseRegion, { value: string; uidPrefixes: string[] }>;

/** A UID and the overseas server it lives on, whose leading digits must fit that server. */
export function hoyoverseAccount(options: {
  servers: HoyoverseServers;
  minLength: number;
  maxLength: number;
  example: string;
}): AccountFormDefinition {
  const servers: SelectOption[] = HOYOVERSE_REGIONS.map((region) => ({
    ...options.servers[region],
    label: REGIONS[region],
  }));
  return {
    confirmation: "uidCorrect",
    fields: [
      {
        type: "text",
        name: "uid",
        kind: "uid",
        charset: "digits",
        minLength: options.minLength,
        maxLength: options.maxLength,
        prefixFromField: "server",
        example: options.example,
      },
      { type: "select", name: "server", kind: "server", options: servers },
    ],
  };
}

const OR: Localized = { id: "atau", en: "or", ru: "или", uz: "yoki" };

/**
 * "6 America, 7 Europe, 8 or 18 Asia, 9 TW, HK, MO": which UID goes with which server, as the guide
 * and the FAQ tell it, written from the same prefixes the form checks.
 */
export function uidPrefixList(servers: HoyoverseServers, locale: Locale): string {
  return HOYOVERSE_REGIONS.map((region) => {
    const prefixes = servers[region].uidPrefixes.join(` ${OR[languageOf(locale)]} `);
    return `${prefixes}${locale === "ru" ? " — " : " "}${REGIONS[region][languageOf(locale)]}`;
  }).join(", ");
}

/** The bonus HoYoverse adds to each pack of the gacha ladder (not counting the first top-up's double). */
const HOYOVERSE_BONUS: Record<number, number> = { 60: 0, 300: 30, 980: 110, 1980: 260, 3280: 600, 6480: 1600 };

/** HoYoverse's top-up ladder (Genesis Crystals, Oneiric Shards, Monochrome): [base, bonus, IDR, USD cents]. */
export const HOYOVERSE_PACKS: readonly (readonly [number, number, number, number])[] = GACHA_LADDER.map(
  ([amount, idr, usd]) => [amount, HOYOVERSE_BONUS[amount] ?? 0, idr, usd] as const,
);

/** The answer to "is it safe to top up here?": only the UID and server, never the HoYoverse login. */
export const HOYOVERSE_SAFETY_ANSWER: Localized = {
  id: "Aman. Kami hanya butuh UID dan server, tidak pernah meminta e-mail atau kata sandi akun HoYoverse Anda. Jika pengiriman gagal, dana dikembalikan 100%.",
  en: "Yes. We only need your UID and server and never ask for your HoYoverse e-mail or password. If a delivery fails, you get a 100% refund.",
  ru: "Да. Нам нужны только UID и сервер, мы никогда не спрашиваем почту или пароль от аккаунта HoYoverse. Если зачисление не удалось, вернём 100% суммы.",
  uz: "Ha. Bizga faqat UID va server kerak, HoYoverse akkauntingiz pochtasi yoki parolini hech qachon so'ramaymiz. Yetkazib berish amalga oshmasa, pulning 100% qaytariladi.",
};
