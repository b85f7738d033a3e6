import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PAYME_TEXTS } from "../adapters/payments/sandbox-gateway/payme-texts";
import { TEXTS as GATEWAY_TEXTS } from "../adapters/payments/sandbox-gateway/texts";
import { LEGAL_PAGES } from "../app/content/legal";
import { GAME_DEFINITIONS } from "../catalog/definitions";
import { LANGUAGES, type Language } from "../core/locales";
import { MESSAGES } from "../i18n/catalog";

/**
 * One thing keeps one name (docs/glossary.md): no text of a language says what its glossary lists
 * as "not" the shop's word. The glossary is the list; this test reads it.
 */
const GLOSSARY = readFileSync(new URL("../docs/glossary.md", import.meta.url), "utf8");

/**
 * A variant as written in the glossary: `a phrase` (whole words, any case) or `/a regular
 * expression/`, matched as written (its case too).
 */
function variantPattern(variant: string): RegExp {
  if (variant.length > 2 && variant.startsWith("/") && variant.endsWith("/"))
    return new RegExp(variant.slice(1, -1), "u");
  const phrase = variant.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}])${phrase}(?![\\p{L}\\p{N}])`, "iu");
}

/** Each language's forbidden variants: the backquoted items of its table's last column. */
function forbidden(locale: Language): { term: string; variant: string; pattern: RegExp }[] {
  const section = GLOSSARY.split(/^## /m).find((part) => part.split("\n")[0]!.includes(`(${locale})`));
  if (!section) throw new Error(`docs/glossary.md has no table for ${locale}`);
  return section
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|\s*-/.test(line))
    .slice(1)
    .flatMap((line) => {
      // A pipe inside a cell is written \| (a regular expression's alternatives).
      const cells = line
        .replace(/\\\|/g, "\uE000")
        .split("|")
        .map((cell) => cell.replace(/\uE000/g, "|").trim());
      const term = cells[1] ?? "";
      const not = cells[3] ?? "";
      return [...not.matchAll(/`([^`]+)`/g)].map(([, variant]) => ({
        term,
        variant: variant!,
        pattern: variantPattern(variant!),
      }));
    });
}

/** Every string in a value, deep (functions are called with a sample, so their wording counts too). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return strings((value as (...args: unknown[]) => unknown)("GoPay", 1));
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The parts of a value in one language: a `{ id, en, ru, uz }` object gives its `locale` part. */
function inLanguage(value: unknown, locale: Language): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => inLanguage(item, locale));
  if (!value || typeof value !== "object") return [];
  const keys = Object.keys(value);
  if (LANGUAGES.every((code) => keys.includes(code))) return strings((value as Record<Language, unknown>)[locale]);
  return Object.values(value).flatMap((item) => inLanguage(item, locale));
}

/** A text as read: an ICU argument's name ("{publisher}") is code, not a word of the text. */
const readable = (text: string) => text.replace(/\{\s*[A-Za-z_]\w*\s*(?=[,}])/g, "{");

/** Everything the shop writes in `locale`, each with where it comes from. */
function textsOf(locale: Language): { where: string; text: string }[] {
  return [
    ...Object.entries(MESSAGES[locale]).map(([key, text]) => ({ where: `i18n ${key}`, text })),
    ...GAME_DEFINITIONS.flatMap((game) =>
      inLanguage(game, locale).map((text) => ({ where: `catalog ${game.slug}`, text })),
    ),
    ...Object.entries(LEGAL_PAGES).flatMap(([path, pages]) =>
      strings(pages[locale]).map((text) => ({ where: `legal ${path}`, text })),
    ),
    ...strings(GATEWAY_TEXTS[locale]).map((text) => ({ where: "sandbox gateway", text })),
    ...strings(PAYME_TEXTS[locale]).map((text) => ({ where: "sandbox Payme", text })),
  ];
}

describe("the glossary (docs/glossary.md)", () => {
  it("has a table for each language, and its variants are ones the test can look for", () => {
    for (const locale of LANGUAGES) expect(forbidden(locale).length, locale).toBeGreaterThan(0);
  });

  for (const locale of LANGUAGES) {
    it(`${locale}: every text uses the glossary's word, never a variant it forbids`, () => {
      const variants = forbidden(locale);
      const found = textsOf(locale).flatMap(({ where, text }) =>
        variants.flatMap(({ term, variant, pattern }) => {
          const match = readable(text).match(pattern);
          return match ? [`${where}: "${match[0]}" (${term}: not ${variant}) in "${text.slice(0, 100)}"`] : [];
        }),
      );
      expect(found).toEqual([]);
    });
  }

  // The games whose publishers name these items in Russian in the Russian version of the game (a
  // Brawl Pass stays a Brawl Pass in Russian): their Russian titles say it in Russian.
  const LOCALIZED_IN_RUSSIAN = ["genshin", "honkai", "zenless-zone-zero", "honor-of-kings", "tarisland"];

  it("names these games' Russian products in Russian: a title in Latin letters only is an item left in English", () => {
    const english = GAME_DEFINITIONS.filter((game) => LOCALIZED_IN_RUSSIAN.includes(game.slug)).flatMap((game) =>
      game.products
        .filter((product) => product.title && !/[а-яё]/i.test(product.title.ru))
        .map((product) => `${game.slug} ${product.sku}: ${product.title!.ru}`),
    );
    expect(english).toEqual([]);
  });
});
