import type { ServerBuild } from "react-router";
import { DEFAULT_LOCALE, LOCALE_PREFIXES, LOCALES, type Locale } from "../core/locales";

const LOCALE_PREFIX = new RegExp(`^/(${LOCALE_PREFIXES})(?=/|$)`, "i");

/**
 * React Router does work in proportion to the routes of the build it is handed, on every request: it
 * builds its route objects from the build's routes for the render, matches the request against all
 * of them, and matches the path's parents again for the page's route manifest. A request can only
 * match routes of its own locale (its path's prefix says which, app/routes.ts) whose first segment
 * after the prefix is its own first segment, or is a parameter, a splat or empty (an index). So each
 * locale gets one build per static first segment of its routes ("about", "card-payment", "admin"),
 * holding the routes of that segment, the routes that may match any path (the game's `:game`, the
 * 404's `*`, the home page's index) and their layouts, and one build for every other path with the
 * latter alone: a payment page is matched against 9 routes rather than its locale's 60. Every build
 * holds every route that could match any of its paths, in the whole build's order, so React Router
 * chooses the same route and lists the same parents (page-builds.test.ts checks the shop's table).
 * The builds are made with nothing but the public `ServerBuild` shape (its `routes` and its client
 * manifest's `assets.routes`, both keyed by route id) and handed to React Router's own
 * `createRequestHandler` (docs/decisions/040-pages-on-public-api.md).
 *
 * The full build stays for what may concern any locale: the route discovery endpoint, which browsers
 * ask for the routes of links to other pages.
 */
export interface PageBuilds {
  full: ServerBuild;
  byLocale: Record<Locale, LocaleBuilds>;
}

/** One locale's builds: by the first segment of a page's path after the locale's prefix. */
export interface LocaleBuilds {
  bySegment: Map<string, ServerBuild>;
  /** For a path whose first segment no route names: the routes that may match any path. */
  other: ServerBuild;
}

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

export function pageBuilds(build: ServerBuild): PageBuilds {
  const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, localeBuilds(build, locale)])) as Record<
    Locale,
    LocaleBuilds
  >;
  return { full: build, byLocale };
}

function localeBuilds(build: ServerBuild, locale: Locale): LocaleBuilds {
  const routes = build.routes as Record<string, BuildRoute>;
  const mine = Object.values(routes).filter((route) => route.id.startsWith(`${locale}/`));
  const anyPath: string[] = [];
  const bySegment = new Map<string, string[]>();
  for (const route of mine) {
    // A layout without a path of its own matches only through its pages: it comes with them.
    if (route.path === undefined && !route.index) continue;
    const segment = firstSegment(routes, route, locale);
    if (segment === undefined) anyPath.push(route.id);
    else bySegment.set(segment, [...(bySegment.get(segment) ?? []), route.id]);
  }
  const keeping = (ids: string[]) => {
    const kept = new Set(["root"]);
    for (const id of [...anyPath, ...ids])
      for (let route: BuildRoute | undefined = routes[id]; route; route = routes[route.parentId ?? ""])
        kept.add(route.id);
    return withRoutes(build, (id) => kept.has(id));
  };
  return {
    bySegment: new Map([...bySegment].map(([segment, ids]) => [segment, keeping(ids)])),
    other: keeping([]),
  };
}

/**
 * The first segment of the route's whole path after the locale's prefix, in lower case (React Router
 * matches without regard to case), or undefined when the route may match any first segment: a
 * parameter, a splat, an optional segment, or none (the locale's index).
 */
function firstSegment(routes: Record<string, BuildRoute>, route: BuildRoute, locale: Locale): string | undefined {
  const paths: string[] = [];
  for (let at: BuildRoute | undefined = route; at; at = routes[at.parentId ?? ""]) paths.unshift(at.path ?? "");
  const segments = paths.join("/").split("/").filter(Boolean);
  if (locale !== DEFAULT_LOCALE && segments[0]?.toLowerCase() === locale) segments.shift();
  const first = segments[0];
  if (first === undefined || /^[:*]|[*?]/.test(first)) return undefined;
  return first.toLowerCase();
}

/** The build with only the routes whose ids pass `keep`, in the build's own order, in its routes and its manifest. */
export function withRoutes(build: ServerBuild, keep: (id: string) => boolean): ServerBuild {
  const only = <T>(routes: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(routes).filter(([id]) => keep(id)));
  return { ...build, routes: only(build.routes), assets: { ...build.assets, routes: only(build.assets.routes) } };
}

/**
 * A handler per build and one for the full build, made once; the function picks the one for a
 * request's path and query.
 */
export function pageHandlers<H>(
  build: ServerBuild,
  createHandler: (build: ServerBuild) => H,
): (pathAndQuery: string) => H {
  const { byLocale } = pageBuilds(build);
  const full = createHandler(build);
  const handlers = Object.fromEntries(
    LOCALES.map((locale) => {
      const { bySegment, other } = byLocale[locale];
      return [
        locale,
        {
          bySegment: new Map([...bySegment].map(([segment, routes]) => [segment, createHandler(routes)])),
          other: createHandler(other),
        },
      ];
    }),
  ) as Record<Locale, { bySegment: Map<string, H>; other: H }>;
  const { manifestPath } = build.routeDiscovery;
  return (pathAndQuery) => {
    const page = pageOfRequest(pathAndQuery.split("?", 1)[0]!, manifestPath);
    if (!page) return full;
    const { bySegment, other } = handlers[page.locale];
    return bySegment.get(page.segment) ?? other;
  };
}

/**
 * The locale and first segment of the page `pathname` asks for, or undefined for the full build. The
 * prefix is matched without regard to case, as React Router matches paths ("/EN/about" is the
 * English page), and a single-fetch data request ("/en.data", "/_root.data" for "/") counts as the
 * page it loads. The path is read decoded, as React Router reads it ("/%65n" is "/en").
 */
export function pageOfRequest(pathname: string, manifestPath: string): { locale: Locale; segment: string } | undefined {
  if (pathname === manifestPath) return undefined;
  let page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  try {
    page = decodeURI(page);
  } catch {
    // A malformed escape: React Router answers it as it would anywhere; the path is read as it is.
  }
  const prefixed = LOCALE_PREFIX.exec(page);
  const locale = prefixed ? (prefixed[1]!.toLowerCase() as Locale) : DEFAULT_LOCALE;
  const rest = prefixed ? page.slice(prefixed[0].length) : page;
  return { locale, segment: (rest.split("/").find(Boolean) ?? "").toLowerCase() };
}
