import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runParallel } from "./run-parallel";

describe("run-parallel", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "run-parallel-"));
    const scripts = {
      fine: "echo fine-out && echo fine-err >&2",
      slow: "sleep 0.3 && echo slow-out",
      broken: "echo broken-out && exit 3",
      args: "echo args:",
    };
    await writeFile(path.join(dir, "package.json"), JSON.stringify({ name: "p", private: true, scripts }));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const run = async (scripts: string[]) => {
    const written: string[] = [];
    const passed = await runParallel(scripts, (text) => written.push(text), { cwd: dir, env: process.env });
    return { passed, written };
  };

  it("passes when every script passes, each one's output whole under its name", async () => {
    const { passed, written } = await run(["slow", "fine"]);
    expect(passed).toBe(true);
    // The quicker one is written first, its stdout and stderr together in its own block.
    expect(written[0]).toMatch(/fine: passed in [\d.]+ s/);
    expect(written[0]).toContain("fine-out\n");
    expect(written[0]).toContain("fine-err\n");
    expect(written[1]).toMatch(/slow: passed in [\d.]+ s[^]*slow-out/);
    expect(written.at(-1)).toContain("all passed");
  });

  it("passes what follows a script's name on to it", async () => {
    const { passed, written } = await run(["args -- one --two"]);
    expect(passed).toBe(true);
    expect(written[0]).toContain("args: one --two\n");
  });

  it("fails when any script fails, and names it, after waiting for the others", async () => {
    const { passed, written } = await run(["broken", "slow", "fine"]);
    expect(passed).toBe(false);
    expect(written.join("")).toMatch(/broken: FAILED \(exit 3\)[^]*broken-out/);
    expect(written.join("")).toContain("slow-out");
    expect(written.at(-1)).toContain("FAILED: broken");
  });
});
