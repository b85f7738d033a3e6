import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The layers' import rules (DESIGN §3, docs/architecture.md), checked over every source file by
 * `npm run lint`: each layer imports only what is below it, nothing imports `server/` but the entry,
 * and no chain of imports (types included) comes back to where it started.
 */
export const LAYERS = ["core", "catalog", "i18n", "contracts", "adapters", "app", "server"] as const;
export type Layer = (typeof LAYERS)[number];

/** What each layer may import besides itself. */
export const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  core: [],
  // The games as data, typed and checked by core: only the seed (and whatever composes the shop) reads them.
  catalog: ["core"],
  i18n: ["core"],
  contracts: ["core"],
  adapters: ["core", "catalog", "i18n", "contracts"],
  app: ["core", "i18n", "contracts"],
  server: ["core", "catalog", "i18n", "contracts", "adapters", "app"],
};

export type ImportGraph = Map<string, string[]>;

export function layerOf(file: string): Layer | undefined {
  const top = file.split(/[\\/]/)[0];
  return LAYERS.find((layer) => layer === top);
}

/** Imports that run back up or sideways: "adapters/x.ts imports app/y.ts". */
export function layerViolations(graph: ImportGraph): string[] {
  const problems: string[] = [];
  for (const [file, imports] of graph) {
    const from = layerOf(file);
    if (!from) continue;
    for (const target of imports) {
      const to = layerOf(target);
      if (!to || to === from || MAY_IMPORT[from].includes(to)) continue;
      problems.push(`${file} imports ${target} (${from}/ may import ${MAY_IMPORT[from].join(", ") || "nothing else"})`);
    }
  }
  return problems;
}

/** Every circle of imports, each as the files around it. */
export function importCycles(graph: ImportGraph): string[][] {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === "open") cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

const IMPORT = /^(?:import|export)\s[^'"]*?from\s+["'](\.{1,2}\/[^"']+)["']/gm;

/** The relative imports (values and types) of every source file under the layers, tests left out. */
export function readImportGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const relative = path.join(dir, name);
      if (statSync(path.join(root, relative)).isDirectory()) walk(relative);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        const text = readFileSync(path.join(root, relative), "utf8");
        const imports = [...text.matchAll(IMPORT)].map((match) => {
          const target = path.normalize(path.join(dir, match[1]!));
          const found = ["", ".ts", ".tsx", "/index.ts"].find(
            (ext) => existsSync(path.join(root, target + ext)) && statSync(path.join(root, target + ext)).isFile(),
          );
          return found === undefined ? target : target + found;
        });
        graph.set(relative, imports);
      }
    }
  };
  for (const layer of LAYERS) if (existsSync(path.join(root, layer))) walk(layer);
  return graph;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const graph = readImportGraph(root);
  const problems = [
    ...layerViolations(graph),
    ...importCycles(graph).map((cycle) => `import cycle: ${cycle.join(" -> ")}`),
  ];
  for (const problem of problems) console.error(problem);
  console.log(`layers: ${graph.size} files, ${problems.length} problems`);
  process.exit(problems.length > 0 ? 1 : 0);
}
