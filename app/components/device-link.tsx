import { useState } from "react";
import { Form } from "react-router";
import { useI18n } from "../i18n/i18n-context";

/**
 * "Sign in on another device": a one-time link (ten minutes, one use) to open on a phone or another
 * computer, made on request and shown once, with a warning not to share it.
 */
export function DeviceLink({ created }: { created: { deviceLink: string; minutes: number } | undefined }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  return (
    <section className="card" aria-labelledby="device-title">
      <h2 id="device-title">{t("account.deviceTitle")}</h2>
      <p className="muted">{t("account.deviceText")}</p>
      {created ? (
        <div className="stack">
          <div className="field">
            <label htmlFor="device-link">{t("account.deviceLinkLabel", { minutes: created.minutes })}</label>
            <input
              id="device-link"
              readOnly
              value={created.deviceLink}
              data-testid="device-link"
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <p className="field__error">{t("account.deviceWarning")}</p>
          <div className="copy-link">
            <button
              type="button"
              className="button button--ghost"
              onClick={() =>
                void navigator.clipboard?.writeText(created.deviceLink).then(
                  () => setCopied(true),
                  () => setCopied(false),
                )
              }
            >
              {t("payment.copyLink")}
            </button>
            <span role="status" className="copy-link__done">
              {copied ? t("payment.linkCopied") : ""}
            </span>
          </div>
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
