import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Comments say why, in the present (docs/principles.md). An issue or session number and a reference
 * to a design or spec document outside the repository are history a reader cannot follow: figures
 * and history belong in docs/decisions/. This test reads every line (comments, and test names too) of
 * every source file in the repository's folders and of the configuration at its root.
 */
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const FOLDERS = ["core", "adapters", "app", "server", "contracts", "i18n", "catalog", "tests", "scripts", "bench"];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIPPED = new Set(["node_modules", "build", "dist", ".react-router"]);

/**
 * What a comment must not say. Session numbers are one or two digits, so the word followed by a
 * three-digit status code passes; a whole word is required, so "SPECIAL" does too.
 */
const RULES: { name: string; pattern: RegExp }[] = [
  { name: "an issue number", pattern: /\bissues? #?\d+/i },
  { name: "a session number", pattern: /\bsessions? #?\d{1,2}\b/i },
  { name: "a design or spec file", pattern: /\b(DESIGN|SPEC)\b/ },
];

/** Each line of `text` that breaks a rule, as "line: rule". */
function breaches(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, index) =>
      RULES.filter((rule) => rule.pattern.test(line)).map((rule) => `${index + 1}: ${rule.name}`),
    );
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

describe("comments say why, in the present", () => {
  it("catches an issue or session number and a design or spec reference, and lets ordinary words pass", () => {
    // Built from pieces so that this file does not trip its own rule.
    const issue = ["iss", "ue"].join("");
    const sample = [
      `// Fees shown before the choice (${issue} 12).`,
      `/** The order machine (${issue} #12). */`,
      `// As measured in ses${"sion"} 16.`,
      `/** Minutes within which delivery is promised (${"SP"}EC §8). */`,
      `// See ${"DES"}IGN.md.`,
      `it("no session 401, a buyer 403", () => {});`,
      `// Special offers ignore a session cookie; decision 027 has the figures.`,
    ].join("\n");
    expect(breaches(sample)).toEqual([
      "1: an issue number",
      "2: an issue number",
      "3: a session number",
      "4: a design or spec file",
      "5: a design or spec file",
    ]);
  });

  it("no source file cites an issue or session number or a design or spec file", () => {
    const self = fileURLToPath(import.meta.url);
    const atRoot = readdirSync(ROOT, { withFileTypes: true })
      .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
      .map((entry) => join(ROOT, entry.name));
    const found = [...atRoot, ...FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))]
      .filter((path) => path !== self)
      .flatMap((path) => breaches(readFileSync(path, "utf8")).map((breach) => `${relative(ROOT, path)}:${breach}`));
    expect(found).toEqual([]);
  });
});

describe("decision records", () => {
  const folder = join(ROOT, "docs", "decisions");
  const records = readdirSync(folder).filter((name) => name.endsWith(".md"));

  it("each says under its title whether it holds and when it was taken", () => {
    expect(records.length).toBeGreaterThan(0);
    const missing = records.filter((name) => {
      const head = readFileSync(join(folder, name), "utf8").split("\n").slice(1, 4).join("\n");
      return (
        !/^Status: (accepted|superseded|partly superseded)\b/m.test(head) || !/^Date: \d{4}-\d{2}-\d{2}$/m.test(head)
      );
    });
    expect(missing).toEqual([]);
  });

  it("links each record it names as amending or superseding it", () => {
    const broken = records.flatMap((name) => {
      const status = readFileSync(join(folder, name), "utf8").split("\n")[2] ?? "";
      return [...status.matchAll(/\]\(([^)]+)\)/g)]
        .map(([, target]) => target!)
        .filter((target) => !records.includes(target))
        .map((target) => `${name} -> ${target}`);
    });
    expect(broken).toEqual([]);
  });
});
