import { describe, expect, it } from "vitest";
import { checkBudgets, type Budgets, type LighthouseResult, type LiveMeasured } from "./budgets";

const WEIGHT = { jsKb: 100, cssKb: 10 };

function page(name: string, scores: Partial<LighthouseResult["scores"]> = {}): LighthouseResult {
  return {
    page: name,
    path: "/",
    runs: 3,
    scores: { performance: 0.99, accessibility: 1, "best-practices": 1, seo: 1, ...scores },
    metrics: { fcpMs: 900, lcpMs: 1200, tbtMs: 0, cls: 0, speedIndexMs: 900 },
    flagged: [],
  };
}

const BUDGETS: Budgets = {
  targets: {},
  lighthouse: { pages: ["home", "game"], minScores: { performance: 0.95, accessibility: 0.95 } },
};

describe("the bench's Lighthouse budgets", () => {
  it("pass when every named page reaches every category's least score", () => {
    expect(checkBudgets(BUDGETS, [], WEIGHT, [page("home"), page("game", { performance: 0.95 })]).misses).toEqual([]);
  });

  it("name the page, the category and the score that fell short", () => {
    const { misses } = checkBudgets(BUDGETS, [], WEIGHT, [page("home", { performance: 0.94 }), page("game")]);
    expect(misses).toEqual(["Lighthouse home: performance 0.94 under 0.95"]);
  });

  it("count a page that was not measured as a miss (a quick run or a crash proves nothing)", () => {
    expect(checkBudgets(BUDGETS, [], WEIGHT, [page("home")]).misses).toEqual(["Lighthouse game: not measured"]);
  });

  it("name a page whose blocking time or largest paint runs over its most", () => {
    const budgets: Budgets = {
      targets: {},
      lighthouse: { pages: ["game"], minScores: {}, maxTbtMs: 50, maxLcpMs: 1500 },
    };
    const slow = { ...page("game"), metrics: { ...page("game").metrics, tbtMs: 51, lcpMs: 2059 } };
    expect(checkBudgets(budgets, [], WEIGHT, [slow]).misses).toEqual([
      "Lighthouse game: total blocking time 51 ms over 50",
      "Lighthouse game: largest contentful paint 2059 ms over 1500",
    ]);
    const atTheLimit = { ...page("game"), metrics: { ...page("game").metrics, tbtMs: 50, lcpMs: 1500 } };
    expect(checkBudgets(budgets, [], WEIGHT, [atTheLimit]).misses).toEqual([]);
  });

  it("name the game page's JavaScript over its most", () => {
    const budgets: Budgets = { targets: {}, pageWeight: { maxJsKb: 100, maxCssKb: 25 } };
    expect(checkBudgets(budgets, [], { jsKb: 117.2, cssKb: 5.5 }).misses).toEqual(["game page: 117.2 KB JS over 100"]);
    expect(checkBudgets(budgets, [], { jsKb: 100, cssKb: 5.5 }).misses).toEqual([]);
  });

  it("judge the CPU per request of a rendered page", () => {
    const budgets: Budgets = { targets: { "order page": { maxCpuMsPerRequest: 1.5 } } };
    const row = {
      name: "order page",
      rps: 300,
      p99Ms: 100,
      baselineRps: 9000,
      ratio: 0.03,
      errors: 0,
      baselineErrors: 0,
      cpuMsPerRequest: 2.4,
    };
    expect(checkBudgets(budgets, [row], WEIGHT).misses).toEqual(["order page: 2.4 CPU ms per request over 1.5"]);
    expect(checkBudgets(budgets, [{ ...row, cpuMsPerRequest: 1.5 }], WEIGHT).misses).toEqual([]);
  });

  it("judge the throughput targets as before", () => {
    const budgets: Budgets = { targets: { quote: { minRps: 2000 } } };
    const quote = {
      name: "quote",
      rps: 1500,
      p99Ms: 20,
      baselineRps: 9000,
      ratio: 0.17,
      errors: 0,
      baselineErrors: 0,
      cpuMsPerRequest: 0.5,
    };
    expect(checkBudgets(budgets, [quote], WEIGHT).misses).toEqual(["quote: 1500 req/s under 2000"]);
  });

  it("count the game page's weight as a miss when it was not measured (the live path run alone)", () => {
    const budgets: Budgets = { targets: {}, pageWeight: { maxJsKb: 100 } };
    expect(checkBudgets(budgets, [], undefined).misses).toEqual(["game page weight: not measured"]);
    expect(checkBudgets({ targets: {} }, [], undefined).misses).toEqual([]);
  });
});

describe("the bench's live budgets", () => {
  const BUDGETS: Budgets = {
    targets: {},
    live: {
      "paid to supplier request": { maxP99Ms: 100 },
      "idle order pages": { maxCoreShare: 0.05 },
      "order stream opening": { maxCpuMsPerRequest: 0.3 },
    },
  };
  const latency = (p99Ms: number, lost = 0): LiveMeasured => ({
    name: "paid to supplier request",
    count: 200,
    lost,
    p50Ms: 40,
    p99Ms,
    maxMs: p99Ms + 5,
  });
  const idle = (coreShare: number): LiveMeasured => ({ name: "idle order pages", count: 2000, lost: 0, coreShare });
  const opening = (cpuMsPerRequest: number): LiveMeasured => ({
    name: "order stream opening",
    count: 2000,
    lost: 0,
    cpuMsPerRequest,
  });

  it("pass at their limits", () => {
    expect(checkBudgets(BUDGETS, [], WEIGHT, [], [latency(100), idle(0.05), opening(0.3)]).misses).toEqual([]);
  });

  it("name a p99 latency, an idle share of a core and a CPU cost over their most", () => {
    expect(checkBudgets(BUDGETS, [], WEIGHT, [], [latency(134.5), idle(0.061), opening(0.41)]).misses).toEqual([
      "paid to supplier request: p99 134.5 ms over 100",
      "idle order pages: 6.1 % of a core over 5 %",
      "order stream opening: 0.41 CPU ms per request over 0.3",
    ]);
  });

  it("count lost events as a miss, whatever the p99 of those that came", () => {
    expect(checkBudgets(BUDGETS, [], WEIGHT, [], [latency(20, 3), idle(0.01), opening(0.1)]).misses).toEqual([
      "paid to supplier request: 3 of 200 lost",
    ]);
  });

  it("count a measure that was not taken, or came without its figure, as a miss", () => {
    const noFigure: LiveMeasured = { name: "idle order pages", count: 2000, lost: 0 };
    expect(checkBudgets(BUDGETS, [], WEIGHT, [], [noFigure, opening(0.1)]).misses).toEqual([
      "paid to supplier request: not measured",
      "idle order pages: no share of a core over 5 %",
    ]);
  });
});
