import { readFileSync } from "node:fs";
import path from "node:path";
import type { ImportGraph } from "./import-graph";

/**
 * Which message namespaces a module can render: every message key written as a string in the page
 * code (app/, i18n/) it imports, directly or not, and every string or template that starts keys
 * (`order.status.${status}`). Strings that merely look like keys (a refund reason "payment.late") are
 * not keys and do not count, nor are core's codes, which reach a page only through that page's code.
 * Used by app/i18n/page-messages.test.ts to prove that each page's loader sends the namespaces its
 * components ask for, and no others. The message files themselves define every key, so they are not
 * read.
 */
export function namespacesUsed(root: string, graph: ImportGraph, entry: string, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(graph.get(file) ?? []).filter((next) => graph.has(next)));
  }
  const exact = new Set(keys);
  const used = new Set<string>();
  for (const file of seen) {
    if (!/^(app|i18n)[\\/]/.test(file) || file.startsWith(path.join("i18n", "messages"))) continue;
    const text = readFileSync(path.join(root, file), "utf8");
    for (const [, key] of text.matchAll(/["'`]([a-zA-Z]+\.[\w.]*)(?:["'`]|\$\{)/g)) {
      if (exact.has(key!) || (key!.endsWith(".") && keys.some((candidate) => candidate.startsWith(key!)))) {
        used.add(key!.slice(0, key!.indexOf(".")));
      }
    }
  }
  return used;
}
