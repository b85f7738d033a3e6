import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../core/locales";
import { MESSAGES } from "./catalog";
import type { MessageKey } from "./messages/id";
import { createTranslator } from "./translate";

type MessageFormatElement = ReturnType<IntlMessageFormat["getAst"]>[number];

/**
 * The parser's element types (its TYPE enum, which intl-messageformat does not re-export; the test
 * below fails if these numbers ever mean something else). A plain `{count}` and a plural of it are
 * the same value: Indonesian and Uzbek need no plural where Russian needs three forms.
 */
const KINDS: Record<number, string> = {
  1: "value",
  2: "value",
  3: "date",
  4: "date",
  5: "select",
  6: "value",
  8: "tag",
};

/** The named placeholders of an ICU message and their kinds, however deep: ["count:plural", ...]. */
function placeholders(text: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      const kind = KINDS[element.type];
      if (kind && "value" in element && typeof element.value === "string") found.add(`${element.value}:${kind}`);
      if ("options" in element) for (const option of Object.values(element.options)) walk(option.value);
      if ("children" in element) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(text, "en").getAst());
  return [...found].sort();
}

describe("messages", () => {
  it("has exactly the same keys in id, en, ru and uz", () => {
    const reference = Object.keys(MESSAGES.id).sort();
    for (const locale of LANGUAGES) {
      expect(Object.keys(MESSAGES[locale]).sort(), locale).toEqual(reference);
    }
  });

  it("has no empty message and every message is valid ICU", () => {
    for (const locale of LANGUAGES) {
      for (const [key, text] of Object.entries(MESSAGES[locale])) {
        expect(text.trim(), `${locale} ${key}`).not.toBe("");
        expect(() => new IntlMessageFormat(text, locale), `${locale} ${key}`).not.toThrow();
      }
    }
  });

  it("gives every message the same placeholders, of the same kinds, in id, en, ru and uz", () => {
    for (const [key, reference] of Object.entries(MESSAGES.id)) {
      const expected = placeholders(reference);
      for (const locale of LANGUAGES) {
        expect(placeholders(MESSAGES[locale][key as MessageKey]), `${locale} ${key}`).toEqual(expected);
      }
    }
  });

  it("tells a placeholder's kind apart, so the check above can fail", () => {
    expect(placeholders("{count, plural, one {# game} other {# games}} by {publisher}")).toEqual([
      "count:value",
      "publisher:value",
    ]);
    expect(placeholders("{count} games")).toEqual(placeholders("{count, plural, other {# games}}"));
    expect(placeholders("{count} games")).not.toEqual(placeholders("{total} games"));
    expect(placeholders("{kind, select, pass {Pass} other {Item}}")).not.toEqual(placeholders("{kind}"));
    expect(placeholders("<b>{name}</b>")).toEqual(["b:tag", "name:value"]);
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

  // The console's clock names its zone with the zone's own brackets ("WIB (Asia/Jakarta)",
  // core/admin/console-time.ts): a message that adds its own wrote "(WIB (Asia/Jakarta))".
  it("never brackets the console clock's zone name, which brings its own", () => {
    const clockMessages = [
      "admin.timeZone",
      "admin.timesIn",
      "adminBuyer.auditText",
      "adminCatalog.saleStarts",
      "adminCatalog.saleEnds",
      "adminPromo.windowHint",
    ] as const;
    for (const locale of LANGUAGES) {
      const t = createTranslator(locale, MESSAGES[locale]);
      for (const key of clockMessages)
        expect(t(key, { zone: "WIB (Asia/Jakarta)" }), `${locale} ${key}`).not.toMatch(/\(WIB \(Asia\/Jakarta\)\)/);
    }
  });
});
