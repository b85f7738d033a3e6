import { Link } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import type { MessageKey } from "../../i18n/messages/id";
import { Footer } from "./footer";
import { Header } from "./header";

/** The error page of SPEC §2: the status code, a message, and a link back home. */
export function ErrorPage({ status, path, messageKey }: { status: number; path: string; messageKey?: string }) {
  const { t, href } = useI18n();
  const message =
    messageKey && isMessageKey(messageKey)
      ? t(messageKey)
      : status === 404
        ? t("error.notFound", { path })
        : t("error.generic");
  return (
    <div className="frame">
      <Header />
      <main id="content" className="error-page">
        <p className="error-page__status" aria-hidden="true">
          {status}
        </p>
        <h1>{t("error.title", { status })}</h1>
        <p className="error-page__message" data-testid="error-message">
          {message}
        </p>
        <Link to={href("/")} className="button">
          {t("error.backHome")}
        </Link>
      </main>
      <Footer />
    </div>
  );
}

const ALLOWED: ReadonlySet<string> = new Set<MessageKey>(["payment.orderNotFound"]);
function isMessageKey(key: string): key is MessageKey {
  return ALLOWED.has(key);
}
