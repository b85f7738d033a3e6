import { useState } from "react";
import { useI18n } from "../i18n/i18n-context";
import { reloadPage } from "../lib/page-recovery";
import { useNewBuild } from "../lib/use-new-build";

/**
 * "A new version is available — Reload", once a newer build is out than the one that
 * rendered the page. Only offered: the buyer may be halfway through a purchase.
 */
export function UpdateBanner({ buildId }: { buildId: string | undefined }) {
  const { t } = useI18n();
  const available = useNewBuild(buildId);
  // "Later" hides it for this page: on a phone it covers a corner of the form.
  const [dismissed, setDismissed] = useState(false);
  // The live region is there from the start, so that screen readers announce what appears in it.
  return (
    <div className="update-banner" role="status" data-testid="update-banner">
      {available && !dismissed ? (
        <p className="update-banner__box">
          <span>{t("update.available")}</span>
          <button type="button" className="button button--primary" onClick={reloadPage}>
            {t("update.reload")}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setDismissed(true)}>
            {t("update.later")}
          </button>
        </p>
      ) : null}
    </div>
  );
}
