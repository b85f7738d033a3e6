import { Form, Link, useLoaderData } from "react-router";
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
import type { Route } from "./+types/buyers";

export const handle = { messages: ["admin", "adminBuyer"] } satisfies PageHandle;

/** The console's buyer search (support and up): one box, a GET form, so a search is a link to share. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireOperatorPage({ request, url, context }, "buyers");
  const { services } = context.get(requestScope);
  const q = url.searchParams.get("q") ?? "";
  const found = q.trim()
    ? await services.adminBuyers.lookup.search(q, marketOf(splitLocalePath(url.pathname).locale))
    : undefined;
  return {
    messages: pageMessages({ url, context }, handle.messages),
    q,
    invalid: found !== undefined && !found.ok,
    searched: Boolean(q.trim()),
    buyers: found?.ok ? found.buyers : [],
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("adminBuyer.buyers")), { name: "robots", content: "noindex" }] : [];
};

export default function AdminBuyersPage() {
  const { q, invalid, searched, buyers } = useLoaderData<typeof loader>();
  const { t, href } = useI18n();
  const clock = useConsoleClock();
  return (
    <>
      <h1>{t("adminBuyer.buyers")}</h1>
      <p className="muted">{t("adminBuyer.buyersText")}</p>
      <Form method="get" className="card admin-filters admin-filters--single" data-testid="buyer-search">
        <Field label={t("adminBuyer.query")} name="q" type="search" defaultValue={q} data-testid="buyer-query" />
        <FormError message={invalid ? t("adminBuyer.queryInvalid") : null} />
        <button type="submit" className="button" data-testid="buyer-search-submit">
          {t("adminBuyer.search")}
        </button>
      </Form>
      {buyers.length ? (
        <ul className="admin-list" data-testid="buyer-results">
          {buyers.map((buyer) => (
            <li key={buyer.id} className="card admin-order-row" data-testid="buyer-result">
              <Link to={href(`/admin/buyers/${buyer.id}`)} className="admin-order-row__number">
                {buyer.displayName ?? t("adminBuyer.noName")}
              </Link>
              <span className="admin-wrap">{buyer.email ?? "—"}</span>
              <span className="muted small">
                {t("adminBuyer.joined")} {clock.time(buyer.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      ) : searched && !invalid ? (
        <p className="muted" data-testid="buyer-results-empty">
          {t("adminBuyer.noBuyers")}
        </p>
      ) : null}
    </>
  );
}
