import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { cookieValue, SIGNED_IN_COOKIE } from "../../core/cookies";
import type { Locale } from "../../core/locales";
import { callApi } from "./api-client";

/** The signed-in buyer as the shop's pages show them (the header's menu, the balance write-off). */
export interface Viewer {
  name: string | null;
}

const ViewerContext = createContext<Viewer | null>(null);

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
  useEffect(() => {
    // Without the signed-in hint nobody is signed in here: a guest's browser makes no call.
    if (!ask || cookieValue(document.cookie, SIGNED_IN_COOKIE) === undefined) return;
    const controller = new AbortController();
    callApi("session", { locale, signal: controller.signal }).then(
      (answer) => setAsked(answer.data.user),
      // Offline or aborted: the page stays a guest's; the next page asks again.
      () => undefined,
    );
    return () => controller.abort();
  }, [ask, locale]);
  return <ViewerContext.Provider value={ask ? asked : rendered}>{children}</ViewerContext.Provider>;
}

export function useViewer(): Viewer | null {
  return useContext(ViewerContext);
}
