import { Form, Link, data, useActionData, useLoaderData } from "react-router";
import { buyerLockoutsForm } from "../../../../contracts/console-forms";
import { RESOLUTION_NOTE_MAX, RESOLUTION_NOTE_MIN } from "../../../../core/admin/resolution-note";
import { ReasonField } from "../../../components/admin/reason-field";
import { FormError } from "../../../components/form-error";
import { parseForm, refuse } from "../../../lib/form.server";
import { userSubject } from "../../../../core/records/audit";
import { auditLines } from "../../../../core/admin/audit-search";
import { UUID_PATTERN } from "../../../../core/admin/buyers";
import { can } from "../../../../core/admin/permissions";
import { useConsoleClock } from "../../../components/admin/admin-time";
import { AuditList } from "../../../components/admin/audit-list";
import { CompensateForm } from "../../../components/admin/compensate-form";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { requireOperatorPage } from "../../../lib/admin.server";
import { compensateFromForm, newCompensationKey } from "../../../lib/admin-buyers.server";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import type { Route } from "./+types/buyer";
import { ScrollRegion } from "../../../components/admin/scroll-region";

export const handle = { messages: ["admin", "adminAudit", "adminBuyer", "order"] } satisfies PageHandle;

/**
 * One buyer for support: the account, balances per currency, the ledger a page at a time (read-only),
 * their orders, what operators did about them, and compensation with gold.
 */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const me = await requireOperatorPage({ request, url, context }, "buyers");
  const { services } = context.get(requestScope);
  const before = url.searchParams.get("before");
  const beforeId = before && /^\d{1,15}$/.test(before) ? Number(before) : undefined;
  const found = UUID_PATTERN.test(params.id) ? await services.adminBuyers.lookup.buyer(params.id, beforeId) : undefined;
  if (!found) throw data({ message: "adminBuyer.notFound" }, { status: 404 });
  return {
    messages: pageMessages({ url, context }, handle.messages),
    ...found,
    paged: beforeId !== undefined,
    audit: await auditLines(await services.admin.auditOf(userSubject(params.id)), services.adminBuyers.audit),
    canCompensate: can(me.role, "compensation"),
    formKey: newCompensationKey(),
    lockouts: (await services.adminBuyers.lockouts.of(params.id)).map((lockout) => ({
      ...lockout,
      until: lockout.until.toISOString(),
    })),
  };
}

/** The compensation form (app/components/admin/compensate-form.tsx) posts here, from this page or an order's. */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  let me = await requireOperatorPage({ request, url, context }, "buyers");
  const { services, requestId } = context.get(requestScope);
  const posted = await request.formData();
  if (posted.get("intent") === "clearLockouts") {
    if (!UUID_PATTERN.test(params.id)) return refuse("adminBuyer.notFound");
    const form = parseForm(buyerLockoutsForm, posted, "adminBuyer.lockoutReasonInvalid");
    if (!form.ok) return refuse(form.error, { lockouts: true });
    const result = await services.adminBuyers.lockouts.clear(me, params.id, form.value.reason, { requestId });
    if (!result.ok) return refuse("adminBuyer.lockoutReasonInvalid", { lockouts: true });
    return { lockoutsCleared: result.cleared };
  }
  me = await requireOperatorPage({ request, url, context }, "compensation");
  const { answer, status } = await compensateFromForm(services, me, params.id, posted, requestId);
  return data(answer, { status });
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => {
  const t = metaTranslator(matches);
  return t && loaded
    ? [
        ...pageMeta(t("adminBuyer.buyerTitle", { name: loaded.facts.displayName ?? loaded.facts.email ?? "—" })),
        { name: "robots", content: "noindex" },
      ]
    : [{ name: "robots", content: "noindex" }];
};

export default function AdminBuyerPage() {
  const { facts, balances, ledger, olderThan, paged, orders, audit, canCompensate, formKey, lockouts } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, href, money } = useI18n();
  const clock = useConsoleClock();
  return (
    <>
      <h1 data-testid="buyer-title">
        {t("adminBuyer.buyerTitle", { name: facts.displayName ?? t("adminBuyer.noName") })}
      </h1>
      <dl className="card admin-facts" data-testid="buyer-facts">
        <dt>{t("adminBuyer.userId")}</dt>
        <dd className="admin-wrap">{facts.id}</dd>
        <dt>{t("adminBuyer.email")}</dt>
        <dd className="admin-wrap">{facts.email ?? "—"}</dd>
        <dt>{t("adminBuyer.joined")}</dt>
        <dd>{clock.time(facts.createdAt)}</dd>
        <dt>{t("adminBuyer.methods")}</dt>
        <dd className="admin-wrap">
          {facts.methods.map((method) => `${method.provider}${method.label ? ` (${method.label})` : ""}`).join(", ") ||
            "—"}
        </dd>
      </dl>
      {facts.operatorRole ? <p className="muted">{t("adminBuyer.isOperator", { role: facts.operatorRole })}</p> : null}

      <section className="card" aria-labelledby="balances-title">
        <h2 id="balances-title">{t("adminBuyer.balances")}</h2>
        {balances.length ? (
          <ScrollRegion label={t("adminBuyer.balances")}>
            <table className="admin-table" data-testid="buyer-balances">
              <thead>
                <tr>
                  <th scope="col">{t("adminBuyer.currency")}</th>
                  <th scope="col">{t("adminBuyer.account.cashback")}</th>
                  <th scope="col">{t("adminBuyer.account.gold")}</th>
                  <th scope="col">{t("adminBuyer.held")}</th>
                </tr>
              </thead>
              <tbody>
                {balances.map((row) => (
                  <tr key={row.currency} data-currency={row.currency}>
                    <th scope="row">{row.currency}</th>
                    <td>{money({ amount: row.cashback, currency: row.currency })}</td>
                    <td data-testid={`buyer-gold-${row.currency}`}>
                      {money({ amount: row.gold, currency: row.currency })}
                    </td>
                    <td>
                      {money({ amount: row.cashbackHeld, currency: row.currency })} ·{" "}
                      {money({ amount: row.goldHeld, currency: row.currency })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ) : (
          <p className="muted">{t("adminBuyer.noBalances")}</p>
        )}
      </section>

      <section className="card stack" aria-labelledby="lockouts-title" data-testid="buyer-lockouts">
        <h2 id="lockouts-title">{t("adminBuyer.lockouts")}</h2>
        {result && "lockoutsCleared" in result ? (
          <p className="notice notice--ok" role="status" data-testid="lockouts-cleared">
            {t(result.lockoutsCleared ? "adminBuyer.lockoutsCleared" : "adminBuyer.lockoutsNone")}
          </p>
        ) : null}
        {lockouts.length === 0 ? (
          <p className="muted">{t("adminBuyer.lockoutsNone")}</p>
        ) : (
          <>
            <ul className="admin-list">
              {lockouts.map((lockout) => (
                <li key={`${lockout.phone}:${lockout.kind}`} data-testid="lockout" data-kind={lockout.kind}>
                  <strong className="admin-wrap">{`+${lockout.phone}`}</strong>
                  {` · ${t(`adminBuyer.lockout.${lockout.kind}`)} · ${t("adminBuyer.lockoutUntil", { at: clock.time(lockout.until) })}`}
                </li>
              ))}
            </ul>
            <Form method="post" className="stack">
              <input type="hidden" name="intent" value="clearLockouts" />
              <ReasonField
                label={t("adminBuyer.lockoutReason")}
                hint={t("adminBuyer.lockoutReasonHint")}
                minLength={RESOLUTION_NOTE_MIN}
                maxLength={RESOLUTION_NOTE_MAX}
                rows={2}
                testId="lockout-reason"
              />
              <FormError message={result && "lockouts" in result && "error" in result ? t(result.error) : null} />
              <button type="submit" className="button" data-testid="lockouts-clear">
                {t("adminBuyer.lockoutsClear")}
              </button>
            </Form>
          </>
        )}
      </section>

      {canCompensate ? <CompensateForm buyerId={facts.id} formKey={formKey} /> : null}

      <section className="card" aria-labelledby="ledger-title">
        <h2 id="ledger-title">{t("adminBuyer.ledger")}</h2>
        <p className="muted small">{t("adminBuyer.ledgerText")}</p>
        {ledger.length ? (
          <ol className="admin-timeline" data-testid="buyer-ledger">
            {ledger.map((line) => (
              <li key={line.id} data-kind={line.kind}>
                <span className="muted small">{clock.time(line.createdAt)}</span>{" "}
                <strong>{money({ amount: line.amount, currency: line.currency })}</strong>{" "}
                {t(`adminBuyer.account.${line.account}`)}{" "}
                <span className="muted small admin-wrap">
                  {line.kind} · {line.reference}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="muted">{t("adminBuyer.noLedger")}</p>
        )}
        <p className="admin-inline">
          {paged ? (
            <Link to="." className="button button--ghost">
              {t("adminBuyer.newestEntries")}
            </Link>
          ) : null}
          {olderThan ? (
            <Link to={`?before=${olderThan}`} className="button button--ghost" data-testid="buyer-ledger-older">
              {t("adminBuyer.olderEntries")}
            </Link>
          ) : null}
        </p>
      </section>

      <section className="card" aria-labelledby="orders-title">
        <h2 id="orders-title">{t("adminBuyer.orders")}</h2>
        {orders.length ? (
          <ul className="admin-list" data-testid="buyer-orders">
            {orders.map((order) => (
              <li key={order.id} className="admin-order-row">
                <Link to={href(`/admin/orders/${order.id}`)} className="admin-order-row__number">
                  {order.number}
                </Link>
                <span className="admin-order-row__status">{t(`order.status.${order.status}`)}</span>
                <span>{order.productTitle}</span>
                <strong>{money({ amount: order.total, currency: order.currency })}</strong>
                <span className="muted small">{clock.time(order.createdAt)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t("adminBuyer.noOrders")}</p>
        )}
      </section>

      <section className="card" aria-labelledby="audit-title">
        <h2 id="audit-title">{t("adminBuyer.audit")}</h2>
        <AuditList entries={audit} testId="buyer-audit" />
      </section>
    </>
  );
}
