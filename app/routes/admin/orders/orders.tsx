import { Form, Link, useLoaderData } from "react-router";
import { ORDER_FILTER_NAMES, orderSearchInput, type OrderFilterParams } from "../../../../core/admin/order-filters";
import { REFUNDED_FILTER } from "../../../../core/admin/order-search";
import { ORDER_STATUSES } from "../../../../core/orders/order-states";
import { marketOf, splitLocalePath } from "../../../../core/locales";
import { useConsoleClock } from "../../../components/admin/admin-time";
import { Field } from "../../../components/field";
import { FormError } from "../../../components/form-error";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { requireOperatorPage } from "../../../lib/admin.server";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import type { Route } from "./+types/orders";

export const handle = { messages: ["admin", "order"] } satisfies PageHandle;

/** The console's order search (support and up): a GET form, so a search is a link to share. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireOperatorPage({ request, url, context }, "orders");
  const { services } = context.get(requestScope);
  const filters: OrderFilterParams = Object.fromEntries(
    ORDER_FILTER_NAMES.map((name) => [name, url.searchParams.get(name) ?? undefined]),
  );
  const searched = ORDER_FILTER_NAMES.some((name) => url.searchParams.get(name)?.trim());
  // Days of the shop's clock, as the dashboard counts them (decision 052).
  const parsed = orderSearchInput(filters, await services.shopTimeZone.current());
  const { locale } = splitLocalePath(url.pathname);
  const result = parsed.ok ? await services.adminOrders.search(parsed.input, marketOf(locale)) : undefined;
  const games = await services.catalog.listGames(locale);
  return {
    messages: pageMessages({ url, context }, handle.messages),
    filters,
    games: games.map((game) => ({ slug: game.slug, name: game.name })),
    invalid: !result?.ok,
    searched,
    rows: result?.ok ? result.page.rows : [],
    next: result?.ok ? result.page.next : null,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("admin.orders")), { name: "robots", content: "noindex" }] : [];
};

export default function AdminOrdersPage() {
  const { filters, games, invalid, rows, next, searched } = useLoaderData<typeof loader>();
  const { t, href, money } = useI18n();
  const clock = useConsoleClock();
  const text = (name: keyof OrderFilterParams, label: string, type = "text", hint?: string) => (
    <Field
      label={label}
      name={name}
      type={type}
      hint={hint}
      defaultValue={filters[name] ?? ""}
      data-testid={`filter-${name}`}
    />
  );
  // The export is every page of this search: the filters without the page's cursor.
  const exportParams = new URLSearchParams(
    Object.entries({ ...filters, cursor: "" }).filter((entry): entry is [string, string] => !!entry[1]),
  );
  const nextParams = new URLSearchParams(
    Object.entries({ ...filters, cursor: next ?? "" }).filter((entry): entry is [string, string] => !!entry[1]),
  );
  return (
    <>
      <h1>{t("admin.orders")}</h1>
      <p className="muted">{t("admin.ordersText")}</p>
      <p className="muted small" data-testid="orders-clock">
        {t("admin.timesIn", { zone: clock.label })}
      </p>
      <Form method="get" className="card admin-filters" data-testid="order-search">
        {text("gameId", t("admin.filterGameId"))}
        {text("nickname", t("admin.filterNickname"))}
        {text("number", t("admin.filterNumber"))}
        {text("email", t("admin.filterEmail"), "email")}
        {text("phone", t("admin.filterPhone"), "tel")}
        <Field label={t("admin.filterStatus")}>
          {(control) => (
            <select {...control} name="status" defaultValue={filters.status ?? ""}>
              <option value="">{t("admin.filterAny")}</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`order.status.${status}`)}
                </option>
              ))}
              <option value={REFUNDED_FILTER}>{t("admin.filterRefunded")}</option>
            </select>
          )}
        </Field>
        <Field label={t("admin.filterGame")}>
          {(control) => (
            <select {...control} name="game" defaultValue={filters.game ?? ""}>
              <option value="">{t("admin.filterAny")}</option>
              {games.map((game) => (
                <option key={game.slug} value={game.slug}>
                  {game.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text("from", t("admin.filterFrom"), "date", t("admin.timeZone", { zone: clock.label }))}
        {text("to", t("admin.filterTo"), "date", t("admin.timeZone", { zone: clock.label }))}
        <FormError message={invalid ? t("admin.badFilter") : null} />
        <button type="submit" className="button" data-testid="order-search-submit">
          {t("admin.search")}
        </button>
        {/* A plain link with the download attribute: the browser saves the file, no page changes. */}
        <a
          href={`${href("/admin/exports/orders")}?${exportParams.toString()}`}
          className="button button--ghost"
          download
          data-testid="order-export"
        >
          {t("admin.exportCsv")}
        </a>
      </Form>
      {rows.length ? (
        <ul className="admin-list" data-testid="order-results">
          {rows.map((row) => (
            <li key={row.id} className="card admin-order-row" data-testid="order-result">
              <Link to={href(`/admin/orders/${row.id}`)} className="admin-order-row__number">
                {row.number}
              </Link>
              <span className="admin-order-row__status">{t(`order.status.${row.status}`)}</span>
              <span>
                {row.productTitle} · {row.gameSlug}
              </span>
              <span className="admin-wrap">
                {row.accountLabel}
                {row.nickname ? ` (${row.nickname})` : ""}
              </span>
              <strong>{money(row.total)}</strong>
              <span className="muted small">{clock.time(row.createdAt)}</span>
            </li>
          ))}
        </ul>
      ) : searched && !invalid ? (
        <p className="muted" data-testid="order-results-empty">
          {t("admin.noOrders")}
        </p>
      ) : null}
      {next ? (
        <Link to={`?${nextParams.toString()}`} className="button button--ghost">
          {t("admin.nextPage")}
        </Link>
      ) : null}
    </>
  );
}
