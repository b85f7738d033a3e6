import { Form, Link, useLoaderData } from "react-router";
import {
  paymentMethodName,
  REPORT_GROUPS,
  REPORT_PERMISSION,
  reportInput,
  type CurrencyReport,
  type MoneyReport,
  type ReportGroup,
  type ReportRow,
} from "../../../../core/admin/reports";
import type { MarketCode } from "../../../../core/locales";
import { useConsoleClock } from "../../../components/admin/admin-time";
import { percent } from "../../../components/admin/percent";
import { Field } from "../../../components/field";
import { FormError } from "../../../components/form-error";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { requireOperatorPage } from "../../../lib/admin.server";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import { ReportChart } from "./report-chart";
import type { Route } from "./+types/reports";
import { ScrollRegion } from "../../../components/admin/scroll-region";

export const handle = { messages: ["admin", "adminReport"] } satisfies PageHandle;

/**
 * The money reports (decision 057): a GET form of days and a grouping, so a report is a link to share;
 * per currency, a chart and the table it draws. Days are the shop's clock's (decision 052).
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireOperatorPage({ request, url, context }, REPORT_PERMISSION);
  const { services } = context.get(requestScope);
  const params = {
    from: url.searchParams.get("from") ?? undefined,
    to: url.searchParams.get("to") ?? undefined,
    group: url.searchParams.get("group") ?? undefined,
  };
  const asked = reportInput(params, await services.shopTimeZone.current(), new Date());
  const [report, games] = await Promise.all([
    asked.ok ? services.moneyReports.report(asked.period, asked.group) : undefined,
    services.catalogAdmin.games(),
  ]);
  return {
    messages: pageMessages({ url, context }, handle.messages),
    params,
    invalid: !asked.ok,
    report: report ?? null,
    games: Object.fromEntries(games.map(({ slug, name }) => [slug, name])),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("adminReport.section")), { name: "robots", content: "noindex" }] : [];
};

export default function AdminReportsPage() {
  const { params, invalid, report } = useLoaderData<typeof loader>();
  const { t, href } = useI18n();
  const clock = useConsoleClock();
  const group = report?.group ?? "day";
  const query = report
    ? new URLSearchParams({ from: report.period.from, to: report.period.to, group: report.group }).toString()
    : "";
  return (
    <>
      <p>
        <Link to={href("/admin")}>{t("admin.title")}</Link>
      </p>
      <h1>{t("adminReport.section")}</h1>
      <p className="muted">{t("adminReport.text")}</p>
      <p className="muted small">{t("adminReport.rules")}</p>
      <Form method="get" className="card admin-filters" data-testid="report-form">
        <Field
          label={t("admin.filterFrom")}
          name="from"
          type="date"
          hint={t("admin.timeZone", { zone: clock.label })}
          defaultValue={report?.period.from ?? params.from ?? ""}
          data-testid="report-from"
        />
        <Field
          label={t("admin.filterTo")}
          name="to"
          type="date"
          hint={t("admin.timeZone", { zone: clock.label })}
          defaultValue={report?.period.to ?? params.to ?? ""}
          data-testid="report-to"
        />
        <Field label={t("adminReport.group")}>
          {(control) => (
            <select {...control} name="group" defaultValue={group} data-testid="report-group">
              {REPORT_GROUPS.map((value) => (
                <option key={value} value={value}>
                  {t(`adminReport.group.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormError message={invalid ? t("adminReport.invalid") : null} />
        <button type="submit" className="button" data-testid="report-submit">
          {t("adminReport.show")}
        </button>
      </Form>
      {report ? <Report report={report} csv={`${href("/admin/reports/csv")}?${query}`} /> : null}
    </>
  );
}

function Report({ report, csv }: { report: MoneyReport; csv: string }) {
  const { t } = useI18n();
  const clock = useConsoleClock();
  const { period } = report;
  return (
    <>
      <div className="report-head">
        <p data-testid="report-period">
          <strong>{t("adminReport.period", { from: clock.day(period.from), to: clock.day(period.to) })}</strong>{" "}
          <span className="muted small">{t("admin.timesIn", { zone: clock.label })}</span>
        </p>
        {/* A plain link with the download attribute: the browser saves the file, no page changes. */}
        <a href={csv} className="button button--ghost" download data-testid="report-csv">
          {t("adminReport.csv")}
        </a>
      </div>
      {report.currencies.length ? (
        report.currencies.map((currency) => <CurrencyBlock key={currency.currency} report={report} block={currency} />)
      ) : (
        <p className="muted" data-testid="report-empty">
          {t("adminReport.empty")}
        </p>
      )}
    </>
  );
}

/** How a row's key reads: a day of the shop's clock, a game's name, a method's brand, a market's name. */
function useKeyLabel(group: ReportGroup, period: MoneyReport["period"]) {
  const { t } = useI18n();
  const clock = useConsoleClock();
  const { games } = useLoaderData<typeof loader>();
  const withYear = period.from.slice(0, 4) !== period.to.slice(0, 4);
  return (key: string) => {
    if (group === "day") return clock.day(key, withYear);
    if (group === "game") return games[key] ?? key;
    if (group === "method") return paymentMethodName(key);
    if (group === "market") return t(`adminReport.market.${key as MarketCode}`);
    return key;
  };
}

function CurrencyBlock({ report, block }: { report: MoneyReport; block: CurrencyReport }) {
  const { t, money } = useI18n();
  const label = useKeyLabel(report.group, report.period);
  const titleId = `report-${block.currency}-title`;
  const { total } = block;
  return (
    <section className="card admin-market" aria-labelledby={titleId} data-testid={`report-${block.currency}`}>
      <h2 id={titleId}>{t("adminReport.inCurrency", { currency: block.currency })}</h2>
      <div className="report-notes">
        {block.currency !== "IDR" ? (
          <p className="muted small" data-testid={`report-${block.currency}-rate`}>
            {block.rate === undefined
              ? t("adminReport.noRate", { currency: block.currency })
              : t("adminReport.converted", {
                  currency: block.currency,
                  rate: money({ amount: block.rate, currency: block.currency }),
                })}
          </p>
        ) : null}
        {total.estimatedOrders ? (
          <p className="muted small" data-testid={`report-${block.currency}-estimated`}>
            {t("adminReport.estimated", { count: total.estimatedOrders })}
          </p>
        ) : null}
        {total.uncostedOrders ? (
          <p className="muted small" data-testid={`report-${block.currency}-uncosted`}>
            {t("adminReport.uncosted", { count: total.uncostedOrders })}
          </p>
        ) : null}
      </div>
      <div className="report-body">
        <ReportChart rows={block.rows} label={report.group === "day" ? label : undefined} />
        <ScrollRegion label={t("adminReport.inCurrency", { currency: block.currency })}>
          <table className="admin-table report-table" data-testid={`report-${block.currency}-table`}>
            <thead>
              <tr>
                <th scope="col">{t(`adminReport.group.${report.group}`)}</th>
                <th scope="col">{t("adminReport.orders")}</th>
                <th scope="col">{t("adminReport.revenue")}</th>
                <th scope="col">{t("adminReport.refunds")}</th>
                <th scope="col">{t("adminReport.cost")}</th>
                <th scope="col">{t("adminReport.margin")}</th>
                <th scope="col">{t("adminReport.marginPercent")}</th>
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <Row key={row.key} row={row} name={label(row.key)} testId={`report-${block.currency}-${row.key}`} />
              ))}
            </tbody>
            <tfoot>
              <Row row={total} name={t("adminReport.total")} testId={`report-${block.currency}-total`} />
            </tfoot>
          </table>
        </ScrollRegion>
      </div>
    </section>
  );
}

function Row({ row, name, testId }: { row: ReportRow; name: string; testId: string }) {
  const { t, money, locale } = useI18n();
  const none = "–";
  return (
    <tr data-testid={testId}>
      <th scope="row">{name}</th>
      <td>{row.orders}</td>
      <td className="admin-table__nowrap">{money(row.revenue)}</td>
      <td className="admin-table__nowrap">
        {money(row.refunded)}
        {row.refunds ? (
          <span className="admin-table__sub">{t("adminReport.refundCount", { count: row.refunds })}</span>
        ) : null}
      </td>
      <td className="admin-table__nowrap">{row.cost ? money(row.cost) : none}</td>
      <td className="admin-table__nowrap">{row.margin ? money(row.margin) : none}</td>
      <td>{row.marginBps === null ? none : percent(locale, row.marginBps)}</td>
    </tr>
  );
}
