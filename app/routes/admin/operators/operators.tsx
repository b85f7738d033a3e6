import { Form, useActionData, useLoaderData } from "react-router";
import { OPERATOR_ROLES } from "../../../../core/admin/permissions";
import { operatorsForm } from "../../../../contracts/console-forms";
import { languageOf, localizePath, splitLocalePath } from "../../../../core/locales";
import { Field } from "../../../components/field";
import { FormError } from "../../../components/form-error";
import { useConsoleClock } from "../../../components/admin/admin-time";
import { CopyLinkButton } from "../../../components/payment/copy-link-button";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { requireOperatorPage } from "../../../lib/admin.server";
import { parseForm, refuse } from "../../../lib/form.server";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import type { Route } from "./+types/operators";

export const handle = { messages: ["admin", "payment"] } satisfies PageHandle;

/**
 * Operators (admin only): who they are, their role and status; invitations made, listed and revoked,
 * role changes, disabling, and a second factor started over for someone whose phone is lost or replaced.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const me = await requireOperatorPage({ request, url, context }, "operators");
  const { admin } = context.get(requestScope).services;
  const [operators, invites] = await Promise.all([admin.list(), admin.listInvites()]);
  return {
    messages: pageMessages({ url, context }, handle.messages),
    me: me.userId,
    operators: operators.map((operator) => ({
      userId: operator.userId,
      name: operator.displayName ?? operator.email ?? operator.userId,
      email: operator.email,
      role: operator.role,
      status: operator.status,
      totpEnrolled: operator.totpEnrolled,
    })),
    invites: invites.map((invite) => ({
      id: invite.id,
      who: invite.email ?? invite.identity ?? "",
      role: invite.role,
      createdBy: invite.createdByName,
      createdAt: invite.createdAt.toISOString(),
      expiresAt: invite.expiresAt.toISOString(),
      state: invite.state,
    })),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const me = await requireOperatorPage({ request, url, context }, "operators");
  const { services, requestId } = context.get(requestScope);
  const form = parseForm(operatorsForm, await request.formData(), "admin.formInvalid");
  if (!form.ok) return refuse(form.error);
  const asked = form.value;
  if (asked.intent === "invite") {
    const { locale } = splitLocalePath(url.pathname);
    const link = (token: string) =>
      new URL(localizePath(`/admin/invite/${token}`, locale), services.config.publicOrigin).toString();
    // The invitee reads it in the language the admin's console is in.
    const { token, sending } = await services.admin.invite(
      me,
      { ...asked, send: { link, language: languageOf(locale) } },
      { requestId },
    );
    return {
      inviteUrl: link(token),
      sentBy: sending?.sent ? sending.channel : null,
      notSent: sending?.channel ? !sending.sent : false,
    };
  }
  if (asked.intent === "revokeInvite") {
    const revoked = await services.admin.revokeInvite(me, asked.inviteId, { requestId });
    if (!revoked.ok) return refuse("admin.inviteNotFound");
    return { inviteRevoked: true };
  }
  if (!(await services.admin.find(asked.userId))) return refuse("admin.operatorNotFound");
  if (asked.intent === "role") await services.admin.changeRole(me, asked.userId, asked.role, { requestId });
  if (asked.intent === "disable" || asked.intent === "enable")
    await services.admin.setDisabled(me, asked.userId, asked.intent === "disable", { requestId });
  if (asked.intent === "resetTotp") {
    const reset = await services.admin.resetTotp(me, asked.userId, { requestId });
    if (reset.ok && reset.changed) return { totpReset: asked.userId };
  }
  return { changed: true };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("admin.operators")), { name: "robots", content: "noindex" }] : [];
};

export default function AdminOperatorsPage() {
  const { me, operators, invites } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  const clock = useConsoleClock();
  const reset =
    result && "totpReset" in result ? operators.find((operator) => operator.userId === result.totpReset) : undefined;
  return (
    <>
      <h1>{t("admin.operators")}</h1>
      <p className="muted">{t("admin.operatorsText")}</p>
      {reset ? (
        <p className="notice notice--ok" role="status" data-testid="totp-reset-done">
          {t("admin.totpResetDone", { name: reset.name })}
        </p>
      ) : null}
      <ul className="admin-list" data-testid="operators">
        {operators.map((operator) => (
          <li key={operator.userId} className="card admin-operator" data-testid="operator">
            <div>
              <strong>{operator.name}</strong>
              {operator.userId === me ? <span className="muted"> ({t("admin.you")})</span> : null}
              {operator.email && operator.email !== operator.name ? (
                <div className="muted small">{operator.email}</div>
              ) : null}
              <div className="small">
                {t(`admin.role.${operator.role}`)} · {t(`admin.status.${operator.status}`)}
              </div>
            </div>
            {operator.userId === me ? null : (
              <div className="admin-operator__actions">
                <Form method="post" className="admin-inline">
                  <input type="hidden" name="userId" value={operator.userId} />
                  <label className="visually-hidden" htmlFor={`role-${operator.userId}`}>
                    {t("admin.role")}
                  </label>
                  <select id={`role-${operator.userId}`} name="role" defaultValue={operator.role}>
                    {OPERATOR_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`admin.role.${role}`)}
                      </option>
                    ))}
                  </select>
                  <button type="submit" name="intent" value="role" className="button">
                    {t("admin.changeRole")}
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="userId" value={operator.userId} />
                  {operator.status === "disabled" ? (
                    <button type="submit" name="intent" value="enable" className="button button--ghost">
                      {t("admin.enable")}
                    </button>
                  ) : (
                    <button type="submit" name="intent" value="disable" className="button button--danger">
                      {t("admin.disable")}
                    </button>
                  )}
                </Form>
                {operator.totpEnrolled ? (
                  // Two steps without script: the summary opens the explanation and the one button that resets.
                  <details className="admin-operator__reset" data-testid="totp-reset">
                    <summary className="button button--ghost">{t("admin.resetTotp")}</summary>
                    <p className="small muted">{t("admin.resetTotpText")}</p>
                    <Form method="post">
                      <input type="hidden" name="userId" value={operator.userId} />
                      <button type="submit" name="intent" value="resetTotp" className="button button--danger">
                        {t("admin.resetTotpConfirm")}
                      </button>
                    </Form>
                  </details>
                ) : null}
              </div>
            )}
          </li>
        ))}
      </ul>
      <section className="stack" aria-labelledby="invites-title">
        <h2 id="invites-title">{t("admin.invitesTitle")}</h2>
        {result && "inviteRevoked" in result ? (
          <p className="notice notice--ok" role="status" data-testid="invite-revoked">
            {t("admin.inviteRevokedDone")}
          </p>
        ) : null}
        {invites.length === 0 ? <p className="muted">{t("admin.invitesNone")}</p> : null}
        <ul className="admin-list" data-testid="invites">
          {invites.map((invite) => (
            <li
              key={invite.id}
              className="card admin-operator"
              data-testid="invite"
              data-state={invite.state}
              data-id={invite.id}
            >
              <div>
                <strong className="admin-wrap">{invite.who}</strong>
                <div className="small">
                  {t(`admin.role.${invite.role}`)} · {t(`admin.inviteState.${invite.state}`)}
                </div>
                <div className="muted small">
                  {invite.createdBy ? <>{t("admin.inviteBy", { name: invite.createdBy })} · </> : null}
                  {t("admin.inviteCreated", { at: clock.time(invite.createdAt) })}
                </div>
                <div className="muted small">{t("admin.inviteExpires", { at: clock.time(invite.expiresAt) })}</div>
              </div>
              {invite.state === "open" ? (
                <Form method="post" className="admin-operator__actions">
                  <input type="hidden" name="inviteId" value={invite.id} />
                  <button type="submit" name="intent" value="revokeInvite" className="button button--danger">
                    {t("admin.inviteRevoke")}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section className="card" aria-labelledby="invite-title">
        <h2 id="invite-title">{t("admin.inviteTitle")}</h2>
        <Form method="post" className="stack">
          <Field label={t("admin.role")}>
            {(control) => (
              <select {...control} name="role" defaultValue="support" data-testid="invite-role">
                {OPERATOR_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`admin.role.${role}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t("admin.inviteEmail")} id="invite-email" name="email" type="email" maxLength={120} />
          <Field
            label={t("admin.inviteIdentity")}
            id="invite-identity"
            name="identity"
            maxLength={110}
            hint={t("admin.inviteIdentityHint")}
          />
          <FormError message={result && "error" in result ? t(result.error) : null} />
          <button
            type="submit"
            name="intent"
            value="invite"
            className="button button--primary"
            data-testid="invite-submit"
          >
            {t("admin.inviteSubmit")}
          </button>
        </Form>
        {result && "inviteUrl" in result ? (
          <div className="stack">
            {result.sentBy ? (
              <p className="notice notice--ok" role="status" data-testid="invite-sent">
                {t(`admin.inviteSent.${result.sentBy}`)}
              </p>
            ) : null}
            {result.notSent ? (
              <p className="notice notice--info" role="status" data-testid="invite-not-sent">
                {t("admin.inviteNotSent")}
              </p>
            ) : null}
            <Field
              label={t("admin.inviteLink")}
              id="invite-url"
              readOnly
              value={result.inviteUrl}
              data-testid="invite-url"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyLinkButton url={result.inviteUrl} />
          </div>
        ) : null}
      </section>
    </>
  );
}
