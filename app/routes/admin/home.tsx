import { Form, Link, redirect, useLoaderData } from "react-router";
import { EXPORT_PERMISSION, type ExportKind } from "../../../core/admin/csv-exports";
import { REPORT_PERMISSION } from "../../../core/admin/reports";
import { can, type Permission } from "../../../core/admin/permissions";
import { localizePath, splitLocalePath } from "../../../core/locales";
import type { MessageKey } from "../../../i18n/messages/id";
import { requestScope } from "../../context";
import type { PageHandle } from "../../i18n/page-handle";
import { useI18n } from "../../i18n/i18n-context";
import { adminCookie, adminTokenOf, requireOperatorPage } from "../../lib/admin.server";
import { metaTranslator, pageMeta } from "../../lib/meta";
import { pageMessages } from "../../lib/page-messages.server";
import type { Route } from "./+types/home";

export const handle = {
  messages: [
    "admin",
    "adminAlerts",
    "adminBuyer",
    "adminCatalog",
    "adminPromo",
    "adminReconcile",
    "adminReport",
    "adminSettings",
    "adminSupplier",
  ],
} satisfies PageHandle;

/** The console's sections that exist so far, each behind its permission; more join this list as they are built. */
const SECTIONS: { permission: Permission; path: string; label: MessageKey }[] = [
  { permission: "orders", path: "/admin/orders", label: "admin.orders" },
  { permission: "orders", path: "/admin/reconciliation", label: "adminReconcile.section" },
  { permission: "overview", path: "/admin/dashboard", label: "admin.dashboard" },
  { permission: "overview", path: "/admin/queue", label: "admin.queue" },
  { permission: "operators", path: "/admin/operators", label: "admin.operators" },
  { permission: "buyers", path: "/admin/buyers", label: "adminBuyer.buyers" },
  { permission: "reviews", path: "/admin/reviews", label: "adminBuyer.reviews" },
  { permission: "audit", path: "/admin/audit", label: "adminBuyer.audit" },
  { permission: "catalog", path: "/admin/catalog", label: "adminCatalog.catalog" },
  { permission: "prices", path: "/admin/prices", label: "adminCatalog.prices" },
  { permission: "catalog", path: "/admin/catalog/skus", label: "adminCatalog.skus" },
  { permission: "catalog", path: "/admin/suppliers", label: "adminSupplier.section" },
  { permission: REPORT_PERMISSION, path: "/admin/reports", label: "adminReport.section" },
  { permission: "promoCodes", path: "/admin/promos", label: "adminPromo.section" },
  { permission: "giveaway", path: "/admin/giveaway", label: "adminPromo.giveawaySection" },
  { permission: "settings", path: "/admin/settings", label: "adminSettings.section" },
];

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
    sections: SECTIONS.filter((section) => can(operator.role, section.permission)),
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
  const { operator, sections, exports } = useLoaderData<typeof loader>();
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
      <section className="card" aria-labelledby="sections-title">
        <h2 id="sections-title">{t("admin.sections")}</h2>
        {sections.length ? (
          <ul className="admin-sections">
            {sections.map((section) => (
              <li key={section.path}>
                <Link to={href(section.path)} className="button">
                  {t(section.label)}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t("admin.noSections")}</p>
        )}
        {/* Every operator's own: where they are told, and of what. */}
        <p>
          <Link to={href("/admin/alerts")} className="button button--ghost" data-testid="admin-alerts-link">
            {t("adminAlerts.section")}
          </Link>
        </p>
      </section>
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
