import { Link, data, useLoaderData } from "react-router";
import { useConsoleClock } from "../../../components/admin/admin-time";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { requireOperatorPage } from "../../../lib/admin.server";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import type { Route } from "./+types/price-history";

export const handle = { messages: ["admin", "adminCatalog"] } satisfies PageHandle;

/** One product's price changes made in the console, newest first: who, when, old, new and why. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireOperatorPage({ request, url, context }, "prices");
  const { services } = context.get(requestScope);
  const product = await services.catalogAdmin.product(params.sku);
  if (!product) throw data({ message: "adminCatalog.notFound" }, { status: 404 });
  return {
    messages: pageMessages({ url, context }, handle.messages),
    product: { sku: product.sku, label: product.label, gameSlug: product.gameSlug },
    history: await services.catalogAdmin.history(product.sku),
  };
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => {
  const t = metaTranslator(matches);
  return t && loaded
    ? [
        ...pageMeta(t("adminCatalog.historyTitle", { product: loaded.product.sku })),
        { name: "robots", content: "noindex" },
      ]
    : [{ name: "robots", content: "noindex" }];
};

export default function AdminPriceHistoryPage() {
  const { product, history } = useLoaderData<typeof loader>();
  const { t, money, href } = useI18n();
  const clock = useConsoleClock();
  const amount = (value: number | null, currency: (typeof history)[number]["currency"]) =>
    value === null ? t("adminCatalog.none") : money({ amount: value, currency });
  return (
    <>
      <p>
        <Link to={href(`/admin/catalog/${product.gameSlug}`)}>{t("adminCatalog.back")}</Link>
      </p>
      <h1>{t("adminCatalog.historyTitle", { product: `${product.label} (${product.sku})` })}</h1>
      {history.length ? (
        <ol className="card admin-timeline" data-testid="price-history">
          {history.map((row) => (
            <li key={row.id}>
              <span className="muted small">{clock.time(row.createdAt)}</span>{" "}
              <strong>
                {t(`adminCatalog.kind.${row.kind}`)} {row.currency}
              </strong>{" "}
              <span className="admin-table__nowrap">
                {amount(row.oldAmount, row.currency)} → {amount(row.newAmount, row.currency)}
              </span>
              <span className="admin-wrap">
                {" · "}
                {row.reason}
              </span>
              <span className="muted small admin-wrap">
                {" · "}
                {t("adminCatalog.who")}: {row.operatorName ?? row.operatorId ?? t("adminCatalog.none")}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{t("adminCatalog.historyEmpty")}</p>
      )}
    </>
  );
}
