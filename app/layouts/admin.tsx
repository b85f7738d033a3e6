import { Link, Outlet } from "react-router";
import { useI18n } from "../i18n/i18n-context";

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
