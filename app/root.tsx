import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  redirect,
  useLocation,
  useMatches,
  useRouteError,
  type LinksFunction,
  type ShouldRevalidateFunction,
} from "react-router";
import type { ReactNode } from "react";
import {
  marketOf,
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALE_SWITCH_PARAM,
  LOCALES,
  isLocale,
  localizePath,
  splitLocalePath,
} from "../core/locales";
import { ChunkRecovery } from "./components/chunk-recovery";
import { ErrorPage } from "./components/error-page";
import {
  HIDE_SUPPORT_COOKIE,
  HIDE_SUPPORT_COOKIE_VALUE,
  HIDE_SUPPORT_MAX_AGE_SECONDS,
  comesFromApp,
  supportHidden,
} from "../core/support/hide-support";
import { SessionGuard } from "./components/session-guard";
import { TestModeBanner } from "./components/test-mode-banner";
import { LazySupportWidget, LazyUpdateBanner } from "./components/lazy-shell-parts";
import { packedBlockId, packedBlockText, type PackedRef } from "../core/packed-blocks";
import { unpackMessages } from "../i18n/packed-messages";
import { pageMessages } from "./lib/page-messages.server";
import type { PageHandle } from "./i18n/page-handle";
import { loaderRefsOf, pageMessagesOf } from "./i18n/page-handle";
import { I18nProvider } from "./i18n/i18n-context";
import { serializeCookie } from "../core/cookies";
import { PreviousPathProvider } from "./lib/previous-path";
import { SESSION_PENDING_SCRIPT, ViewerProvider } from "./lib/viewer";
import { FIRST_LOAD_RECOVERY_SCRIPT } from "./lib/first-load-recovery";
import { currentUser, sessionCookieRepairs, setsAccessToken } from "./lib/session.server";
import type { RootData } from "./root-data";
import { requestScope } from "./context";
import type { Route } from "./+types/root";
import { useRootData } from "./root-data";
import { SIGN_IN_LINK_PATH, TOKEN_PARAM } from "./lib/sign-in-link";
import { useCspNonce } from "./lib/csp-nonce";
import { useInlineStylesheet } from "./lib/inline-stylesheet";
import { metaTranslator } from "./lib/meta";
import stylesHref from "./styles/app.css?url";
import { useServiceWorker } from "./lib/service-worker";
import { APP_MANIFEST_PATH } from "../contracts/app-manifest";

export const links: LinksFunction = () => [
  // In production the stylesheet is sent inline (InlineStylesheet below); Vite serves it in development.
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesHref }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

/**
 * The shop's built stylesheet in the head: the page paints as soon as its HTML
 * is parsed, where a `<link>` made the first paint wait one more round trip, and Lighthouse's
 * simulated first paint counted every module the page preloads in that time (bench/history.md, "Lighthouse's
 * first paint").
 * The server's text is allowed by the CSP like the inline scripts (by nonce or hash). The browser
 * never downloads the text: it takes it, and its nonce, from the element the server sent, so a
 * hydrated element matches and one React mounts afresh (the document re-rendered, as when a locale's
 * route tree replaces another's) carries the same text and is allowed by the same policy.
 */
function InlineStylesheet({ nonce }: { nonce: string | undefined }) {
  const server = useInlineStylesheet();
  const sent = server === undefined ? stylesheetSent() : { text: server, nonce };
  return (
    <style
      data-stylesheet=""
      nonce={sent.nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: sent.text }}
    />
  );
}

/**
 * The values that the page's loader data names (its message sets, a game page's game: core/packed-blocks.ts),
 * each once, as a data block the browser reads when it hydrates: the same text on the server and,
 * read back from the page, in the browser, so React leaves each block as it is. Values carried in the
 * loader data itself (after a client navigation) need none.
 */
function DataBlocks({ refs }: { refs: readonly PackedRef<unknown>[] }) {
  return [...new Set(refs)].map((ref) => (
    <script
      key={ref}
      id={packedBlockId(ref)}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: packedBlockText(ref) }}
    />
  ));
}

let sentStylesheet: { text: string; nonce: string | undefined } | undefined;

/** The inline stylesheet as the server sent it, read once in the browser (a nonce is readable only as a property). */
function stylesheetSent(): { text: string; nonce: string | undefined } {
  if (typeof document === "undefined") return { text: "", nonce: undefined };
  if (!sentStylesheet) {
    const element = document.querySelector<HTMLStyleElement>("style[data-stylesheet]");
    sentStylesheet = { text: element?.textContent ?? "", nonce: element?.nonce || undefined };
  }
  return sentStylesheet;
}

/**
 * The title of an error page (a route whose loader failed has no meta of its own to give): "Error 404 |
 * Kupi" in the visitor's language. Pages that load give their own titles.
 */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  const t = metaTranslator(matches);
  if (!error || !t) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: `${t("error.title", { status })} | ${t("meta.siteName")}` }, { name: "robots", content: "noindex" }];
};

/**
 * The shell's messages: what the root and the layouts render around every page (header, sign-in,
 * footer, errors). Each page's loader adds its own (app/i18n/page-messages.test.ts checks both).
 */
export const handle = {
  messages: [
    "account",
    "deletion",
    "error",
    "findOrderLink",
    "footer",
    "header",
    "login",
    "meta",
    "support",
    "testMode",
    "update",
  ],
} satisfies PageHandle;

/**
 * A visit from the mobile app's web view (?medium=app) stores the hide-support flag on whatever answer
 * goes back, the page or its data, without a redirect that would drop the parameter. (A landing
 * link's attribution cookie is set before React Router, server/pages.ts.)
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ url, context }, next) => {
    const response = await next();
    if (comesFromApp(url.searchParams)) {
      response.headers.append(
        "Set-Cookie",
        serializeCookie(HIDE_SUPPORT_COOKIE, HIDE_SUPPORT_COOKIE_VALUE, {
          maxAgeSeconds: HIDE_SUPPORT_MAX_AGE_SECONDS,
          secure: context.get(requestScope).services.config.production,
        }),
      );
    }
    return response;
  },
  // A browser whose session ended elsewhere is signed out: its cookies are cleared. A live
  // session without the signed-in hint (opened before it existed) gets it, so the catalog pages it
  // is served from the page cache ask who is signed in. Not when this answer sets the cookie itself.
  async ({ request, context }, next) => {
    const response = await next();
    if (setsAccessToken(response)) return response;
    for (const cookie of await sessionCookieRepairs(request, context)) response.headers.append("Set-Cookie", cookie);
    return response;
  },
];

export async function loader({ request, url: pageUrl, context }: Route.LoaderArgs): Promise<RootData> {
  // A copy: the redirects below drop parameters from it.
  const url = new URL(pageUrl);
  const { locale, path } = splitLocalePath(url.pathname);
  const { services } = context.get(requestScope);
  const { config } = services;

  // An explicit choice of language: remember it for 365 days, then show the clean URL. Doing it on
  // the server makes the switcher work without JavaScript, and one mechanism serves both cases.
  const chosen = url.searchParams.get(LOCALE_SWITCH_PARAM);
  if (chosen !== null) {
    url.searchParams.delete(LOCALE_SWITCH_PARAM);
    const target = isLocale(chosen) ? chosen : locale;
    const headers = new Headers();
    if (isLocale(chosen)) {
      headers.append(
        "Set-Cookie",
        serializeCookie(LOCALE_COOKIE, chosen, {
          maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_SECONDS,
          secure: config.production,
        }),
      );
    }
    // Collapsed slashes: a Location of "//host" would send the browser to another site.
    throw redirect(localizePath(path.replace(/\/{2,}/g, "/"), target) + url.search, { headers });
  }

  // A sign-in link (its token parameter, a one-time code: core/auth/sign-in-codes.ts) goes from
  // any page to the one that names its account and asks before signing in (decision 031); the code
  // leaves this page's address.
  const linkCode = url.searchParams.get(TOKEN_PARAM);
  if (linkCode !== null && path !== SIGN_IN_LINK_PATH)
    throw redirect(`${localizePath(SIGN_IN_LINK_PATH, locale)}?${new URLSearchParams({ [TOKEN_PARAM]: linkCode })}`);

  // A page shared through the page cache names nobody; the browser asks who is signed in.
  const shared = context.get(requestScope).shared;
  const user = shared ? undefined : await currentUser(request, context);
  return {
    buildId: context.get(requestScope).buildId,
    locale,
    messages: pageMessages({ url, context }, handle.messages),
    testMode: config.testMode,
    supportHidden: supportHidden(url.searchParams, request.headers.get("cookie")),
    shop: config.shop[marketOf(locale)],
    origin: config.publicOrigin,
    user: user ? { name: user.displayName } : null,
    askSession: shared,
    facebook: config.providers.facebook ?? null,
    google: config.providers.google,
    whatsapp: config.providers.whatsapp,
    telegram: config.providers.telegram
      ? ({ kind: "oidc" } as const)
      : config.providers.telegramBotToken && config.providers.telegramBotUsername
        ? ({ kind: "widget", bot: config.providers.telegramBotUsername } as const)
        : null,
  };
}

/**
 * The root data changes only with the language or the signed-in user, so it is not refetched on
 * every client-side navigation: pages stay fast and the messages are sent once.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (nextUrl.searchParams.has(LOCALE_SWITCH_PARAM) || nextUrl.searchParams.has(TOKEN_PARAM)) return true;
  return splitLocalePath(currentUrl.pathname).locale !== splitLocalePath(nextUrl.pathname).locale;
};

function AlternateLinks({ origin, pathname }: { origin: string; pathname: string }) {
  const { path } = splitLocalePath(pathname);
  return (
    <>
      <link rel="canonical" href={origin + pathname} />
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={origin + localizePath(path, locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + localizePath(path, DEFAULT_LOCALE)} />
    </>
  );
}

/**
 * The browser paints nothing until this element is in the document (`<link rel="expect"
 * blocking="render">`, Chromium 124+): the footer, which follows every page's main content, so the
 * page appears whole, never as a header alone with its content a frame later. Pages without a footer
 * paint once parsed. Chromium lifts the block when the element starts, not when it ends, hence the
 * element after `<main>` rather than `<main>` itself. What a buyer waits for is the main content's
 * bytes and parse, which the first useful paint needed anyway; only a paint of the header alone is
 * given up (bench/history.md, "the partial first paint").
 */
const PAINT_AFTER = "#site-footer";

export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  const location = useLocation();
  const nonce = useCspNonce();
  const matches = useMatches();
  const page = pageMessagesOf(matches.filter((match) => match.id !== "root").map((match) => match.data));
  const locale = data?.locale ?? splitLocalePath(location.pathname).locale;
  useServiceWorker();
  // The support chat is for buyers; in the operator console it would only cover the forms.
  const inConsole = /^\/admin(\/|$)/.test(splitLocalePath(location.pathname).path);
  const body = data ? (
    <I18nProvider locale={data.locale} shell={unpackMessages(data.messages)} page={page}>
      {data.testMode ? <TestModeBanner /> : null}
      <ViewerProvider rendered={data.user} ask={data.askSession} locale={data.locale}>
        <ChunkRecovery>{children}</ChunkRecovery>
      </ViewerProvider>
      <LazyUpdateBanner buildId={data.buildId} />
      {data.supportHidden || comesFromApp(new URLSearchParams(location.search)) || inConsole ? null : (
        <LazySupportWidget />
      )}
    </I18nProvider>
  ) : (
    children
  );
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <meta name="theme-color" content="#0d1410" />
        {/* The installed app's name, start and language follow the page's locale (adapters/http/app-manifest.ts). */}
        <link rel="manifest" href={localizePath(APP_MANIFEST_PATH, locale)} />
        <link rel="expect" href={PAINT_AFTER} blocking="render" />
        {/* Before any of the page's modules is asked for: a page whose own code fails to load reloads. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: FIRST_LOAD_RECOVERY_SCRIPT }}
        />
        <Meta />
        {data ? <AlternateLinks origin={data.origin} pathname={location.pathname} /> : null}
        {import.meta.env.DEV ? null : <InlineStylesheet nonce={nonce} />}
        {/* After the inline stylesheet: a layout's own (the console's) comes later in the cascade. */}
        <Links />
        {data?.askSession ? (
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SESSION_PENDING_SCRIPT }} />
        ) : null}
      </head>
      <body>
        {body}
        <DataBlocks refs={matches.flatMap(loaderRefsOf)} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <PreviousPathProvider>
      <SessionGuard />
      <Outlet />
    </PreviousPathProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRootData();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "object" && error.data && "message" in error.data
      ? String((error.data as { message: unknown }).message)
      : undefined;
  // An order page that found no order offers the lost-order lookup (app/routes/find-order.tsx).
  const findOrder =
    isRouteErrorResponse(error) && typeof error.data === "object" && error.data !== null && "findOrder" in error.data;
  if (!data) {
    // The root loader itself failed: no translations are at hand, so show the bare facts.
    return (
      <main className="error-bare">
        <h1>{status}</h1>
        <p>{location.pathname}</p>
        <a href="/">Kupi</a>
      </main>
    );
  }
  return <ErrorPage status={status} path={location.pathname} message={message} findOrder={findOrder} />;
}
