import { readdir, readFile } from "node:fs/promises";
import { createServer } from "node:net";

/** A port nobody listens on now, on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers; `anyAnswer`: any HTTP status will do (a server without a health page). */
export async function waitFor(url: string, anyAnswer = false): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const answer = await fetch(url);
      await answer.arrayBuffer();
      if (anyAnswer || answer.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * CPU milliseconds a process has used (user + system, from /proc; Linux's 100 ticks a second). Per
 * request this is the steadiest figure on a busy machine: throughput falls when other processes take
 * the cores, the CPU a request costs does not. (The database's own processes are not counted.)
 */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

async function childrenOf(pid: number): Promise<number[]> {
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const children: number[] = [];
  for (const task of tasks) {
    const list = await readFile(`/proc/${pid}/task/${task}/children`, "utf8").catch(() => "");
    for (const child of list.split(" ").filter(Boolean)) children.push(Number(child));
  }
  return children;
}

/** CPU milliseconds of a process and every process below it (the embedded database's server processes). */
export async function treeCpuMs(pid: number): Promise<number> {
  let total = await cpuMs(pid);
  for (const child of await childrenOf(pid)) total += await treeCpuMs(child);
  return total;
}

/**
 * The nearest-rank percentile (`share` 0.99 for p99): the smallest value that at least that share of
 * the values do not exceed, one of the values measured and never an interpolation between two.
 */
export function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) throw new Error("no values");
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length))) - 1]!;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
