import { spawn, type SpawnOptions } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * Runs npm scripts at the same time (`npm test` starts with typecheck, lint and unit tests: none waits
 * for another) and fails when any fails. Each one's output is held back and printed whole, under its
 * name, when it ends, so lines of two never interleave; the summary names what failed.
 *
 *   node --import tsx scripts/run-parallel.ts typecheck lint test:unit
 *   node --import tsx scripts/run-parallel.ts "test:db -- --project pages" "bench -- --quick"
 */

export interface Outcome {
  script: string;
  code: number;
  seconds: number;
  output: string;
}

/** One npm script, its stdout and stderr in one buffer, in the order written. */
export function runScript(script: string, options: SpawnOptions = {}): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    // "bench -- --quick": the script's name, then what npm passes on to it.
    const [name, ...args] = script.split(" ").filter(Boolean);
    const child = spawn("npm", ["run", "--silent", name!, ...args], { ...options, stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    const end = (code: number, extra = "") =>
      resolve({
        script,
        code,
        seconds: (Date.now() - started) / 1000,
        output: Buffer.concat(chunks).toString() + extra,
      });
    child.on("error", (error) => end(1, `\n${error.message}\n`));
    child.on("close", (code, signal) => end(code ?? 1, signal ? `\nended by ${signal}\n` : ""));
  });
}

/** Every script at once; each one's block is written as soon as it ends. True when all passed. */
export async function runParallel(
  scripts: string[],
  write: (text: string) => void = (text) => process.stdout.write(text),
  options: SpawnOptions = {},
): Promise<boolean> {
  const outcomes = await Promise.all(
    scripts.map(async (script) => {
      const outcome = await runScript(script, options);
      const verdict = outcome.code === 0 ? "passed" : `FAILED (exit ${outcome.code})`;
      write(`\n━━━━ ${script}: ${verdict} in ${outcome.seconds.toFixed(1)} s ━━━━\n${outcome.output}`);
      return outcome;
    }),
  );
  const failed = outcomes.filter((outcome) => outcome.code !== 0).map((outcome) => outcome.script);
  const times = outcomes.map((outcome) => `${outcome.script} ${outcome.seconds.toFixed(1)} s`).join(", ");
  write(`\n━━━━ ${failed.length ? `FAILED: ${failed.join(", ")}` : "all passed"} (${times}) ━━━━\n`);
  return failed.length === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const scripts = process.argv.slice(2);
  if (scripts.length === 0) {
    console.error("usage: node --import tsx scripts/run-parallel.ts <npm script>...");
    process.exit(2);
  }
  // Colours survive the buffering when the output is a terminal.
  const env = process.stdout.isTTY && !process.env.NO_COLOR ? { ...process.env, FORCE_COLOR: "1" } : process.env;
  process.exitCode = (await runParallel(scripts, undefined, { env })) ? 0 : 1;
}
