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

/**
 * One measure of the live order path (bench/live.ts): a latency over N events (each from the moment
 * the bench sent the cause to the moment it saw the effect), a share of one core, or CPU per request.
 */
export interface LiveMeasured {
  name: string;
  /** Events (or streams) measured. */
  count: number;
  /** Of them, those whose effect never came within the bench's patience (or streams that broke). */
  lost: number;
  p50Ms?: number;
  /** The nearest-rank p99 of the events that came (bench/measure.ts, percentile). */
  p99Ms?: number;
  maxMs?: number;
  /** The shop process's CPU over the quiet interval, over the interval: 0.05 is 5 % of one core. */
  coreShare?: number;
  cpuMsPerRequest?: number;
  note?: string;
}

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

/** One page's Lighthouse result: the median of `runs` runs per category and per metric. */
export interface LighthouseResult {
  page: string;
  path: string;
  runs: number;
  /** 0 to 1, as Lighthouse reports them. */
  scores: Record<LighthouseCategory, number>;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number; speedIndexMs: number };
  /** Audits that did not pass in any of the runs (id and score). */
  flagged: string[];
  /**
   * Lighthouse's measure of the machine's speed when it ran (median; higher is faster): the same
   * page scores lower on a slower machine, so runs compare only at a like index.
   */
  benchmarkIndex?: number;
}

/**
 * bench/budgets.json: per target any of these; `live` per live measure (bench/live.ts); `pageWeight`
 * for the game page's downloads; `lighthouse`: the least score per category and the most total
 * blocking time and largest contentful paint (medians, milliseconds), on every page named.
 */
export interface Budgets {
  targets: Record<string, { minRatio?: number; minRps?: number; maxP99Ms?: number; maxCpuMsPerRequest?: number }>;
  live?: Record<string, { maxP99Ms?: number; maxCoreShare?: number; maxCpuMsPerRequest?: number }>;
  pageWeight?: { maxJsKb?: number; maxCssKb?: number };
  lighthouse?: {
    pages: string[];
    minScores: Partial<Record<LighthouseCategory, number>>;
    maxTbtMs?: number;
    maxLcpMs?: number;
  };
}

/** "5.2 %" for a share of 0.052. */
const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;

/**
 * Every budget a run missed, in words; a target with a budget that was not measured is a miss too,
 * and so is a live measure with a budget that lost any of its events (its p99 would leave them out).
 */
export function checkBudgets(
  budgets: Budgets,
  measured: readonly Measured[],
  weight: { jsKb: number; cssKb: number } | undefined,
  lighthouse: readonly LighthouseResult[] = [],
  live: readonly LiveMeasured[] = [],
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
  for (const [name, budget] of Object.entries(budgets.live ?? {})) {
    const row = live.find((candidate) => candidate.name === name);
    if (!row) {
      misses.push(`${name}: not measured`);
      continue;
    }
    if (row.lost > 0) misses.push(`${name}: ${row.lost} of ${row.count} lost`);
    if (budget.maxP99Ms !== undefined && (row.p99Ms === undefined || row.p99Ms > budget.maxP99Ms))
      misses.push(`${name}: p99 ${row.p99Ms ?? "none"} ms over ${budget.maxP99Ms}`);
    if (budget.maxCoreShare !== undefined && (row.coreShare === undefined || row.coreShare > budget.maxCoreShare))
      misses.push(
        `${name}: ${row.coreShare === undefined ? "no share" : percent(row.coreShare)} of a core over ${percent(budget.maxCoreShare)}`,
      );
    if (
      budget.maxCpuMsPerRequest !== undefined &&
      (row.cpuMsPerRequest === undefined || row.cpuMsPerRequest > budget.maxCpuMsPerRequest)
    )
      misses.push(`${name}: ${row.cpuMsPerRequest ?? "no"} CPU ms per request over ${budget.maxCpuMsPerRequest}`);
  }
  const { maxJsKb, maxCssKb } = budgets.pageWeight ?? {};
  if ((maxJsKb !== undefined || maxCssKb !== undefined) && !weight) misses.push("game page weight: not measured");
  if (weight && maxJsKb !== undefined && weight.jsKb > maxJsKb)
    misses.push(`game page: ${weight.jsKb} KB JS over ${maxJsKb}`);
  if (weight && maxCssKb !== undefined && weight.cssKb > maxCssKb)
    misses.push(`game page: ${weight.cssKb} KB CSS over ${maxCssKb}`);
  for (const page of budgets.lighthouse?.pages ?? []) {
    const result = lighthouse.find((candidate) => candidate.page === page);
    if (!result) {
      misses.push(`Lighthouse ${page}: not measured`);
      continue;
    }
    for (const [category, least] of Object.entries(budgets.lighthouse?.minScores ?? {})) {
      const score = result.scores[category as LighthouseCategory];
      if (score === undefined || score < least)
        misses.push(`Lighthouse ${page}: ${category} ${score ?? "none"} under ${least}`);
    }
    const { maxTbtMs, maxLcpMs } = budgets.lighthouse ?? {};
    if (maxTbtMs !== undefined && result.metrics.tbtMs > maxTbtMs)
      misses.push(`Lighthouse ${page}: total blocking time ${result.metrics.tbtMs} ms over ${maxTbtMs}`);
    if (maxLcpMs !== undefined && result.metrics.lcpMs > maxLcpMs)
      misses.push(`Lighthouse ${page}: largest contentful paint ${result.metrics.lcpMs} ms over ${maxLcpMs}`);
  }
  return { misses };
}
