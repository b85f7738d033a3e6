import { Link, useActionData, useLoaderData } from "react-router";
import { catalogGameForm } from "../../../../contracts/console-forms";
import { CatalogSwitch } from "./catalog-switch";
import { CatalogOutcome } from "./catalog-outcome";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { requireOperatorPage } from "../../../lib/admin.server";
import { parseForm, refuse } from "../../../lib/form.server";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import type { Route } from "./+types/catalog";

export const handle = { messages: ["admin", "adminCatalog", "adminArt"] } satisfies PageHandle;

/**
 * Every game with its switches: on sale, and the first top-up's double bonus; above them, per market
 * whose receipts need fiscal codes, how many active products are held back for lack of them and in
 * which games.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireOperatorPage({ request, url, context }, "catalog");
  const { services } = context.get(requestScope);
  const holds = await services.catalogAdmin.fiscalHolds();
  return {
    messages: pageMessages({ url, context }, handle.messages),
    games: await services.catalogAdmin.games(),
    fiscalHolds: holds.filter((hold) => hold.count > 0),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const me = await requireOperatorPage({ request, url, context }, "catalog");
  const { services, requestId } = context.get(requestScope);
  const form = parseForm(catalogGameForm, await request.formData(), "adminCatalog.invalid");
  if (!form.ok) return refuse(form.error);
  const { slug, field, value } = form.value;
  const result = await services.catalogAdmin.setGameFlags(me, slug, { [field]: value }, { requestId });
  return result.ok ? { saved: true as const } : refuse("adminCatalog.notFound");
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("adminCatalog.catalog")), { name: "robots", content: "noindex" }] : [];
};

export default function AdminCatalogPage() {
  const { games, fiscalHolds } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, href } = useI18n();
  return (
    <>
      <h1>{t("adminCatalog.catalog")}</h1>
      <p className="muted">{t("adminCatalog.gamesText")}</p>
      <p className="admin-inline">
        <Link to={href("/admin/prices")}>{t("adminCatalog.prices")}</Link>
        <Link to={href("/admin/catalog/skus")}>{t("adminCatalog.skus")}</Link>
        <Link to={href("/admin/catalog/marks")}>{t("adminArt.marks")}</Link>
      </p>
      <CatalogOutcome result={result} />
      {fiscalHolds.map((hold) => (
        <div key={hold.market} className="card catalog-held" role="alert" data-testid={`fiscal-warning-${hold.market}`}>
          <p>{t("adminCatalog.fiscalWarning", { market: hold.market, count: hold.count })}</p>
          <ul className="admin-list small">
            {hold.games.map((game) => (
              <li key={game.slug}>
                <Link to={href(`/admin/catalog/${game.slug}`)}>
                  {t("adminCatalog.fiscalGameCount", { game: game.name, count: game.count })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <ul className="catalog-list" data-testid="catalog-games">
        {games.map((game) => (
          <li key={game.slug} className="card catalog-item" data-testid={`catalog-game-${game.slug}`}>
            <h2 className="catalog-item__title">
              <Link to={href(`/admin/catalog/${game.slug}`)}>{game.name}</Link>
            </h2>
            <p className="muted small">
              {t("adminCatalog.productsCount", { active: game.activeProducts, total: game.products })}
            </p>
            <CatalogSwitch
              label={t("adminCatalog.onSale")}
              hidden={{ slug: game.slug }}
              field="active"
              on={game.active}
              testId={`game-active-${game.slug}`}
            />
            <CatalogSwitch
              label={t("adminCatalog.firstTopUp")}
              hidden={{ slug: game.slug }}
              field="firstTopUpDouble"
              on={game.firstTopUpDouble}
              testId={`game-first-${game.slug}`}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
