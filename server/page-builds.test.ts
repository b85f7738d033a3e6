import { LOCALES } from "../core/locales";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { matchesIn, SHOP_PATHS, shopRouteBuild } from "../tests/support/route-table";
import { pageBuilds, pageHandlers, pageOfRequest, withRoutes } from "./page-builds";

/** Paths a visitor or a script may send that the shop's own links never do. */
const ODD_PATHS = [
  "//about",
  "/about//",
  "/%61bout",
  "/ABOUT",
  "/About/",
  "/card-payment/0b7f3c1e-2a41-4a6e-9d52-6a1f0c9b8e11/",
  "/card-payment/0b7f3c1e-2a41-4a6e-9d52-6a1f0c9b8e11/extra",
  "/CARD-PAYMENT/0b7f3c1e-2a41-4a6e-9d52-6a1f0c9b8e11",
  "/en//about",
  "/en/ADMIN/orders",
  "/admin/",
  "/admin/exports/orders",
  "/auth/google",
  "/auth",
  "/mobile-legends/form/extra",
  "/thank/",
  "/_root",
  "/en-id/free-fire",
  "/en-id/about",
  "/uz/the-golden-era-of-smartphones",
];

/** The ids of the routes a build matches `path` with, outermost first; what React Router renders. */
const matched = (build: ServerBuild, path: string) => matchesIn(build, path)?.map((match) => match.route.id);

/** The path's parents, as React Router matches them for the page's route manifest: "/", "/a", "/a/b". */
function parents(path: string): string[] {
  const segments = path.split("/").filter(Boolean);
  return ["/", ...segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join("/")}`)];
}

describe("one build per locale and first segment", () => {
  const full = shopRouteBuild();
  const { byLocale } = pageBuilds(full);
  const buildFor = (path: string) => {
    const page = pageOfRequest(path, "/__manifest")!;
    return byLocale[page.locale].bySegment.get(page.segment) ?? byLocale[page.locale].other;
  };

  it("matches every kind of path as the full build does, and its parents as its locale's routes do", () => {
    for (const path of [...SHOP_PATHS, ...ODD_PATHS]) {
      const build = buildFor(path);
      expect(matched(build, path), path).toEqual(matched(full, path));
      // The parents name the routes of the page's manifest: within the page's locale, as since
      // decision 040 (the Indonesian home page at "/" is not an English page's parent).
      const { locale } = pageOfRequest(path, "/__manifest")!;
      const localeRoutes = withRoutes(full, (id) => id === "root" || id.startsWith(`${locale}/`));
      for (const parent of parents(path))
        expect(matched(build, parent), `${path}: ${parent}`).toEqual(matched(localeRoutes, parent));
    }
    // Not by chance: the shop's pages are found, not answered by the 404 page.
    expect(
      matched(
        buildFor("/card-payment/0b7f3c1e-2a41-4a6e-9d52-6a1f0c9b8e11"),
        "/card-payment/0b7f3c1e-2a41-4a6e-9d52-6a1f0c9b8e11",
      )?.at(-1),
    ).toBe("id/card-payment");
    expect(matched(buildFor("/en/admin/orders/42"), "/en/admin/orders/42")?.at(-1)).toBe("en/admin-order");
  });

  it("keeps each build to its locale and segment: a payment page is matched against a few routes", () => {
    const all = Object.keys(full.routes).length;
    const perLocale = (all - 1) / LOCALES.length;
    for (const [locale, { bySegment, other }] of Object.entries(byLocale)) {
      const builds = [...bySegment.values(), other];
      for (const build of builds) {
        const ids = Object.keys(build.routes);
        expect(ids.every((id) => id === "root" || id.startsWith(`${locale}/`))).toBe(true);
        expect(Object.keys(build.assets.routes)).toEqual(ids);
      }
      // Every route of the locale is in some build.
      const covered = new Set(builds.flatMap((build) => Object.keys(build.routes)));
      expect(covered.size).toBe(perLocale + 1);
      expect(Object.keys(bySegment.get("card-payment")!.routes).length).toBeLessThan(perLocale / 4);
      expect([...bySegment.keys()]).toEqual(
        expect.arrayContaining(["about", "card-payment", "admin", "auth", "thank"]),
      );
    }
  });

  it("hands each request to its build's handler, made once, and route discovery to the full build's", () => {
    const made: ServerBuild[] = [];
    const handlerFor = pageHandlers(full, (build) => {
      made.push(build);
      return build;
    });
    const count = made.length;
    const segments = Object.values(byLocale).reduce((sum, { bySegment }) => sum + bySegment.size + 1, 0);
    expect(count).toBe(segments + 1);
    const localeOf = (build: ServerBuild) => new Set(Object.keys(build.routes).map((id) => id.split("/")[0]));
    expect(localeOf(handlerFor("/en/mobile-legends?sku=ml-170"))).toEqual(new Set(["root", "en"]));
    expect(localeOf(handlerFor("/RU/about"))).toEqual(new Set(["root", "ru"]));
    expect(handlerFor("/__manifest?p=%2Fen%2Fabout&version=v")).toBe(full);
    expect(handlerFor("/en/about")).toBe(handlerFor("/EN/About/"));
    expect(handlerFor("/en/about")).not.toBe(handlerFor("/en/privacy"));
    expect(handlerFor("/mobile-legends")).toBe(handlerFor("/free-fire/form"));
    expect(handlerFor("/card-payment/x.data")).toBe(handlerFor("/card-payment/y"));
    expect(made).toHaveLength(count);
  });

  it("reads the locale and segment from the path, data requests and escapes as React Router reads them", () => {
    const page = (path: string) => pageOfRequest(path, "/__manifest");
    expect(page("/mobile-legends")).toEqual({ locale: "id", segment: "mobile-legends" });
    expect(page("/ru/mobile-legends/form")).toEqual({ locale: "ru", segment: "mobile-legends" });
    expect(page("/uz")).toEqual({ locale: "uz", segment: "" });
    expect(page("/en.data")).toEqual({ locale: "en", segment: "" });
    expect(page("/_root.data")).toEqual({ locale: "id", segment: "_root" });
    expect(page("/card-payment/abc.data")).toEqual({ locale: "id", segment: "card-payment" });
    expect(page("/%65n/%61bout")).toEqual({ locale: "en", segment: "about" });
    expect(page("/%E0%A4%A")).toEqual({ locale: "id", segment: "%e0%a4%a" });
    expect(page("/russia")).toEqual({ locale: "id", segment: "russia" });
    expect(page("/EN-ID/Admin")).toEqual({ locale: "en-id", segment: "admin" });
    // Route discovery may ask for any locale's routes: the full build answers it.
    expect(page("/__manifest")).toBeUndefined();
  });
});
