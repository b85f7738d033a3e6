import type { AccountFormDefinition, Localized, SelectOption } from "./types";

/**
 * What games of one publisher share: how Supercell and HoYoverse identify accounts, and HoYoverse's
 * common top-up ladder. The game files use these instead of repeating them.
 */

/** Supercell games: a player tag in Supercell's alphabet; delivery goes to the linked Supercell ID. */
export function supercellAccount(example: string): AccountFormDefinition {
  return {
    confirmation: "supercellLinked",
    fields: [
      {
        type: "text",
        name: "playerTag",
        kind: "playerTag",
        charset: "supercellTag",
        minLength: 3,
        maxLength: 12,
        example,
      },
    ],
  };
}

const HOYOVERSE_REGIONS: Record<"america" | "europe" | "asia" | "twHkMo", Localized> = {
  america: { id: "Amerika", en: "America", ru: "Америка", uz: "Amerika" },
  europe: { id: "Eropa", en: "Europe", ru: "Европа", uz: "Yevropa" },
  asia: { id: "Asia", en: "Asia", ru: "Азия", uz: "Osiyo" },
  twHkMo: { id: "TW, HK, MO", en: "TW, HK, MO", ru: "TW, HK, MO", uz: "TW, HK, MO" },
};

/**
 * HoYoverse games: a UID and the overseas server it lives on, whose leading digits must fit that
 * server. `servers` gives each region's server code and UID prefixes.
 */
export function hoyoverseAccount(options: {
  servers: Record<keyof typeof HOYOVERSE_REGIONS, { value: string; uidPrefixes: string[] }>;
  minLength: number;
  maxLength: number;
  example: string;
}): AccountFormDefinition {
  const servers: SelectOption[] = (Object.keys(HOYOVERSE_REGIONS) as (keyof typeof HOYOVERSE_REGIONS)[]).map(
    (region) => ({
      ...options.servers[region],
      label: HOYOVERSE_REGIONS[region],
    }),
  );
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

/** HoYoverse's top-up ladder (Genesis Crystals, Oneiric Shards, Monochrome): [base, bonus, IDR, USD cents]. */
export const HOYOVERSE_PACKS: readonly (readonly [number, number, number, number])[] = [
  [60, 0, 16_000, 99],
  [300, 30, 79_000, 499],
  [980, 110, 249_000, 1499],
  [1980, 260, 479_000, 2999],
  [3280, 600, 799_000, 4999],
  [6480, 1600, 1_599_000, 9999],
];
