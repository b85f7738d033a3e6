import { Form, useActionData, useLoaderData } from "react-router";
import { alertSettingsForm } from "../../../../contracts/console-forms";
import { ALERT_KINDS } from "../../../../core/alerts/alerts";
import { languageOf, splitLocalePath } from "../../../../core/locales";
import { Field } from "../../../components/field";
import { FormError } from "../../../components/form-error";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { requireOperatorPage } from "../../../lib/admin.server";
import { parseForm, refuse } from "../../../lib/form.server";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import type { Route } from "./+types/alerts";

export const handle = { messages: ["admin", "adminAlerts", "alert"] } satisfies PageHandle;

/**
 * My alerts (any operator, for themself): the Telegram chat and the e-mail they are told at, and the
 * kinds they asked for. Alerts are written in the console's language the settings were saved in.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const me = await requireOperatorPage({ request, url, context }, null);
  const { services } = context.get(requestScope);
  const language = languageOf(splitLocalePath(url.pathname).locale);
  return {
    messages: pageMessages({ url, context }, handle.messages),
    settings: await services.alertSettings.of(me.userId, language),
    telegramEnabled: services.alertSettings.telegramEnabled,
    bot: services.config.providers.telegramBotUsername ?? null,
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const me = await requireOperatorPage({ request, url, context }, null);
  const { services, requestId } = context.get(requestScope);
  const form = parseForm(alertSettingsForm, await request.formData(), "adminAlerts.invalid");
  if (!form.ok) return refuse(form.error);
  const language = languageOf(splitLocalePath(url.pathname).locale);
  const saved = await services.alertSettings.save(me, { ...form.value, language }, { requestId });
  return { saved: saved.changed };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("adminAlerts.title")), { name: "robots", content: "noindex" }] : [];
};

export default function AdminAlertsPage() {
  const { settings, telegramEnabled, bot } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  return (
    <>
      <h1>{t("adminAlerts.title")}</h1>
      <p className="muted">{t("adminAlerts.text")}</p>
      {telegramEnabled ? null : (
        <p className="notice" role="status" data-testid="telegram-off">
          {t("adminAlerts.telegramOff")}
        </p>
      )}
      {result && "saved" in result ? (
        <p className="notice notice--ok" role="status" data-testid="alerts-saved">
          {t("adminAlerts.saved")}
        </p>
      ) : null}
      <Form method="post" className="card stack">
        <Field
          label={t("adminAlerts.chat")}
          id="alerts-chat"
          name="telegramChatId"
          inputMode="numeric"
          maxLength={21}
          defaultValue={settings.telegramChatId ?? ""}
          hint={t("adminAlerts.chatHint", { bot: bot ? `@${bot}` : t("adminAlerts.theBot") })}
        />
        <Field
          label={t("adminAlerts.email")}
          id="alerts-email"
          name="email"
          type="email"
          maxLength={120}
          defaultValue={settings.email ?? ""}
        />
        <fieldset className="stack">
          <legend>{t("adminAlerts.kinds")}</legend>
          {ALERT_KINDS.map((kind) => (
            <label key={kind} className="admin-inline">
              <input type="checkbox" name={kind} defaultChecked={settings.kinds.includes(kind)} />{" "}
              {t(`alert.kind.${kind}`)}
            </label>
          ))}
        </fieldset>
        <FormError message={result && "error" in result ? t(result.error) : null} />
        <button type="submit" className="button button--primary" data-testid="alerts-save">
          {t("adminAlerts.save")}
        </button>
      </Form>
    </>
  );
}
