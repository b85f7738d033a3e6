import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  useLoaderData,
  useLocation,
  useRouteError,
  type LinksFunction,
} from "react-router";
import { zoneLabel } from "../../core/admin/console-time";
import { ConsoleTimeZone } from "../components/admin/admin-time";
import { requestScope } from "../context";
import { useI18n } from "../i18n/i18n-context";
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
export async function loader({ context }: Route.LoaderArgs) {
  return { timeZone: await context.get(requestScope).services.shopTimeZone.current() };
}

/** The operator console's own frame: no shop header, footer or search; one narrow column. */
function AdminFrame({ children, timeZone }: { children: ReactNode; timeZone?: string }) {
  // Only the shell's words here: the console's own come with each page.
  const { t, href } = useI18n();
  return (
    <div data-layout="admin" className="admin-frame">
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
      <main id="content" className="admin-main">
        {children}
      </main>
    </div>
  );
}

export default function AdminLayout() {
  const { timeZone } = useLoaderData<typeof loader>();
  return (
    <AdminFrame timeZone={timeZone}>
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
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const data: unknown = isRouteErrorResponse(error) ? error.data : undefined;
  const message =
    typeof data === "object" && data !== null && "message" in data
      ? String(data.message)
      : status === 404
        ? t("error.notFound", { path: pathname })
        : t("error.generic");
  return (
    <AdminFrame>
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
