import { LOCALES } from "../core/locales";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { answeringRoute, SHOP_PATHS, shopRouteBuild } from "../tests/support/route-table";
import { localeBuilds, localeHandlers, localeOfRequest } from "./locale-builds";

describe("one build per locale", () => {
  const full = shopRouteBuild();
  const { byLocale } = localeBuilds(full);

  it("answers every kind of path with the route the full build answers it with", () => {
    for (const path of SHOP_PATHS) {
      const locale = localeOfRequest(path, "/__manifest")!;
      const expected = answeringRoute(full, path);
      expect(expected, path).toBeDefined();
      expect(answeringRoute(byLocale[locale], path), path).toBe(expected);
    }
  });

  it("keeps only the root and its own locale's routes, one locale's share of the table", () => {
    const all = Object.keys(full.routes).length;
    for (const [locale, build] of Object.entries(byLocale)) {
      const ids = Object.keys(build.routes);
      expect(ids.every((id) => id === "root" || id.startsWith(`${locale}/`))).toBe(true);
      expect(Object.keys(build.assets.routes)).toEqual(ids);
      expect(ids.length).toBe((all - 1) / LOCALES.length + 1);
    }
  });

  it("hands each request to its own locale's handler, made once, and route discovery to the full build's", () => {
    const made: ServerBuild[] = [];
    const handlerFor = localeHandlers(full, (build) => {
      made.push(build);
      return build;
    });
    expect(made).toHaveLength(LOCALES.length + 1);
    const localeOf = (build: ServerBuild) => new Set(Object.keys(build.routes).map((id) => id.split("/")[0]));
    expect(localeOf(handlerFor("/en/mobile-legends?sku=ml-170"))).toEqual(new Set(["root", "en"]));
    expect(localeOf(handlerFor("/mobile-legends/form"))).toEqual(new Set(["root", "id"]));
    expect(localeOf(handlerFor("/RU/about"))).toEqual(new Set(["root", "ru"]));
    expect(handlerFor("/__manifest?p=%2Fen%2Fabout&version=v")).toBe(full);
    expect(handlerFor("/en/about")).toBe(handlerFor("/en/privacy"));
    expect(made).toHaveLength(LOCALES.length + 1);
  });

  it("reads the locale from the path's prefix, data requests and escapes as React Router reads them", () => {
    expect(localeOfRequest("/mobile-legends", "/__manifest")).toBe("id");
    expect(localeOfRequest("/ru/mobile-legends", "/__manifest")).toBe("ru");
    expect(localeOfRequest("/uz", "/__manifest")).toBe("uz");
    expect(localeOfRequest("/en.data", "/__manifest")).toBe("en");
    expect(localeOfRequest("/_root.data", "/__manifest")).toBe("id");
    expect(localeOfRequest("/%65n/about", "/__manifest")).toBe("en");
    expect(localeOfRequest("/%E0%A4%A", "/__manifest")).toBe("id");
    expect(localeOfRequest("/russia", "/__manifest")).toBe("id");
    // Route discovery may ask for any locale's routes: the full build answers it.
    expect(localeOfRequest("/__manifest", "/__manifest")).toBeUndefined();
  });
});
