import { describe, expect, it } from "vitest";
import {
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  homeRedirectLocale,
  localeFromAcceptLanguage,
  localizePath,
  splitLocalePath,
} from "./locales";

describe("locale paths", () => {
  it("reads the locale from the first segment; Indonesian has no prefix", () => {
    expect(splitLocalePath("/")).toEqual({ locale: "id", path: "/" });
    expect(splitLocalePath("/about")).toEqual({ locale: "id", path: "/about" });
    expect(splitLocalePath("/en")).toEqual({ locale: "en", path: "/" });
    expect(splitLocalePath("/ru/genshin/form")).toEqual({ locale: "ru", path: "/genshin/form" });
    expect(splitLocalePath("/uz/about")).toEqual({ locale: "uz", path: "/about" });
  });

  it("does not take a game slug that starts like a locale for a prefix", () => {
    expect(splitLocalePath("/english-game")).toEqual({ locale: "id", path: "/english-game" });
    expect(splitLocalePath("/id/about")).toEqual({ locale: "id", path: "/id/about" });
  });

  it("builds localized paths and round-trips them", () => {
    expect(localizePath("/", "id")).toBe("/");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/about", "uz")).toBe("/uz/about");
    for (const locale of ["id", "en", "ru", "uz"] as const) {
      expect(splitLocalePath(localizePath("/free-fire", locale))).toEqual({ locale, path: "/free-fire" });
    }
  });

  it("keeps the locale cookie for 365 days", () => {
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(365 * 86_400);
  });
});

describe("Accept-Language", () => {
  it("picks the supported language the browser ranks highest", () => {
    expect(localeFromAcceptLanguage("ru-RU,ru;q=0.9,en-US;q=0.8")).toBe("ru");
    expect(localeFromAcceptLanguage("de-DE,de;q=0.9,en;q=0.5")).toBe("en");
    expect(localeFromAcceptLanguage("en;q=0.4, uz;q=0.8")).toBe("uz");
    expect(localeFromAcceptLanguage("fr, *;q=0.1")).toBeUndefined();
    expect(localeFromAcceptLanguage("ru;q=0")).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });
});

describe("home redirect", () => {
  it("sends a visitor whose browser prefers another supported language to its prefix", () => {
    expect(homeRedirectLocale({ cookieLocale: undefined, acceptLanguage: "en-US,en;q=0.9", isBot: false })).toBe("en");
  });

  it("lets the locale cookie win over the browser", () => {
    expect(homeRedirectLocale({ cookieLocale: "uz", acceptLanguage: "ru", isBot: false })).toBe("uz");
    expect(homeRedirectLocale({ cookieLocale: "id", acceptLanguage: "ru", isBot: false })).toBeUndefined();
  });

  it("never redirects bots, Indonesian visitors, or unsupported languages", () => {
    expect(homeRedirectLocale({ cookieLocale: "en", acceptLanguage: "en", isBot: true })).toBeUndefined();
    expect(homeRedirectLocale({ cookieLocale: undefined, acceptLanguage: "id-ID,id", isBot: false })).toBeUndefined();
    expect(homeRedirectLocale({ cookieLocale: undefined, acceptLanguage: "fr-FR", isBot: false })).toBeUndefined();
    expect(homeRedirectLocale({ cookieLocale: "xx", acceptLanguage: undefined, isBot: false })).toBeUndefined();
  });
});
