import { describe, expect, it } from "vitest";
import {
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  homeRedirectLocale,
  localeFromAcceptLanguage,
  localeSwitchHref,
  offeredLocale,
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
  it("sends a visitor to the language they chose", () => {
    expect(homeRedirectLocale({ cookieLocale: "uz", isBot: false })).toBe("uz");
    expect(homeRedirectLocale({ cookieLocale: "id", isBot: false })).toBeUndefined();
  });

  it("never redirects by the browser's languages, nor bots, nor to an unknown language", () => {
    expect(homeRedirectLocale({ cookieLocale: undefined, isBot: false })).toBeUndefined();
    expect(homeRedirectLocale({ cookieLocale: "en", isBot: true })).toBeUndefined();
    expect(homeRedirectLocale({ cookieLocale: "xx", isBot: false })).toBeUndefined();
    // Only a locale's exact name moves the home page: never a path a cookie could smuggle in.
    expect(homeRedirectLocale({ cookieLocale: "en-id", isBot: false })).toBe("en-id");
    for (const cookieLocale of [
      "en-id/../account",
      "en-id//evil.example",
      "en-id%2F%2Fevil.example",
      "EN-ID",
      "/en-id",
    ])
      expect(homeRedirectLocale({ cookieLocale, isBot: false }), cookieLocale).toBeUndefined();
  });
});

describe("the language a page offers", () => {
  it("is the shop's language the browser prefers most, when the page is in another", () => {
    expect(offeredLocale(["de-DE", "ru-RU"], "id")).toBe("ru");
    expect(offeredLocale(["id-ID", "id"], "en")).toBe("id");
  });

  it("keeps the page's market when the market is read in that language (decision 036)", () => {
    // An English phone on the rupiah shop is offered the rupiah shop in English, not the dollar shop.
    expect(offeredLocale(["en-US", "en", "id"], "id")).toBe("en-id");
    expect(offeredLocale(["id-ID"], "en-id")).toBe("id");
    expect(offeredLocale(["en-GB"], "en-id")).toBeUndefined();
    // Russian is read only in the rouble market: an offer of Russian leads there.
    expect(offeredLocale(["ru-RU"], "en-id")).toBe("ru");
    expect(offeredLocale(["en-US"], "ru")).toBe("en");
  });

  it("is nothing when the browser prefers the page's language or none of the shop's", () => {
    expect(offeredLocale(["id-ID", "en-US"], "id")).toBeUndefined();
    expect(offeredLocale(["fr-FR", "de"], "id")).toBeUndefined();
    expect(offeredLocale([], "uz")).toBeUndefined();
  });
});

describe("the switch to another language", () => {
  it("is the same page in that language, its query kept, with the switch parameter", () => {
    expect(localeSwitchHref("/", "", "en")).toBe("/en?lang=en");
    expect(localeSwitchHref("/ru/about", "?q=1", "id")).toBe("/about?q=1&lang=id");
    expect(localeSwitchHref("/uz/free-fire", "?lang=ru&sku=ff-140", "uz")).toBe("/uz/free-fire?lang=uz&sku=ff-140");
  });
});
