import { useRef } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { LazySignInMethods } from "./lazy-shell-parts";

/**
 * The header's sign-in entry: opens the login and registration dialog with its title and
 * description. Buying never needs it; the dialog explains what signing in adds.
 */
export function SignInEntry() {
  const { t } = useI18n();
  const location = useLocation();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button
        type="button"
        className="button button--primary sign-in-entry"
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
        <LazySignInMethods returnTo={location.pathname + location.search} />
      </dialog>
    </>
  );
}
