import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../i18n/catalog";
import { namespaceOf } from "../../i18n/namespaces";
import { readImportGraph } from "../../scripts/import-graph";
import { namespacesUsed } from "../../scripts/message-namespaces";
import routeConfig from "../routes";
import type { PageHandle } from "./page-handle";

/**
 * A page ships the messages it renders and no others: the root's `handle.messages` are what
 * the root and the layouts ask for, and each route's are what its own code asks for beyond those. A
 * namespace missing here would show a raw key to the buyer; one too many is bytes for nothing.
 */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const graph = await readImportGraph(ROOT);
const keys = Object.keys(MESSAGES.id);
const used = (file: string) => namespacesUsed(ROOT, graph, file, keys);
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();
const declared = async (file: string) =>
  ((await import(path.join(ROOT, file))) as { handle?: PageHandle }).handle?.messages ?? [];
const modules = (dir: string) => readdirSync(path.join(ROOT, dir)).map((name) => `${dir}/${name}`);

interface ConfigEntry {
  file: string;
  children?: ConfigEntry[];
}
const files = (entries: ConfigEntry[]): string[] =>
  entries.flatMap((entry) => [entry.file, ...files(entry.children ?? [])]);

const shellFiles = ["app/root.tsx", ...modules("app/layouts")];
/** The pages app/routes.ts mounts, each once: their folders also hold helpers that are no page. */
const pageFiles = [...new Set(files(routeConfig as ConfigEntry[]))]
  .filter((file) => file.startsWith("routes/"))
  .map((file) => `app/${file}`);

describe("the messages each page receives", () => {
  it("the root sends exactly what the root and the layouts render", async () => {
    expect(sorted(await declared("app/root.tsx"))).toEqual(sorted(shellFiles.flatMap((file) => [...used(file)])));
  });

  it.each(pageFiles)("%s sends exactly what it renders beyond the shell", async (file) => {
    const shell = new Set<string>(await declared("app/root.tsx"));
    expect(sorted(await declared(file))).toEqual(sorted([...used(file)].filter((name) => !shell.has(name))));
  });

  it("finds keys the way pages write them, so the check above can fail", () => {
    const namespaces = new Set(keys.map(namespaceOf));
    // The card payment page writes `order.status.${status}` and never "order.status.paid" as such.
    expect(used("app/routes/card-payment.tsx").has("order")).toBe(true);
    expect(used("app/routes/home.tsx").has("order")).toBe(false);
    expect(namespaces.has("receipt")).toBe(true);
    for (const file of [...shellFiles, ...pageFiles]) expect(used(file).has("receipt"), file).toBe(false);
  });
});
