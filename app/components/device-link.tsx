import { Form } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { Field } from "./field";
import { CopyLinkButton } from "./payment/copy-link-button";

/**
 * "Sign in on another device": a one-time link (ten minutes, one use) to open on a phone or another
 * computer, made on request and shown once, with a warning not to share it.
 */
export function DeviceLink({ created }: { created: { deviceLink: string; minutes: number } | undefined }) {
  const { t } = useI18n();
  return (
    <section className="card" aria-labelledby="device-title">
      <h2 id="device-title">{t("account.deviceTitle")}</h2>
      <p className="muted">{t("account.deviceText")}</p>
      {created ? (
        <div className="stack">
          <Field
            label={t("account.deviceLinkLabel", { minutes: created.minutes })}
            id="device-link"
            readOnly
            value={created.deviceLink}
            data-testid="device-link"
            onFocus={(event) => event.currentTarget.select()}
          />
          <p className="field__error">{t("account.deviceWarning")}</p>
          <CopyLinkButton url={created.deviceLink} />
        </div>
      ) : (
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value="deviceLink"
            className="button button--ghost"
            data-testid="device-link-create"
          >
            {t("account.deviceCreate")}
          </button>
        </Form>
      )}
    </section>
  );
}
