import type { AuditLine } from "../../../core/admin/audit-search";
import { useI18n } from "../../i18n/i18n-context";
import { useConsoleClock } from "./admin-time";

/** An audit line as it reaches the page (its moment serialized). */
export type AuditListEntry = Omit<AuditLine, "createdAt"> & { createdAt: Date | string };

/**
 * Operators' actions as the console lists them everywhere (the audit page, an order's, a buyer's):
 * when, what, who, why, and the fields that changed, before and after, never raw JSON. Needs the
 * page's `adminBuyer` messages.
 */
export function AuditList({
  entries,
  showSubject = false,
  testId,
}: {
  entries: AuditListEntry[];
  /** The audit page lists many subjects: each entry says which. */
  showSubject?: boolean;
  testId?: string;
}) {
  const { t } = useI18n();
  const clock = useConsoleClock();
  if (!entries.length) return <p className="muted">{t("adminBuyer.noAudit")}</p>;
  return (
    <ol className="admin-audit" data-testid={testId}>
      {entries.map((entry) => (
        <li key={entry.id} className="admin-audit__entry" data-testid="audit-entry" data-action={entry.action}>
          <p className="admin-audit__head">
            <strong>{entry.action}</strong>{" "}
            <span className="muted small">
              {clock.time(entry.createdAt)} ·{" "}
              {t("adminBuyer.by", { operator: entry.operator ?? t("adminBuyer.system") })}
            </span>
          </p>
          {showSubject ? (
            <p className="small admin-wrap">{t("adminBuyer.subject", { subject: entry.subject })}</p>
          ) : null}
          {entry.reason ? <p className="admin-wrap">{t("adminBuyer.because", { reason: entry.reason })}</p> : null}
          {entry.changes.length ? (
            <table className="admin-audit__changes">
              <thead>
                <tr>
                  <th scope="col">{t("adminBuyer.field")}</th>
                  <th scope="col">{t("adminBuyer.before")}</th>
                  <th scope="col">{t("adminBuyer.after")}</th>
                </tr>
              </thead>
              <tbody>
                {entry.changes.map((change) => (
                  <tr key={change.field}>
                    <th scope="row">{change.field}</th>
                    <td>{change.before ?? "—"}</td>
                    <td>{change.after ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="muted small">{t("adminBuyer.noChanges")}</p>
          )}
        </li>
      ))}
    </ol>
  );
}
