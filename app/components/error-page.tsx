import { Link } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { Footer } from "./footer";
import { Header } from "./header";

/**
 * The error page: the status code, a message, and a link back home. A loader that knows
 * better than "not found" says so in `message`, already in the page's language.
 */
export function ErrorPage({
  status,
  path,
  message,
  findOrder = false,
}: {
  status: number;
  path: string;
  message?: string;
  /** Offer the lost-order lookup too (an order page that found no order). */
  findOrder?: boolean;
}) {
  const { t, href } = useI18n();
  const text = message ?? (status === 404 ? t("error.notFound", { path }) : t("error.generic"));
  return (
    <div className="frame">
      <Header />
      <main id="content" className="error-page">
        <p className="error-page__status" aria-hidden="true">
          {status}
        </p>
        <h1>{t("error.title", { status })}</h1>
        <p className="error-page__message" data-testid="error-message">
          {text}
        </p>
        {findOrder ? (
          <p className="error-page__actions">
            <Link to={href("/find-order")} className="button button--primary">
              {t("findOrderLink.label")}
            </Link>
            <Link to={href("/")} className="button">
              {t("error.backHome")}
            </Link>
          </p>
        ) : (
          <Link to={href("/")} className="button">
            {t("error.backHome")}
          </Link>
        )}
      </main>
      <Footer />
    </div>
  );
}
