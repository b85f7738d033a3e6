import type { Localized, SelectOption } from "../../core/catalog/types";

/**
 * The regions publishers group their servers by, named once in the four languages: the server
 * lists of HoYoverse, Dragonheir, Love and Deepspace, Tarisland, Identity V, NIKKE and Tower of
 * Fantasy all use them.
 */
export const REGIONS = {
  asia: { id: "Asia", en: "Asia", ru: "Азия", uz: "Osiyo" },
  america: { id: "Amerika", en: "America", ru: "Америка", uz: "Amerika" },
  europe: { id: "Eropa", en: "Europe", ru: "Европа", uz: "Yevropa" },
  northAmerica: { id: "Amerika Utara", en: "North America", ru: "Северная Америка", uz: "Shimoliy Amerika" },
  southAmerica: { id: "Amerika Selatan", en: "South America", ru: "Южная Америка", uz: "Janubiy Amerika" },
  southeastAsia: { id: "Asia Tenggara", en: "Southeast Asia", ru: "Юго-Восточная Азия", uz: "Janubi-Sharqiy Osiyo" },
  asiaPacific: {
    id: "Asia Pasifik",
    en: "Asia Pacific",
    ru: "Азиатско-Тихоокеанский регион",
    uz: "Osiyo-Tinch okeani",
  },
  twHkMo: { id: "TW, HK, MO", en: "TW, HK, MO", ru: "TW, HK, MO", uz: "TW, HK, MO" },
} satisfies Record<string, Localized>;

/** One global server per region, as the login screen offers them (Dragonheir, Love and Deepspace). */
export const GLOBAL_REGION_SERVERS: SelectOption[] = (["asia", "america", "europe"] as const).map((region) => ({
  value: region,
  label: REGIONS[region],
}));
