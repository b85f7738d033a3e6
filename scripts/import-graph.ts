import { cruise } from "dependency-cruiser";
import rules from "../.dependency-cruiser.mjs";

export type ImportGraph = Map<string, string[]>;

/**
 * The shop's source files (tests left out) and what each imports, types included, read as
 * `npm run lint` reads them.
 */
export async function readImportGraph(root: string): Promise<ImportGraph> {
  const layers = ["core", "catalog", "i18n", "contracts", "adapters", "app", "server"];
  const result = await cruise(layers, { ...rules.options, baseDir: root });
  if (typeof result.output === "string") throw new Error("dependency-cruiser answered with text");
  return new Map(
    result.output.modules.map((module) => [
      module.source,
      module.dependencies.map((dependency) => dependency.resolved),
    ]),
  );
}
