import { Form, Link, useLoaderData } from "react-router";
import { ORDER_FILTER_NAMES, orderSearchInput, type OrderFilterParams } from "../../../../core/admin/order-filters";
import { REFUNDED_FILTER, totalsByCurrency, type OrderSort } from "../../../../core/admin/order-search";
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
    totals: result?.ok ? totalsByCurrency(result.page.rows.map((row) => row.total)) : [],
    next: result?.ok ? result.page.next : null,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("admin.orders")), { name: "robots", content: "noindex" }] : [];
};

/** The address of this search with some parameters changed (an empty value drops one). */
function searchWith(filters: OrderFilterParams, changes: Partial<OrderFilterParams>): string {
  const params = new URLSearchParams(
    Object.entries({ ...filters, ...changes }).filter((entry): entry is [string, string] => !!entry[1]),
  );
  return `?${params.toString()}`;
}

/** The two ways each sortable column sorts, the first its first click. */
const COLUMN_SORTS = { time: ["newest", "oldest"], total: ["largest", "smallest"] } as const satisfies Record<
  string,
  readonly [OrderSort, OrderSort]
>;

export default function AdminOrdersPage() {
  const { filters, games, invalid, rows, totals, next, searched } = useLoaderData<typeof loader>();
  const { t, href, money } = useI18n();
  const clock = useConsoleClock();
  const gameName = new Map(games.map((game) => [game.slug, game.name]));
  const sort = (filters.sort ?? "newest") as OrderSort;
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
  // The export is every page of this search, newest first: the filters without the page's cursor or sort.
  const exportParams = searchWith(filters, { cursor: "", sort: "" });
  const sortWords: Record<OrderSort, string> = {
    newest: t("admin.sortedNewest"),
    oldest: t("admin.sortedOldest"),
    largest: t("admin.sortedLargest"),
    smallest: t("admin.sortedSmallest"),
  };
  /** A sortable column's header: a link to its other order when sorted by it, to its first otherwise. */
  const sortable = (column: keyof typeof COLUMN_SORTS, label: string) => {
    const [first, second] = COLUMN_SORTS[column];
    const active = sort === first || sort === second;
    const to = active && sort === first ? second : first;
    return (
      <th
        scope="col"
        className={column === "total" ? "admin-orders__total" : undefined}
        aria-sort={active ? (sort === "newest" || sort === "largest" ? "descending" : "ascending") : undefined}
      >
        <Link
          to={searchWith(filters, { sort: to === "newest" ? "" : to, cursor: "" })}
          title={`${t("admin.sortBy", { column: label })}: ${sortWords[to]}`}
          data-testid={`sort-${column}`}
          preventScrollReset
        >
          {label}
          {active ? (sort === first ? " ↓" : " ↑") : ""}
        </Link>
      </th>
    );
  };
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
        {/* A new search keeps the list's order. */}
        {filters.sort ? <input type="hidden" name="sort" value={filters.sort} /> : null}
        <FormError message={invalid ? t("admin.badFilter") : null} />
        <div className="admin-filters__actions">
          <button type="submit" className="button" data-testid="order-search-submit">
            {t("admin.search")}
          </button>
          {/* A plain link with the download attribute: the browser saves the file, no page changes. */}
          <a
            href={`${href("/admin/exports/orders")}${exportParams}`}
            className="button button--ghost"
            download
            data-testid="order-export"
          >
            {t("admin.exportCsv")}
          </a>
        </div>
      </Form>
      {rows.length ? (
        <div className="card admin-orders">
          {/* A table from 1024 px; below, each row a card of labelled cells (console.css). */}
          <table className="admin-orders__table" data-testid="order-results">
            <thead>
              <tr>
                <th scope="col">{t("admin.colNumber")}</th>
                {sortable("time", t("admin.colTime"))}
                <th scope="col">{t("admin.filterGame")}</th>
                <th scope="col">{t("admin.colProduct")}</th>
                <th scope="col">{t("admin.orderAccount")}</th>
                <th scope="col">{t("admin.colBuyer")}</th>
                {sortable("total", t("admin.orderTotal"))}
                <th scope="col">{t("admin.filterStatus")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="order-result">
                  <th scope="row" className="admin-orders__number">
                    <Link to={href(`/admin/orders/${row.id}`)}>{row.number}</Link>
                  </th>
                  <td data-label={t("admin.colTime")} className="admin-orders__time">
                    {clock.time(row.createdAt)}
                  </td>
                  <td data-label={t("admin.filterGame")}>{gameName.get(row.gameSlug) ?? row.gameSlug}</td>
                  <td data-label={t("admin.colProduct")}>{row.productTitle}</td>
                  <td data-label={t("admin.orderAccount")} className="admin-wrap">
                    {row.accountLabel}
                    {row.nickname ? ` (${row.nickname})` : ""}
                  </td>
                  <td data-label={t("admin.colBuyer")} className="admin-wrap">
                    {row.userId ? (
                      <Link to={href(`/admin/buyers/${row.userId}`)} data-testid="order-buyer">
                        {row.buyerName ?? row.contactEmail ?? row.contactPhone ?? t("admin.buyerAccount")}
                      </Link>
                    ) : (
                      <span className="muted">
                        {row.contactEmail ?? row.contactPhone ?? ""} ({t("admin.guest")})
                      </span>
                    )}
                  </td>
                  <td data-label={t("admin.orderTotal")} className="admin-orders__total">
                    <strong>{money(row.total)}</strong>
                  </td>
                  <td data-label={t("admin.filterStatus")} className="admin-orders__status">
                    {t(`order.status.${row.status}`)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-testid="order-totals">
                <th scope="row" colSpan={6}>
                  {t("admin.pageTotals")}
                </th>
                <td className="admin-orders__total" colSpan={2}>
                  {totals.map((total) => (
                    <strong key={total.currency} className="admin-orders__sum" data-testid="order-total">
                      {money(total)}
                    </strong>
                  ))}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      ) : searched && !invalid ? (
        <p className="muted" data-testid="order-results-empty">
          {t("admin.noOrders")}
        </p>
      ) : null}
      {next ? (
        <Link to={searchWith(filters, { cursor: next })} className="button button--ghost">
          {t("admin.nextPage")}
        </Link>
      ) : null}
    </>
  );
}
