import { describe, expect, it } from "vitest";
import { LOCALE_INFO, LANGUAGES, withUzbekApostrophe } from "../core/locales";
import { regionName } from "./product-label";
import { REGION_NAMES } from "./region-names";

describe("region names", () => {
  it("are CLDR's, as Node's full ICU writes them, in every language (Uzbek with the shop's apostrophe)", () => {
    for (const locale of LANGUAGES) {
      const icu = new Intl.DisplayNames([LOCALE_INFO[locale].iso], { type: "region" });
      for (const [code, name] of Object.entries(REGION_NAMES[locale]))
        expect(name, `${locale} ${code}`).toBe(locale === "uz" ? withUzbekApostrophe(icu.of(code)!) : icu.of(code));
    }
  });

  // docs/glossary.md: Uzbek is written with one apostrophe everywhere; CLDR writes two others.
  it("write Uzbek's o' and g' with the keyboard's apostrophe, listed or not", () => {
    expect(regionName("UZ", "uz")).toBe("O'zbekiston");
    expect(regionName("US", "uz")).toBe("Amerika Qo'shma Shtatlari");
    expect(regionName("EH", "uz")).toBe("G'arbiy Sahroi Kabir");
  });

  it("come from the table for listed regions, from Intl for others, and stay a code when unknown", () => {
    expect(regionName("ID", "ru")).toBe("Индонезия");
    expect(regionName("FR", "en")).toBe("France");
    expect(regionName("not a region", "en")).toBe("not a region");
  });
});
