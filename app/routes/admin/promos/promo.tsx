import { Link, data, useActionData, useLoaderData, useSearchParams } from "react-router";
import { promoState, promoSubject } from "../../../../core/admin/promo-admin";
import { normalizePromoCode } from "../../../../core/promos/promo-codes";
import { splitLocalePath } from "../../../../core/locales";
import { useConsoleClock } from "../../../components/admin/admin-time";
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
import { promoFormOf } from "./promo-form-values";
import type { Route } from "./+types/promo";
import { ScrollRegion } from "../../../components/admin/scroll-region";

export const handle = { messages: ["admin", "adminPromo", "order"] } satisfies PageHandle;

/** One promo code: its terms to edit, pause or resume, the paid orders that used it, its change history. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireOperatorPage({ request, url, context }, "promoCodes");
  const { services } = context.get(requestScope);
  const { locale } = splitLocalePath(url.pathname);
  const code = normalizePromoCode(params.code);
  const promo = await services.promoAdmin.find(code);
  if (!promo) throw data({ message: "adminPromo.notFound" }, { status: 404 });
  return {
    messages: pageMessages({ url, context }, handle.messages),
    promo: { ...promo, state: promoState(promo, new Date()) },
    games: (await services.catalog.listGames(locale)).map((game) => ({ slug: game.slug, name: game.name })),
    redemptions: await services.promoAdmin.redemptions(code),
    history: (await services.admin.auditOf(promoSubject(code))).map((entry) => ({
      id: entry.id,
      action: entry.action,
      operatorId: entry.operatorId,
      before: entry.before === null ? "" : JSON.stringify(entry.before),
      after: JSON.stringify(entry.after),
      createdAt: entry.createdAt,
    })),
  };
}

export const action = ({ request, url, context, params }: Route.ActionArgs) =>
  promoAction({ request, url, context }, params.code);

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => {
  const t = metaTranslator(matches);
  return t && loaded
    ? [...pageMeta(t("adminPromo.editTitle", { code: loaded.promo.code })), { name: "robots", content: "noindex" }]
    : [{ name: "robots", content: "noindex" }];
};

export default function AdminPromoPage() {
  const { promo, games, redemptions, history } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [search] = useSearchParams();
  const { t, href, money } = useI18n();
  const clock = useConsoleClock();
  const failed = answer && "error" in answer ? answer : null;
  const done = answer && "done" in answer ? answer.done : search.get("created") ? "created" : null;
  const doneText = {
    created: t("adminPromo.created", { code: promo.code }),
    saved: t("adminPromo.saved"),
    unchanged: t("adminPromo.unchanged"),
    paused: t("adminPromo.pausedNow"),
    resumed: t("adminPromo.resumedNow"),
  };
  return (
    <>
      <p>
        <Link to={href("/admin/promos")}>← {t("adminPromo.back")}</Link>
      </p>
      <div className="admin-head">
        <h1 data-testid="promo-title">{t("adminPromo.editTitle", { code: promo.code })}</h1>
        <span className={`admin-promo__state admin-promo__state--${promo.state}`} data-testid="promo-state">
          {t(`adminPromo.state.${promo.state}`)}
        </span>
      </div>
      {done ? (
        <p role="status" data-testid="promo-done">
          {doneText[done]}
        </p>
      ) : null}
      <section className="card stack">
        <PromoSummary promo={promo} />
        <PromoToggle code={promo.code} active={promo.active} />
      </section>

      <section className="card" aria-labelledby="redemptions-title">
        <h2 id="redemptions-title">{t("adminPromo.redemptions")}</h2>
        {redemptions.length ? (
          <ScrollRegion label={t("adminPromo.redemptions")}>
            <table className="admin-table" data-testid="promo-redemptions">
              <thead>
                <tr>
                  <th scope="col">{t("adminPromo.orderNumber")}</th>
                  <th scope="col">{t("adminPromo.paidAt")}</th>
                  <th scope="col">{t("adminPromo.value")}</th>
                  <th scope="col">{t("adminPromo.buyer")}</th>
                </tr>
              </thead>
              <tbody>
                {redemptions.map((row) => (
                  <tr key={row.orderId} data-testid="promo-redemption">
                    <th scope="row">
                      <Link to={href(`/admin/orders/${row.orderId}`)}>{row.number}</Link>
                      <span className="admin-table__sub">{t(`order.status.${row.status}`)}</span>
                    </th>
                    <td>{clock.time(row.paidAt)}</td>
                    <td className="admin-table__nowrap">{money({ amount: row.discount, currency: row.currency })}</td>
                    <td className="admin-wrap">{row.buyer}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ) : (
          <p className="muted">{t("adminPromo.redemptionsEmpty")}</p>
        )}
      </section>

      <section className="card" aria-labelledby="edit-title">
        <h2 id="edit-title">{t("adminPromo.edit")}</h2>
        <p className="muted small">{t("adminPromo.editNote")}</p>
        <PromoForm
          values={failed?.values ?? promoFormOf(promo, clock.timeZone)}
          games={games}
          error={failed ? t(failed.error) : null}
          editing
          submitLabel={t("adminPromo.save")}
        />
      </section>

      <section className="card" aria-labelledby="history-title">
        <h2 id="history-title">{t("adminPromo.history")}</h2>
        {history.length ? (
          <ol className="admin-timeline" data-testid="promo-history">
            {history.map((entry) => (
              <li key={entry.id}>
                <span className="muted small">{clock.time(entry.createdAt)}</span> <strong>{entry.action}</strong>{" "}
                <span className="admin-wrap small">
                  {entry.operatorId ?? "—"} · {entry.before ? `${entry.before} → ` : ""}
                  {entry.after}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="muted">{t("adminPromo.historyEmpty")}</p>
        )}
      </section>
    </>
  );
}
