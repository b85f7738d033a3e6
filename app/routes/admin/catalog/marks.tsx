import { Link, useActionData, useLoaderData } from "react-router";
import { artKey } from "../../../../core/art/art";
import { MARKET_CODES } from "../../../../core/locales";
import { MARKETS } from "../../../../core/markets";
import { ArtForm } from "./art-form";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { requireOperatorPage } from "../../../lib/admin.server";
import { parseForm, refuse } from "../../../lib/form.server";
import { methodMarkForm } from "../../../../contracts/console-forms";
import { artAction } from "./art-form.server";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import { paymentMethodLabel } from "../../../lib/payment-label";
import type { Route } from "./+types/marks";

export const handle = { messages: ["admin", "adminCatalog", "adminArt", "payment"] } satisfies PageHandle;

/**
 * Every payment method of every market, once per id (a card is one mark wherever it is offered), with
 * the markets that offer it.
 */
function allMethods() {
  const byId = new Map<string, { method: (typeof MARKETS)["id"]["paymentMethods"][number]; markets: string[] }>();
  for (const market of MARKET_CODES)
    for (const method of MARKETS[market].paymentMethods) {
      const seen = byId.get(method.id);
      if (seen) seen.markets.push(market);
      else byId.set(method.id, { method, markets: [market] });
    }
  return [...byId.values()];
}

/** The payment methods' marks: one upload per method, shown in the payment lists (decision 034). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireOperatorPage({ request, url, context }, "catalog");
  const stored = new Map(
    (await context.get(requestScope).services.art.uploads.all()).map((art) => [art.subject, art] as const),
  );
  return {
    messages: pageMessages({ url, context }, handle.messages),
    methods: allMethods().map(({ method, markets }) => ({
      method,
      markets,
      art: stored.get(artKey({ kind: "method", id: method.id })),
    })),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const me = await requireOperatorPage({ request, url, context }, "catalog");
  const { services, requestId } = context.get(requestScope);
  const posted = await request.formData();
  const form = parseForm(methodMarkForm, posted, "adminCatalog.invalid");
  if (!form.ok) return refuse(form.error, { artSubject: "", artError: form.error });
  const { intent, method } = form.value;
  return artAction(me, services, requestId, intent, posted, { kind: "method", id: method }, async () =>
    allMethods().some((known) => known.method.id === method),
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("adminArt.marks")), { name: "robots", content: "noindex" }] : [];
};

export default function AdminCatalogMarksPage() {
  const { methods } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, href } = useI18n();
  return (
    <>
      <p>
        <Link to={href("/admin/catalog")}>{t("adminCatalog.back")}</Link>
      </p>
      <h1>{t("adminArt.marks")}</h1>
      <p className="muted">{t("adminArt.marksText")}</p>
      <ul className="catalog-list" data-testid="marks">
        {methods.map(({ method, markets, art }) => {
          const label = paymentMethodLabel(t, method);
          return (
            <li key={method.id} className="card catalog-item stack">
              <h2 className="catalog-item__title">
                {label.name} <span className="muted small">{method.id}</span>
              </h2>
              <p className="muted small">{t("adminArt.markets", { markets: markets.join(", ") })}</p>
              <ArtForm subject={{ kind: "method", id: method.id }} name={label.name} art={art} outcome={result} />
            </li>
          );
        })}
      </ul>
    </>
  );
}
