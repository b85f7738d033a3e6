import { Link } from "react-router";
import type { AuditChange } from "../../../core/admin/audit-diff";
import type { AuditLine } from "../../../core/admin/audit-search";
import type { AuditSubject } from "../../../core/admin/audit-words";
import type { Currency } from "../../../core/money";
import { useI18n } from "../../i18n/i18n-context";
import { useConsoleClock } from "./admin-time";

/** An audit line as it reaches the page (its moment serialized). */
export type AuditListEntry = Omit<AuditLine, "createdAt"> & { createdAt: Date | string };

/** Changes shown at once; the rest of a long list behind "show all". */
const CHANGES_SHOWN = 5;
/** A value longer than this shows its start, the whole behind "show all". */
const VALUE_SHOWN = 120;
/** Where the subject's link goes in a translated sentence: a character no message holds. */
const SUBJECT_MARK = "\u0001";

/** What an entry is about, as a link to its page where it has one, named as an operator knows it. */
function SubjectLink({ about }: { about: AuditSubject }) {
  const { t, href } = useI18n();
  const link = (path: string, text: string) => (
    <Link to={href(path)} data-testid="audit-subject-link">
      {text}
    </Link>
  );
  switch (about.kind) {
    case "order":
      return link(`/admin/orders/${about.id}`, about.number ?? about.id);
    case "user":
      return link(`/admin/buyers/${about.id}`, about.name ?? about.id);
    case "promo":
      return link(`/admin/promos/${encodeURIComponent(about.code)}`, about.code);
    case "product":
      return link(`/admin/catalog/products/${encodeURIComponent(about.sku)}`, about.sku);
    case "game":
      return link(`/admin/catalog/${encodeURIComponent(about.slug)}`, about.slug);
    case "supplier":
      return link("/admin/suppliers", about.name);
    case "setting":
      return link("/admin/settings", t(`adminAudit.setting.${about.setting}`, { currency: about.currency ?? "" }));
    default:
      return <code className="admin-wrap">{about.text}</code>;
  }
}

/** The entry as a sentence in the operator's language; an action the console does not know, as stored. */
function Sentence({ entry }: { entry: AuditListEntry }) {
  const { t, money } = useI18n();
  if (!entry.known) return <strong>{entry.action}</strong>;
  const words = t(`adminAudit.action.${entry.known}`, {
    subject: SUBJECT_MARK,
    amount: entry.amount ? money(entry.amount) : "—",
  });
  const [head, ...tail] = words.split(SUBJECT_MARK);
  return (
    <strong data-testid="audit-sentence">
      {head}
      {tail.length ? (
        <>
          <SubjectLink about={entry.about} />
          {tail.join("")}
        </>
      ) : null}
    </strong>
  );
}

/** A value as the operator reads it: money formatted in its currency, a long text folded after its start. */
function Value({ value, currency }: { value: string | null; currency?: Currency }) {
  const { t, money } = useI18n();
  if (value === null) return <>—</>;
  const amount = Number(value);
  if (currency && Number.isSafeInteger(amount)) return <>{money({ amount, currency })}</>;
  if (value.length <= VALUE_SHOWN) return <>{value}</>;
  return (
    <details className="admin-audit__more">
      <summary>
        {value.slice(0, VALUE_SHOWN)}… <span className="muted small">{t("adminAudit.showValue")}</span>
      </summary>
      {value}
    </details>
  );
}

function ChangeRows({ changes }: { changes: AuditChange[] }) {
  const { t } = useI18n();
  return (
    <tbody>
      {changes.map((change) => (
        <tr key={change.field}>
          <th scope="row" title={change.field}>
            {change.known ? t(`adminAudit.field.${change.known}`) : change.field}
          </th>
          <td className="admin-wrap">
            <Value value={change.before} currency={change.beforeCurrency} />
          </td>
          <td className="admin-wrap">
            <Value value={change.after} currency={change.afterCurrency} />
          </td>
        </tr>
      ))}
    </tbody>
  );
}

/**
 * Operators' actions as the console lists them everywhere (the audit page, an order's, a buyer's):
 * what was done as a sentence with its subject linked, when, who, why, and the fields that changed,
 * before and after, never raw JSON; a long list of changes folded after its first lines. Needs the
 * page's `adminBuyer` and `adminAudit` messages.
 */
export function AuditList({
  entries,
  showSubject = false,
  testId,
}: {
  entries: AuditListEntry[];
  /** The audit page lists many subjects: an entry the console cannot say as a sentence says which. */
  showSubject?: boolean;
  testId?: string;
}) {
  const { t } = useI18n();
  const clock = useConsoleClock();
  if (!entries.length) return <p className="muted">{t("adminBuyer.noAudit")}</p>;
  return (
    <ol className="admin-audit" data-testid={testId}>
      {entries.map((entry) => {
        const shown = entry.changes.slice(0, CHANGES_SHOWN);
        const folded = entry.changes.slice(CHANGES_SHOWN);
        return (
          <li key={entry.id} className="admin-audit__entry" data-testid="audit-entry" data-action={entry.action}>
            <p className="admin-audit__head">
              <Sentence entry={entry} />{" "}
              <span className="muted small">
                {clock.time(entry.createdAt)} ·{" "}
                {t("adminBuyer.by", { operator: entry.operator ?? t("adminBuyer.system") })}
              </span>
            </p>
            {showSubject && !entry.known ? (
              <p className="small admin-wrap">{t("adminBuyer.subject", { subject: entry.subject })}</p>
            ) : null}
            {entry.reason ? <p className="admin-wrap">{t("adminBuyer.because", { reason: entry.reason })}</p> : null}
            {entry.changes.length ? (
              <>
                <table className="admin-audit__changes">
                  <thead>
                    <tr>
                      <th scope="col">{t("adminBuyer.field")}</th>
                      <th scope="col">{t("adminBuyer.before")}</th>
                      <th scope="col">{t("adminBuyer.after")}</th>
                    </tr>
                  </thead>
                  <ChangeRows changes={shown} />
                </table>
                {folded.length ? (
                  <details className="admin-audit__more" data-testid="audit-more">
                    <summary>{t("adminAudit.showAll", { count: entry.changes.length })}</summary>
                    <table className="admin-audit__changes">
                      <ChangeRows changes={folded} />
                    </table>
                  </details>
                ) : null}
              </>
            ) : (
              <p className="muted small">{t("adminBuyer.noChanges")}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
