import type { matchRoutes as MatchRoutes, RouteObject, ServerBuild } from "react-router";
import type { Locale } from "../core/locales";
import { localeBuilds, localeOfRequest, withRoutes } from "./locale-builds";

/**
 * React Router does work in proportion to the routes of the build it is handed on every request, not
 * once: it rebuilds its route objects from the manifest for the render, and flattens and ranks the
 * route tree again for each of the several matches a request makes (the handler's, the static
 * router's, the page's partial manifest). A locale's build holds some fifty routes; a request
 * touches at most six of them (decision 028). So each request goes to a handler whose build holds
 * only those:
 *
 * - the routes matching its page's path: the answer;
 * - the routes matching each shorter prefix of that path ("/", "/card-payment"): the ones React
 *   Router lists in the page's partial manifest, so the page and its manifest stay exactly as the
 *   locale's build renders them.
 *
 * Which routes those are is decided by React Router's own `matchRoutes` over the locale's tree, once
 * per shape of path (see pathShape): every order's payment page is one shape, every game's page
 * another. A path no route matches goes to the locale's build as before (the shop's own 404 route
 * matches any path), the route discovery endpoint to the full build.
 */
export interface PageHandlerOptions<H> {
  build: ServerBuild;
  createHandler: (build: ServerBuild) => H;
  /** React Router's, passed in: the page module imports React Router only once NODE_ENV is set. */
  matchRoutes: typeof MatchRoutes;
  /** How many shapes of path are remembered (REMEMBERED_SHAPES). */
  rememberedShapes?: number;
}

/** Shapes of path remembered with their handler (the shop's pages have a few dozen; the rest are odd paths). */
export const REMEMBERED_SHAPES = 5_000;
/** Route sets given a handler of their own; a set beyond these (never seen with this route table) goes to its locale's. */
export const ROUTE_SETS = 1_000;

export function pageHandlers<H>({
  build,
  createHandler,
  matchRoutes,
  rememberedShapes = REMEMBERED_SHAPES,
}: PageHandlerOptions<H>): (pathAndQuery: string) => H {
  const split = localeBuilds(build);
  const full = createHandler(build);
  const locales = Object.keys(split.byLocale) as Locale[];
  const byLocale = Object.fromEntries(
    locales.map((locale) => {
      const localeBuild = split.byLocale[locale];
      return [locale, { build: localeBuild, handler: createHandler(localeBuild), tree: routeTree(localeBuild) }];
    }),
  ) as Record<Locale, { build: ServerBuild; handler: H; tree: RouteObject[] }>;
  const bySet = new Map<string, H>();
  const byShape = new Map<string, H>();
  const { manifestPath } = build.routeDiscovery;
  const trailingSlashAware = Boolean(build.future.v8_trailingSlashAwareDataRequests);
  const words = staticSegments(build);

  const handlerOf = (locale: Locale, page: string): H => {
    const { build: localeBuild, handler, tree } = byLocale[locale];
    const ids = pageRouteIds(matchRoutes, tree, page);
    if (!ids) return handler;
    const key = ids.join(" ");
    let found = bySet.get(key);
    if (!found) {
      if (bySet.size >= ROUTE_SETS) return handler;
      const kept = new Set(ids);
      found = createHandler(withRoutes(localeBuild, (id) => kept.has(id)));
      bySet.set(key, found);
    }
    return found;
  };

  return (pathAndQuery) => {
    const pathname = pathAndQuery.split("?", 1)[0]!;
    const locale = localeOfRequest(pathname, manifestPath);
    if (!locale) return full;
    const page = pagePath(pathname, trailingSlashAware);
    const shape = pathShape(page, words);
    let handler = byShape.get(shape);
    if (handler === undefined) {
      handler = handlerOf(locale, page);
      // The oldest shape makes room (a Map keeps insertion order).
      if (byShape.size >= rememberedShapes) byShape.delete(byShape.keys().next().value!);
      byShape.set(shape, handler);
    }
    return handler;
  };
}

/**
 * The static segments of the build's route paths, lowercased ("about", "card-payment", "en", "form"),
 * or undefined when a route matches with case, which pathShape does not model.
 */
export function staticSegments(build: ServerBuild): ReadonlySet<string> | undefined {
  const words = new Set<string>();
  for (const route of Object.values(build.routes)) {
    if (!route?.path) continue;
    if (route.caseSensitive) return undefined;
    for (const segment of route.path.split("/")) {
      if (segment === "" || segment.startsWith(":") || segment === "*") continue;
      words.add(segment.replace(/\?$/, "").toLowerCase());
    }
  }
  return words;
}

/**
 * A key that is the same for two paths exactly when every route matches both or neither, so that
 * they touch the same routes: each segment that is some route's static segment stays (lowercased, as
 * React Router compares them), each other non-empty one becomes ":", which only a parameter or a splat
 * matches, as it matches the segment it stands for. "/card-payment/0b7f…" is "/card-payment/:",
 * "/Mobile-Legends" is "/:". A path with an escape is its own key (React Router decodes it first, and
 * a decoded segment may be a static one), as is every path when a route is case-sensitive.
 */
export function pathShape(page: string, words: ReadonlySet<string> | undefined): string {
  if (!words || page.includes("%")) return page;
  return page
    .split("/")
    .map((segment) => {
      if (segment === "") return "";
      const word = segment.toLowerCase();
      return words.has(word) ? word : ":";
    })
    .join("/");
}

/**
 * The path of the page a request is for, as React Router reads it (its getNormalizedPath): a
 * single-fetch data request ("/mobile-legends.data", "/_root.data" for "/") loads the page it names.
 */
export function pagePath(pathname: string, trailingSlashAware: boolean): string {
  if (trailingSlashAware) {
    return pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, "");
  }
  if (pathname === "/_root.data") return "/";
  return pathname.replace(/\.data$/, "");
}

/**
 * The ids of the routes a request for `page` touches (see above), sorted; undefined when no route
 * matches the page itself. The prefixes are the ones React Router's getPartialManifest matches: "/"
 * and the path without its last segment, then without two, and so on.
 */
export function pageRouteIds(matchRoutes: typeof MatchRoutes, tree: RouteObject[], page: string): string[] | undefined {
  const matched = matchRoutes(tree, page);
  if (!matched) return undefined;
  const ids = new Set(matched.map((match) => match.route.id!));
  const segments = page.split("/").filter(Boolean);
  segments.pop();
  const prefixes = ["/"];
  for (; segments.length > 0; segments.pop()) prefixes.push(`/${segments.join("/")}`);
  for (const prefix of prefixes) for (const match of matchRoutes(tree, prefix) ?? []) ids.add(match.route.id!);
  return [...ids].sort();
}

/** A build's routes as the tree React Router builds from them: children under their parent, in the build's order. */
export function routeTree(build: ServerBuild): RouteObject[] {
  type BuildRoute = NonNullable<ServerBuild["routes"][string]>;
  const children = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
  return tree(undefined);
}
