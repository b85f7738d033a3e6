import { Form, redirect, useLoaderData } from "react-router";
import { EXPORT_PERMISSION, type ExportKind } from "../../../core/admin/csv-exports";
import { can } from "../../../core/admin/permissions";
import { localizePath, splitLocalePath } from "../../../core/locales";
import type { MessageKey } from "../../../i18n/messages/id";
import { requestScope } from "../../context";
import type { PageHandle } from "../../i18n/page-handle";
import { useI18n } from "../../i18n/i18n-context";
import { adminCookie, requireOperatorPage } from "../../lib/admin.server";
import { adminTokenOf } from "../../lib/admin-token.server";
import { metaTranslator, pageMeta } from "../../lib/meta";
import { pageMessages } from "../../lib/page-messages.server";
import type { Route } from "./+types/home";

export const handle = { messages: ["admin"] } satisfies PageHandle;

/** The CSV downloads (decision 048), each behind the permission its export asks for. */
const EXPORTS: { kind: ExportKind; label: MessageKey }[] = [
  { kind: "orders", label: "admin.orders" },
  { kind: "refunds", label: "admin.exportRefunds" },
  { kind: "payments", label: "admin.exportPayments" },
  { kind: "ledger", label: "admin.exportLedger" },
];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const operator = await requireOperatorPage({ request, url, context }, null);
  return {
    messages: pageMessages({ url, context }, handle.messages),
    operator: { name: operator.displayName ?? operator.email ?? "", role: operator.role },
    exports: EXPORTS.filter((item) => can(operator.role, EXPORT_PERMISSION[item.kind])),
  };
}

/** Signing out of the console ends the admin session (the shop's own session stays). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { services, requestId } = context.get(requestScope);
  const { locale } = splitLocalePath(url.pathname);
  await services.admin.signOut(adminTokenOf(request), { requestId });
  throw redirect(localizePath("/admin/sign-in", locale), { headers: { "Set-Cookie": adminCookie("", context) } });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("admin.title")), { name: "robots", content: "noindex" }] : [];
};

export default function AdminHomePage() {
  const { operator, exports } = useLoaderData<typeof loader>();
  const { t, href } = useI18n();
  return (
    <>
      <div className="admin-head">
        <h1>{t("admin.title")}</h1>
        <Form method="post">
          <button type="submit" className="button button--ghost" data-testid="admin-sign-out">
            {t("admin.signOut")}
          </button>
        </Form>
      </div>
      <p className="muted" data-testid="admin-who">
        {t("admin.signedInAs", { name: operator.name, role: t(`admin.role.${operator.role}`) })}
      </p>
      {/* The sections are the console's menu (app/layouts/admin.tsx), open on this page on a phone too. */}
      {exports.length ? (
        <section className="card" aria-labelledby="exports-title" data-testid="admin-exports">
          <h2 id="exports-title">{t("admin.exports")}</h2>
          <p className="muted">{t("admin.exportsText")}</p>
          <ul className="admin-sections">
            {exports.map((item) => (
              <li key={item.kind}>
                {/* "· CSV" keeps each download's name apart from its section's link ("Pesanan"). */}
                <a href={href(`/admin/exports/${item.kind}`)} className="button button--ghost" download>
                  {t(item.label)} · CSV
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
