import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { GAME_DEFINITIONS } from "../catalog/definitions";
import { LOCALE_INFO, LANGUAGES, type Language } from "../core/locales";
import { MESSAGES } from "./catalog";
import { compileMessage } from "./message-format";

type Element = ReturnType<IntlMessageFormat["getAst"]>[number];

/** Every placeholder of a message with the values a test gives it: numbers for counts, each option for selects. */
function samples(reference: IntlMessageFormat): Record<string, string | number>[] {
  const numeric = new Set<string>();
  const choices = new Map<string, string[]>();
  const plain = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      // The parser's types: 1 argument, 2 number, 5 select, 6 plural (see messages.test.ts).
      if (!("value" in element) || typeof element.value !== "string") continue;
      if (element.type === 2 || element.type === 6) numeric.add(element.value);
      else if (element.type === 5 && "options" in element)
        choices.set(element.value, [...Object.keys(element.options), "not-an-option"]);
      else if (element.type === 1) plain.add(element.value);
      if ("options" in element) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(reference.getAst());
  const counts = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111, 1_250, 87_252, 1_000_000];
  // A message with nothing to count or choose reads the same for any value: one sample is enough.
  if (numeric.size === 0 && choices.size === 0) counts.length = 2;
  return counts.map((count, index) => {
    const values: Record<string, string | number> = {};
    for (const name of plain) values[name] = index % 2 === 0 ? `«${name}»` : count;
    for (const name of numeric) values[name] = count;
    for (const [name, options] of choices) values[name] = options[index % options.length]!;
    return values;
  });
}

/** Where our formatter and intl-messageformat disagree on a message: none, or each difference. */
function differences(text: string, locale: Language, label: string): string[] {
  const tag = LOCALE_INFO[locale].iso;
  const ours = compileMessage(text, tag);
  const reference = new IntlMessageFormat(text, tag);
  return samples(reference).flatMap((values) => {
    const expected = String(reference.format(values));
    const got = ours.format(values);
    return got === expected ? [] : [`${label} ${JSON.stringify(values)}: "${got}" instead of "${expected}"`];
  });
}

describe("message format", () => {
  it("formats every message of the four locales as intl-messageformat does, for counts and choices", () => {
    const found: string[] = [];
    let checked = 0;
    for (const locale of LANGUAGES)
      for (const [key, text] of Object.entries(MESSAGES[locale])) {
        found.push(...differences(text, locale, `${locale} ${key}`));
        checked += 1;
      }
    expect(found).toEqual([]);
    expect(checked).toBeGreaterThan(1_000);
    // About 1,700 messages, each parsed by both libraries: seconds on a busy 2-core machine.
  }, 60_000);

  it("formats every game's currency unit as intl-messageformat does", () => {
    const found = GAME_DEFINITIONS.flatMap((definition) =>
      LANGUAGES.flatMap((locale) =>
        differences(definition.texts[locale].currencyUnit, locale, `${definition.slug} ${locale}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it("reads ICU's apostrophes: doubled is one, before a brace it quotes, elsewhere it is itself", () => {
    const cases = [
      "Pul yechilmadi, so'm bo'lmadi",
      "It''s {name}",
      "'{literal}' and {name}",
      "{count, plural, one {# so'm} other {'#' is # so''m}}",
      "a '' b ' c",
    ];
    expect(cases.flatMap((text) => differences(text, "uz", text))).toEqual([]);
  });

  it("says Russian counts in their three forms and Indonesian in one", () => {
    const ru = compileMessage("{n, plural, one {# игра} few {# игры} many {# игр} other {# игры}}", "ru-RU");
    expect([1, 3, 5, 21, 1_250].map((n) => ru.format({ n }))).toEqual([
      "1 игра",
      "3 игры",
      "5 игр",
      "21 игра",
      "1\u00a0250 игр",
    ]);
    expect(compileMessage("{n, plural, =0 {Tidak ada} other {# game}}", "id-ID").format({ n: 0 })).toBe("Tidak ada");
  });

  it("refuses what it does not implement, at compile time, instead of rendering it wrong", () => {
    expect(() => compileMessage("{d, date, short}", "en-US")).toThrow(/not supported/);
    expect(() => compileMessage("{n, number, percent}", "en-US")).toThrow(/not supported/);
    expect(() => compileMessage("{n, plural, offset:1 one {#} other {#}}", "en-US")).toThrow(/offset/);
    expect(() => compileMessage("{n, select, a {x}}", "en-US")).toThrow(/other/);
    expect(() => compileMessage("{n, plural, one {x}", "en-US")).toThrow(SyntaxError);
  });
});
