import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from "react";
import { cookieValue, SIGNED_IN_COOKIE } from "../../core/cookies";
import type { Locale } from "../../core/locales";
import { callApi } from "./api-client";

/** The signed-in buyer as the shop's pages show them (the header's menu, the balance write-off). */
export interface Viewer {
  name: string | null;
}

const ViewerContext = createContext<Viewer | null>(null);

/**
 * Set on `<html>` before the first paint of a shared page when the signed-in hint is there: the
 * header's sign-in button is hidden (app/styles/app.css) while the page asks who is signed in, so a
 * signed-in buyer never sees "Masuk" flash before their name. Removed once the answer is shown.
 */
export const SESSION_PENDING_ATTRIBUTE = "data-session-pending";

/** The inline script that sets it (app/root.tsx renders it in the head of shared pages). */
export const SESSION_PENDING_SCRIPT =
  `/(?:^|;\\s*)${SIGNED_IN_COOKIE}=[^;]/.test(document.cookie)&&` +
  `document.documentElement.setAttribute(${JSON.stringify(SESSION_PENDING_ATTRIBUTE)},"")`;

/** The answer is known (or there is nobody to ask about): the sign-in button may show. */
const endSessionPending = () => document.documentElement.removeAttribute(SESSION_PENDING_ATTRIBUTE);

/**
 * Who is signed in. A page rendered for its visitor says so itself (`rendered`). A catalog page comes
 * from the page cache, the same bytes for every visitor (docs/decisions/026-page-cache.md), so it
 * names nobody (`ask`): it hydrates as a guest's page, then, when the signed-in hint cookie says a
 * session may be open, asks GET /auth/session and shows the buyer's name. Until the answer, and when
 * it fails, the page is a guest's, as it would be without JavaScript.
 */
export function ViewerProvider({
  rendered,
  ask,
  locale,
  children,
}: {
  rendered: Viewer | null;
  ask: boolean;
  locale: Locale;
  children: ReactNode;
}) {
  const [asked, setAsked] = useState<Viewer | null>(null);
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    // Without the signed-in hint nobody is signed in here: a guest's browser makes no call.
    if (!ask || cookieValue(document.cookie, SIGNED_IN_COOKIE) === undefined) {
      endSessionPending();
      return;
    }
    const controller = new AbortController();
    callApi("session", { locale, signal: controller.signal }).then(
      (answer) => {
        setAsked(answer.data.user);
        setAnswered(true);
      },
      // Offline: the page stays a guest's (the next page asks again). Aborted: another ask follows.
      () => {
        if (!controller.signal.aborted) setAnswered(true);
      },
    );
    return () => controller.abort();
  }, [ask, locale]);
  // In the commit that shows the answer (the buyer's menu, or the sign-in button of a guest), before
  // it is painted: the button never shows for a frame in between.
  useLayoutEffect(() => {
    if (answered) endSessionPending();
  }, [answered]);
  return <ViewerContext.Provider value={ask ? asked : rendered}>{children}</ViewerContext.Provider>;
}

export function useViewer(): Viewer | null {
  return useContext(ViewerContext);
}
