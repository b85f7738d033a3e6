import { describe, expect, it } from "vitest";
import { importCycles, layerViolations, readImportGraph, type ImportGraph } from "./check-layers";

describe("the layers' import rules (npm run lint)", () => {
  it("bites on an import that runs back up, sideways, or into server/", () => {
    const graph: ImportGraph = new Map([
      ["adapters/http/api.ts", ["core/money.ts", "i18n/catalog.ts", "contracts/api.ts", "app/root-data.ts"]],
      ["adapters/db/seed.ts", ["catalog/definitions.ts"]],
      ["catalog/games/genshin.ts", ["core/catalog/types.ts", "catalog/shared/hoyoverse.ts", "i18n/catalog.ts"]],
      ["core/money.ts", ["adapters/db/database.ts"]],
      ["app/root.tsx", ["server/compose.ts", "core/locales.ts", "catalog/definitions.ts"]],
      ["contracts/api.ts", ["core/money.ts", "i18n/catalog.ts"]],
      ["server/main.ts", ["adapters/http/api.ts", "app/root.tsx"]],
    ]);
    expect(layerViolations(graph)).toEqual([
      "adapters/http/api.ts imports app/root-data.ts (adapters/ may import core, catalog, i18n, contracts)",
      "catalog/games/genshin.ts imports i18n/catalog.ts (catalog/ may import core)",
      "core/money.ts imports adapters/db/database.ts (core/ may import nothing else)",
      "app/root.tsx imports server/compose.ts (app/ may import core, i18n, contracts)",
      "app/root.tsx imports catalog/definitions.ts (app/ may import core, i18n, contracts)",
      "contracts/api.ts imports i18n/catalog.ts (contracts/ may import core)",
    ]);
  });

  it("bites on a circle of imports, however long", () => {
    const graph: ImportGraph = new Map([
      ["adapters/http/api.ts", ["adapters/http/order-routes.ts"]],
      ["adapters/http/order-routes.ts", ["adapters/http/api-reply.ts"]],
      ["adapters/http/api-reply.ts", ["adapters/http/api.ts"]],
      ["core/money.ts", []],
    ]);
    expect(importCycles(graph)).toEqual([
      ["adapters/http/api.ts", "adapters/http/order-routes.ts", "adapters/http/api-reply.ts", "adapters/http/api.ts"],
    ]);
  });

  it("finds the shop's own imports, types included, and the shop keeps the rules", () => {
    const graph = readImportGraph(new URL("..", import.meta.url).pathname);
    expect(graph.get("adapters/http/api.ts")).toContain("adapters/http/api-reply.ts");
    expect(graph.get("app/lib/api-client.ts")).toContain("contracts/api.ts");
    expect(layerViolations(graph)).toEqual([]);
    expect(importCycles(graph)).toEqual([]);
  });
});
