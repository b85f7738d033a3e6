import { LOCALES } from "../core/locales";
import { matchRoutes, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { answeringRoute, matchesIn, SHOP_PATHS, shopRouteBuild } from "../tests/support/route-table";
import { localeBuilds, localeOfRequest } from "./locale-builds";
import { pageHandlers, pagePath, pathShape, staticSegments } from "./page-handlers";

/**
 * The routes React Router lists in a page's partial manifest (its getPartialManifest, written out
 * here from its source): the page's matches and those of "/" and of each shorter prefix of the path.
 */
function partialManifestIds(build: ServerBuild, page: string): string[] {
  const ids = new Set((matchesIn(build, page) ?? []).map((match) => match.route.id!));
  const segments = page.split("/").filter(Boolean);
  segments.pop();
  const paths = ["/"];
  while (segments.length > 0) {
    paths.push(`/${segments.join("/")}`);
    segments.pop();
  }
  for (const path of paths) for (const match of matchesIn(build, path) ?? []) ids.add(match.route.id!);
  return [...ids].sort();
}

/** React Router's matchRoutes, counting its calls. */
function countingMatcher() {
  const counter = { calls: 0, match: matchRoutes };
  counter.match = ((...args: Parameters<typeof matchRoutes>) => {
    counter.calls += 1;
    return matchRoutes(...args);
  }) as typeof matchRoutes;
  return counter;
}

describe("a handler per request over the routes it touches", () => {
  const full = shopRouteBuild();
  const { byLocale } = localeBuilds(full);
  // The "handler" is the build it was made for, to look at.
  const handlers = () => {
    const created: ServerBuild[] = [];
    const handlerFor = pageHandlers({
      build: full,
      createHandler: (build) => {
        created.push(build);
        return build;
      },
      matchRoutes,
    });
    return { handlerFor, created };
  };

  it("answers every page, and its data request, with the route the full build answers it with", () => {
    const { handlerFor } = handlers();
    for (const page of SHOP_PATHS) {
      const expected = answeringRoute(full, page);
      expect(expected, page).toBeDefined();
      expect(answeringRoute(handlerFor(`${page}?sku=ml-170`), page), page).toBe(expected);
      const data = page === "/" ? "/_root.data" : `${page.replace(/\/$/, "")}.data`;
      expect(answeringRoute(handlerFor(`${data}?_routes=root`), page), data).toBe(expected);
    }
  });

  it("holds the routes of the page's partial manifest, so the page and its manifest are the locale build's", () => {
    const { handlerFor } = handlers();
    for (const page of SHOP_PATHS) {
      const locale = localeOfRequest(page, "/__manifest")!;
      const build = handlerFor(page);
      const expected = partialManifestIds(byLocale[locale], page);
      expect(partialManifestIds(build, page), page).toEqual(expected);
      // Nothing more than those routes, in the order of the build's own record and manifest.
      expect(Object.keys(build.routes).sort(), page).toEqual(expected);
      expect(Object.keys(build.assets.routes), page).toEqual(Object.keys(build.routes));
      expect(Object.keys(build.routes)).toEqual(Object.keys(full.routes).filter((id) => id in build.routes));
    }
  });

  it("hands a game page five routes of the locale's 51", () => {
    const { handlerFor } = handlers();
    expect(Object.keys(byLocale.id.routes)).toHaveLength(51);
    expect(Object.keys(handlerFor("/mobile-legends?sku=ml-170").routes).sort()).toEqual([
      "id/game",
      "id/home",
      "id/layout-default",
      "id/layout-new",
      "root",
    ]);
    expect(Object.keys(handlerFor("/ru/card-payment/0b7f3c1e-2a41-4a6e-9d52-6a1f0c9b8e11").routes).sort()).toEqual([
      "root",
      "ru/card-payment",
      "ru/game",
      "ru/home",
      "ru/layout-default",
      "ru/layout-new",
    ]);
  });

  it("makes one handler per set of routes, and sends route discovery to the full build", () => {
    const { handlerFor, created } = handlers();
    expect(created).toHaveLength(LOCALES.length + 1); // the full build's and each locale's
    const game = handlerFor("/mobile-legends");
    expect(handlerFor("/free-fire?sku=ff-720")).toBe(game);
    expect(handlerFor("/mobile-legends")).toBe(game);
    expect(handlerFor("/about")).not.toBe(game);
    expect(handlerFor("/en/mobile-legends")).not.toBe(game);
    expect(created).toHaveLength(LOCALES.length + 4);
    expect(handlerFor("/__manifest?paths=%2Fen%2Fabout")).toBe(full);
  });

  it("gives paths of one shape the same routes: random paths answer and list their manifest as before", () => {
    const { handlerFor } = handlers();
    // A small vocabulary, so that shapes repeat and a path often meets a handler another path made.
    const vocabulary = [
      "mobile-legends",
      "FORM",
      "form",
      "Card-Payment",
      "admin",
      "orders",
      "catalog",
      "skus",
      "en",
      "RU",
      "uz",
      "en-id",
      "about",
      "x",
      "42",
      "",
      "auth",
      "google",
      "the-golden-era-of-smartphones",
      "%65n",
      "f%6Frm",
    ];
    let seed = 15;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 500; round += 1) {
      const length = 1 + Math.floor(next() * 4);
      const page = `/${Array.from({ length }, () => vocabulary[Math.floor(next() * vocabulary.length)]).join("/")}`;
      const locale = localeOfRequest(page, "/__manifest")!;
      const build = handlerFor(next() < 0.5 ? page : `${page}.data`);
      // The locale's build is the reference here: for a path such as "/RU/FORM" the full build would
      // answer with the Indonesian form of a game "RU", the locale's build with the
      // Russian page of a game "FORM"; both say no such game.
      expect(answeringRoute(build, page), page).toBe(answeringRoute(byLocale[locale], page));
      expect(partialManifestIds(build, page), page).toEqual(partialManifestIds(byLocale[locale], page));
    }
  }, 30_000);

  it("matches each shape once: every order's page after the first costs a look-up", () => {
    const counter = countingMatcher();
    const handlerFor = pageHandlers({ build: full, createHandler: (build) => build, matchRoutes: counter.match });
    const first = handlerFor("/card-payment/0b7f3c1e-2a41-4a6e-9d52-6a1f0c9b8e11");
    const once = counter.calls;
    expect(once).toBeGreaterThan(0);
    for (let index = 0; index < 10_000; index += 1) {
      expect(handlerFor(`/card-payment/${index.toString(16)}-order?x=${index}`)).toBe(first);
    }
    expect(counter.calls).toBe(once);
  });

  it("remembers the most recent shapes, and matches a forgotten one again", () => {
    const counter = countingMatcher();
    const handlerFor = pageHandlers({
      build: full,
      createHandler: (build) => build,
      matchRoutes: counter.match,
      rememberedShapes: 50,
    });
    handlerFor("/mobile-legends");
    const once = counter.calls;
    handlerFor("/free-fire?sku=ff-720");
    expect(counter.calls).toBe(once);
    // Odd paths with an escape are shapes of their own.
    for (let index = 0; index < 49; index += 1) handlerFor(`/%7${index}`);
    expect(counter.calls).toBeGreaterThan(once);
    const remembered = counter.calls;
    handlerFor("/mobile-legends");
    expect(counter.calls).toBe(remembered);
    handlerFor("/%7-one-too-many");
    const before = counter.calls;
    expect(Object.keys(handlerFor("/mobile-legends").routes)).toContain("id/game");
    expect(counter.calls).toBeGreaterThan(before);
  });

  it("shapes a path by the routes' static segments", () => {
    const words = staticSegments(full);
    expect(pathShape("/card-payment/0b7f3c1e", words)).toBe("/card-payment/:");
    expect(pathShape("/Mobile-Legends/FORM", words)).toBe("/:/form");
    expect(pathShape("/EN/about/", words)).toBe("/en/about/");
    expect(pathShape("//x", words)).toBe("//:");
    expect(pathShape("/%65n/about", words)).toBe("/%65n/about");
    const caseSensitive = { ...full, routes: { ...full.routes, x: { id: "x", path: "X", caseSensitive: true } } };
    expect(staticSegments(caseSensitive as unknown as ServerBuild)).toBeUndefined();
    expect(pathShape("/mobile-legends", undefined)).toBe("/mobile-legends");
  });

  it("reads a data request's page as React Router does", () => {
    expect(pagePath("/_root.data", false)).toBe("/");
    expect(pagePath("/en.data", false)).toBe("/en");
    expect(pagePath("/mobile-legends.data", false)).toBe("/mobile-legends");
    expect(pagePath("/mobile-legends", false)).toBe("/mobile-legends");
    expect(pagePath("/_.data", true)).toBe("/");
    expect(pagePath("/en/_.data", true)).toBe("/en/");
    expect(pagePath("/en.data", true)).toBe("/en");
  });
});
