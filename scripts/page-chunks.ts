import type { Plugin } from "vite";

/**
 * How the browser's code is cut into chunks: by the pages that use each module (decision 067).
 *
 * - `framework`: React, React DOM and React Router. Every page runs them, and they change only with an
 *   upgrade, so a deploy of the shop's own code leaves a returning buyer's copy valid.
 * - `shell`: what the client entry and the root route import, which every page loads anyway. The
 *   entry's own code stays in its entry chunk, which React Router's bootstrap script imports once it
 *   has set the manifest and route modules that hydration reads.
 * - `shared`: the buyer's code that three or more of the buyer's route modules (pages and layouts)
 *   import, so that a page fetches a few chunks rather than one per set of pages sharing a module (on
 *   a phone each costs a round trip, bench/history.md "Lighthouse").
 * - `pages-<a>_<b>`: the code exactly two of them import (the game page and its form page).
 *
 * A route's own code and what only lazily loaded code uses are left to Rolldown. Pages are counted
 * here rather than by Rolldown's share count, which counts the root, the console's pages and every
 * lazily loaded chunk as users too: code that only those used rode along in every page's first
 * download.
 */
export interface ModuleGraph {
  ids: Iterable<string>;
  /** The modules that `id` imports statically (dynamic imports load later, by their own chunk). */
  imports: (id: string) => readonly string[];
}

/** A route module as React Router's client build names it: `app/routes/game.tsx?__react-router-build-client-route`. */
const ROUTE_ENTRY = /([\w-]+)\.tsx?\?__react-router-build-client-route$/;
const CLIENT_ENTRY = /[\\/]app[\\/]entry\.client\.tsx$/;
const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx\?__react-router-build-client-route$/;
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
/** The operator console's code, which no buyer's page loads. */
const CONSOLE = /[\\/]admin/;
/** Modules this many of the buyer's route modules import go into `shared`. */
export const SHARED_BY_ROUTES = 3;

function reachable(graph: ModuleGraph, from: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...graph.imports(id));
  }
  return seen;
}

/** The chunk each module goes to; a module not in the map is left to Rolldown. */
export function pageChunks(graph: ModuleGraph): Map<string, string> {
  const ids = [...graph.ids];
  const chunks = new Map<string, string>();
  for (const id of ids) if (FRAMEWORK.test(id)) chunks.set(id, "framework");
  for (const id of reachable(
    graph,
    ids.filter((id) => CLIENT_ENTRY.test(id) || ROOT_ROUTE.test(id)),
  ))
    if (!chunks.has(id) && !CLIENT_ENTRY.test(id)) chunks.set(id, "shell");

  const routesUsing = new Map<string, string[]>();
  for (const route of ids.filter((id) => ROUTE_ENTRY.test(id) && !ROOT_ROUTE.test(id) && !CONSOLE.test(id)))
    for (const id of reachable(graph, [route])) routesUsing.set(id, [...(routesUsing.get(id) ?? []), route]);
  for (const [id, routes] of routesUsing) {
    if (chunks.has(id) || CONSOLE.test(id) || ROUTE_ENTRY.test(id) || routes.length < 2) continue;
    const names = [...new Set(routes.map((route) => ROUTE_ENTRY.exec(route)![1]!))].sort();
    chunks.set(id, routes.length >= SHARED_BY_ROUTES ? "shared" : `pages-${names.join("_")}`);
  }
  return chunks;
}

/**
 * The plugin that reads the client build's module graph once it is complete, and the chunk groups
 * that place modules by it: Rolldown forms the chunks after the graph, so the groups ask then.
 */
export function pageChunksPlugin() {
  let chunks = new Map<string, string>();
  const plugin: Plugin = {
    name: "kupi:page-chunks",
    apply: "build",
    buildEnd() {
      chunks = pageChunks({
        ids: this.getModuleIds(),
        imports: (id) => this.getModuleInfo(id)?.importedIds ?? [],
      });
    },
  };
  // By priority: a module's dependencies follow it into its chunk unless a group above took them.
  const group = (name: string, priority: number) => ({
    name,
    priority,
    test: (id: string) => chunks.get(id) === name,
  });
  return {
    plugin,
    groups: [
      group("framework", 4),
      group("shell", 3),
      group("shared", 2),
      { name: (id: string) => chunks.get(id) ?? null, priority: 1, test: (id: string) => chunks.has(id) },
    ],
  };
}
