/**
 * A locale is a language read in a market (decision 036). Each market's own language is its home
 * locale: Indonesian at the root (Indonesia, rupiah), /en (US dollars), /ru (roubles), /uz (so'm).
 * /en-id is English read in the Indonesian market: English words, rupiah and Indonesia's methods.
 * Pure functions only: the HTTP layer and the router both use them.
 */
export const LOCALES = ["id", "en", "ru", "uz", "en-id"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "id";

/** The languages the shop's words are written in; every text exists in each. */
export const LANGUAGES = ["id", "en", "ru", "uz"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The four markets, each named by its home locale: a currency, a price list, payment methods, a tax. */
export const MARKET_CODES = ["id", "en", "ru", "uz"] as const;
export type MarketCode = (typeof MARKET_CODES)[number];

const LOCALE_PARTS: Record<Locale, { language: Language; market: MarketCode }> = {
  id: { language: "id", market: "id" },
  en: { language: "en", market: "en" },
  ru: { language: "ru", market: "ru" },
  uz: { language: "uz", market: "uz" },
  "en-id": { language: "en", market: "id" },
};

/** The language a locale's words are in. */
export function languageOf(locale: Locale): Language {
  return LOCALE_PARTS[locale].language;
}

/** The market a locale sells in: its currency, prices, payment methods, tax and clock. */
export function marketOf(locale: Locale): MarketCode {
  return LOCALE_PARTS[locale].market;
}

/** The locales that sell in a market, its home locale first. */
export function localesOfMarket(market: MarketCode): Locale[] {
  return LOCALES.filter((locale) => marketOf(locale) === market);
}

/** The prefixed locales, longest first, as the alternation of a path pattern ("en-id|en|ru|uz"). */
export const LOCALE_PREFIXES = LOCALES.filter((locale) => locale !== "id")
  .sort((a, b) => b.length - a.length)
  .join("|");

/**
 * Query parameter of the language switcher's links: the page in the new language with ?lang=xx
 * remembers the choice in the locale cookie, then redirects to the clean URL.
 */
export const LOCALE_SWITCH_PARAM = "lang";

/** Name of the cookie that remembers the visitor's language. */
export const LOCALE_COOKIE = "locale";
/** 365 days: the locale cookie outlives any gap between a buyer's visits. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface LocaleInfo {
  code: Locale;
  /** The language's own name, as shown in the switcher (with the market's currency beside it). */
  name: string;
  /** BCP 47 tag used for <html lang>, hreflang and Intl formatting. */
  iso: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  id: { code: "id", name: "Bahasa Indonesia", iso: "id-ID" },
  en: { code: "en", name: "English", iso: "en" },
  ru: { code: "ru", name: "Русский", iso: "ru-RU" },
  uz: { code: "uz", name: "Oʻzbekcha", iso: "uz-Latn-UZ" },
  "en-id": { code: "en-id", name: "English", iso: "en-ID" },
};

/**
 * Uzbek text as the shop writes it: CLDR writes o', g' and the tutuq belgisi with U+02BB, U+2018 or
 * U+2019; the shop with the keyboard's apostrophe (docs/glossary.md).
 */
export function withUzbekApostrophe(text: string): string {
  return text.replace(/[\u2018\u2019\u02BB\u02BC]/gu, "'");
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

const LOCALE_PREFIX = new RegExp(`^/(${LOCALE_PREFIXES})(?=/|$)`);

/** Splits a pathname into its locale and the path without the prefix ("/en/about" -> en, "/about"). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = LOCALE_PREFIX.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || "/" };
  const rest = pathname.slice(match[0].length);
  return { locale: match[1] as Locale, path: rest === "" ? "/" : rest };
}

/** Builds the pathname of `path` (unprefixed, starting with "/") in `locale`. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The shop's language an Accept-Language header prefers most, or undefined when it names none; as a
 * locale, the language's home market. Quality values are honoured; "en-US" counts as "en"; "*" is
 * ignored (it expresses no preference).
 */
export function localeFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split("-")[0] ?? "", quality, index };
    })
    .filter((entry) => entry.base !== "" && entry.base !== "*" && Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage);
}

/**
 * Where "/" should send a visitor, or undefined to stay: only to a language the visitor chose (the
 * locale cookie). A language is also a market (currency, payment methods), so the browser's
 * languages never move anyone; the page offers the one they prefer instead (`offeredLocale`,
 * decision 033). Bots are never redirected so that search engines index the Indonesian home page at "/".
 */
export function homeRedirectLocale(input: { cookieLocale: string | undefined; isBot: boolean }): Locale | undefined {
  if (input.isBot || !isLocale(input.cookieLocale)) return undefined;
  return input.cookieLocale !== DEFAULT_LOCALE ? input.cookieLocale : undefined;
}

/**
 * What a page offers a browser whose most preferred of the shop's languages (its languages, most
 * preferred first, as navigator.languages lists them) is not the page's: that language in the page's
 * own market when the market is read in it (English on the rupiah shop is /en-id), else that
 * language's home market. Undefined when the browser prefers the page's language or names none of
 * the shop's.
 */
export function offeredLocale(browserLanguages: readonly string[], pageLocale: Locale): Locale | undefined {
  const preferred = localeFromAcceptLanguage(browserLanguages.join(","));
  if (preferred === undefined || preferred === languageOf(pageLocale)) return undefined;
  const sameMarket = localesOfMarket(marketOf(pageLocale)).find((locale) => languageOf(locale) === preferred);
  return sameMarket ?? preferred;
}

/**
 * The address that switches a page (its pathname and query) to `locale`: the same page in that
 * language with the switch parameter, which the root loader turns into the remembered choice.
 */
export function localeSwitchHref(pathname: string, search: string, locale: Locale): string {
  const { path } = splitLocalePath(pathname);
  const query = new URLSearchParams(search);
  query.set(LOCALE_SWITCH_PARAM, locale);
  return `${localizePath(path, locale)}?${query.toString()}`;
}
