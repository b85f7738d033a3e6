import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createShopMetrics } from "./shop-metrics";

interface Panel {
  type: string;
  title: string;
  targets?: { expr: string }[];
}

/**
 * The sample dashboard an operator imports (deploy/grafana-dashboard.json) asks only for series the
 * shop writes: a renamed metric would leave a panel silently empty.
 */
describe("the sample Grafana dashboard", () => {
  it("queries only series a scrape of the shop's metrics holds", async () => {
    const dashboard = JSON.parse(readFileSync("deploy/grafana-dashboard.json", "utf8")) as { panels: Panel[] };
    const metrics = createShopMetrics({
      deliveryDepth: () => Promise.resolve({ byStatus: { queued: 0, pending: 0 }, oldestSeconds: 0 }),
      supplierBalances: () => Promise.resolve(new Map([["digiflazz", 1_000_000]])),
      pool: { totalCount: 2, idleCount: 1, waitingCount: 0 },
    });
    const written = new Set(
      (await metrics.scrape())
        .split("\n")
        .filter((line) => line.startsWith("# TYPE "))
        .flatMap((line) => {
          const [, , name, type] = line.split(" ");
          return type === "histogram" ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name!];
        }),
    );
    const queries = dashboard.panels.flatMap((panel) => panel.targets ?? []).map((target) => target.expr);
    expect(queries.length).toBeGreaterThanOrEqual(15);
    const asked = new Set(
      queries.flatMap((expr) => [...expr.matchAll(/\b((?:kupi|nodejs|process)_\w+)/g)].map((m) => m[1]!)),
    );
    for (const series of asked) expect(written, `${series} is not a series the shop writes`).toContain(series);
    // Every series of the shop's own is on the dashboard.
    for (const series of written)
      if (series.startsWith("kupi_") && !series.endsWith("_sum"))
        expect(
          [...asked].some((name) => name.startsWith(series.replace(/_(bucket|count)$/, ""))),
          series,
        ).toBe(true);
  });
});
