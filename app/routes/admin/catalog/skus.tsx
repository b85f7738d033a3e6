import { Form, Link, useActionData, useLoaderData } from "react-router";
import { skuForm } from "../../../../contracts/console-forms";
import { Field } from "../../../components/field";
import { CatalogOutcome } from "./catalog-outcome";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { requireOperatorPage } from "../../../lib/admin.server";
import { parseForm, refuse } from "../../../lib/form.server";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import type { Route } from "./+types/skus";

export const handle = { messages: ["admin", "adminCatalog"] } satisfies PageHandle;

/**
 * SKU mapping: what is unmatched on both sides, and (with `?propose=1`) the matcher's proposal from
 * the supplier's current price list, stored only when the operator says so.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireOperatorPage({ request, url, context }, "catalog");
  const { services } = context.get(requestScope);
  const overview = await services.catalogAdmin.skuOverview();
  const propose = url.searchParams.has("propose");
  return {
    messages: pageMessages({ url, context }, handle.messages),
    proposal: propose
      ? {
          token: overview.proposal.token,
          mapped: Object.entries(overview.proposal.mapped),
          unmatched: overview.proposal.unmatched,
        }
      : null,
    oursUnmatched: overview.oursUnmatched,
    theirsUnused: overview.theirsUnused.map(({ supplierSku, name, price }) => ({ supplierSku, name, price })),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const me = await requireOperatorPage({ request, url, context }, "catalog");
  const { services, requestId } = context.get(requestScope);
  const form = parseForm(skuForm, await request.formData(), "adminCatalog.invalid");
  if (!form.ok) return refuse(form.error);
  const asked = form.value;
  if (asked.intent === "store") {
    const stored = await services.catalogAdmin.storeProposal(me, asked.token, { requestId });
    return stored.ok ? { saved: true as const } : refuse("adminCatalog.stale");
  }
  if (!(await services.catalogAdmin.product(asked.sku))) return refuse("adminCatalog.notFound");
  await services.catalogAdmin.setSku(me, asked.sku, asked.supplierSku, { requestId });
  return { saved: true as const };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("adminCatalog.skus")), { name: "robots", content: "noindex" }] : [];
};

export default function AdminCatalogSkusPage() {
  const { proposal, oursUnmatched, theirsUnused } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, money, href } = useI18n();
  return (
    <>
      <p>
        <Link to={href("/admin/catalog")}>{t("adminCatalog.back")}</Link>
      </p>
      <h1>{t("adminCatalog.skus")}</h1>
      <p className="muted">{t("adminCatalog.skusText")}</p>
      <CatalogOutcome result={result} />

      <section className="card stack" aria-labelledby="proposal-title">
        <h2 id="proposal-title">{t("adminCatalog.proposalTitle")}</h2>
        <Form method="get">
          <input type="hidden" name="propose" value="1" />
          <button type="submit" className="button button--ghost" data-testid="skus-propose">
            {t("adminCatalog.previewButton")}
          </button>
        </Form>
        {proposal ? (
          <>
            <details>
              <summary>
                {t("adminCatalog.proposal", { mapped: proposal.mapped.length, unmatched: proposal.unmatched.length })}
              </summary>
              <ul className="admin-list small" data-testid="skus-proposal">
                {proposal.mapped.map(([ours, theirs]) => (
                  <li key={ours}>
                    {ours} → {theirs}
                  </li>
                ))}
              </ul>
            </details>
            <Form method="post">
              <input type="hidden" name="intent" value="store" />
              <input type="hidden" name="token" value={proposal.token} />
              <button type="submit" className="button" data-testid="skus-store">
                {t("adminCatalog.storeProposal")}
              </button>
            </Form>
          </>
        ) : null}
      </section>

      <section className="card stack" aria-labelledby="ours-title">
        <h2 id="ours-title">{t("adminCatalog.oursUnmatched")}</h2>
        {oursUnmatched.length ? (
          <ul className="admin-list small" data-testid="skus-ours-unmatched">
            {oursUnmatched.map((row) => (
              <li key={row.sku}>
                {row.sku} · {row.gameSlug}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t("adminCatalog.allMatched")}</p>
        )}
        <Form method="post" className="catalog-form" data-testid="skus-set">
          <input type="hidden" name="intent" value="set" />
          <Field label={t("adminCatalog.ourSku")} name="sku" required maxLength={80} />
          <Field label={t("adminCatalog.supplierSku")} name="supplierSku" maxLength={80} />
          <button type="submit" className="button button--ghost">
            {t("adminCatalog.setSku")}
          </button>
        </Form>
      </section>

      <section className="card stack" aria-labelledby="theirs-title">
        <h2 id="theirs-title">{t("adminCatalog.theirsUnused")}</h2>
        {theirsUnused.length ? (
          <ul className="admin-list small" data-testid="skus-theirs-unused">
            {theirsUnused.map((row) => (
              <li key={row.supplierSku}>
                {row.supplierSku} · {row.name} · {money({ amount: row.price, currency: "IDR" })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t("adminCatalog.allMatched")}</p>
        )}
      </section>
    </>
  );
}
