import type { ServerBuild } from "react-router";
import { DEFAULT_LOCALE, LOCALE_PREFIXES, LOCALES, type Locale } from "../core/locales";

const LOCALE_PREFIX = new RegExp(`^/(${LOCALE_PREFIXES})(?=/|$)`, "i");

/**
 * React Router does work in proportion to the routes of the build it is handed, on every request: it
 * builds its route objects from the build's routes for the render and matches the request against
 * all of them, every locale's tree (app/routes.ts). A request only ever matches routes of its own
 * locale (its path's prefix says which), so each locale gets a build that holds the root and that
 * locale's tree only, made with nothing but the public `ServerBuild` shape (its `routes` and its
 * client manifest's `assets.routes`, both keyed by route id) and handed to React Router's own
 * `createRequestHandler` (docs/decisions/040-pages-on-public-api.md has the measurement).
 *
 * The full build stays for what may concern any locale: the route discovery endpoint, which browsers
 * ask for the routes of links to other locales' pages.
 */
export interface LocaleBuilds {
  full: ServerBuild;
  byLocale: Record<Locale, ServerBuild>;
}

export function localeBuilds(build: ServerBuild): LocaleBuilds {
  const byLocale = Object.fromEntries(
    LOCALES.map((locale) => [locale, withRoutes(build, (id) => id === "root" || id.startsWith(`${locale}/`))]),
  ) as Record<Locale, ServerBuild>;
  return { full: build, byLocale };
}

/** The build with only the routes whose ids pass `keep`, in the build's own order, in its routes and its manifest. */
export function withRoutes(build: ServerBuild, keep: (id: string) => boolean): ServerBuild {
  const only = <T>(routes: Record<string, T>): Record<string, T> =>
    Object.fromEntries(Object.entries(routes).filter(([id]) => keep(id)));
  return { ...build, routes: only(build.routes), assets: { ...build.assets, routes: only(build.assets.routes) } };
}

/**
 * A handler per locale's build and one for the full build, made once; the function picks the one
 * for a request's path and query.
 */
export function localeHandlers<H>(
  build: ServerBuild,
  createHandler: (build: ServerBuild) => H,
): (pathAndQuery: string) => H {
  const { byLocale } = localeBuilds(build);
  const full = createHandler(build);
  const handlers = Object.fromEntries(LOCALES.map((locale) => [locale, createHandler(byLocale[locale])])) as Record<
    Locale,
    H
  >;
  const { manifestPath } = build.routeDiscovery;
  return (pathAndQuery) => {
    const locale = localeOfRequest(pathAndQuery.split("?", 1)[0]!, manifestPath);
    return locale ? handlers[locale] : full;
  };
}

/**
 * The locale whose build can answer `pathname`, or undefined for the full one. The prefix is matched
 * without regard to case, as React Router matches paths ("/EN/about" is the English page), and a
 * single-fetch data request ("/en.data", "/_root.data" for "/") counts as the page it loads. The path
 * is read decoded, as React Router reads it ("/%65n" is "/en").
 */
export function localeOfRequest(pathname: string, manifestPath: string): Locale | undefined {
  if (pathname === manifestPath) return undefined;
  let page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  try {
    page = decodeURI(page);
  } catch {
    // A malformed escape: React Router answers it as it would anywhere; the prefix is read as it is.
  }
  const prefixed = LOCALE_PREFIX.exec(page);
  return prefixed ? (prefixed[1]!.toLowerCase() as Locale) : DEFAULT_LOCALE;
}
