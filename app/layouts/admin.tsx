import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
  type LinksFunction,
} from "react-router";
import { CONSOLE_SECTIONS, MENU_COUNT_CAP, sectionOf } from "../../core/admin/console-sections";
import { zoneLabel } from "../../core/admin/console-time";
import { splitLocalePath } from "../../core/locales";
import { ConsoleTimeZone } from "../components/admin/admin-time";
import { requestScope } from "../context";
import { useI18n } from "../i18n/i18n-context";
import { consoleMenu, type ConsoleMenu } from "../lib/console-menu.server";
import consoleStylesHref from "../styles/console.css?url";
import type { Route } from "./+types/admin";

/**
 * The console's stylesheet, linked by its pages alone: the buyers' pages carry the shop's stylesheet
 * inline (app/root.tsx) and none of the console's rules. It comes after the shop's (the root's links
 * follow its inline stylesheet), so its rules win where both say something.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: consoleStylesHref }];

/**
 * The console's clock (decision 052): the shop's time zone as the settings hold it now, read at each
 * page so an admin's change shows at the next one, without a restart. Every console page's moments,
 * date filters and typed moments are on it.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const [timeZone, menu] = await Promise.all([
    context.get(requestScope).services.shopTimeZone.current(),
    consoleMenu({ request, url, context }),
  ]);
  return { timeZone, menu };
}

/**
 * The sections the operator may open, the current one marked. On a phone it folds into one line
 * (a <details>, no script needed) so the page's own content starts near the top; from 1024 px it is
 * a bar at the side, always open (console.css).
 */
function ConsoleNav({ menu }: { menu: ConsoleMenu }) {
  const { href } = useI18n();
  const { path } = splitLocalePath(useLocation().pathname);
  const current = sectionOf(path, CONSOLE_SECTIONS)?.path;
  const currentLabel = menu.sections.find((section) => section.path === current)?.label;
  const waiting = menu.sections.reduce((sum, section) => sum + (section.count ?? 0), 0);
  const links = (testIds: boolean) => (
    <ul className="admin-nav__list">
      {menu.sections.map((section) => (
        <li key={section.path}>
          <Link
            to={href(section.path)}
            className="admin-nav__link"
            aria-current={section.path === current ? "page" : undefined}
            data-testid={testIds ? "admin-nav-link" : undefined}
          >
            <span>{section.label}</span>
            {section.count ? (
              <span
                className="admin-nav__count"
                title={section.countLabel ?? undefined}
                data-testid={testIds ? "admin-nav-count" : undefined}
              >
                {section.count > MENU_COUNT_CAP ? `${MENU_COUNT_CAP}+` : section.count}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="admin-nav" aria-label={menu.title} data-testid="admin-nav">
      {/* Closed on a phone: one line, with where the operator is and whether anything waits. */}
      {/* Open on the console's home, whose page is the list of sections; folded again on each new page (its key). */}
      <details key={path} className="admin-nav__fold" open={path === "/admin"}>
        <summary className="admin-nav__toggle" data-testid="admin-nav-toggle">
          <span>{menu.toggle}</span>
          {currentLabel ? <span className="muted">· {currentLabel}</span> : null}
          {waiting ? (
            <span className="admin-nav__count">{waiting > MENU_COUNT_CAP ? `${MENU_COUNT_CAP}+` : waiting}</span>
          ) : null}
        </summary>
        {links(false)}
      </details>
      {/* The same links, open at the side from 1024 px; the fold is hidden there (console.css). */}
      <div className="admin-nav__side">{links(true)}</div>
    </nav>
  );
}

/** The operator console's own frame: no shop header, footer or search; the menu beside the page from 1024 px. */
function AdminFrame({ children, timeZone, menu }: { children: ReactNode; timeZone?: string; menu?: ConsoleMenu }) {
  // Only the shell's words here: the console's own come with each page, the menu's with the layout's loader.
  const { t, href } = useI18n();
  return (
    <div data-layout="admin" className={menu ? "admin-frame admin-frame--nav" : "admin-frame"}>
      <header className="admin-bar">
        <Link to={href("/admin")} className="admin-bar__title">
          {t("meta.siteName")}
        </Link>
        {timeZone ? (
          <span className="admin-bar__clock muted small" data-testid="console-clock">
            {zoneLabel(timeZone)}
          </span>
        ) : null}
      </header>
      {menu ? <ConsoleNav menu={menu} /> : null}
      <main id="content" className="admin-main">
        {children}
      </main>
    </div>
  );
}

export default function AdminLayout() {
  const { timeZone, menu } = useLoaderData<typeof loader>();
  return (
    <AdminFrame timeZone={timeZone} menu={menu}>
      <ConsoleTimeZone.Provider value={timeZone}>
        <Outlet />
      </ConsoleTimeZone.Provider>
    </AdminFrame>
  );
}

/**
 * A console page that refuses (403 for a role without access, 404) or fails answers in the console's
 * frame, with the way back to the console rather than to the shop.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { t, href } = useI18n();
  // A page refused to this role still shows the sections the role opens, when the frame's loader answered.
  const frame = useMatches().find((match) => match.id.endsWith("/layout-admin"))?.data as
    Awaited<ReturnType<typeof loader>> | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const data: unknown = isRouteErrorResponse(error) ? error.data : undefined;
  const message =
    typeof data === "object" && data !== null && "message" in data
      ? String(data.message)
      : status === 404
        ? t("error.notFound", { path: pathname })
        : t("error.generic");
  return (
    <AdminFrame timeZone={frame?.timeZone} menu={frame?.menu}>
      <section className="card" data-testid="admin-error">
        <h1>{t("error.title", { status })}</h1>
        <p data-testid="error-message">{message}</p>
        <Link to={href("/admin")} className="button">
          {t("error.backConsole")}
        </Link>
      </section>
    </AdminFrame>
  );
}
