import { useRef } from "react";
import { useLocation } from "react-router";
import { startFacebookLogin } from "../lib/facebook-login";
import { useRootData } from "../root-data";
import { useI18n } from "../i18n/i18n-context";

/**
 * The header's sign-in entry: opens the login and registration dialog (SPEC §2) with its title and
 * description. Buying never needs it; the dialog explains what signing in adds.
 */
export function SignInEntry() {
  const { t, href } = useI18n();
  const location = useLocation();
  const root = useRootData();
  const testMode = root?.testMode ?? false;
  const facebook = root?.facebook ?? null;
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        className="button button--primary"
        data-testid="sign-in"
        onClick={() => dialog.current?.showModal()}
      >
        {t("header.signIn")}
      </button>
      <dialog ref={dialog} className="dialog" aria-labelledby="login-title">
        <form method="dialog" className="dialog__close">
          <button type="submit" aria-label={t("login.close")}>
            ×
          </button>
        </form>
        <h2 id="login-title">{t("login.title")}</h2>
        <p>{t("login.description")}</p>
        {root?.google ? (
          <a
            href={`/backend/api/auth/oauth/redirect/google?return=${encodeURIComponent(location.pathname + location.search)}`}
            className="button dialog__action"
            data-testid="google-sign-in"
          >
            {t("login.google")}
          </a>
        ) : null}
        <a
          href={`${href("/auth/whatsapp")}?return=${encodeURIComponent(location.pathname + location.search)}`}
          className="button dialog__action"
          data-testid="whatsapp-sign-in"
        >
          {t("login.whatsapp")}
        </a>
        {facebook ? (
          <button
            type="button"
            className="button dialog__action"
            data-testid="facebook-sign-in"
            onClick={() => startFacebookLogin(facebook, location.pathname + location.search)}
          >
            {t("login.facebook")}
          </button>
        ) : null}
        {testMode ? (
          <a
            href={`${href("/auth/test")}?return=${encodeURIComponent(location.pathname + location.search)}`}
            className="button button--primary dialog__action"
            data-testid="test-sign-in"
          >
            {t("login.testMode")}
          </a>
        ) : null}
      </dialog>
    </>
  );
}
