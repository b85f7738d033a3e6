import type { ReactNode } from "react";
import { useLoaderData } from "react-router";
import type { CurrencyDashboard, GameDeliveryTimes, PeriodStats } from "../../../../core/admin/dashboard";
import { zoneLabel } from "../../../../core/admin/console-time";
import { useConsoleClock } from "../../../components/admin/admin-time";
import { percent } from "../../../components/admin/percent";
import { LOCALE_INFO } from "../../../../core/locales";
import { formatNumber } from "../../../../core/money";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { requireOperatorPage } from "../../../lib/admin.server";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import type { Route } from "./+types/dashboard";
import { ScrollRegion } from "../../../components/admin/scroll-region";

export const handle = { messages: ["admin"] } satisfies PageHandle;

/** How the shop did today and over the last 7 days, per currency (decision 016). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireOperatorPage({ request, url, context }, "overview");
  const { services } = context.get(requestScope);
  // Days of the shop's clock, as the order search's date filter reads them (decision 052).
  const { currencies } = await services.adminQueries.dashboard(new Date(), await services.shopTimeZone.current());
  return {
    messages: pageMessages({ url, context }, handle.messages),
    // The first market always shows; another only once it had orders this week (four empty blocks are noise).
    currencies: currencies.filter((market, index) => index === 0 || market.last7Days.orders > 0),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("admin.dashboard")), { name: "robots", content: "noindex" }] : [];
};

export default function AdminDashboardPage() {
  const { currencies } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <>
      <h1>{t("admin.dashboard")}</h1>
      <p className="muted">{t("admin.dashboardText")}</p>
      {currencies.map((market) => (
        <MarketBlock key={market.currency} market={market} />
      ))}
    </>
  );
}

function MarketBlock({ market }: { market: CurrencyDashboard }) {
  const { t } = useI18n();
  const titleId = `market-${market.currency}`;
  return (
    <section className="card admin-market" aria-labelledby={titleId} data-testid={`dashboard-${market.currency}`}>
      <h2 id={titleId}>{market.currency}</h2>
      <p className="muted small">{t("admin.timeZone", { zone: zoneLabel(market.timeZone) })}</p>
      <Totals
        label={`${market.currency} · ${t("admin.today")} · ${t("admin.last7Days")}`}
        today={market.today}
        week={market.last7Days}
      />
      <DaysChart market={market} />
      <DeliveryTimes title={t("admin.today")} rows={market.deliveryTimes.today} testId="delivery-today" />
      <DeliveryTimes title={t("admin.last7Days")} rows={market.deliveryTimes.last7Days} testId="delivery-week" />
    </section>
  );
}

/** The period's numbers, today beside the week: one row per measure. */
function Totals({ label, today, week }: { label: string; today: PeriodStats; week: PeriodStats }) {
  const { t, money, locale } = useI18n();
  const rows: { key: string; label: string; show: (stats: PeriodStats) => ReactNode }[] = [
    { key: "orders", label: t("admin.metric.orders"), show: (stats) => String(stats.orders) },
    {
      key: "paid",
      label: t("admin.metric.paid"),
      // The count on its own line: "Rp 1.250.000 · 12 pesanan" breaks badly in a 360 px column.
      show: (stats) => (
        <>
          {money(stats.paid)}{" "}
          <span className="admin-table__sub">{t("admin.paidOrders", { count: stats.paidOrders })}</span>
        </>
      ),
    },
    {
      key: "success",
      label: t("admin.metric.successRate"),
      show: (stats) =>
        stats.successRateBps === null ? t("admin.noPaidOrders") : percent(locale, stats.successRateBps),
    },
    {
      key: "refunds",
      label: t("admin.metric.refunds"),
      show: (stats) => `${stats.refunds} · ${money(stats.refunded)}`,
    },
    {
      key: "failures",
      label: t("admin.metric.supplierFailures"),
      show: (stats) => String(stats.supplierFailures),
    },
  ];
  return (
    <ScrollRegion label={label}>
      <table className="admin-table">
        <thead>
          <tr>
            <td />
            <th scope="col">{t("admin.today")}</th>
            <th scope="col">{t("admin.last7Days")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-testid={`metric-${row.key}`}>
              <th scope="row">{row.label}</th>
              <td data-testid="today">{row.show(today)}</td>
              <td data-testid="week">{row.show(week)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

const CHART_HEIGHT = 64;
const BAR_WIDTH = 24;
const BAR_GAP = 8;

/**
 * The week's paid amount per day as bars (today last), drawn as inline SVG: no chart library for
 * seven rectangles. The bars are decoration; the table under them carries the same numbers for
 * screen readers and for reading exact values.
 */
function DaysChart({ market }: { market: CurrencyDashboard }) {
  const { t, money, locale } = useI18n();
  const clock = useConsoleClock();
  const highest = Math.max(...market.days.map((day) => day.paid.amount), 1);
  const width = market.days.length * (BAR_WIDTH + BAR_GAP) - BAR_GAP;
  return (
    <figure className="admin-chart">
      <figcaption className="small">{t("admin.chartTitle")}</figcaption>
      <svg viewBox={`0 0 ${width} ${CHART_HEIGHT}`} width={width} height={CHART_HEIGHT} aria-hidden="true">
        {market.days.map((day, index) => {
          // A day with any payment keeps a visible sliver; an empty day shows only the baseline.
          const height = day.paid.amount ? Math.max(2, Math.round((day.paid.amount / highest) * CHART_HEIGHT)) : 0;
          return (
            <rect
              key={day.day}
              x={index * (BAR_WIDTH + BAR_GAP)}
              y={CHART_HEIGHT - height}
              width={BAR_WIDTH}
              height={height}
              className="admin-chart__bar"
            />
          );
        })}
        <line x1={0} x2={width} y1={CHART_HEIGHT - 0.5} y2={CHART_HEIGHT - 0.5} className="admin-chart__base" />
      </svg>
      <ScrollRegion label={t("admin.chartTitle")}>
        <table className="admin-table admin-table--days" data-testid="days">
          <thead>
            <tr>
              <th scope="col">{t("admin.day")}</th>
              <th scope="col">{t("admin.metric.orders")}</th>
              <th scope="col">{t("admin.metric.paid")}</th>
              <th scope="col">{t("admin.metric.successRate")}</th>
            </tr>
          </thead>
          <tbody>
            {market.days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{clock.day(day.day, false)}</th>
                <td>{day.orders}</td>
                <td>{money(day.paid)}</td>
                <td>{day.successRateBps === null ? "–" : percent(locale, day.successRateBps)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </figure>
  );
}

/** Minutes from payment to delivery per game: the median and the 95th percentile. */
function DeliveryTimes({ title, rows, testId }: { title: string; rows: GameDeliveryTimes[]; testId: string }) {
  const { t, locale } = useI18n();
  const minutes = (value: number) => formatNumber(Math.round(value * 10) / 10, LOCALE_INFO[locale].iso);
  return (
    <div className="admin-delivery" data-testid={testId}>
      <h3>
        {t("admin.deliveryTimes")} · {title}
      </h3>
      {rows.length ? (
        <ScrollRegion label={`${t("admin.deliveryTimes")} · ${title}`}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("admin.game")}</th>
                <th scope="col">{t("admin.deliveries")}</th>
                <th scope="col">{t("admin.median")}</th>
                <th scope="col">{t("admin.p95")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.gameSlug}>
                  <th scope="row" className="admin-table__nowrap">
                    {row.gameSlug}
                  </th>
                  <td>{row.deliveries}</td>
                  <td>{minutes(row.medianMinutes)}</td>
                  <td>{minutes(row.p95Minutes)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p className="muted small">{t("admin.noDeliveries")}</p>
      )}
    </div>
  );
}
