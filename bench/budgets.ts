/** One target's result: the shop beside the bare Fastify floor answering the same bytes. */
export interface Measured {
  name: string;
  rps: number;
  p99Ms: number;
  baselineRps: number;
  /** The shop's requests/s over the floor's, in the same run. */
  ratio: number;
  errors: number;
  baselineErrors: number;
  /** The shop process's CPU time per request answered (null when none was). */
  cpuMsPerRequest: number | null;
}

/** bench/budgets.json: per target any of these; `pageWeight` for the game page's downloads. */
export interface Budgets {
  targets: Record<string, { minRatio?: number; minRps?: number; maxP99Ms?: number; maxCpuMsPerRequest?: number }>;
  pageWeight?: { maxJsKb?: number; maxCssKb?: number };
}

/** Every budget a run missed, in words; a target with a budget that was not measured is a miss too. */
export function checkBudgets(
  budgets: Budgets,
  measured: readonly Measured[],
  weight: { jsKb: number; cssKb: number },
): { misses: string[] } {
  const misses: string[] = [];
  for (const [name, budget] of Object.entries(budgets.targets)) {
    const row = measured.find((candidate) => candidate.name === name);
    if (!row) {
      misses.push(`${name}: not measured`);
      continue;
    }
    if (budget.minRatio !== undefined && row.ratio < budget.minRatio)
      misses.push(`${name}: ratio ${row.ratio} under ${budget.minRatio}`);
    if (budget.minRps !== undefined && row.rps < budget.minRps)
      misses.push(`${name}: ${row.rps} req/s under ${budget.minRps}`);
    if (
      budget.maxCpuMsPerRequest !== undefined &&
      (row.cpuMsPerRequest === null || row.cpuMsPerRequest > budget.maxCpuMsPerRequest)
    )
      misses.push(`${name}: ${row.cpuMsPerRequest ?? "no"} CPU ms per request over ${budget.maxCpuMsPerRequest}`);
    if (budget.maxP99Ms !== undefined && row.p99Ms > budget.maxP99Ms)
      misses.push(`${name}: p99 ${row.p99Ms} ms over ${budget.maxP99Ms}`);
  }
  const { maxJsKb, maxCssKb } = budgets.pageWeight ?? {};
  if (maxJsKb !== undefined && weight.jsKb > maxJsKb) misses.push(`game page: ${weight.jsKb} KB JS over ${maxJsKb}`);
  if (maxCssKb !== undefined && weight.cssKb > maxCssKb)
    misses.push(`game page: ${weight.cssKb} KB CSS over ${maxCssKb}`);
  return { misses };
}
