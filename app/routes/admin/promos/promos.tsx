import { Link, useActionData, useLoaderData } from "react-router";
import { promoState } from "../../../../core/admin/promo-admin";
import { splitLocalePath } from "../../../../core/locales";
import { PromoForm } from "./promo-form";
import { PromoSummary } from "./promo-summary";
import { PromoToggle } from "./promo-toggle";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { requireOperatorPage } from "../../../lib/admin.server";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import { promoAction } from "./promo-actions.server";
import { EMPTY_PROMO_FORM } from "./promo-form-values";
import type { Route } from "./+types/promos";

export const handle = { messages: ["admin", "adminPromo"] } satisfies PageHandle;

/** The console's promo codes (manager and admin): every code with its state, and a new one. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireOperatorPage({ request, url, context }, "promoCodes");
  const { services } = context.get(requestScope);
  const { locale } = splitLocalePath(url.pathname);
  const now = new Date();
  return {
    messages: pageMessages({ url, context }, handle.messages),
    promos: (await services.promoAdmin.list()).map((promo) => ({ ...promo, state: promoState(promo, now) })),
    games: (await services.catalog.listGames(locale)).map((game) => ({ slug: game.slug, name: game.name })),
  };
}

export const action = ({ request, url, context }: Route.ActionArgs) =>
  promoAction({ request, url, context }, undefined);

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("adminPromo.title")), { name: "robots", content: "noindex" }] : [];
};

export default function AdminPromosPage() {
  const { promos, games } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t, href } = useI18n();
  const failed = answer && "error" in answer ? answer : null;
  return (
    <>
      <h1>{t("adminPromo.title")}</h1>
      <p className="muted">{t("adminPromo.text")}</p>
      {failed && !failed.values ? (
        <p role="alert" className="field__error">
          {t(failed.error)}
        </p>
      ) : null}
      {answer && "done" in answer ? (
        <p role="status" data-testid="promo-done">
          {t(answer.done === "paused" ? "adminPromo.pausedNow" : "adminPromo.resumedNow")}
        </p>
      ) : null}
      <details className="card" open={!!failed?.values || promos.length === 0}>
        <summary data-testid="promo-create-open">
          <strong>{t("adminPromo.create")}</strong>
        </summary>
        <PromoForm
          values={failed?.values ?? EMPTY_PROMO_FORM}
          games={games}
          error={failed?.values ? t(failed.error) : null}
          editing={false}
          submitLabel={t("adminPromo.create")}
        />
      </details>
      {promos.length ? (
        <ul className="admin-list" data-testid="promo-list">
          {promos.map((promo) => (
            <li key={promo.code} className="card admin-promo" data-testid="promo-row" data-code={promo.code}>
              <div className="admin-head">
                <Link to={href(`/admin/promos/${encodeURIComponent(promo.code)}`)} className="admin-promo__code">
                  {promo.code}
                </Link>
                <span className={`admin-promo__state admin-promo__state--${promo.state}`} data-testid="promo-state">
                  {t(`adminPromo.state.${promo.state}`)}
                </span>
              </div>
              <PromoSummary promo={promo} />
              <div className="admin-inline">
                <Link to={href(`/admin/promos/${encodeURIComponent(promo.code)}`)} className="button button--ghost">
                  {t("adminPromo.edit")}
                </Link>
                <PromoToggle code={promo.code} active={promo.active} />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("adminPromo.empty")}</p>
      )}
    </>
  );
}
