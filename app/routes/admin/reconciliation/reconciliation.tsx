import { Form, Link, useActionData } from "react-router";
import { reconciliationForm } from "../../../../contracts/console-forms";
import {
  DIFFERENCE_KINDS,
  RECONCILIATION_MAX_BYTES,
  RECONCILIATION_MAX_ROWS,
  type ReconciledRow,
  type RowKind,
  type SettlementLineError,
} from "../../../../core/admin/reconciliation";
import { useConsoleClock } from "../../../components/admin/admin-time";
import { Field } from "../../../components/field";
import { FormError } from "../../../components/form-error";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { requireOperatorPage } from "../../../lib/admin.server";
import { parseForm, refuse } from "../../../lib/form.server";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import type { MessageKey } from "../../../../i18n/messages/id";
import type { Route } from "./+types/reconciliation";
import { ScrollRegion } from "../../../components/admin/scroll-region";

export const handle = { messages: ["admin", "adminReconcile"] } satisfies PageHandle;

/**
 * Reconciliation with Midtrans (decision 058): the operator uploads the transaction report exported
 * from Midtrans's dashboard and sees, for the file's period, what matches the shop's payments and
 * what differs, each difference linked to its order. The result is shown once, not stored; the
 * upload is audited. The "orders" permission: the same payments the payments export already gives it.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireOperatorPage({ request, url, context }, "orders");
  return { messages: pageMessages({ url, context }, handle.messages) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const me = await requireOperatorPage({ request, url, context }, "orders");
  const { services, requestId } = context.get(requestScope);
  // Every refusal has one shape: its message, the message's values, and the bad lines it names.
  const refused = (
    error: MessageKey,
    values: Record<string, string | number> = {},
    lines: SettlementLineError[] = [],
  ) => refuse(error, { values, lines });
  const form = parseForm(reconciliationForm, await request.formData(), "adminReconcile.noFile");
  if (!form.ok) return refused(form.error);
  const file = form.value.report;
  if (!(file instanceof Blob) || file.size === 0) return refused("adminReconcile.noFile");
  const result = await services.reconcile(me, new Uint8Array(await file.arrayBuffer()), { requestId });
  if (!result.ok) {
    const { error } = result;
    return error.code === "badLines"
      ? refused("adminReconcile.badLines", { count: error.values.count }, error.values.errors)
      : refused(`adminReconcile.${error.code}`, error.values);
  }
  return { reconciliation: result.reconciliation };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("adminReconcile.section")), { name: "robots", content: "noindex" }] : [];
};

const rupiah = (amount: number) => ({ amount, currency: "IDR" as const });
const KINDS: readonly RowKind[] = ["matched", ...DIFFERENCE_KINDS];

export default function AdminReconciliationPage() {
  const result = useActionData<typeof action>();
  const { t, money, href } = useI18n();
  const clock = useConsoleClock();
  const reconciliation = result && "reconciliation" in result ? result.reconciliation : undefined;
  const refusal = result && "error" in result ? result : undefined;
  const megabytes = RECONCILIATION_MAX_BYTES / 1024 / 1024;
  const differences = reconciliation ? DIFFERENCE_KINDS.filter((kind) => reconciliation.totals[kind].count > 0) : [];
  return (
    <>
      <p>
        <Link to={href("/admin")}>{t("admin.title")}</Link>
      </p>
      <h1>{t("adminReconcile.section")}</h1>
      <p className="muted">{t("adminReconcile.text")}</p>

      <section className="card stack" aria-labelledby="reconcile-upload">
        <h2 id="reconcile-upload">{t("adminReconcile.upload")}</h2>
        <Form method="post" encType="multipart/form-data" className="catalog-form" data-testid="reconcile-form">
          <input type="hidden" name="intent" value="reconcile" />
          <Field
            label={t("adminReconcile.file")}
            hint={t("adminReconcile.fileHint", { megabytes, rows: RECONCILIATION_MAX_ROWS })}
            name="report"
            type="file"
            accept=".csv,text/csv"
            required
          />
          <button type="submit" className="button">
            {t("adminReconcile.submit")}
          </button>
        </Form>
        <div data-testid="reconcile-error">
          <FormError message={refusal ? t(refusal.error, refusal.values) : null} />
          {refusal?.lines.length ? (
            <ul data-testid="reconcile-lines">
              {refusal.lines.map(({ line, problem }) => (
                <li key={`${line}-${problem}`}>
                  {t("adminReconcile.line", { line, problem: t(`adminReconcile.problem.${problem}`) })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>

      {reconciliation ? (
        <section className="card stack" aria-labelledby="reconcile-result" data-testid="reconcile-result">
          <h2 id="reconcile-result">{t("adminReconcile.result")}</h2>
          <p data-testid="reconcile-period">
            {t("adminReconcile.period", {
              from: clock.time(reconciliation.period.from),
              to: clock.time(reconciliation.period.to),
              rows: reconciliation.fileRows,
            })}
          </p>
          <ScrollRegion label={t("adminReconcile.result")}>
            <table className="admin-table" data-testid="reconcile-totals">
              <thead>
                <tr>
                  <th scope="col">{t("adminReconcile.kind")}</th>
                  <th scope="col">{t("adminReconcile.count")}</th>
                  <th scope="col">{t("adminReconcile.sum")}</th>
                </tr>
              </thead>
              <tbody>
                {KINDS.map((kind) => (
                  <tr key={kind} data-testid={`total-${kind}`}>
                    <th scope="row">{t(`adminReconcile.kind.${kind}`)}</th>
                    <td>{reconciliation.totals[kind].count}</td>
                    <td className="admin-table__nowrap">{money(rupiah(reconciliation.totals[kind].sumIdr))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {differences.length === 0 ? (
            <p role="status" data-testid="reconcile-clean">
              {t("adminReconcile.clean")}
            </p>
          ) : null}
        </section>
      ) : null}

      {reconciliation
        ? differences.map((kind) => (
            <section
              key={kind}
              className="card stack"
              aria-labelledby={`reconcile-${kind}`}
              data-testid={`differences-${kind}`}
            >
              <h2 id={`reconcile-${kind}`}>{t(`adminReconcile.kind.${kind}`)}</h2>
              {reconciliation.totals[kind].count > reconciliation.totals[kind].rows.length ? (
                <p className="muted small">
                  {t("adminReconcile.listed", {
                    shown: reconciliation.totals[kind].rows.length,
                    count: reconciliation.totals[kind].count,
                  })}
                </p>
              ) : null}
              <ScrollRegion label={t(`adminReconcile.kind.${kind}`)}>
                <table className="admin-table reconcile-table">
                  <thead>
                    <tr>
                      <th scope="col">{t("adminReconcile.orderId")}</th>
                      <th scope="col">{t("adminReconcile.time")}</th>
                      <th scope="col">{t("adminReconcile.inFile")}</th>
                      <th scope="col">{t("adminReconcile.inShop")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {reconciliation.totals[kind].rows.map((row) => (
                      <DifferenceRow key={row.paymentId} row={row} />
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </section>
          ))
        : null}
    </>
  );
}

/** One difference: the order id as sent to Midtrans (linked to the order), and each side's amount and status. */
function DifferenceRow({ row }: { row: ReconciledRow }) {
  const { t, money, href } = useI18n();
  const clock = useConsoleClock();
  return (
    <tr data-testid={`difference-${row.paymentId}`}>
      <th scope="row">
        {row.orderId ? <Link to={href(`/admin/orders/${row.orderId}`)}>{row.paymentId}</Link> : row.paymentId}
      </th>
      <td className="admin-table__nowrap" data-label={t("adminReconcile.time")}>
        {clock.time(row.at)}
      </td>
      <td data-label={t("adminReconcile.inFile")}>
        {row.fileAmountIdr === null ? (
          t("adminReconcile.absent")
        ) : (
          <>
            {money(rupiah(row.fileAmountIdr))}
            <span className="admin-table__sub">{row.fileStatus}</span>
          </>
        )}
      </td>
      <td data-label={t("adminReconcile.inShop")}>
        {row.shopAmount === null || row.shopCurrency === null || row.shopStatus === null ? (
          t("adminReconcile.absent")
        ) : (
          <>
            {money({ amount: row.shopAmount, currency: row.shopCurrency })}
            <span className="admin-table__sub">{t(`adminReconcile.shopStatus.${row.shopStatus}`)}</span>
          </>
        )}
      </td>
    </tr>
  );
}
