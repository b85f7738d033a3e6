/**
 * Lighthouse 12 on the shop's pages: the default config, which is the mobile preset with
 * simulated throttling (a mid-range phone on a slow 4G link), in Debian's Chromium, never a browser
 * Lighthouse would download. Each page runs `runs` times in one browser; the report keeps the median
 * per category and per metric, because one run on a shared 2-core machine moves by a few points.
 */
import { mkdir, writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory, type LighthouseResult } from "./budgets";

export interface LighthousePage {
  name: string;
  path: string;
  /**
   * The page tells search engines not to index it on purpose (a buyer's order): Lighthouse's
   * is-crawlable audit, which fails any noindex page, is skipped, and the rest of SEO still counts.
   */
  noindex?: boolean;
}

/** The metrics that make up the performance score, as Lighthouse reports them (milliseconds, CLS unitless). */
const METRICS = {
  fcpMs: "first-contentful-paint",
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  speedIndexMs: "speed-index",
} as const;

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface OneRun {
  scores: Record<LighthouseCategory, number>;
  metrics: Record<keyof typeof METRICS, number>;
  /** Audits in the four categories that did not pass, for the report: what to fix next. */
  flagged: string[];
  benchmarkIndex: number;
}

/** Lighthouse's own JSON report is large and loosely typed; only these parts are read. */
interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; scoreDisplayMode: string; numericValue?: number; title: string }>;
  runtimeError?: { code: string; message: string };
  environment?: { benchmarkIndex?: number };
}

function readRun(lhr: Lhr): OneRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = {} as Record<LighthouseCategory, number>;
  const flagged = new Set<string>();
  for (const category of LIGHTHOUSE_CATEGORIES) {
    const found = lhr.categories[category];
    scores[category] = found?.score ?? 0;
    for (const ref of found?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "notApplicable") continue;
      flagged.add(`${ref.id} (${audit.score})`);
    }
  }
  const metrics = {} as Record<keyof typeof METRICS, number>;
  for (const [key, id] of Object.entries(METRICS) as [keyof typeof METRICS, string][]) {
    const value = lhr.audits[id]?.numericValue ?? Number.NaN;
    metrics[key] = key === "cls" ? Number(value.toFixed(3)) : Math.round(value);
  }
  return { scores, metrics, flagged: [...flagged], benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0) };
}

/**
 * Runs every page `runs` times and returns the medians. `reportDir`, when given, receives each page's
 * last full report (Lighthouse's JSON, viewable at googlechrome.github.io/lighthouse/viewer).
 */
export async function runLighthouse(
  origin: string,
  pages: readonly LighthousePage[],
  runs: number,
  reportDir?: string,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      "--headless=new",
      // Chromium's sandbox needs user namespaces a container running as root does not give.
      ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []),
      "--disable-gpu",
      "--disable-dev-shm-usage",
    ],
    logLevel: "silent",
  });
  try {
    const results: LighthouseResult[] = [];
    for (const page of pages) {
      const oneRuns: OneRun[] = [];
      for (let run = 0; run < runs; run++) {
        // A run can fail on a busy machine (NO_NAVSTART: the trace missed the navigation); it is
        // run again, twice at most, rather than failing the whole bench.
        let answer: Awaited<ReturnType<typeof lighthouse>>;
        for (let attempt = 1; ; attempt++) {
          answer = await lighthouse(origin + page.path, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: [...LIGHTHOUSE_CATEGORIES],
            // The shop's buyers read Indonesian, the default locale: an en-US browser would be redirected
            // from / to /en first (the root's locale redirect), which is not the page under test.
            extraHeaders: { "Accept-Language": "id-ID,id;q=0.9" },
            ...(page.noindex ? { skipAudits: ["is-crawlable"] } : {}),
          });
          if (!answer) throw new Error(`Lighthouse gave no result for ${page.path}`);
          const failed = (answer.lhr as unknown as Lhr).runtimeError;
          if (!failed || attempt === 3) break;
          console.log(`Lighthouse ${page.name}: ${failed.code}, run again`);
        }
        oneRuns.push(readRun(answer.lhr as unknown as Lhr));
        if (reportDir && run === runs - 1) {
          await mkdir(reportDir, { recursive: true });
          await writeFile(path(reportDir, page.name), answer.report as string);
        }
      }
      const scores = {} as Record<LighthouseCategory, number>;
      for (const category of LIGHTHOUSE_CATEGORIES)
        scores[category] = median(oneRuns.map((one) => one.scores[category]));
      const metrics = {} as Record<keyof typeof METRICS, number>;
      for (const key of Object.keys(METRICS) as (keyof typeof METRICS)[])
        metrics[key] = median(oneRuns.map((one) => one.metrics[key]));
      results.push({
        page: page.name,
        path: page.path,
        runs,
        scores,
        metrics,
        flagged: worstOf(oneRuns.map((one) => one.flagged)),
        benchmarkIndex: median(oneRuns.map((one) => one.benchmarkIndex)),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** Each flagged audit once, with its worst score over the runs ("id (score)"). */
function worstOf(runs: readonly string[][]): string[] {
  const worst = new Map<string, number>();
  for (const flag of runs.flat()) {
    const [, id = flag, score = "0"] = /^(.*) \((.*)\)$/.exec(flag) ?? [];
    worst.set(id, Math.min(worst.get(id) ?? 1, Number(score)));
  }
  return [...worst].sort(([a], [b]) => a.localeCompare(b)).map(([id, score]) => `${id} (${score})`);
}

function path(dir: string, name: string): string {
  return `${dir}/lighthouse-${name.replace(/[^a-z0-9]+/gi, "-")}.json`;
}
