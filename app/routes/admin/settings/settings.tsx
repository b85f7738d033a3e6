import { Form, useActionData, useLoaderData } from "react-router";
import { limitForm, shopTimeZoneForm } from "../../../../contracts/console-forms";
import { DEFAULT_SHOP_TIME_ZONE, supportedTimeZones, zoneLabel } from "../../../../core/admin/console-time";
import { LIMIT_KINDS, limitText, SETTING_REASON_MAX } from "../../../../core/admin/support-limits";
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
import type { Route } from "./+types/settings";

export const handle = { messages: ["admin", "adminSettings"] } satisfies PageHandle;

/** Settings (admin only): the shop's time zone; support's ceilings per refund and per compensation, per currency. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireOperatorPage({ request, url, context }, "settings");
  const { services } = context.get(requestScope);
  const limits = await services.supportLimits.all();
  const zone = await services.shopTimeZone.setting();
  return {
    messages: pageMessages({ url, context }, handle.messages),
    limits: limits.map((limit) => ({ ...limit, updatedAt: limit.updatedAt?.toISOString() ?? null })),
    zone: { ...zone, updatedAt: zone.updatedAt?.toISOString() ?? null },
    zones: supportedTimeZones(),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const me = await requireOperatorPage({ request, url, context }, "settings");
  const { services, requestId } = context.get(requestScope);
  const posted = await request.formData();
  if (posted.get("intent") === "timeZone") {
    const form = parseForm(shopTimeZoneForm, posted, "adminSettings.unknownZone");
    if (!form.ok) return refuse(form.error, { at: "timeZone" });
    const result = await services.shopTimeZone.set(me, form.value, { requestId });
    if (!result.ok)
      return refuse(result.error.code === "unknownZone" ? "adminSettings.unknownZone" : "adminSettings.reasonTooLong", {
        at: "timeZone",
      });
    return { changed: result.changed, at: "timeZone" };
  }
  // The row the answer is shown beside: the kind and currency as posted.
  const at = `${posted.get("kind")}.${posted.get("currency")}`;
  const form = parseForm(limitForm, posted, "adminSettings.invalid");
  if (!form.ok) return refuse(form.error, { at });
  const result = await services.supportLimits.set(me, form.value, { requestId });
  if (!result.ok) return refuse("adminSettings.reasonTooLong", { at });
  return { changed: result.changed, at };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("adminSettings.title")), { name: "robots", content: "noindex" }] : [];
};

export default function AdminSettingsPage() {
  const { limits, zone, zones } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, money } = useI18n();
  const clock = useConsoleClock();
  const zoneAnswer = result && result.at === "timeZone" ? result : undefined;
  return (
    <>
      <h1>{t("adminSettings.title")}</h1>
      <section className="card stack" aria-labelledby="shop-time-zone" data-testid="shop-time-zone">
        <h2 id="shop-time-zone">{t("adminSettings.timeZoneTitle")}</h2>
        <p className="muted small">{t("adminSettings.timeZoneText")}</p>
        <p>
          <strong data-testid="shop-time-zone-current">{zoneLabel(zone.timeZone)}</strong>
        </p>
        <p className="muted small" data-testid="shop-time-zone-source">
          {zone.source === "default" || !zone.updatedAt
            ? t("adminSettings.timeZoneDefault", { zone: DEFAULT_SHOP_TIME_ZONE })
            : t("adminSettings.setBy", { name: zone.updatedByName ?? "?", time: clock.time(zone.updatedAt) })}
        </p>
        {/* Keyed by the stored zone: once it changes, the list shows it, not what was picked. */}
        <Form key={zone.timeZone} method="post" className="admin-settings__form">
          <input type="hidden" name="intent" value="timeZone" />
          <Field label={t("adminSettings.timeZone")}>
            {(control) => (
              <select {...control} name="timeZone" defaultValue={zone.timeZone} data-testid="shop-time-zone-select">
                {zones.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={t("adminSettings.reason")}
            name="reason"
            maxLength={SETTING_REASON_MAX}
            autoComplete="off"
            data-testid="shop-time-zone-reason"
          />
          <button type="submit" className="button button--primary" data-testid="shop-time-zone-save">
            {t("adminSettings.save")}
          </button>
          <FormError message={zoneAnswer && "error" in zoneAnswer ? t(zoneAnswer.error) : null} />
          {zoneAnswer && "changed" in zoneAnswer ? (
            <p role="status" className="small" data-testid="shop-time-zone-done">
              {t(zoneAnswer.changed ? "adminSettings.timeZoneSaved" : "adminSettings.timeZoneUnchanged")}
            </p>
          ) : null}
        </Form>
      </section>
      <p className="muted">{t("adminSettings.text")}</p>
      {LIMIT_KINDS.map((kind) => (
        <section key={kind} className="card stack" aria-labelledby={`limits-${kind}`}>
          <h2 id={`limits-${kind}`}>{t(`adminSettings.${kind}`)}</h2>
          <p className="muted small">{t("adminSettings.amountHint")}</p>
          <ul className="admin-list admin-settings__limits">
            {limits
              .filter((limit) => limit.kind === kind)
              .map((limit) => {
                const at = `${kind}.${limit.currency}`;
                const answer = result && result.at === at ? result : undefined;
                return (
                  <li key={at} className="admin-settings__limit" data-testid={`limit-${at}`}>
                    <div>
                      <strong data-testid="limit-amount">
                        {limit.amount === null
                          ? t("adminSettings.none")
                          : money({ amount: limit.amount, currency: limit.currency })}
                      </strong>
                      <div className="muted small" data-testid="limit-source">
                        {limit.source === "environment" || !limit.updatedAt
                          ? t("adminSettings.fromEnvironment")
                          : t("adminSettings.setBy", {
                              name: limit.updatedByName ?? limit.updatedBy ?? "?",
                              time: clock.time(limit.updatedAt),
                            })}
                      </div>
                    </div>
                    {/* Keyed by the stored value: once it changes, the box shows it, not what was typed. */}
                    <Form key={`${limit.amount}:${limit.updatedAt}`} method="post" className="admin-settings__form">
                      <input type="hidden" name="kind" value={kind} />
                      <input type="hidden" name="currency" value={limit.currency} />
                      <Field
                        label={t("adminSettings.amount", { currency: limit.currency })}
                        name="amount"
                        inputMode="decimal"
                        autoComplete="off"
                        defaultValue={limitText(limit.amount, limit.currency)}
                        data-testid="limit-input"
                      />
                      <Field
                        label={t("adminSettings.reason")}
                        name="reason"
                        maxLength={SETTING_REASON_MAX}
                        autoComplete="off"
                        data-testid="limit-reason"
                      />
                      <button type="submit" className="button button--primary" data-testid="limit-save">
                        {t("adminSettings.save")}
                      </button>
                      <FormError message={answer && "error" in answer ? t(answer.error) : null} />
                      {answer && "changed" in answer ? (
                        <p role="status" className="small" data-testid="limit-done">
                          {t(answer.changed ? "adminSettings.saved" : "adminSettings.unchanged")}
                        </p>
                      ) : null}
                    </Form>
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </>
  );
}
