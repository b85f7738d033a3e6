import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../core/locales";
import { MESSAGES } from "./catalog";
import { createTranslator } from "./translate";

describe("messages", () => {
  it("has exactly the same keys in id, en, ru and uz", () => {
    const reference = Object.keys(MESSAGES.id).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(MESSAGES[locale]).sort(), locale).toEqual(reference);
    }
  });

  it("has no empty message and every message is valid ICU", () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(MESSAGES[locale])) {
        expect(text.trim(), `${locale} ${key}`).not.toBe("");
        expect(() => new IntlMessageFormat(text, locale), `${locale} ${key}`).not.toThrow();
      }
    }
  });

  it("uses each language's plural rules", () => {
    const ru = createTranslator("ru", MESSAGES.ru);
    expect(ru("home.gamesCount", { count: 1 })).toBe("1 игра");
    expect(ru("home.gamesCount", { count: 3 })).toBe("3 игры");
    expect(ru("home.gamesCount", { count: 35 })).toBe("35 игр");
    expect(ru("home.gamesCount", { count: 21 })).toBe("21 игра");
    const en = createTranslator("en", MESSAGES.en);
    expect(en("home.gamesCount", { count: 1 })).toBe("1 game");
    expect(en("home.gamesCount", { count: 35 })).toBe("35 games");
    const uz = createTranslator("uz", MESSAGES.uz);
    expect(uz("home.gamesCount", { count: 35 })).toBe("35 ta o'yin");
  });

  it("says 'Page not found: {path}' in every language", () => {
    expect(createTranslator("en", MESSAGES.en)("error.notFound", { path: "/nope" })).toBe("Page not found: /nope");
    expect(createTranslator("id", MESSAGES.id)("error.notFound", { path: "/nope" })).toBe(
      "Halaman tidak ditemukan: /nope",
    );
  });
});
