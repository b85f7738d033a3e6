import { Link, Outlet } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { usePreviousPath } from "../lib/previous-path";

/** The modal layout: one card over a dimmed backdrop; closing returns to the previous page. */
export default function ModalLayout() {
  const { t, href } = useI18n();
  const previous = usePreviousPath();
  return (
    <div data-layout="modal" className="modal-backdrop">
      {/* The page's main landmark holds the dialog: a main element may not be a dialog itself. */}
      <main id="content" className="modal-main">
        <div className="modal-card" role="dialog" aria-modal="true" aria-labelledby="modal-title">
          <Link to={previous ?? href("/")} className="modal-card__close" aria-label={t("deletion.close")}>
            ×
          </Link>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
