import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../../core/locales";
import { readImportGraph } from "../../../scripts/import-graph";
import { serverTranslator } from "../../../i18n/catalog";
import { fillMarketTextsIn } from "../../../i18n/market-phrases";
import { DEFAULT_SHOP_DETAILS, fillShopDetails, fillShopList } from "../../../core/shop";
import { LEGAL_PAGES } from ".";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
/** Every source file of the shop (tests left out), as the import rules read them. */
const SOURCE_FILES = [...(await readImportGraph(ROOT)).keys()];

/**
 * The cookies the shop sets, from their constants wherever they live: `X_COOKIE = "name"`, or
 * `X_COOKIE_PREFIX = "oauth_"` for a family (one per sign-in provider). A new cookie needs a new
 * constant, so the policy test below fails until the policy names it.
 */
const SHOP_COOKIES = SOURCE_FILES.flatMap((file) =>
  [...readFileSync(path.join(ROOT, file), "utf8").matchAll(/\bconst [A-Z_]+_COOKIE(?:_PREFIX)? = "([^"]+)"/g)].map(
    (match) => match[1]!,
  ),
).sort();

/** The privacy policy's list of cookies and browser storage in one language. */
function cookieList(locale: Language): string[] {
  const section = LEGAL_PAGES["/privacy"]![locale].sections.find((s) =>
    s.list?.some((item) => item.includes("access_token")),
  );
  return section?.list ?? [];
}

/** Whether a list item names `cookie` as a word (a prefix names the family: oauth_google, oauth_telegram). */
function namesCookie(item: string, cookie: string): boolean {
  return new RegExp(`(?<!\\w)${cookie}${cookie.endsWith("_") ? "\\w+" : "(?!\\w)"}`).test(item);
}

describe("about, privacy and terms", () => {
  for (const [path, texts] of Object.entries(LEGAL_PAGES)) {
    it(`${path} is a complete text in all four languages`, () => {
      const sections = texts.id.sections.length;
      expect(sections).toBeGreaterThanOrEqual(6);
      for (const locale of LANGUAGES) {
        const doc = texts[locale];
        expect(doc.sections, `${path} ${locale}`).toHaveLength(sections);
        expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const all = [
          doc.title,
          doc.description,
          ...doc.intro,
          ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.list ?? [])]),
        ];
        for (const text of all) {
          expect(text.trim(), `${path} ${locale}`).not.toBe("");
          // Every {token} is one the operator's details fill in: none may reach the page raw.
          expect(
            fillMarketTextsIn(locale, serverTranslator(locale))(fillShopDetails(text, DEFAULT_SHOP_DETAILS[locale])),
            `${path} ${locale}`,
          ).not.toMatch(/\{\w+\}/);
          expect(text).not.toMatch(/lorem ipsum/i);
        }
      }
    });
  }

  it("names a contact a market may lack only as an item of a list, which leaves the list without it", () => {
    // A paragraph cannot lose a sentence; a list can lose an item (core/shop.ts: fillShopList).
    const optional = /\{(telegramBot|whatsappNumber|supportInstagram|supportFacebook)\}/;
    for (const [path, texts] of Object.entries(LEGAL_PAGES))
      for (const locale of LANGUAGES) {
        const doc = texts[locale];
        for (const text of [doc.title, doc.description, ...doc.intro, ...doc.sections.flatMap((s) => s.paragraphs)])
          expect(text, `${path} ${locale}`).not.toMatch(optional);
      }
  });

  it("lists each market's own contacts: no WhatsApp line where the market has no number, and the list still ends", () => {
    const contacts = LEGAL_PAGES["/about"]!.ru.sections.find((s) =>
      s.list?.some((item) => item.includes("{supportEmail}")),
    )!;
    expect(fillShopList(contacts.list!, DEFAULT_SHOP_DETAILS.ru)).toEqual([
      "в чате на сайте Kupi;",
      "по электронной почте: support@kupi.ru;",
      "в Telegram: @KupiRuBot.",
    ]);
    const id = LEGAL_PAGES["/about"]!.id.sections.find((s) => s.list?.some((item) => item.includes("{supportEmail}")))!;
    expect(fillShopList(id.list!, DEFAULT_SHOP_DETAILS.id)).toEqual([
      expect.stringContaining("Kupi"),
      "e-mail: support@kupi.id;",
      "Telegram: @KupiSupportBot;",
      "WhatsApp: +62 811-1000-2025.",
    ]);
  });

  it("the privacy policy names every cookie the shop sets, with its lifetime, in all four languages", () => {
    expect(SHOP_COOKIES).toEqual(expect.arrayContaining(["access_token", "locale", "attribution", "invite_seen"]));
    for (const locale of LANGUAGES) {
      const items = cookieList(locale);
      for (const cookie of SHOP_COOKIES) {
        const item = items.find((text) => namesCookie(text, cookie));
        expect(item, `${locale}: the policy does not name the cookie "${cookie}"`).toBeDefined();
        // How long it lasts, in days or minutes (365 days, attribution 30 or 90).
        expect(item, `${locale}: ${cookie} without its lifetime`).toMatch(/\d/);
      }
      const all = items.join(" ");
      for (const days of ["365", "30", "90"]) expect(all, locale).toContain(days);
    }
  });

  it("every cookie is written under one of those constants, never under a name typed in place", () => {
    // A cookie written as `document.cookie = "name=..."` or `set-cookie: "name=..."` would escape the test above.
    const literal = /(?:document\.cookie\s*=|["']set-cookie["']\s*,)\s*[`'"][a-z]/i;
    const offenders = SOURCE_FILES.filter((file) => literal.test(readFileSync(path.join(ROOT, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});
