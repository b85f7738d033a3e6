import type { ServerBuild } from "react-router";
import { DEFAULT_LOCALE, LOCALE_PREFIXES, LOCALES, type Locale } from "../core/locales";

const LOCALE_PREFIX = new RegExp(`^/(${LOCALE_PREFIXES})(?=/|$)`, "i");

/**
 * React Router matches every request against every route it knows: every locale's tree (app/routes.ts),
 * tried one by one for each of the several matches a page render makes, and it rebuilds its route
 * objects from the whole manifest on every render. A request only ever matches routes of its own
 * locale (its path's prefix says which), so each locale gets a build that holds the root and that
 * locale's tree only: one locale's share of the work, the same answer (decision 028).
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
 * The build whose routes can answer `pathname`, or undefined for the full one. The prefix is matched
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
