import { Link, Outlet, type LinksFunction } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import consoleStylesHref from "../styles/console.css?url";

/**
 * The console's stylesheet, linked by its pages alone: the buyers' pages carry the shop's stylesheet
 * inline (app/root.tsx) and none of the console's rules. It comes after the shop's (the root's links
 * follow its inline stylesheet), so its rules win where both say something.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: consoleStylesHref }];

/** The operator console's own frame: no shop header, footer or search; one narrow column. */
export default function AdminLayout() {
  // Only the shell's words here: the console's own come with each page.
  const { t, href } = useI18n();
  return (
    <div data-layout="admin" className="admin-frame">
      <header className="admin-bar">
        <Link to={href("/admin")} className="admin-bar__title">
          {t("meta.siteName")}
        </Link>
      </header>
      <main id="content" className="admin-main">
        <Outlet />
      </main>
    </div>
  );
}
