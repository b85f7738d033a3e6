import type { ReportRow } from "../../../../core/admin/reports";
import { useI18n } from "../../../i18n/i18n-context";

const HEIGHT = 120;
const SLOT = 24;
const BAR = 9;

/**
 * Revenue and margin per row as pairs of bars, drawn as inline SVG on the server: no chart library
 * for rectangles. The drawing stretches to the card's width (a month of days is a few pixels a bar
 * on a phone, wide ones on a desktop); a negative margin hangs below the baseline. The bars are
 * decoration: the table beside them is the data, for screen readers and exact values.
 */
export function ReportChart({ rows, label }: { rows: readonly ReportRow[]; label?: (key: string) => string }) {
  const { t, money } = useI18n();
  if (!rows.length) return null;
  const above = Math.max(0, ...rows.flatMap((row) => [row.revenue.amount, row.margin?.amount ?? 0]));
  const below = Math.max(0, ...rows.map((row) => -(row.margin?.amount ?? 0)));
  const span = Math.max(above + below, 1);
  const baseline = Math.round((above / span) * HEIGHT);
  const width = rows.length * SLOT;
  const bar = (amount: number, x: number, kind: "revenue" | "margin", key: string) => {
    // Anything but zero keeps a visible sliver; zero shows only the baseline.
    const height = amount ? Math.max(1, Math.round((Math.abs(amount) / span) * HEIGHT)) : 0;
    return (
      <rect
        key={`${kind}-${key}`}
        x={x}
        y={amount >= 0 ? baseline - height : baseline}
        width={BAR}
        height={height}
        className={`report-chart__${kind}`}
      />
    );
  };
  const first = rows[0]!;
  const last = rows.at(-1)!;
  const { currency } = first.revenue;
  return (
    <figure className="report-chart">
      <figcaption className="small">
        {t("adminReport.chart")}
        <span className="report-chart__legend">
          <span className="report-chart__key report-chart__key--revenue" aria-hidden="true" />
          {t("adminReport.revenue")}
          <span className="report-chart__key report-chart__key--margin" aria-hidden="true" />
          {t("adminReport.margin")}
        </span>
      </figcaption>
      {/* A handful of groups stay bars, not slabs across a desktop card. */}
      <div className="report-chart__plot" style={{ maxWidth: `${rows.length * 56}px` }}>
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true">
          {rows.map((row, index) => [
            bar(row.revenue.amount, index * SLOT + 2, "revenue", row.key),
            row.margin ? bar(row.margin.amount, index * SLOT + 2 + BAR + 1, "margin", row.key) : null,
          ])}
          <line x1={0} x2={width} y1={baseline} y2={baseline} className="report-chart__base" />
        </svg>
        {/* Days run oldest to newest: the first and last name the span. Other groups follow the table's order. */}
        {label ? (
          <div className="report-chart__ends small muted" aria-hidden="true">
            <span>{label(first.key)}</span>
            {rows.length > 1 ? <span>{label(last.key)}</span> : null}
          </div>
        ) : null}
      </div>
      <p className="small muted report-chart__scale" aria-hidden="true">
        {below
          ? t("adminReport.chartScaleBelow", {
              top: money({ amount: above, currency }),
              bottom: money({ amount: -below, currency }),
            })
          : t("adminReport.chartScale", { top: money({ amount: above, currency }) })}
      </p>
    </figure>
  );
}
