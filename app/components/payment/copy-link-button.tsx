import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context";

/** Copies this order page's address, so the buyer can come back or send it to support. */
export function CopyLinkButton() {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  return (
    <div className="copy-link">
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          const url = window.location.origin + window.location.pathname;
          void navigator.clipboard?.writeText(url).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {t("payment.copyLink")}
      </button>
      <span role="status" className="copy-link__done">
        {copied ? t("payment.linkCopied") : ""}
      </span>
    </div>
  );
}
