import { describe, expect, it } from "vitest";
import { LOCALES } from "../../../core/locales";
import { DEFAULT_SHOP_DETAILS, fillShopDetails } from "../../../core/shop";
import { LEGAL_PAGES } from ".";

describe("about, privacy and terms", () => {
  for (const [path, texts] of Object.entries(LEGAL_PAGES)) {
    it(`${path} is a complete text in all four languages`, () => {
      const sections = texts.id.sections.length;
      expect(sections).toBeGreaterThanOrEqual(6);
      for (const locale of LOCALES) {
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
          expect(fillShopDetails(text, DEFAULT_SHOP_DETAILS), `${path} ${locale}`).not.toMatch(/\{\w+\}/);
          expect(text).not.toMatch(/lorem ipsum/i);
        }
      }
    });
  }

  it("the privacy policy names every cookie with its lifetime", () => {
    for (const locale of LOCALES) {
      const text = JSON.stringify(LEGAL_PAGES["/privacy"]![locale]);
      expect(text, locale).toContain("access_token");
      expect(text, locale).toContain("365");
      expect(text, locale).toMatch(/30/);
      expect(text, locale).toMatch(/90/);
    }
  });
});
