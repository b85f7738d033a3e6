import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../i18n/catalog";
import { CONSOLE_SECTIONS, MENU_WORDS, sectionOf, sectionsFor } from "./console-sections";

describe("the console's sections", () => {
  it("gives each role the sections its permissions open, its alerts to every operator", () => {
    expect(sectionsFor("support").map((section) => section.path)).toEqual([
      "/admin/queue",
      "/admin/orders",
      "/admin/dashboard",
      "/admin/reconciliation",
      "/admin/buyers",
      "/admin/reviews",
      "/admin/alerts",
    ]);
    expect(sectionsFor("manager").map((section) => section.path)).not.toContain("/admin/orders");
    expect(sectionsFor("admin")).toHaveLength(CONSOLE_SECTIONS.length);
  });

  it("finds a page's section by the longest path it starts with", () => {
    expect(sectionOf("/admin/orders/2f1c", CONSOLE_SECTIONS)?.path).toBe("/admin/orders");
    expect(sectionOf("/admin/catalog/skus", CONSOLE_SECTIONS)?.path).toBe("/admin/catalog/skus");
    expect(sectionOf("/admin/catalog/mobile-legends", CONSOLE_SECTIONS)?.path).toBe("/admin/catalog");
    expect(sectionOf("/admin/ordersx", CONSOLE_SECTIONS)).toBeUndefined();
    expect(sectionOf("/admin", CONSOLE_SECTIONS)).toBeUndefined();
  });

  it("names every section and the menu's words in every language", () => {
    for (const [language, messages] of Object.entries(MESSAGES)) {
      const keys = new Set(Object.keys(messages));
      for (const key of [...CONSOLE_SECTIONS.map((section) => section.label), ...Object.values(MENU_WORDS)])
        expect(keys.has(key), `${language} ${key}`).toBe(true);
    }
  });
});
