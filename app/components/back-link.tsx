import { Link } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { usePreviousPath } from "../lib/previous-path";

/**
 * "Back" to the page the buyer came from in this tab, or to `fallback` (home unless told) when there
 * is none or `skip` says that page is no place to go back to.
 */
export function BackLink({ fallback = "/", skip }: { fallback?: string; skip?: (previous: string) => boolean }) {
  const { t, href } = useI18n();
  const previous = usePreviousPath();
  return (
    <Link to={previous && !skip?.(previous) ? previous : href(fallback)} className="back-link" data-testid="back-link">
      <span aria-hidden="true">←</span> {t("nav.back")}
    </Link>
  );
}
