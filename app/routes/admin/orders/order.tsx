import { Form, Link, data, useActionData, useLoaderData } from "react-router";
import { orderForm } from "../../../../contracts/console-forms";
import { REFUND_REASON_MAX, REFUND_REASON_MIN } from "../../../../core/admin/operator-refund";
import { can } from "../../../../core/admin/permissions";
import type { TimelineEntry } from "../../../../core/admin/order-timeline";
import type { Money } from "../../../../core/money";
import type { MessageKey } from "../../../../i18n/messages/id";
import {
  CORRECT_MESSAGES,
  RESEND_MESSAGES,
  LIMIT_RELEASE_MESSAGES,
  RESOLVE_MESSAGES,
  RETRY_MESSAGES,
} from "../../../../i18n/admin-order-failures";
import { accountErrorKey } from "../../../../i18n/account-errors";
import { mayCorrectAccount } from "../../../../core/admin/account-correction";
import { splitLocalePath } from "../../../../core/locales";
import { REFUND_MESSAGES } from "../../../../i18n/refund-failures";
import { useConsoleClock } from "../../../components/admin/admin-time";
import { AuditList } from "../../../components/admin/audit-list";
import { CompensateForm } from "../../../components/admin/compensate-form";
import { auditLines } from "../../../../core/admin/audit-search";
import {
  CorrectAccountForm,
  ReleaseLimitForm,
  ResendReceiptForm,
  ResolveForm,
  RetryDeliveryForm,
} from "./order-action-forms";
import { OrderOutbox } from "./order-outbox";
import { ReasonField } from "../../../components/admin/reason-field";
import { FormError } from "../../../components/form-error";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { requireOperatorPage } from "../../../lib/admin.server";
import { parseForm, refuse } from "../../../lib/form.server";
import { newCompensationKey } from "../../../lib/admin-buyers.server";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import type { Route } from "./+types/order";

export const handle = {
  messages: ["admin", "adminAudit", "adminBuyer", "adminOrder", "field", "order", "payment", "refund", "validation"],
} satisfies PageHandle;

/** One order for support: its facts, its story in time order, its refund, and what operators did to it. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const me = await requireOperatorPage({ request, url, context }, "orders");
  const { services } = context.get(requestScope);
  const found = await services.adminOrders.timeline(params.id);
  if (!found.ok) throw data({ message: "admin.orderNotFound" }, { status: 404 });
  const claim = (await services.adminOrders.refundsOf(params.id)).find((refund) => refund.kind === "order") ?? null;
  const { order } = found.timeline;
  const delivery = found.timeline.entries.find((entry) => entry.kind === "delivery");
  // The correction form asks the game's own fields, as the game's page asks them.
  const game = mayCorrectAccount(order, delivery, claim ?? undefined, new Date())
    ? await services.catalog.findGame(order.gameSlug, splitLocalePath(url.pathname).locale, order.total.currency)
    : undefined;
  return {
    messages: pageMessages({ url, context }, handle.messages),
    order: found.timeline.order,
    entries: found.timeline.entries,
    refund: claim && { method: claim.method, amount: claim.amount, currency: claim.currency, status: claim.status },
    audit: await auditLines(await services.admin.auditOfOrder(params.id), services.adminBuyers.audit),
    canRefund: can(me.role, "refunds"),
    canCompensate: can(me.role, "compensation"),
    // Only an admin forces a retry (core/admin/delivery-retry.ts refuses anyone else).
    canForceRetry: me.role === "admin",
    canReleaseLimit: can(me.role, "purchaseLimits"),
    accountFields: game?.account.fields ?? null,
    compensationKey: newCompensationKey(),
    outbox: await services.adminOrders.outbox(params.id, me.role),
    /** The gold the order earned by missing its delivery promise (decision 063), if it did. */
    promise: (await services.adminOrders.promise(params.id)) ?? null,
    // A fresh key per page: a double submit of the same form queues the receipt once.
    resendKey: globalThis.crypto.randomUUID(),
  };
}

const INTENTS = ["refund", "retry", "correctAccount", "resolve", "resend", "releaseLimit"] as const;
/** The statuses the console refunds from (core/admin/operator-refund.ts decides each case). */
const REFUNDABLE: readonly string[] = ["delivery_failed", "complete", "in_progress"];
type Intent = (typeof INTENTS)[number];

/**
 * The order's forms: each behind the "orders" permission, the refund also behind "refunds"; each
 * refused with a translated reason.
 */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  let me = await requireOperatorPage({ request, url, context }, "orders");
  const { services, requestId } = context.get(requestScope);
  const actions = services.adminOrders;
  const posted = await request.formData();
  const form = parseForm(orderForm, posted, "admin.formInvalid");
  const refused = (intent: Intent, error: MessageKey) => refuse(error, { intent });
  // A form the schema refuses is answered beside the form it came from, if it names one.
  if (!form.ok) return refused(INTENTS.find((intent) => intent === posted.get("intent")) ?? "refund", form.error);
  const asked = form.value;
  if (asked.intent === "retry") {
    const result = await actions.retryDelivery(me, params.id, { force: asked.force }, { requestId });
    return result.ok
      ? { intent: asked.intent, done: true as const }
      : refused(asked.intent, RETRY_MESSAGES[result.error.code]);
  }
  if (asked.intent === "correctAccount") {
    const result = await actions.correctAccount(me, params.id, asked.account, asked.reason, { requestId });
    if (result.ok) return { intent: asked.intent, done: true as const, account: result.accountLabel };
    if (result.error.code !== "account") return refused(asked.intent, CORRECT_MESSAGES[result.error.code]);
    // The game's own message for the first field refused, each field's under it.
    const fields = result.error.values.fields;
    return refuse(accountErrorKey(Object.values(fields)[0]!), { intent: asked.intent, fields });
  }
  if (asked.intent === "resolve") {
    const result = await actions.resolve(me, params.id, asked.note, { requestId });
    return result.ok
      ? { intent: asked.intent, done: true as const }
      : refused(asked.intent, RESOLVE_MESSAGES[result.error.code]);
  }
  if (asked.intent === "resend") {
    const result = await actions.resendReceipt(me, params.id, asked, { requestId });
    return result.ok
      ? { intent: asked.intent, done: true as const, recipient: result.recipient }
      : refused(asked.intent, RESEND_MESSAGES[result.error.code]);
  }
  if (asked.intent === "releaseLimit") {
    me = await requireOperatorPage({ request, url, context }, "purchaseLimits");
    const result = await actions.releaseLimit(me, params.id, asked.reason, { requestId });
    return result.ok
      ? { intent: asked.intent, done: true as const }
      : refused(asked.intent, LIMIT_RELEASE_MESSAGES[result.error.code]);
  }
  me = await requireOperatorPage({ request, url, context }, "refunds");
  const result = await actions.refund(me, params.id, asked, { requestId });
  if (result.ok) return { intent: asked.intent, done: true as const };
  const code =
    result.error.code === "overLimit"
      ? "admin.refundOverLimit"
      : result.error.code === "notFound"
        ? "admin.orderNotFound"
        : result.error.code === "deliveredMeanwhile"
          ? "refund.deliveredMeanwhile"
          : REFUND_MESSAGES[result.error.code];
  return refused(asked.intent, code);
}

export const meta: Route.MetaFunction = ({ matches, data: loaded }) => {
  const t = metaTranslator(matches);
  return t && loaded
    ? [...pageMeta(t("admin.orderTitle", { number: loaded.order.number })), { name: "robots", content: "noindex" }]
    : [{ name: "robots", content: "noindex" }];
};

/** One timeline entry's facts, as stored (providers' words are shown as they said them). */
function entryFacts(entry: TimelineEntry, money: (value: Money) => string): string {
  switch (entry.kind) {
    case "status":
      return `${entry.from ?? "—"} → ${entry.to} · ${entry.reason} · ${entry.actor}`;
    case "payment":
      return `#${entry.attempt} ${entry.provider}/${entry.method} · ${money(entry.amount)} · ${entry.status}${entry.providerStatus ? ` (${entry.providerStatus})` : ""}`;
    case "receipt":
      return `${entry.channel} → ${entry.recipient} · ${entry.status}${entry.lastError ? ` · ${entry.lastError}` : ""}`;
    case "message":
      return `${entry.channel} → ${entry.recipient}: ${entry.body}`;
    case "delivery":
      return `${entry.status} · ${entry.supplier ?? "—"} · ${entry.attempts}${entry.lastMessage ? ` · ${entry.lastMessage}` : ""}`;
    case "late":
      return "";
    case "refund":
      return `${entry.method} · ${money(entry.amount)} · ${entry.status} · ${entry.requestedBy}${entry.lastError ? ` · ${entry.lastError}` : ""}`;
    case "rating":
      return `${"★".repeat(entry.stars)} ${entry.reasons.join(", ")}${entry.comment ? ` · ${entry.comment}` : ""}`;
    case "resolved":
      return `${entry.note} · operator:${entry.operatorId}`;
    case "answer":
      return entry.provider;
    case "accountCorrected":
      return `${Object.values(entry.before).join(" ")} → ${Object.values(entry.after).join(" ")} · ${entry.reason} · operator:${entry.operatorId}`;
  }
}

export default function AdminOrderPage() {
  const {
    order,
    entries,
    refund,
    audit,
    canRefund,
    canCompensate,
    canForceRetry,
    canReleaseLimit,
    accountFields,
    compensationKey,
    outbox,
    resendKey,
    promise,
  } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, href, money } = useI18n();
  const clock = useConsoleClock();
  const eventLabel = (entry: TimelineEntry) =>
    entry.kind === "answer" || entry.kind === "resolved" || entry.kind === "accountCorrected"
      ? t(`adminOrder.event.${entry.kind}`)
      : entry.kind === "receipt" && entry.about === "accountCorrected"
        ? t("adminOrder.outboxSource.accountCorrected")
        : t(`admin.event.${entry.kind}`);
  const refundResult = result?.intent === "refund" ? result : undefined;
  const method = (to: "gold" | "payment") => t(to === "gold" ? "admin.refundToGold" : "admin.refundToPayment");
  return (
    <>
      <h1 data-testid="admin-order-title">{t("admin.orderTitle", { number: order.number })}</h1>
      <dl className="card admin-facts" data-testid="admin-order-facts">
        <dt>{t("admin.filterStatus")}</dt>
        <dd data-testid="admin-order-status">{t(`order.status.${order.status}`)}</dd>
        <dt>{t("admin.filterGame")}</dt>
        <dd>
          {order.productTitle} · {order.gameSlug}
        </dd>
        <dt>{t("admin.orderAccount")}</dt>
        <dd className="admin-wrap">
          {order.accountLabel}
          {order.nickname ? ` (${order.nickname})` : ""}
        </dd>
        <dt>{t("admin.colBuyer")}</dt>
        <dd className="admin-wrap">
          {order.userId ? (
            <Link to={href(`/admin/buyers/${order.userId}`)} data-testid="admin-order-buyer">
              {order.buyerName ?? t("admin.buyerAccount")}
            </Link>
          ) : (
            t("admin.guest")
          )}
        </dd>
        <dt>{t("admin.orderContact")}</dt>
        <dd className="admin-wrap">{[order.contactEmail, order.contactPhone].filter(Boolean).join(" · ") || "—"}</dd>
        <dt>{t("admin.orderTotal")}</dt>
        <dd>{money(order.total)}</dd>
        <dt>{t("admin.orderCreated")}</dt>
        <dd>{clock.time(order.createdAt)}</dd>
      </dl>
      {promise ? (
        <p className="notice notice--info" data-testid="admin-order-promise">
          {t("adminOrder.promiseCompensated", { minutes: promise.promiseMinutes, amount: money(promise.amount) })}
        </p>
      ) : null}

      <section className="card" aria-labelledby="refund-title">
        <h2 id="refund-title">{t("admin.refundState")}</h2>
        <p data-testid="admin-order-refund">
          {refund
            ? t("admin.refundSummary", {
                method: method(refund.method),
                amount: money({ amount: refund.amount, currency: refund.currency }),
                status: t(`admin.refundStatus.${refund.status}`),
              })
            : t("admin.noRefund")}
        </p>
        {refundResult && "done" in refundResult ? <p role="status">{t("admin.refundDone")}</p> : null}
        {canRefund && REFUNDABLE.includes(order.status) && !refund ? (
          <Form method="post" className="stack" data-testid="admin-refund-form">
            <input type="hidden" name="intent" value="refund" />
            <h3>{t("admin.refundTitle")}</h3>
            {order.status === "complete" ? (
              <>
                <p className="notice notice--info" data-testid="admin-refund-delivered">
                  {t("admin.refundDeliveredWarning")}
                </p>
                <label>
                  <input type="checkbox" name="confirmDelivered" required /> {t("admin.refundDeliveredConfirm")}
                </label>
              </>
            ) : null}
            {order.status === "in_progress" ? (
              <p className="notice notice--info" data-testid="admin-refund-pending">
                {t("admin.refundPendingNote")}
              </p>
            ) : null}
            <fieldset className="admin-choice">
              <legend>{t("admin.refundTo")}</legend>
              {(["gold", "payment"] as const).map((to) => (
                <label key={to}>
                  <input type="radio" name="to" value={to} defaultChecked={to === "gold"} /> {method(to)}
                </label>
              ))}
            </fieldset>
            <ReasonField
              label={t("admin.refundReason")}
              hint={t("admin.refundReasonHint")}
              minLength={REFUND_REASON_MIN}
              maxLength={REFUND_REASON_MAX}
              testId="admin-refund-reason"
            />
            <FormError message={refundResult && "error" in refundResult ? t(refundResult.error) : null} />
            <button type="submit" className="button" data-testid="admin-refund-submit">
              {t("admin.refundSubmit")}
            </button>
          </Form>
        ) : null}
      </section>

      <section className="card admin-actions" aria-labelledby="actions-title">
        <h2 id="actions-title">{t("adminOrder.actions")}</h2>
        {order.status === "delivery_failed" || order.status === "in_progress" ? (
          <RetryDeliveryForm answer={result} canForce={canForceRetry} />
        ) : null}
        <CorrectAccountForm answer={result} fields={accountFields} />
        <ResolveForm answer={result} />
        {order.paidAt ? <ResendReceiptForm answer={result} resendKey={resendKey} /> : null}
        {order.limitReleasedAt ? (
          <p className="notice notice--info" data-testid="admin-limit-released">
            {t("adminOrder.limitReleasedAt", { at: clock.time(order.limitReleasedAt) })}
          </p>
        ) : canReleaseLimit && order.status === "complete" ? (
          <ReleaseLimitForm answer={result} />
        ) : null}
      </section>

      {canCompensate ? (
        // Posts to the buyer's page, which pays it and shows the buyer's new balance.
        <CompensateForm buyerId={order.userId} orderId={order.id} formKey={compensationKey} />
      ) : null}

      <section className="card" aria-labelledby="outbox-title">
        <h2 id="outbox-title">{t("adminOrder.outbox")}</h2>
        <OrderOutbox items={outbox} />
      </section>

      <section className="card" aria-labelledby="timeline-title">
        <h2 id="timeline-title">{t("admin.timeline")}</h2>
        <ol className="admin-timeline" data-testid="admin-timeline">
          {entries.map((entry, index) => (
            <li key={index} data-kind={entry.kind}>
              <span className="muted small">{clock.time(entry.at)}</span> <strong>{eventLabel(entry)}</strong>{" "}
              <span className="admin-wrap">
                {entry.kind === "late" ? t("admin.lateText") : entryFacts(entry, money)}
              </span>
              {entry.kind === "answer" ? (
                <details className="admin-answer">
                  <summary>
                    {t(`adminOrder.answerKind.${entry.answerKind}`)} · {t("adminOrder.showAnswer")}
                  </summary>
                  <pre className="admin-wrap">{JSON.stringify(entry.answer, null, 2)}</pre>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      </section>

      <section className="card" aria-labelledby="audit-title">
        <h2 id="audit-title">{t("admin.audit")}</h2>
        <AuditList entries={audit} testId="admin-order-audit" />
      </section>
    </>
  );
}
