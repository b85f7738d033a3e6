import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import routeConfig from "../../app/routes";

interface ConfigEntry {
  id?: string;
  path?: string;
  index?: boolean;
  children?: ConfigEntry[];
}
type BuildRoute = ServerBuild["routes"][string];

/** The shop's real route table (app/routes.ts) as a build's flat record under "root", as the build has it. */
export function shopRouteBuild(): ServerBuild {
  const routes: Record<string, BuildRoute> = { root: { id: "root", path: "", module: {} } as BuildRoute };
  const add = (list: ConfigEntry[], parentId: string) => {
    for (const entry of list) {
      routes[entry.id!] = { id: entry.id!, parentId, path: entry.path, index: entry.index, module: {} } as BuildRoute;
      add(entry.children ?? [], entry.id!);
    }
  };
  add(routeConfig as ConfigEntry[], "root");
  const manifestRoutes = Object.fromEntries(
    Object.entries(routes).map(([id, route]) => [id, { ...route, module: "" }]),
  );
  return {
    routes,
    assets: { routes: manifestRoutes, version: "v", url: "", entry: { module: "", imports: [] } },
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    future: { v8_middleware: true, v8_trailingSlashAwareDataRequests: false },
  } as unknown as ServerBuild;
}

const trees = new WeakMap<ServerBuild, RouteObject[]>();

/** React Router's own matching over a build's routes. */
export function matchesIn(build: ServerBuild, path: string) {
  const tree = (parentId: string | undefined): RouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route!.parentId === parentId)
      .map((route) =>
        route!.index
          ? { id: route!.id, path: route!.path, index: true }
          : { id: route!.id, path: route!.path, children: tree(route!.id) },
      );
  let routes = trees.get(build);
  if (!routes) trees.set(build, (routes = tree(undefined)));
  return matchRoutes(routes, path);
}

/** Paths of every kind the shop answers: pages, data for them, 404s, prefixes in capitals, escapes. */
export const SHOP_PATHS = [
  "/",
  "/mobile-legends",
  "/mobile-legends/",
  "/mobile-legends/form",
  "/MOBILE-LEGENDS/Form",
  "/about",
  "/privacy",
  "/find-order",
  "/account",
  "/thank",
  "/card-payment/0b7f3c1e-2a41-4a6e-9d52-6a1f0c9b8e11",
  "/card-payment",
  "/admin",
  "/admin/orders/42",
  "/admin/catalog/skus",
  "/admin/catalog/free-fire",
  "/the-golden-era-of-smartphones",
  "/no/such/page",
  "/a/b/c/d/e",
  "/en",
  "/en/",
  "/en/free-fire",
  "/en/free-fire/form",
  "/ru/admin/dashboard",
  "/uz/privacy",
  "/uz/no/such/page",
  "/EN/about",
  "/english",
  "/enx/form",
  "/%65n/about",
  "/%E0%A4%A",
  "/caf%C3%A9",
];
