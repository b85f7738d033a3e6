import { useI18n } from "../i18n/i18n-context";
import { reloadTo } from "../lib/page-recovery";
import { Footer } from "./footer";
import { Header } from "./header";

/**
 * The error page for code that would not load even after a reload (app/lib/chunk-recovery.ts): a
 * reload button that goes where the buyer was going, instead of a page that reloads by itself again.
 */
export function LoadFailedPage({ target }: { target: string }) {
  const { t } = useI18n();
  return (
    <div className="frame">
      <Header />
      <main id="content" className="error-page" data-testid="load-failed">
        <h1>{t("update.loadFailedTitle")}</h1>
        <p className="error-page__message">{t("update.loadFailed")}</p>
        <button type="button" className="button button--primary" onClick={() => reloadTo(target)}>
          {t("update.reload")}
        </button>
      </main>
      <Footer />
    </div>
  );
}
