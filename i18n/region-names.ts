import type { Language } from "../core/locales";

/**
 * Country names of the regions the catalog limits products to, as CLDR writes them in the shop's four
 * languages (region-names.test.ts compares them with Node's ICU). Written here because a browser's
 * first Intl.DisplayNames loads ICU's display-name data in one long blocking task during the
 * game page's hydration (bench/history.md, "Lighthouse"). A code not listed goes to Intl.
 */
export const REGION_NAMES: Record<Language, Readonly<Record<string, string>>> = {
  id: {
    ID: "Indonesia",
    MY: "Malaysia",
    SG: "Singapura",
    PH: "Filipina",
    TH: "Thailand",
    VN: "Vietnam",
    RU: "Rusia",
    UZ: "Uzbekistan",
    KZ: "Kazakhstan",
  },
  en: {
    ID: "Indonesia",
    MY: "Malaysia",
    SG: "Singapore",
    PH: "Philippines",
    TH: "Thailand",
    VN: "Vietnam",
    RU: "Russia",
    UZ: "Uzbekistan",
    KZ: "Kazakhstan",
  },
  ru: {
    ID: "Индонезия",
    MY: "Малайзия",
    SG: "Сингапур",
    PH: "Филиппины",
    TH: "Таиланд",
    VN: "Вьетнам",
    RU: "Россия",
    UZ: "Узбекистан",
    KZ: "Казахстан",
  },
  uz: {
    ID: "Indoneziya",
    MY: "Malayziya",
    SG: "Singapur",
    PH: "Filippin",
    TH: "Tailand",
    VN: "Vyetnam",
    RU: "Rossiya",
    UZ: "O'zbekiston",
    KZ: "Qozog'iston",
  },
};
