import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where each scenario writes its one-line summary, printed together at the end. */
    figuresFile: string;
  }
}

/** A scenario's summary line, e.g. "races 1,000/1,000 exact". */
export function recordFigures(line: string): void {
  appendFileSync(inject("figuresFile"), `${line}\n`);
}

export const formatCount = (value: number) => value.toLocaleString("en-US");

/** Global setup of the reliability suite: a file for the figures, printed when every scenario has run. */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "shop-reliability-"));
  const file = path.join(dir, "figures.txt");
  project.provide("figuresFile", file);
  return () => {
    const lines = existsSync(file) ? readFileSync(file, "utf8").trim().split("\n").filter(Boolean) : [];
    process.stdout.write(`\nReliability figures:\n${lines.map((line) => `  ${line}`).join("\n")}\n\n`);
    rmSync(dir, { recursive: true, force: true });
  };
}
