import { Form, Link, useLoaderData } from "react-router";
import { auditLines, auditSearchInput, searchAudit, type AuditFilterParams } from "../../../../core/admin/audit-search";
import { AuditList } from "../../../components/admin/audit-list";
import { useConsoleClock } from "../../../components/admin/admin-time";
import { Field } from "../../../components/field";
import { FormError } from "../../../components/form-error";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { requireOperatorPage } from "../../../lib/admin.server";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import type { Route } from "./+types/audit";

export const handle = { messages: ["admin", "adminAudit", "adminBuyer"] } satisfies PageHandle;

const FILTERS = [
  "operator",
  "action",
  "subject",
  "from",
  "to",
  "before",
] as const satisfies readonly (keyof AuditFilterParams)[];

/** The audit log (admin): every operator action, newest first, searchable; a GET form, so a search is a link. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireOperatorPage({ request, url, context }, "audit");
  const { services } = context.get(requestScope);
  const filters: AuditFilterParams = Object.fromEntries(
    FILTERS.map((name) => [name, url.searchParams.get(name) ?? undefined]),
  );
  const input = auditSearchInput(filters, await services.shopTimeZone.current());
  const entries = input.ok ? await searchAudit(services.adminBuyers.audit, input) : [];
  const last = entries[entries.length - 1];
  return {
    messages: pageMessages({ url, context }, handle.messages),
    filters,
    invalid: !input.ok,
    entries: await auditLines(entries, services.adminBuyers.audit),
    next: input.ok && last && entries.length === input.query.limit ? last.id : null,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("adminBuyer.audit")), { name: "robots", content: "noindex" }] : [];
};

export default function AdminAuditPage() {
  const { filters, invalid, entries, next } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const clock = useConsoleClock();
  const text = (name: keyof AuditFilterParams, label: string, hint?: string, type = "text") => (
    <Field
      label={label}
      hint={hint}
      name={name}
      type={type}
      defaultValue={filters[name] ?? ""}
      data-testid={`audit-${name}`}
    />
  );
  const nextParams = new URLSearchParams(
    Object.entries({ ...filters, before: next ? String(next) : "" }).filter(
      (entry): entry is [string, string] => !!entry[1],
    ),
  );
  return (
    <>
      <h1>{t("adminBuyer.audit")}</h1>
      <p className="muted">{t("adminBuyer.auditText", { zone: clock.label })}</p>
      <Form method="get" className="card admin-filters" data-testid="audit-search">
        {text("operator", t("adminBuyer.filterOperator"), t("adminBuyer.filterOperatorHint"))}
        {text("action", t("adminBuyer.filterAction"), t("adminBuyer.filterActionHint"))}
        {text("subject", t("adminBuyer.filterSubject"), t("adminBuyer.filterSubjectHint"))}
        {text("from", t("adminBuyer.filterFrom"), clock.label, "date")}
        {text("to", t("adminBuyer.filterTo"), clock.label, "date")}
        <FormError message={invalid ? t("adminBuyer.auditFilterInvalid") : null} />
        <button type="submit" className="button" data-testid="audit-search-submit">
          {t("adminBuyer.search")}
        </button>
      </Form>
      <section className="card" aria-label={t("adminBuyer.audit")}>
        {entries.length ? (
          <AuditList entries={entries} showSubject testId="audit-results" />
        ) : (
          <p className="muted" data-testid="audit-empty">
            {t("adminBuyer.noEntries")}
          </p>
        )}
      </section>
      {next ? (
        <Link to={`?${nextParams.toString()}`} className="button button--ghost">
          {t("adminBuyer.olderAudit")}
        </Link>
      ) : null}
    </>
  );
}
