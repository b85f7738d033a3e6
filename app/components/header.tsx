import { Form, Link, useLocation, useSearchParams } from "react-router";
import { splitLocalePath } from "../../core/locales";
import { useI18n } from "../i18n/i18n-context";
import { useViewer } from "../lib/viewer";
import { LazyLocaleSwitcher } from "./lazy-shell-parts";
import { Logo } from "./logo";
import { ProfileMenu } from "./profile-menu";
import { SignInEntry } from "./sign-in-entry";

export function Header({ compact = false }: { compact?: boolean }) {
  const { t, href } = useI18n();
  const [params] = useSearchParams();
  const user = useViewer();
  // The home page has its own, instant search in the hero: one search box per page.
  const onHome = splitLocalePath(useLocation().pathname).path === "/";
  return (
    <header className="site-header">
      <a className="skip-link" href="#content">
        {t("header.skipToContent")}
      </a>
      <div className="site-header__inner">
        <Link to={href("/")} className="site-header__logo" aria-label={t("header.home")}>
          <Logo />
        </Link>
        {compact || onHome ? null : (
          <Form method="get" action={href("/")} role="search" className="site-search">
            <label htmlFor="site-search" className="visually-hidden">
              {t("header.searchLabel")}
            </label>
            <input
              id="site-search"
              type="search"
              name="q"
              defaultValue={params.get("q") ?? ""}
              placeholder={t("header.searchPlaceholder")}
              autoComplete="off"
              maxLength={60}
            />
          </Form>
        )}
        <div className="site-header__actions">
          <LazyLocaleSwitcher />
          {user ? <ProfileMenu name={user.name} /> : <SignInEntry />}
        </div>
      </div>
    </header>
  );
}
