import { startFacebookLogin } from "../lib/facebook-login";
import { useRootData } from "../root-data";
import { useI18n } from "../i18n/i18n-context";
import { TelegramWidget } from "./telegram-widget";

/**
 * The sign-in methods this shop offers, one button each: in the login dialog, and on the account
 * page to link another method (once the owner asked to link, the next sign-in links it: decision 031).
 */
export function SignInMethods(props: { returnTo: string }) {
  const { t, href } = useI18n();
  const root = useRootData();
  const testMode = root?.testMode ?? false;
  const facebook = root?.facebook ?? null;
  return (
    <>
      {root?.google ? (
        <a
          href={`/backend/api/auth/oauth/redirect/google?return=${encodeURIComponent(props.returnTo)}`}
          className="button dialog__action"
          data-testid="google-sign-in"
        >
          {t("login.google")}
        </a>
      ) : null}
      {root?.whatsapp ? (
        <a
          href={`${href("/auth/whatsapp")}?return=${encodeURIComponent(props.returnTo)}`}
          className="button dialog__action"
          data-testid="whatsapp-sign-in"
        >
          {t("login.whatsapp")}
        </a>
      ) : null}
      {facebook ? (
        <button
          type="button"
          className="button dialog__action"
          data-testid="facebook-sign-in"
          onClick={() => startFacebookLogin(facebook, props.returnTo)}
        >
          {t("login.facebook")}
        </button>
      ) : null}
      {root?.telegram?.kind === "oidc" ? (
        <a
          href={`/backend/api/auth/oauth/redirect/telegram?return=${encodeURIComponent(props.returnTo)}`}
          className="button dialog__action"
          data-testid="telegram-sign-in"
        >
          {t("login.telegram")}
        </a>
      ) : null}
      {root?.telegram?.kind === "widget" ? <TelegramWidget bot={root.telegram.bot} /> : null}
      {testMode ? (
        <a
          href={`${href("/auth/test")}?return=${encodeURIComponent(props.returnTo)}`}
          className="button button--primary dialog__action"
          data-testid="test-sign-in"
        >
          {t("login.testMode")}
        </a>
      ) : null}
    </>
  );
}
