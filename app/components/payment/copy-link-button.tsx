import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context";

/**
 * Copies a link and says so: by default this page's address (the order page, to come back or send
 * to support), or the one given (a sign-in link for another device).
 */
export function CopyLinkButton({ url }: { url?: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  return (
    <div className="copy-link">
      <button
        type="button"
        className="button button--ghost"
        onClick={() => {
          const link = url ?? window.location.origin + window.location.pathname;
          void navigator.clipboard?.writeText(link).then(
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
